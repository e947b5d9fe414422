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
 * Any damage also interrupts a 4-hour maintenance under way (GA-TIRE-1, ./maintenance.ts).
 */
import { postCard } from "../../../applications/chat/cards";
import { type CardText, cardText } from "../../../data/chat/card-text";
import type { HpDrop } from "../../../documents/actor/hp-drop";
import { DEATH_SAVES_MAX } from "../../../rules/core/death-saves";
import { EXHAUSTION_DEATH_LEVEL } from "../../../rules/core/exhaustion";
import { wreckedAtZero } from "../../../rules/gearforged";
import { isActingClient } from "../../../utils/acting-user";
import { asActorUpdate } from "../state";
import { onHpDropInterruptMaintenance } from "./maintenance";
import { touches } from "./refresh";
import { beyondRepair, isThirteenthAge } from "./state";
import { portOf } from "../../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../../rules/core/death-saves";

function card(actor: Actor.Implementation, lines: CardText[]): Promise<unknown> {
  return postCard({ kind: "gearforged-13th-age", title: cardText("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Title", { name: actor.name ?? "" }), lines }, { actor });
}

export async function onHpDropWreck(actor: Actor.Implementation, drop: HpDrop, userId: string | null): Promise<void> {
  if (!isThirteenthAge(actor) || !isActingClient(actor, userId)) return;
  onHpDropInterruptMaintenance(actor);
  const name = actor.name ?? "";
  // Dead: the beyond-repair card comes from the update that made it so (onUpdateBeyondRepair below).
  if (beyondRepair(actor)) return;
  const port = portOf(actor);
  if (port.hp.value > 0 || port.deathSaves === null) return;
  const saves = port.deathSaves ?? NO_DEATH_SAVES;
  const stable = wreckedAtZero(saves);
  if (stable.success === saves.success && stable.failure === saves.failure) return;
  await actor.update(asActorUpdate({ [port.paths.death.success]: stable.success, [port.paths.death.failure]: stable.failure }));
  await card(actor, [cardText("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Stable", { name })]);
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
  const heldBefore = (byFailures && !touches(changed, port.paths.death.failure)) || (byExhaustion && !touches(changed, port.paths.exhaustion));
  return !heldBefore;
}

/** `updateActor` (every client): the update that made a 13th Age gearforged dead posts the beyond-repair card, once. */
export async function onUpdateBeyondRepair(actor: Actor.Implementation, changed: unknown, options: unknown, userId: string | null): Promise<void> {
  // A migration rewrites stored data: no play event.
  // cast: the operation options this system passes, read defensively.
  if ((options as { augmented?: { migration?: unknown } } | null)?.augmented?.migration === true) return;
  if (!isThirteenthAge(actor) || !becameDead(actor, changed) || !isActingClient(actor, userId)) return;
  await card(actor, [cardText("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Dead", { name: actor.name ?? "" })]);
}
