/**
 * Range in feet (CY-HEAL-1): a scene's measured distance converted to feet, and whether it is within a range.
 * The distance itself is Foundry's to measure (the scene grid's `measurePath`, workflows/targets/range.ts).
 */

/** Feet per unit of the units a scene may measure in: feet, and metres at 1.5 m per 5 ft (5e's metric variant). */
const FEET_PER_UNIT: Readonly<Record<string, number>> = {
  ft: 1, "ft.": 1, feet: 1, foot: 1,
  m: 5 / 1.5, meters: 5 / 1.5, metres: 5 / 1.5, meter: 5 / 1.5, metre: 5 / 1.5,
};

/** `distance` in the scene's `units` as feet, to a tenth; null for a unit that has no known conversion. */
export function toFeet(distance: number, units: string): number | null {
  const feetPerUnit = FEET_PER_UNIT[units.trim().toLowerCase()];
  return feetPerUnit === undefined ? null : Math.round(distance * feetPerUnit * 10) / 10;
}

/**
 * Measuring centre to centre (hex and gridless scenes): how many grid spaces of the distance the two creatures'
 * sizes take up, half of each one's size beyond the first space, so two adjacent creatures of any size are one
 * space apart. On a grid, only whole spaces count (`wholeSpaces`); gridless, the fraction does.
 */
export function sizeAllowance(a: { width: number; height: number }, b: { width: number; height: number }, wholeSpaces: boolean): number {
  const extra = (size: { width: number; height: number }): number => (Math.max(1, size.width, size.height) - 1) / 2;
  return wholeSpaces ? Math.floor(extra(a)) + Math.floor(extra(b)) : extra(a) + extra(b);
}

export type RangeCheck = { ok: true; distanceFt: number } | { ok: false; distanceFt: number; rangeFt: number };

/** Whether a target `distanceFt` away is within `rangeFt` (touch reach counts as 5 ft, so adjacent is in). */
export function withinRange(distanceFt: number, rangeFt: number): RangeCheck {
  const reach = Math.max(5, rangeFt);
  return distanceFt <= reach ? { ok: true, distanceFt } : { ok: false, distanceFt, rangeFt: reach };
}
