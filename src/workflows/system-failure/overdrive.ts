/**
 * The SF-4 overdrive as an ActiveEffect on the actor. What it grants is read by the derivation and the rolls
 * through the generic effect flags (src/data/actor/parts/effect-bonuses.ts): `abilityModifierBonus` (+3 to
 * every ability modifier) and `attackAdvantage`. When it ends is the system's own record under
 * `flags.augmented.overdrive` (the combat, and the round and turn it lasts through; or, outside combat, the
 * world time it started and its length), checked by ./expire.ts.
 *
 * The effect's Foundry `duration` is for display only and deliberately an upper bound (one round and one turn
 * in combat), so a module that deletes expired effects never ends it before the system does (which would skip
 * the exhaustion of SF-5).
 */
import { packageId } from "../../constants";
import { localize } from "../../utils/notify";
import { type EffectChangeSpec, effectFields } from "../../compat/effect-data";
import type { SystemFailurePlan } from "../../rules/cyborg/system-failure";
import type { OverdriveEnd } from "../../rules/cyborg/overdrive-timing";

export const OVERDRIVE_ICON = "icons/svg/lightning.svg";

/** `flags.augmented.overdrive` on the effect. */
export interface OverdriveRecord {
  /** The augment sacrificed. */
  augmentId: string;
  /** SF-4 temp HP granted (what SF-5 removes, if still there). */
  tempHp: number;
  /** In combat: that combat, and the last position the benefits last through. */
  combatId: string | null;
  end: OverdriveEnd | null;
  /** Outside combat: world time at the start, and the length in seconds. */
  startTime: number;
  seconds: number;
}

export interface OverdriveTiming {
  combatId: string | null;
  end: OverdriveEnd | null;
  startTime: number;
}

/**
 * The effect's creation data for a System Failure plan. `changes`: the host's own changes for the +3 to every
 * ability modifier (the actor port's `effectChanges`; none for the system, which reads the flag).
 */
export function overdriveEffectData(plan: SystemFailurePlan, origin: string, timing: OverdriveTiming, changes: readonly EffectChangeSpec[] = []): Record<string, unknown> {
  const record: OverdriveRecord = {
    augmentId: plan.augmentId,
    tempHp: plan.overdrive.tempHp,
    combatId: timing.combatId,
    end: timing.end,
    startTime: timing.startTime,
    seconds: plan.overdrive.fallbackDurationSeconds,
  };
  return {
    name: localize("AUGMENTED.SystemFailure.Overdrive"),
    img: OVERDRIVE_ICON,
    origin,
    description: localize("AUGMENTED.SystemFailure.OverdriveDescription", { bonus: plan.overdrive.abilityModifierBonus }),
    ...effectFields(changes, timing.combatId ? { combat: timing.combatId, rounds: 1, turns: 1 } : { start: timing.startTime, seconds: plan.overdrive.fallbackDurationSeconds }),
    flags: {
      [packageId()]: {
        abilityModifierBonus: plan.overdrive.abilityModifierBonus,
        attackAdvantage: plan.overdrive.advantageOnAttacks,
        overdrive: record,
      },
    },
  };
}

function isEnd(value: unknown): value is OverdriveEnd {
  // cast: stored data, checked field by field.
  const end = value as Partial<OverdriveEnd> | null;
  return typeof end === "object" && end !== null && Number.isInteger(end.round) && Number.isInteger(end.turn);
}

/** The system's record on an effect, or null when it is not an overdrive (or the record is malformed). */
export function overdriveRecord(effect: { flags: unknown }): OverdriveRecord | null {
  // cast (both): the effect's flags, written by overdriveEffectData and checked field by field below.
  const ours = (effect.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[packageId()];
  // cast: the overdrive record, written by overdriveEffectData; checked field by field below.
  const record = ours?.overdrive as Partial<OverdriveRecord> | undefined;
  if (typeof record !== "object" || record === null) return null;
  return {
    augmentId: typeof record.augmentId === "string" ? record.augmentId : "",
    tempHp: typeof record.tempHp === "number" ? record.tempHp : 0,
    combatId: typeof record.combatId === "string" ? record.combatId : null,
    end: isEnd(record.end) ? record.end : null,
    startTime: typeof record.startTime === "number" ? record.startTime : 0,
    seconds: typeof record.seconds === "number" ? record.seconds : 0,
  };
}

/** The actor's overdrive effects (normally one), with their records. */
export function overdrivesOf(actor: Actor.Implementation): Array<{ effect: ActiveEffect.Implementation; record: OverdriveRecord }> {
  const out: Array<{ effect: ActiveEffect.Implementation; record: OverdriveRecord }> = [];
  for (const effect of actor.effects) {
    const record = overdriveRecord(effect);
    if (record) out.push({ effect, record });
  }
  return out;
}
