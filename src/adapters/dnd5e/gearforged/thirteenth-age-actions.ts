/**
 * The Gearforged window's 13th Age buttons (templates/actor/character/gearforged-13th-age.hbs names them as the
 * system's sheet does). dnd5e's Actor class has none of the system's entry points, so each calls the shared
 * workflow with the window's actor; the workflow refuses with the reason and re-checks everything itself.
 */
import { askHealingSource } from "../../../sheets/actor/thirteenth-age-actions";
import { interruptFourHourMaintenance, openHealGate, repairerCheck, setUnderwater, startFourHourMaintenance, startNeglectClock } from "../../../workflows/gearforged/thirteenth-age";

interface Window {
  readonly actor: Actor.Implementation;
  readonly editable: boolean;
}

async function maintain(this: Window): Promise<void> {
  if (this.editable) await startFourHourMaintenance(this.actor);
}

async function interrupt(this: Window): Promise<void> {
  if (this.editable) await interruptFourHourMaintenance(this.actor);
}

async function startClock(this: Window): Promise<void> {
  if (this.editable) await startNeglectClock(this.actor);
}

async function repairer(this: Window): Promise<void> {
  if (this.editable) await repairerCheck(this.actor);
}

async function underwater(this: Window, _event: Event, target: HTMLElement): Promise<void> {
  if (this.editable) await setUnderwater(this.actor, target.dataset.under === "true");
}

/** Magical healing received: which kind (a GM may also mark a *mending* caster), as on the system's sheet. */
async function magicalHealing(this: Window): Promise<void> {
  if (!this.editable) return;
  const source = await askHealingSource(this.actor);
  if (source) await openHealGate(this.actor, source, { casterMarked: source === "mending" });
}

/** Merged into the window's `actions`. */
export const WINDOW_THIRTEENTH_AGE_ACTIONS = {
  thirteenthAgeMaintain: maintain,
  thirteenthAgeInterrupt: interrupt,
  thirteenthAgeStartClock: startClock,
  thirteenthAgeRepairer: repairer,
  thirteenthAgeUnderwater: underwater,
  thirteenthAgeMagicalHealing: magicalHealing,
};
