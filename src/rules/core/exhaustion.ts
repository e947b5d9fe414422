/**
 * CORE-6: exhaustion levels 0..6, 6 = dead. What a level does depends on a world setting: the 2024 rule
 * (default) or the 2014 table. Both are returned as one structured summary so derived data and the sheet
 * apply the same numbers without knowing which rule is active.
 */

export const EXHAUSTION_MAX = 6;
/** Reaching this level kills the creature under both rule sets. */
export const EXHAUSTION_DEATH_LEVEL = 6;

export const EXHAUSTION_RULES = ["2024", "2014"] as const;
export type ExhaustionRules = (typeof EXHAUSTION_RULES)[number];
export const DEFAULT_EXHAUSTION_RULES: ExhaustionRules = "2024";

/** Clamp to a whole level in 0..6 (bad data reads as the nearest legal level; NaN as 0). */
export function clampExhaustion(level: number): number {
  if (Number.isNaN(level)) return 0;
  return Math.min(EXHAUSTION_MAX, Math.max(0, Math.trunc(level)));
}

/** Add (or, with a negative delta, remove) levels, staying in 0..6. */
export function changeExhaustion(level: number, delta: number): number {
  return clampExhaustion(clampExhaustion(level) + Math.trunc(delta));
}

export interface ExhaustionEffects {
  level: number;
  rules: ExhaustionRules;
  dead: boolean;
  /** Added to every d20 test (ability checks, attack rolls, saves); 0 or negative. 2024 only. */
  d20Modifier: number;
  /** Subtracted from every speed after the multiplier, in feet. 2024 only. */
  speedPenalty: number;
  /** Multiplies every speed: 1, 0.5 (2014 level 2) or 0 (2014 level 5). */
  speedMultiplier: number;
  abilityCheckDisadvantage: boolean;
  attackDisadvantage: boolean;
  saveDisadvantage: boolean;
  /** Multiplies the HP maximum: 1 or 0.5 (2014 level 4). */
  hpMaxMultiplier: number;
}

/** The effects of a level under a rule set. 2014 effects are cumulative, as in the table. */
export function exhaustionEffects(level: number, rules: ExhaustionRules = DEFAULT_EXHAUSTION_RULES): ExhaustionEffects {
  const lvl = clampExhaustion(level);
  const dead = lvl >= EXHAUSTION_DEATH_LEVEL;
  if (rules === "2024") {
    return {
      level: lvl,
      rules,
      dead,
      d20Modifier: -2 * lvl,
      speedPenalty: 5 * lvl,
      speedMultiplier: 1,
      abilityCheckDisadvantage: false,
      attackDisadvantage: false,
      saveDisadvantage: false,
      hpMaxMultiplier: 1,
    };
  }
  return {
    level: lvl,
    rules,
    dead,
    d20Modifier: 0,
    speedPenalty: 0,
    speedMultiplier: lvl >= 5 ? 0 : lvl >= 2 ? 0.5 : 1,
    abilityCheckDisadvantage: lvl >= 1,
    attackDisadvantage: lvl >= 3,
    saveDisadvantage: lvl >= 3,
    hpMaxMultiplier: lvl >= 4 ? 0.5 : 1,
  };
}

/** HP maximum after exhaustion (2014 level 4 halves it, rounded down, never below 1 for a positive max). */
export function exhaustedHpMax(max: number, effects: ExhaustionEffects): number {
  if (effects.hpMaxMultiplier === 1 || max <= 0) return max;
  return Math.max(1, Math.floor(max * effects.hpMaxMultiplier));
}
