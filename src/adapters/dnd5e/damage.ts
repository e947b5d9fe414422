/**
 * One damage application in a dnd5e world (CORE-10, for CY-INT-1 and SF-1), read on every client from an actor
 * update, whatever applied it:
 * - an update dnd5e's damage step made (damage cards, midi-qol through `applyDamage`, the token HUD) carries the
 *   amount that step computed (./damage-step.ts): that amount is the one instance, not capped at the HP left, so
 *   the damage past 0 HP is known and CORE-9's "killed outright" follows from it;
 * - any other update that lowers HP (the sheet, a macro, a module writing HP itself) is one instance of the HP and
 *   temp HP it removed, never "killed outright".
 * The HP before comes from dnd5e's own snapshot in the update's options (`options.dnd5e.hp`,
 * module/data/actor/templates/attributes.mjs:514 `preUpdateHP`, 5.3.3 and 6.x), which travels with the update.
 * No damage: an update that touches no hit points (a Constitution edit lowers the prepared maximum and with it the
 * capped value, :354-366), the part of a lowered maximum that drags the value down, rests (`options.isRest`),
 * advancement (`options.isAdvancement`, as dnd5e's `onUpdateHP` :532-564 skips them) and the shared workflows' own
 * marks (`options.augmented`, src/documents/actor/hp-drop.ts). One application becomes the shared HP drop
 * (./events.ts), which the enabled features follow as in the system (each picks the one acting client itself).
 */
import { type HpDrop, type HpSnapshot, markedNotDamage } from "../../documents/actor/hp-drop";
import { portOf } from "../../ports/actor-port";
import { killsOutright } from "../../rules/core/hit-points";
import { finiteOrZero } from "../../data/shared/finite";

/** dnd5e's snapshot of the hit points before the update (`options.dnd5e.hp`), the parts read. */
interface Dnd5eHpBefore {
  value?: unknown;
  temp?: unknown;
  effectiveMax?: unknown;
  max?: unknown;
}

interface Dnd5eUpdateOptions {
  dnd5e?: { hp?: Dnd5eHpBefore };
  isRest?: boolean;
  isAdvancement?: boolean;
}

/** The actor's hit points now, as the port reads them. */
export function hpNow(actor: Actor.Implementation): HpSnapshot {
  const hp = portOf(actor).hp;
  return { value: hp.value, temp: hp.temp, max: hp.max };
}

/** The drop of one application of `amount` computed by dnd5e's damage step (CORE-9 from the HP before it). */
export function appliedDrop(before: HpSnapshot, after: HpSnapshot, amount: number): HpDrop {
  return { before, after, instances: [amount], source: "applyDamage", hitLocation: null, killedOutright: killsOutright(before, amount), critical: false, damage: null };
}

/** Whether an actor update's diff (nested, as `updateActor` passes it) touches the hit points: damage needs it. */
export function touchesHp(changed: unknown): boolean {
  // cast: the update's differential data, read structurally with checks.
  const hp = (changed as { system?: { attributes?: { hp?: unknown } } } | null)?.system?.attributes?.hp;
  return typeof hp === "object" && hp !== null;
}

/**
 * The shared HP drop an actor update made in a dnd5e world, or null when it was no damage. `applied` is the amount
 * dnd5e's damage step put in the update's options (./damage-step.ts `appliedDamageOf`), null for any other update.
 */
export function hpDropOf(actor: Actor.Implementation, changed: unknown, options: unknown, applied: { amount: number } | null): HpDrop | null {
  // cast: the update's options, read field by field.
  const dnd5e = options as Dnd5eUpdateOptions | null | undefined;
  const snapshot = dnd5e?.dnd5e?.hp;
  if (!snapshot || !touchesHp(changed) || dnd5e?.isRest === true || dnd5e?.isAdvancement === true || markedNotDamage(options)) return null;
  const after = hpNow(actor);
  const before: HpSnapshot = { value: finiteOrZero(snapshot.value), temp: finiteOrZero(snapshot.temp), max: finiteOrZero(snapshot.effectiveMax) || finiteOrZero(snapshot.max) };
  if (applied) return applied.amount > 0 ? appliedDrop(before, after, applied.amount) : null;
  // Lowering the maximum drags the prepared value down with it (attributes.mjs:363): that part is no damage.
  const loweredByMax = after.max < before.max ? Math.max(0, before.value - after.max) : 0;
  const lost = before.value + before.temp - (after.value + after.temp) - loweredByMax;
  if (!Number.isFinite(lost) || lost <= 0) return null;
  return { before, after, instances: [lost], source: "edit", hitLocation: null, killedOutright: false, critical: false, damage: null };
}
