/**
 * HP losses in a dnd5e world (CY-INT-1, SF-1), whatever applied them (damage cards, the token
 * HUD, the sheet). dnd5e keeps the prepared hit points before every update in the update's options
 * (`options.dnd5e.hp`, module/data/actor/templates/attributes.mjs:514 `preUpdateHP`, 5.3.3 and 6.x); the options
 * travel with the update to every client, where dnd5e compares them with the hit points after and announces a
 * loss as `dnd5e.damageActor` (`onUpdateHP` :532-564), skipping rests (`options.isRest`) and advancement
 * (`options.isAdvancement`). That hook does not pass the options, so the module reads the same pair in core's
 * `updateActor` on every client: it then also sees the shared workflows' own marks (`options.augmented`, e.g. a
 * System Failure overdrive's temp HP vanishing, an Undo putting HP back), which are no damage
 * (src/documents/actor/hp-drop.ts). One loss becomes the shared HP drop (./events.ts), one instance per
 * application, which the enabled features follow as in the system (each picks the one acting client itself).
 */
import { type HpDrop, markedNotDamage } from "../../documents/actor/hp-drop";
import { portOf } from "../../ports/actor-port";

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

function num(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The shared HP drop an actor update made in a dnd5e world, or null when it lost no HP (or is no damage). */
export function hpDropOf(actor: Actor.Implementation, options: unknown): HpDrop | null {
  // cast: the update's options, read field by field.
  const dnd5e = options as Dnd5eUpdateOptions | null | undefined;
  const snapshot = dnd5e?.dnd5e?.hp;
  if (!snapshot || dnd5e?.isRest === true || dnd5e?.isAdvancement === true || markedNotDamage(options)) return null;
  const after = portOf(actor).hp;
  const before = { value: num(snapshot.value), temp: num(snapshot.temp), max: num(snapshot.effectiveMax) || num(snapshot.max) };
  const lost = before.value + before.temp - (after.value + after.temp);
  if (!Number.isFinite(lost) || lost <= 0) return null;
  return { before, after, instances: [lost], source: "applyDamage", hitLocation: null, killedOutright: false, critical: false, damage: null };
}
