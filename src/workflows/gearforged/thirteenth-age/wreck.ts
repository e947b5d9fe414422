/**
 * GA-WRECK-1 Wrecked, not dead (issue 14 item 3), told by `augmented.hpDrop` on the one acting client:
 * - dropping to 0 HP: stable at once (three successes recorded, failures kept), so no death save is rolled (the
 *   death-save workflow refuses a stable character). Damage at 0 HP still adds failures through CORE-4's own
 *   workflow, and CORE-9 still kills outright (*interpretation*, RULES.md);
 * - dead (killed outright, or the third failure from damage): a card says the body is beyond repair and cannot
 *   be raised; the restore workflow offers only a new body (rules/gearforged/revival.ts), and the sheet says so.
 * Any damage also interrupts a 4-hour maintenance under way (GA-TIRE-1, ./maintenance.ts).
 */
import { postCard } from "../../../applications/chat/cards";
import type { HpDrop } from "../../../documents/actor/hp-drop";
import { readDeathSaves, readExhaustion, readHp, systemOf } from "../../../documents/actor/system-view";
import { lifeState } from "../../../rules/core/death-saves";
import { wreckedAtZero } from "../../../rules/gearforged";
import { isActingClient } from "../../../utils/acting-user";
import { localize } from "../../../utils/notify";
import { asActorUpdate } from "../state";
import { onHpDropInterruptMaintenance } from "./maintenance";
import { isThirteenthAge } from "./state";

function card(actor: Actor.Implementation, lines: string[]): Promise<unknown> {
  return postCard({ kind: "gearforged-13th-age", title: localize("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Title", { name: actor.name ?? "" }), lines }, { actor });
}

/** True when `actor` is a dead 13th Age gearforged: its body is beyond repair. */
export function beyondRepair(actor: Actor.Implementation): boolean {
  if (!isThirteenthAge(actor)) return false;
  const view = systemOf(actor);
  return lifeState({ hp: readHp(view), deathSaves: readDeathSaves(view), exhaustion: readExhaustion(view) }) === "dead";
}

export async function onHpDropWreck(actor: Actor.Implementation, drop: HpDrop, userId: string | null): Promise<void> {
  if (!isThirteenthAge(actor) || !isActingClient(actor, userId)) return;
  onHpDropInterruptMaintenance(actor);
  const name = actor.name ?? "";
  if (beyondRepair(actor)) {
    if (drop.killedOutright || drop.damage?.dead === true) await card(actor, [localize("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Dead", { name })]);
    return;
  }
  const view = systemOf(actor);
  if (readHp(view).value > 0 || view.attributes?.death === undefined) return;
  const saves = readDeathSaves(view);
  const stable = wreckedAtZero(saves);
  if (stable.success === saves.success && stable.failure === saves.failure) return;
  await actor.update(asActorUpdate({ "system.attributes.death.success": stable.success, "system.attributes.death.failure": stable.failure }));
  await card(actor, [localize("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Stable", { name })]);
}
