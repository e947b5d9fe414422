/**
 * The one place an HP drop is recognised (the actor's `_preUpdate` / `_onUpdate`, src/documents/actor.ts), however
 * it was made, described the same way for the automation that follows it (integrity saves CY-INT-1, death saves
 * CORE-4, System Failure SF-1) and announced once as `augmented.hpDrop`. Two sources:
 * - `actor.applyDamage` (a damage card, a macro, …) puts its per-instance amounts in the update's options
 *   (`options.augmented.damage`, src/workflows/damage/apply-damage.ts);
 * - any other update that lowers HP (a typed edit on the sheet, the token HUD's bar) is one instance:
 *   `_preUpdate` records the HP before it in `options.augmented.hpBefore`, which travels with the update to
 *   every client.
 * Undo updates (`options.augmented.undo`), migrations (`options.augmented.migration`), the end of a System
 * Failure overdrive (`options.augmented.overdriveEnded`, its temp HP vanish), a rest's write
 * (`options.augmented.rest`: healing and temp HP ending together, CORE-5), a race settlement's correction or
 * put-back (`options.augmented.raceSettled`, src/workflows/recheck/write-claims.ts) and a lowered maximum are never a
 * drop.
 */
import type { AutomationMode } from "../../settings";
import { HOOKS } from "../../utils/hook-names";
import { portOf } from "../../ports/actor-port";
import { HP_PREFIX } from "../../data/actor/paths";

/** What an update made by applyDamage carries in its options (read by the one acting client). */
export interface DamageUpdateInfo {
  previous: Record<string, number>;
  failuresRecorded: number;
  failuresDue: number;
  /** The death save mode (`deathSaveOnDamage`) when the damage cost failures; null when it cost none. */
  mode: AutomationMode | null;
  critical: boolean;
  dead: boolean;
  /** CY-INT-1: each damage line's final amount after traits (temp HP included), in order; 0 for healing lines. */
  instances: number[];
  /** HP before the update (hpDropFrom below reads the drop from it). */
  hpBefore: { value: number; temp: number; max: number };
  hitLocation: string | null;
  /** CORE-9. */
  killedOutright: boolean;
}

export interface HpSnapshot {
  value: number;
  temp: number;
  max: number;
}

export interface HpDrop {
  before: HpSnapshot;
  after: HpSnapshot;
  /** CY-INT-1: each damage instance's final amount (temp HP included), in order; a plain edit is one instance. */
  instances: number[];
  source: "applyDamage" | "edit";
  /** The hit location applyDamage was given (a section id or kind), for the integrity hint. */
  hitLocation: string | null;
  /** CORE-9: the damage killed outright (never true for a plain edit). */
  killedOutright: boolean;
  critical: boolean;
  /** What applyDamage put in the update's options (null for a plain edit): the death-save follow-up reads it. */
  damage: DamageUpdateInfo | null;
}

interface AugmentedUpdateOptions {
  damage?: DamageUpdateInfo;
  hpBefore?: HpSnapshot;
  undo?: boolean;
  /** SF-4: the System Failure temp HP vanishing when the overdrive ends is no damage. */
  overdriveEnded?: boolean;
  /** A schema migration (src/migration/run.ts) rewrites stored data; it is no play event. */
  migration?: boolean;
  /**
   * CORE-5: a rest's one actor update (src/workflows/rest/rest.ts). A long rest ends temporary HP while it heals,
   * so HP + temp can fall (1 + 30 temp → 20 + 0 after a System Failure): that is no damage.
   */
  rest?: boolean;
  /**
   * A race settlement's correction (src/workflows/damage/apply-damage.ts `replanOnTop`): the damage it corrects was
   * announced as a drop by its first write.
   */
  raceSettled?: boolean;
}

/** Writes that change HP without being damage: each says so in its options, and none of them is a drop. */
function notDamage(info: AugmentedUpdateOptions): boolean {
  return info.undo === true || info.migration === true || info.overdriveEnded === true || info.rest === true || info.raceSettled === true;
}

/**
 * Whether an update's options mark it as one of the writes above that is no damage (read by the dnd5e module,
 * which sees dnd5e's HP changes with the same options).
 */
export function markedNotDamage(options: unknown): boolean {
  const info = ours(options);
  return info !== null && notDamage(info);
}

function ours(options: unknown): AugmentedUpdateOptions | null {
  // cast: the operation options, with the system's own `augmented` option.
  const value = (options as { augmented?: unknown } | null)?.augmented;
  // cast: the system's own update options, written by this module and by applyDamage.
  return typeof value === "object" && value !== null ? (value as AugmentedUpdateOptions) : null;
}

function touchesHp(changes: unknown): boolean {
  if (typeof changes !== "object" || changes === null) return false;
  // cast: a non-null object, read by key with checks.
  const flat = changes as Record<string, unknown>;
  if (Object.keys(flat).some((key) => key.startsWith(HP_PREFIX))) return true;
  // cast: a structural, optional view of the document's system data; every read checks its type.
  const system = flat.system as { attributes?: { hp?: unknown } } | undefined;
  return system?.attributes?.hp !== undefined;
}

/** The actor's `_preUpdate` (on the client making the update): remember the HP it starts from. */
export function recordHpBefore(actor: Actor.Implementation, changes: unknown, options: object): void {
  if (!touchesHp(changes)) return;
  const existing = ours(options);
  if (existing && (existing.damage || notDamage(existing))) return;
  const hp = portOf(actor).hp;
  // The system's own entry in the operation's options travels with the update to every client.
  Object.assign(options, { augmented: { ...(existing ?? {}), hpBefore: { value: hp.value, temp: hp.temp, max: hp.max } } });
}

/** On every client, after the update: the HP drop it made, or null when it made none. */
export function hpDropFrom(actor: Actor.Implementation, options: unknown): HpDrop | null {
  const info = ours(options);
  if (!info || notDamage(info)) return null;
  const hp = portOf(actor).hp;
  const after: HpSnapshot = { value: hp.value, temp: hp.temp, max: hp.max };
  if (info.damage) {
    const instances = info.damage.instances.filter((amount) => amount > 0);
    if (instances.length === 0) return null;
    return {
      before: info.damage.hpBefore,
      after,
      instances,
      source: "applyDamage",
      hitLocation: info.damage.hitLocation,
      killedOutright: info.damage.killedOutright,
      critical: info.damage.critical,
      damage: info.damage,
    };
  }
  const before = info.hpBefore;
  if (!before) return null;
  // Lowering the maximum drags the value down with it (src/data/actor/parts/hp-guard.ts): that part is no damage.
  const loweredByMax = after.max < before.max ? Math.max(0, before.value - after.max) : 0;
  const lost = before.value + before.temp - (after.value + after.temp) - loweredByMax;
  if (lost <= 0) return null;
  return { before, after, instances: [lost], source: "edit", hitLocation: null, killedOutright: false, critical: false, damage: null };
}

/**
 * The actor's `_onUpdate` (on every client): announce the drop this update made, once, as the system hook
 * `augmented.hpDrop` (integrity saves, death saves and System Failure subscribe to it in src/hooks/actor.ts).
 */
export function announceHpDrop(actor: Actor.Implementation, options: unknown, userId: string): void {
  const drop = hpDropFrom(actor, options);
  if (drop) Hooks.callAll(HOOKS.hpDrop, actor, drop, userId);
}
