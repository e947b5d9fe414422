/** A count or a measure read from data: a whole number of at least 0, and 0 for NaN or an infinity. */
export function whole(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}
