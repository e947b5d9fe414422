/**
 * Design limits of augment categories: mobility (CY-MOB-1..4) and ranged effects (CY-UTL-1, CY-HEAL-1), plus the
 * durations of mobility activations as plain seconds for timed effects (world time / combat rounds).
 */
import type { MobilityMode, MobilitySpec } from "./augment";
import { MOBILITY_MODES } from "./augment";

/** CY-MOB-1/2: the largest number a design may put in `MobilitySpec.bonus` for each mode. */
export const MOBILITY_LIMITS_FT: Readonly<Record<MobilityMode, number>> = {
  fly: 20, // fly speed itself
  swim: 15,
  climb: 15,
  burrow: 15,
  other: 15, // "comparable specialized movement mode"
  walk: 10,
  transform: 10, // wheels, tracks…: terrestrial movement, so the walking limit
  jump: 0, // a jump augment doubles a jump instead (CY-MOB-4)
};

/** CY-MOB-1, CY-MOB-3, CY-MOB-4, in seconds of world time. */
export const MOBILITY_DURATIONS = {
  flightSeconds: 60,
  hoverSeconds: 300,
  groundedCooldownSeconds: 6,
  transformSeconds: 60,
} as const;

/** CY-MOB-4: one jump's distance is doubled. */
export const JUMP_MULTIPLIER = 2;

/** CY-UTL-1 / CY-HEAL-1: effects at range reach at most 60 ft. */
export const MAX_AUGMENT_RANGE_FT = 60;

export type MobilityErrorCode = "unknownMode" | "invalidBonus" | "exceedsLimit" | "bonusNotApplicable";

export interface MobilityError {
  code: MobilityErrorCode;
  mode: string;
  value: number;
  limit: number | null;
}

/** CY-MOB-1/2/4: a design's mobility spec against the limits; an empty list means valid. */
export function validateMobility(spec: MobilitySpec): MobilityError[] {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  if (!(MOBILITY_MODES as readonly string[]).includes(spec.mode)) {
    return [{ code: "unknownMode", mode: spec.mode, value: spec.bonus, limit: null }];
  }
  const limit = MOBILITY_LIMITS_FT[spec.mode];
  if (!Number.isFinite(spec.bonus) || spec.bonus < 0) {
    return [{ code: "invalidBonus", mode: spec.mode, value: spec.bonus, limit }];
  }
  if (spec.mode === "jump" && spec.bonus !== 0) {
    return [{ code: "bonusNotApplicable", mode: spec.mode, value: spec.bonus, limit }];
  }
  if (spec.bonus > limit) return [{ code: "exceedsLimit", mode: spec.mode, value: spec.bonus, limit }];
  return [];
}

/** CY-UTL-1 / CY-HEAL-1: null range means "self / touch / no ranged effect". */
export function validateRange(rangeFt: number | null): Array<{ code: "invalidRange" | "exceedsRange"; value: number; limit: number }> {
  if (rangeFt === null) return [];
  if (!Number.isFinite(rangeFt) || rangeFt < 0) return [{ code: "invalidRange", value: rangeFt, limit: MAX_AUGMENT_RANGE_FT }];
  if (rangeFt > MAX_AUGMENT_RANGE_FT) return [{ code: "exceedsRange", value: rangeFt, limit: MAX_AUGMENT_RANGE_FT }];
  return [];
}

export interface MobilityActivation {
  mode: MobilityMode;
  /** Speed change while active: fly speed for `fly`, otherwise feet added; 0 for a jump. */
  speedBonusFt: number;
  /** How long the effect lasts; null for an instantaneous jump. */
  durationSeconds: number | null;
  /** Flight only: seconds grounded after it ends before the next activation (CY-MOB-1). */
  cooldownSeconds: number;
  /** CY-MOB-4: multiply the next jump's distance. */
  jumpMultiplier: number | null;
  /**
   * CY-USE-1 / CY-MOB-4: activating flight, a transformation or a jump spends one use. A plain speed increase
   * (swim/climb/burrow/walk/other) has no duration in the source, so it is treated as a passive property and
   * costs none (CY-USE-3).
   */
  usesCost: 0 | 1;
  passive: boolean;
}

/**
 * The timed effect one activation creates. `hover`: the flier stays in about the same place, which stretches the
 * limit to 5 minutes (CY-MOB-1). The speed is capped at the design limit even if the stored spec exceeds it,
 * so bad data never grants more than the rules allow (the design validation reports it).
 */
export function mobilityActivation(spec: MobilitySpec, options: { hover?: boolean } = {}): MobilityActivation {
  const limit = MOBILITY_LIMITS_FT[spec.mode] ?? 0;
  const speedBonusFt = Number.isFinite(spec.bonus) ? Math.min(limit, Math.max(0, spec.bonus)) : 0;
  const base = { mode: spec.mode, speedBonusFt, usesCost: 1 as const, passive: false };
  switch (spec.mode) {
    case "fly":
      return {
        ...base,
        durationSeconds: options.hover ? MOBILITY_DURATIONS.hoverSeconds : MOBILITY_DURATIONS.flightSeconds,
        cooldownSeconds: MOBILITY_DURATIONS.groundedCooldownSeconds,
        jumpMultiplier: null,
      };
    case "transform":
      return { ...base, durationSeconds: MOBILITY_DURATIONS.transformSeconds, cooldownSeconds: 0, jumpMultiplier: null };
    case "jump":
      return { ...base, speedBonusFt: 0, durationSeconds: null, cooldownSeconds: 0, jumpMultiplier: JUMP_MULTIPLIER };
    default:
      // Swim/climb/burrow/walk improvements are not limited in time by the source: a passive, lasting effect.
      return { ...base, usesCost: 0, passive: true, durationSeconds: null, cooldownSeconds: 0, jumpMultiplier: null };
  }
}

/**
 * CY-MOB-1: flight can be activated again once the creature has been grounded for 6 seconds.
 * `groundedSince` is the world time it landed (null: never flew, or no record).
 */
export function canReactivateFlight(now: number, groundedSince: number | null): boolean {
  return groundedSince === null || now - groundedSince >= MOBILITY_DURATIONS.groundedCooldownSeconds;
}

/**
 * CY-MOB-4 with 5e jumping: a running long jump covers the Strength score in feet, a running high jump 3 + the
 * Strength modifier feet (never below 0); an enhanced jump doubles both for one jump.
 */
export function enhancedJump(strengthScore: number, strengthModifier: number): { longFt: number; highFt: number } {
  const score = Number.isFinite(strengthScore) ? Math.max(0, Math.trunc(strengthScore)) : 0;
  const mod = Number.isFinite(strengthModifier) ? Math.trunc(strengthModifier) : 0;
  return { longFt: score * JUMP_MULTIPLIER, highFt: Math.max(0, 3 + mod) * JUMP_MULTIPLIER };
}
