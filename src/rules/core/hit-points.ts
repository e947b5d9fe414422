/**
 * CORE-2: hit points {value, max, temp}. Value stays in 0..max, temp never negative. These helpers are the
 * only place the clamping lives; damage, healing, rests and death saves all go through them.
 */
import { whole } from "./whole";

/**
 * The most hit points a stored value, maximum or temporary pool may hold: no creature of the rules comes near it
 * (the largest 5e stat blocks stay under 1,000), and it equals the most one damage card may deal
 * (`MAX_DAMAGE_AMOUNT`), so a stored maximum stays within what play can reach. Above it is a typing error.
 */
export const MAX_HIT_POINTS = 1_000_000;

export interface HitPoints {
  value: number;
  max: number;
  temp: number;
}

/** Repair stored HP into a legal state (bad or half-edited data never produces an illegal plan). */
export function normaliseHp(hp: HitPoints): HitPoints {
  const max = whole(hp.max);
  return { value: Math.min(max, whole(hp.value)), max, temp: whole(hp.temp) };
}

/** Heal by `amount`, never above max. Returns the new HP and how much was actually restored. */
export function healHp(hp: HitPoints, amount: number): { hp: HitPoints; healed: number } {
  const current = normaliseHp(hp);
  const value = Math.min(current.max, current.value + whole(amount));
  return { hp: { ...current, value }, healed: value - current.value };
}

/** Temporary HP do not stack: the higher of the current and the new amount is kept. */
export function grantTempHp(hp: HitPoints, amount: number): { hp: HitPoints; gained: number } {
  const current = normaliseHp(hp);
  const temp = Math.max(current.temp, whole(amount));
  return { hp: { ...current, temp }, gained: temp - current.temp };
}

/**
 * Remove damage: temp HP first, then HP, HP never below 0. Reports how the damage split and how much
 * was left over past 0 (CORE-9 compares that with the maximum).
 */
export function removeHp(
  hp: HitPoints,
  amount: number,
): { hp: HitPoints; absorbedByTemp: number; hpLost: number; overflow: number } {
  const current = normaliseHp(hp);
  const damage = whole(amount);
  const absorbedByTemp = Math.min(current.temp, damage);
  const toHp = damage - absorbedByTemp;
  const hpLost = Math.min(current.value, toHp);
  return {
    hp: { ...current, value: current.value - hpLost, temp: current.temp - absorbedByTemp },
    absorbedByTemp,
    hpLost,
    overflow: toHp - hpLost,
  };
}

/**
 * CORE-9 for one damage application of `damage` (after traits, temp HP included, not capped at the HP left) to
 * `hp`: dropped from above 0 to 0 with the damage left over at least the maximum; already at 0 HP, 5e's massive
 * damage (a left-over of at least the maximum, and more than nothing).
 */
export function killsOutright(hp: HitPoints, damage: number): boolean {
  const start = normaliseHp(hp);
  const removal = removeHp(start, damage);
  if (start.value > 0) return removal.hp.value === 0 && removal.overflow >= start.max;
  return removal.overflow >= start.max && removal.overflow > 0;
}
