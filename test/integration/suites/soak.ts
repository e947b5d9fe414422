/**
 * How many cases a reliability suite runs (issue 11, Suites): a small count in `npm test`, the full count under
 * `npm run test:soak` (AUGMENTED_SOAK=1). Every suite prints what it ran with one console.info line.
 */
export const SOAK = process.env.AUGMENTED_SOAK === "1";

export function soakCount(small: number, full: number): number {
  return SOAK ? full : small;
}

/** The one summary line of a suite, e.g. `[R2] 40 serial sequences, 312 ops, 0 invariant failures`. */
export function reportCounts(suite: string, counts: Record<string, number>): void {
  const parts = Object.entries(counts).map(([name, value]) => `${value} ${name}`);
  console.info(`[${suite}]${SOAK ? " (soak)" : ""} ${parts.join(", ")}`);
}

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
