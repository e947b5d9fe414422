/**
 * Distance between two creatures on a square grid, as 5e play measures it by default: from the nearest square
 * one occupies to the nearest the other does, each diagonal step counting like a straight one. Adjacent
 * creatures are one square (5 ft) apart; overlapping ones 0. Positions are in grid squares (a token's top-left
 * square and its size in squares), so the caller converts from pixels once.
 */

export interface GridFootprint {
  /** Top-left square, column and row. */
  x: number;
  y: number;
  /** Size in squares (a Medium creature 1 × 1, Large 2 × 2). */
  width: number;
  height: number;
}

function gap(aStart: number, aSize: number, bStart: number, bSize: number): number {
  const aEnd = aStart + Math.max(1, aSize) - 1;
  const bEnd = bStart + Math.max(1, bSize) - 1;
  return Math.max(0, bStart - aEnd, aStart - bEnd);
}

/** Squares between two footprints (0 when they overlap or share a square). */
export function squaresBetween(a: GridFootprint, b: GridFootprint): number {
  return Math.max(gap(a.x, a.width, b.x, b.width), gap(a.y, a.height, b.y, b.height));
}

/** Feet between two footprints, given the feet one square stands for (the scene's grid distance, usually 5). */
export function feetBetween(a: GridFootprint, b: GridFootprint, feetPerSquare: number): number {
  return squaresBetween(a, b) * feetPerSquare;
}

export type RangeCheck = { ok: true; distanceFt: number } | { ok: false; distanceFt: number; rangeFt: number };

/** Whether a target `distanceFt` away is within `rangeFt` (touch reach counts as 5 ft, so adjacent is in). */
export function withinRange(distanceFt: number, rangeFt: number): RangeCheck {
  const reach = Math.max(5, rangeFt);
  return distanceFt <= reach ? { ok: true, distanceFt } : { ok: false, distanceFt, rangeFt: reach };
}
