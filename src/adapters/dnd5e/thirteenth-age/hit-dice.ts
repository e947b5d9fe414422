/**
 * GA-HEAL-1 through dnd5e's hit dice and rests:
 * - a hit die is rolled through dnd5e's `rollHitDie` (the sheet, the short-rest dialog, a long rest's automatic
 *   spending), whose roll process calls `dnd5e.preRollHitDieV2(config, dialog, message)` first (`hookNames` gets
 *   "hitDie": module/documents/actor/actor.mjs:1967 at 5.3.3; dice/basic-roll.mjs:103 calls `dnd5e.preRoll<Name>V2`,
 *   false cancels): with its gate closed a 13th Age gearforged's roll is refused there with the reason, so dnd5e
 *   spends nothing (actor.mjs:1986 returns null before any update);
 * - an open gate lets hit dice be spent once: the dice of one short rest (the gate closes in that rest's one
 *   update, `dnd5e.preRestCompleted`), or one die rolled outside a rest (closed in the die's own update, which
 *   `dnd5e.rollHitDieV2(rolls, {subject, updates})` may extend, actor.mjs:2021);
 * - a long rest gives no HP (the epic feat keeps dnd5e's HP recovery): the HP change is taken out of dnd5e's rest
 *   result before its one update (`dnd5e.preRestCompleted`, actor.mjs:2311); the hit dice dnd5e returns stay.
 */
import { notifyInfo, notifyWarn } from "../../../utils/notify";
import { taPaths, thirteenthAgeView } from "../../../workflows/gearforged/thirteenth-age/state";

/** dnd5e's hit-die roll process configuration, the part read (`subject` is the actor). */
export interface HitDieConfig {
  subject?: unknown;
}

/** dnd5e's `rollHitDieV2` data: the updates it is about to write. */
export interface HitDieData {
  subject?: unknown;
  updates?: { actor?: Record<string, unknown> };
}

/** dnd5e's rest result, the parts changed here (module/documents/actor/actor.mjs `_rest`). */
export interface ThirteenthAgeRestResult {
  type?: string;
  longRest?: boolean;
  dhd?: number;
  dhp?: number;
  deltas?: { hitPoints?: number; hitDice?: number };
  updateData?: Record<string, unknown>;
}

const HP_VALUE = "system.attributes.hp.value";

/** The actors in a short rest on this client (from `dnd5e.preShortRest` to the rest's end): their dice close the gate once, at the end. */
const inShortRest = new Set<string>();
/** Those of them that spent a die in it. */
const spentInRest = new Set<string>();

function actorOf(subject: unknown): Actor.Implementation | null {
  // cast: dnd5e's roll subject is the rolling actor (a document with a uuid), checked by its documentName.
  const actor = subject as Actor.Implementation | null | undefined;
  return actor?.documentName === "Actor" ? actor : null;
}

/** `dnd5e.preRollHitDieV2`: false (refused, with the reason) for a 13th Age gearforged whose gate is closed. */
export function onPreRollHitDie(config: HitDieConfig): boolean | void {
  const actor = actorOf(config.subject);
  const view = actor ? thirteenthAgeView(actor) : null;
  if (!actor || !view || view.gate !== null) return;
  notifyWarn("AUGMENTED.Dnd5e.ThirteenthAge.HitDieRefused", { name: actor.name ?? "" });
  return false;
}

/** `dnd5e.rollHitDieV2`: a die spent outside a rest closes the gate in the die's own update. */
export function onRollHitDie(data: HitDieData): void {
  const actor = actorOf(data.subject);
  if (!actor || !thirteenthAgeView(actor)?.gate || !data.updates) return;
  if (inShortRest.has(actor.uuid)) {
    spentInRest.add(actor.uuid);
    return;
  }
  data.updates.actor = { ...(data.updates.actor ?? {}), [taPaths(actor).gateOpen]: 0 };
}

/** `dnd5e.preShortRest`: the dice rolled in this rest's dialog are one spending. */
export function onPreShortRest(actor: Actor.Implementation): void {
  if (thirteenthAgeView(actor)) inShortRest.add(actor.uuid);
}

/** `dnd5e.preRestCompleted`: the gate used by the rest's dice closes; a long rest gives no HP. */
export function onPreRestCompleted(actor: Actor.Implementation, result: ThirteenthAgeRestResult, config: { type?: string }): void {
  inShortRest.delete(actor.uuid);
  const spent = spentInRest.delete(actor.uuid);
  const view = thirteenthAgeView(actor);
  if (!view) return;
  const long = config.type === "long" || result.longRest === true;
  if (!long && spent && view.gate !== null) {
    result.updateData = { ...(result.updateData ?? {}), [taPaths(actor).gateOpen]: 0 };
  }
  if (!long || view.feats.broken.epic || !result.updateData || !(HP_VALUE in result.updateData)) return;
  const { [HP_VALUE]: _healed, ...rest } = result.updateData;
  result.updateData = rest;
  if (result.deltas) result.deltas.hitPoints = 0;
  result.dhp = 0;
  notifyInfo("AUGMENTED.Dnd5e.ThirteenthAge.LongRestNoHp", { name: actor.name ?? "" });
}

/** `dnd5e.restCompleted`: the rest is over (also after a rest whose updates a listener skipped). */
export function onRestCompleted(actor: Actor.Implementation): void {
  inShortRest.delete(actor.uuid);
  spentInRest.delete(actor.uuid);
}
