/**
 * What a character carries, for the inventory's encumbrance line: the 5e basic rule, carrying capacity
 * = Strength score × 15 lb, doubled for each size above Medium and halved for Tiny; items count quantity × weight,
 * and coins weigh a pound per 50. Pure: plain numbers in, a summary out; nothing is enforced, the sheet only shows it.
 */

export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export type Size = (typeof SIZES)[number];

/** The capacity multiplier of each size (Small counts as Medium). */
const SIZE_FACTOR: Readonly<Record<Size, number>> = { tiny: 0.5, small: 1, medium: 1, large: 2, huge: 4, gargantuan: 8 };

export const COINS_PER_POUND = 50;

export interface CarriedThing {
  quantity: number;
  weight: number;
}

export interface Encumbrance {
  /** Total weight in lb, rounded to a tenth. */
  carried: number;
  /** Carrying capacity in lb. */
  capacity: number;
  /** carried / capacity as a percentage, 0..100 (for a bar). */
  percent: number;
  over: boolean;
}

/** A count or weight that is not a finite, non-negative number counts as nothing. */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function carryingCapacity(strength: number, size: Size = "medium"): number {
  return amount(strength) * 15 * SIZE_FACTOR[size];
}

export function encumbrance(things: readonly CarriedThing[], coins: number, strength: number, size: Size = "medium"): Encumbrance {
  const items = things.reduce((sum, thing) => sum + amount(thing.quantity) * amount(thing.weight), 0);
  const carried = Math.round((items + amount(coins) / COINS_PER_POUND) * 10) / 10;
  const capacity = carryingCapacity(strength, size);
  const percent = capacity > 0 ? Math.min(100, Math.round((carried / capacity) * 100)) : carried > 0 ? 100 : 0;
  return { carried, capacity, percent, over: carried > capacity };
}
