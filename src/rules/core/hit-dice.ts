import { type DeathSaves, NO_DEATH_SAVES, normaliseDeathSaves } from "./death-saves";
import { type HitPoints, healHp, normaliseHp } from "./hit-points";
import { whole } from "./whole";

/**
 * CORE-5 hit dice. An actor has one pool per die size it owns (a multiclass d10/d8 character has two);
 * each pool records its max (usually levels in that class) and how many are spent.
 *
 * Choice: each die heals max(0, roll + Con mod). A negative Con mod can make a die heal nothing, never
 * take HP away (5e 2014 and 2024 say "roll + Con mod" and never heal negatively). Dice rolls are passed in.
 */

export const HIT_DIE_SIZES = [6, 8, 10, 12] as const;
export type HitDieSize = (typeof HIT_DIE_SIZES)[number];

export function isHitDieSize(value: unknown): value is HitDieSize {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return typeof value === "number" && (HIT_DIE_SIZES as readonly number[]).includes(value);
}

export interface HitDicePool {
  die: HitDieSize;
  max: number;
  spent: number;
}

export function poolRemaining(pool: HitDicePool): number {
  const max = whole(pool.max);
  return Math.max(0, max - Math.min(max, whole(pool.spent)));
}

export function hitDiceTotal(pools: readonly HitDicePool[]): number {
  return pools.reduce((sum, pool) => sum + whole(pool.max), 0);
}

/** HP one hit die restores: max(0, roll + Con mod). Also used by Quick Fix (GF-UPG-3) for temp HP. */
export function hitDieHealing(roll: number, conMod: number): number {
  return Math.max(0, roll + conMod);
}

export type HitDieRefusal = "noHitDice" | "invalidRoll" | "dead";

/** Mark one die of `die` size spent, from the first pool of that size that has one left. */
export function spendHitDie(
  pools: readonly HitDicePool[],
  die: HitDieSize,
): { ok: true; pools: HitDicePool[] } | { ok: false; reason: "noHitDice" } {
  const index = pools.findIndex((pool) => pool.die === die && poolRemaining(pool) > 0);
  if (index < 0) return { ok: false, reason: "noHitDice" };
  return {
    ok: true,
    pools: pools.map((pool, i) => (i === index ? { ...pool, spent: whole(pool.max) - poolRemaining(pool) + 1 } : { ...pool })),
  };
}

export interface HitDieRoll {
  die: HitDieSize;
  /** The face rolled, 1..die. */
  roll: number;
}

export interface HitDiceSpendState {
  hp: HitPoints;
  hitDice: readonly HitDicePool[];
  deathSaves: DeathSaves;
}

export type HitDiceSpendResult =
  | {
      ok: true;
      hp: HitPoints;
      hitDice: HitDicePool[];
      deathSaves: DeathSaves;
      /** Per die: what it would heal (roll + Con, min 0), in order. */
      dice: Array<HitDieRoll & { healing: number }>;
      /** HP actually restored (capped at max). */
      healed: number;
    }
  | { ok: false; reason: HitDieRefusal; index: number };

/**
 * Spend several hit dice at once (one short-rest step, one update). All or nothing: a die the actor does
 * not have, or an impossible roll, refuses the whole batch and names its position.
 */
export function planHitDiceSpend(state: HitDiceSpendState, rolls: readonly HitDieRoll[], conMod: number): HitDiceSpendResult {
  if (normaliseDeathSaves(state.deathSaves).failure >= 3) return { ok: false, reason: "dead", index: 0 };
  let pools: HitDicePool[] = state.hitDice.map((pool) => ({ ...pool }));
  const dice: Array<HitDieRoll & { healing: number }> = [];
  for (const [index, entry] of rolls.entries()) {
    if (!Number.isInteger(entry.roll) || entry.roll < 1 || entry.roll > entry.die) return { ok: false, reason: "invalidRoll", index };
    const spent = spendHitDie(pools, entry.die);
    if (!spent.ok) return { ok: false, reason: spent.reason, index };
    pools = spent.pools;
    dice.push({ ...entry, healing: hitDieHealing(entry.roll, conMod) });
  }
  const { hp, healed } = healHp(normaliseHp(state.hp), dice.reduce((sum, d) => sum + d.healing, 0));
  // CORE-4: HP above 0 resets the death save counters.
  const deathSaves = hp.value > 0 ? { ...NO_DEATH_SAVES } : normaliseDeathSaves(state.deathSaves);
  return { ok: true, hp, hitDice: pools, deathSaves, dice, healed };
}

/**
 * CORE-5 long rest: regain half the total hit dice (rounded down, at least 1). Larger dice come back
 * first (the choice that heals most later; 5e lets the player choose, the glue may offer that instead).
 */
export function regainHitDice(pools: readonly HitDicePool[]): { pools: HitDicePool[]; regained: number } {
  let budget = Math.max(1, Math.floor(hitDiceTotal(pools) / 2));
  const out = pools.map((pool) => ({ ...pool, spent: Math.min(whole(pool.max), whole(pool.spent)) }));
  const order = out.map((pool, index) => ({ pool, index })).sort((a, b) => b.pool.die - a.pool.die || a.index - b.index);
  let regained = 0;
  for (const { pool } of order) {
    const back = Math.min(budget, pool.spent);
    pool.spent -= back;
    budget -= back;
    regained += back;
  }
  return { pools: out, regained };
}
