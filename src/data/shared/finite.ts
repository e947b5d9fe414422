/** A finite number as it is; anything else (NaN, ±Infinity, a non-number, nothing) reads as 0. */
export function finiteOrZero(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
