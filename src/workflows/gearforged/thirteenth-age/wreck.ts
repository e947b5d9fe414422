/**
 * GA-WRECK-1 Wrecked, not dead, told by `augmented.hpDrop` on the one acting client:
 * - dropping to 0 HP: stable at once (three successes recorded, failures kept), so no death save is rolled (the
 *   death-save workflow refuses a stable character). Damage at 0 HP still adds failures through CORE-4's own
 *   workflow, and CORE-9 still kills outright (*interpretation*, RULES.md);
 * - dead: a card says the body is beyond repair and cannot be raised; the restore workflow offers only a new body
 *   (rules/gearforged/revival.ts), and the sheet says so. The card follows the death itself, not the workflow
 *   that caused it: the core `updateActor` (src/hooks/actor.ts → `onUpdateBeyondRepair`) sees the one update
 *   that made the character dead (killed outright CORE-9, the third failure from damage, a failure recorded from
 *   a card, the GM typing 3 failures on the sheet, a macro; never exhaustion, which GA-TIRE-1 keeps at 0 in the
 *   actor model, data/actor/character.ts) and the one acting client posts it.
 * A host whose own damage step records no CORE-4 failures (dnd5e: its `applyDamage` leaves the death saves alone,
 * module/documents/actor/actor.mjs:789-905 at 5.3.3) tells it by an HP drop from its damage step with no damage
 * record: for it the failures of damage at 0 HP (two on a critical) and CORE-9's death are written here, in the
 * same one update as the stabilising, so the two never race.
 * Any damage also interrupts a 4-hour maintenance under way (GA-TIRE-1, ./maintenance.ts).
 */
import { cardText } from "../../../data/chat/card-text";
import type { HpDrop } from "../../../documents/actor/hp-drop";
import { DEATH_SAVES_MAX } from "../../../rules/core/death-saves";
import { EXHAUSTION_DEATH_LEVEL } from "../../../rules/core/exhaustion";
import { wreckedAtZero } from "../../../rules/gearforged";
import { isActingClient } from "../../../utils/acting-user";
import { asActorUpdate } from "../state";
import { interruptFourHourMaintenance } from "./maintenance";
import { thirteenthAgeCard } from "./helpers";
import { touchesPath } from "../../../utils/touches-path";
import { beyondRepair, isThirteenthAge } from "./state";
import { portOf } from "../../../ports/actor-port";
import { type DeathSaves, NO_DEATH_SAVES } from "../../../rules/core/death-saves";

export async function onHpDropWreck(actor: Actor.Implementation, drop: HpDrop, userId: string | null): Promise<void> {
  if (!isThirteenthAge(actor) || !isActingClient(actor, userId)) return;
  // Damage interrupts a maintenance under way (nothing happens when none is).
  void interruptFourHourMaintenance(actor, "AUGMENTED.Gearforged.ThirteenthAge.Maintain.ByDamage");
  const name = actor.name ?? "";
  // Dead: the beyond-repair card comes from the update that made it so (onUpdateBeyondRepair below).
  if (beyondRepair(actor)) return;
  const port = portOf(actor);
  const stored = port.deathSaves;
  if (port.hp.value > 0 || stored === null) return;
  const stable = wreckedAtZero(hostFailures(stored, drop));
  if (stable.success === stored.success && stable.failure === stored.failure) return;
  await actor.update(asActorUpdate({ [port.paths.death.success]: stable.success, [port.paths.death.failure]: stable.failure }));
  // Newly stable only (a later hit adds failures, not a second card); dead: the beyond-repair card comes from
  // that update (onUpdateBeyondRepair).
  if (stored.success < DEATH_SAVES_MAX && stable.failure < DEATH_SAVES_MAX) await thirteenthAgeCard(actor, "AUGMENTED.Gearforged.ThirteenthAge.Wreck.Title", [cardText("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Stable", { name })]);
}

/**
 * The saves after `drop` where the host's damage step recorded no CORE-4 failures (an application with no damage
 * record): CORE-9 kills outright, damage taken at 0 HP adds one failure (two on a critical). Else as they are.
 */
export function hostFailures(saves: DeathSaves, drop: HpDrop): DeathSaves {
  if (drop.source !== "applyDamage" || drop.damage !== null) return saves;
  if (drop.killedOutright) return { success: 0, failure: DEATH_SAVES_MAX };
  if (drop.before.value > 0) return saves;
  const failure = Math.min(DEATH_SAVES_MAX, saves.failure + (drop.critical ? 2 : 1));
  return { success: saves.success, failure };
}

/**
 * True when this update made `actor` dead: dead now, and every cause of death that holds now (three failures,
 * exhaustion 6) was set by this update. v13 hooks receive only the values that changed, so a cause absent from
 * `changed` held before: the character was already dead and no second card is due.
 */
export function becameDead(actor: Actor.Implementation, changed: unknown): boolean {
  if (!beyondRepair(actor)) return false;
  const port = portOf(actor);
  const byFailures = (port.deathSaves ?? NO_DEATH_SAVES).failure >= DEATH_SAVES_MAX;
  const byExhaustion = port.exhaustion >= EXHAUSTION_DEATH_LEVEL;
  const heldBefore = (byFailures && !touchesPath(changed, port.paths.death.failure)) || (byExhaustion && !touchesPath(changed, port.paths.exhaustion));
  return !heldBefore;
}

/** `updateActor` (every client): the update that made a 13th Age gearforged dead posts the beyond-repair card, once. */
export async function onUpdateBeyondRepair(actor: Actor.Implementation, changed: unknown, options: unknown, userId: string | null): Promise<void> {
  // A migration rewrites stored data: no play event.
  // cast: the operation options this system passes, read defensively.
  if ((options as { augmented?: { migration?: unknown } } | null)?.augmented?.migration === true) return;
  if (!isThirteenthAge(actor) || !becameDead(actor, changed) || !isActingClient(actor, userId)) return;
  await thirteenthAgeCard(actor, "AUGMENTED.Gearforged.ThirteenthAge.Wreck.Title", [cardText("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Dead", { name: actor.name ?? "" })]);
}
