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

/**
 * GA-HEAL-1: which kind of magical healing the gearforged received (a GM may also mark a *mending* caster), or null
 * when cancelled. Both hosts' 13th Age panels ask it.
 */
export async function askHealingSource(actor: Actor.Implementation): Promise<HealingSource | null> {
  const sources: string[] = ["spell", "talent", "potion", "itemPower"];
  if (game.user?.isGM) sources.push("mending");
  const source = await askGearforgedChoice({
    title: localize("AUGMENTED.Gearforged.ThirteenthAge.Gate.Title", { name: actor.name ?? "" }),
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Gate.Which"),
    options: sources.map((value) => ({ value, label: localize(`AUGMENTED.Gearforged.ThirteenthAge.Gate.Kind.${value}`) })),
  });
  // cast: the value comes from the list above.
  return source ? (source as HealingSource) : null;
}

/** Magical healing received: which kind. */
async function magicalHealing(this: Sheet): Promise<void> {
  if (!this.isEditable) return;
  const source = await askHealingSource(this.actor);
  if (source) await this.actor.openHealGate(source, { casterMarked: source === "mending" });
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
