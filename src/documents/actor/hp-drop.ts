/**
 * Every drop in hit points, however it was made, described the same way for the automation that follows it
 * (integrity saves CY-INT-1, System Failure SF-1). Two sources:
 * - `actor.applyDamage` (a damage card, a macro, …) puts its per-instance amounts in the update's options
 *   (`options.augmented.damage`, src/documents/actor/damage.ts);
 * - any other update that lowers HP (a typed edit on the sheet, the token HUD's bar) is one instance: the
 *   `preUpdateActor` listener below records the HP before it in `options.augmented.hpBefore`, which travels
 *   with the update to every client.
 * Undo updates (`options.augmented.undo`) and the end of a System Failure overdrive
 * (`options.augmented.overdriveEnded`, its temp HP vanish) are never a drop.
 */
import type { DamageUpdateInfo } from "../../workflows/damage/apply-damage";
import { readHp, systemOf } from "./system-view";

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
}

interface AugmentedUpdateOptions {
  damage?: DamageUpdateInfo;
  hpBefore?: HpSnapshot;
  undo?: boolean;
  /** SF-4: the System Failure temp HP vanishing when the overdrive ends is no damage. */
  overdriveEnded?: boolean;
  /** A schema migration (src/migration/run.ts) rewrites stored data; it is no play event. */
  migration?: boolean;
}

function ours(options: unknown): AugmentedUpdateOptions | null {
  const value = (options as { augmented?: unknown } | null)?.augmented;
  // cast: the system's own update options, written by this module and by applyDamage.
  return typeof value === "object" && value !== null ? (value as AugmentedUpdateOptions) : null;
}

function touchesHp(changes: unknown): boolean {
  if (typeof changes !== "object" || changes === null) return false;
  const flat = changes as Record<string, unknown>;
  if (Object.keys(flat).some((key) => key.startsWith("system.attributes.hp"))) return true;
  const system = flat.system as { attributes?: { hp?: unknown } } | undefined;
  return system?.attributes?.hp !== undefined;
}

/** `preUpdateActor` (on the client making the update): remember the HP it starts from. */
export function recordHpBefore(actor: { system: unknown }, changes: unknown, options: Record<string, unknown>): void {
  if (!touchesHp(changes)) return;
  const existing = ours(options);
  if (existing?.undo || existing?.damage || existing?.overdriveEnded || existing?.migration) return;
  const hp = readHp(systemOf(actor));
  options.augmented = { ...(existing ?? {}), hpBefore: { value: hp.value, temp: hp.temp, max: hp.max } };
}

/** `updateActor` (on every client): the HP drop this update made, or null when it made none. */
export function hpDropFrom(actor: { system: unknown }, options: unknown): HpDrop | null {
  const info = ours(options);
  if (!info || info.undo || info.migration) return null;
  const hp = readHp(systemOf(actor));
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
    };
  }
  const before = info.hpBefore;
  if (!before) return null;
  const lost = before.value + before.temp - (after.value + after.temp);
  if (lost <= 0) return null;
  return { before, after, instances: [lost], source: "edit", hitLocation: null, killedOutright: false, critical: false };
}
