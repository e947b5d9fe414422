import { type FormulaData, type FormulaErrorReason, evaluateFormula } from "./formula";
import { whole } from "./whole";

/**
 * The shared limited-uses model (augment biofuel CY-USE-*, Jet Pack, Claw Arm Laser, class features).
 * Stored as `spent` rather than `value` so a change of `max` (level up, new Con mod) never leaves a stale
 * current value: value = max − spent, clamped to 0..max.
 */

/**
 * The most uses a stored counter may count as spent: a uses maximum is a formula of a character's numbers (PB,
 * a modifier, a level), far below it, so above it is a typing error, not play.
 */
export const MAX_USES_SPENT = 1_000;

export const RECOVERY_PERIODS = ["sr", "lr", "day", "combat"] as const;
export type RecoveryPeriod = (typeof RECOVERY_PERIODS)[number];

export interface Uses {
  spent: number;
  max: number;
  recovery: readonly RecoveryPeriod[];
}

/**
 * Which recovery periods an event refreshes. A long rest also refreshes short-rest uses (5e), and "day"
 * uses: the system has no dawn, and a long rest is the one daily boundary every table observes. "combat"
 * uses refresh only when a combat ends (SF-6), never on a rest: no rest happens inside a combat.
 */
export const PERIODS_RECOVERED_BY: Readonly<Record<RecoveryPeriod, readonly RecoveryPeriod[]>> = {
  sr: ["sr"],
  lr: ["lr", "sr", "day"],
  day: ["day"],
  combat: ["combat"],
};

/** Remaining uses: max − spent, in 0..max. */
export function usesValue(uses: Pick<Uses, "spent" | "max">): number {
  const max = whole(uses.max);
  return Math.min(max, Math.max(0, max - whole(uses.spent)));
}

export type SpendRefusal = "noUsesLeft" | "notEnoughUses" | "invalidAmount";

export type SpendResult<U extends Uses> =
  | { ok: true; uses: U; remaining: number }
  | { ok: false; reason: SpendRefusal; remaining: number };

/** True when `event` refreshes these uses (see PERIODS_RECOVERED_BY). */
export function recoversOn(uses: Pick<Uses, "recovery">, event: RecoveryPeriod): boolean {
  return PERIODS_RECOVERED_BY[event].some((period) => uses.recovery.includes(period));
}

/** Refill uses that recover on `event`; others are returned unchanged (the same object). */
export function recoverUses<U extends Uses>(uses: U, event: RecoveryPeriod): U {
  if (!recoversOn(uses, event) || uses.spent === 0) return uses;
  return { ...uses, spent: 0 };
}

/** Refill every entry of a keyed collection (item id → uses) for `event`. */
export function recoverAllUses<U extends Uses>(all: Readonly<Record<string, U>>, event: RecoveryPeriod): Record<string, U> {
  const out: Record<string, U> = {};
  for (const [id, uses] of Object.entries(all)) out[id] = recoverUses(uses, event);
  return out;
}

export type UsesMaxResult = { ok: true; value: number } | { ok: false; reason: FormulaErrorReason; position: number; detail?: string };

/**
 * Resolve a `max` that may be a formula ("@prof", "max(1, @abilities.cha.mod)"). The result is rounded
 * down and never negative: a negative Con mod gives 0 uses, not a negative count.
 */
export function resolveUsesMax(formula: string | number, data: FormulaData): UsesMaxResult {
  const result = evaluateFormula(formula, data);
  if (!result.ok) return result;
  return { ok: true, value: Math.max(0, Math.floor(result.value)) };
}
