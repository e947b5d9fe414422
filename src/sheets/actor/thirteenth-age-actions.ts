/**
 * The Gearforged tab's 13th Age buttons (character sheet actions). Each calls the Actor's entry point,
 * which refuses with the reason and re-checks everything itself.
 */
import { askGearforgedChoice } from "../../applications/dialogs/gearforged-choice";
import { localize } from "../../utils/notify";
import type { HealingSource } from "../../rules/gearforged";

interface Sheet {
  actor: Actor.Implementation;
  isEditable: boolean;
}

async function maintain(this: Sheet): Promise<void> {
  if (this.isEditable) await this.actor.startFourHourMaintenance();
}

async function interrupt(this: Sheet): Promise<void> {
  if (this.isEditable) await this.actor.interruptFourHourMaintenance();
}

async function startClock(this: Sheet): Promise<void> {
  if (this.isEditable) await this.actor.startNeglectClock();
}

async function repairer(this: Sheet): Promise<void> {
  if (this.isEditable) await this.actor.repairerCheck();
}

async function underwater(this: Sheet, _event: Event, target: HTMLElement): Promise<void> {
  if (this.isEditable) await this.actor.setUnderwater(target.dataset.under === "true");
}

/** Magical healing received: which kind (a GM may also mark a *mending* caster). */
async function magicalHealing(this: Sheet): Promise<void> {
  if (!this.isEditable) return;
  const sources: string[] = ["spell", "talent", "potion", "itemPower"];
  if (game.user?.isGM) sources.push("mending");
  const source = await askGearforgedChoice({
    title: localize("AUGMENTED.Gearforged.ThirteenthAge.Gate.Title", { name: this.actor.name ?? "" }),
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Gate.Which"),
    options: sources.map((value) => ({ value, label: localize(`AUGMENTED.Gearforged.ThirteenthAge.Gate.Kind.${value}`) })),
  });
  // cast: the value comes from the list above.
  if (source) await this.actor.openHealGate(source as HealingSource, { casterMarked: source === "mending" });
}

/** Merged into the character sheet's `actions`. */
export const THIRTEENTH_AGE_ACTIONS = {
  thirteenthAgeMaintain: maintain,
  thirteenthAgeInterrupt: interrupt,
  thirteenthAgeStartClock: startClock,
  thirteenthAgeRepairer: repairer,
  thirteenthAgeUnderwater: underwater,
  thirteenthAgeMagicalHealing: magicalHealing,
};
