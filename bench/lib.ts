/**
 * Helpers for the benchmarks (`npm run bench`, scripts/bench.mjs). A benchmark times the work it is about and a
 * baseline in the same process, interleaved round by round, and reports the ratio of their medians: a number
 * that means the same on a fast or a slow machine, unlike milliseconds.
 *
 * The test suite runs every benchmark once in smoke mode (`AUGMENTED_BENCH_SMOKE=1`,
 * test/integration/bench/bench-smoke.test.ts): tiny counts, one round, no timing asserted, so a benchmark that no
 * longer runs fails `npm test` instead of rotting.
 */
import { performance } from "node:perf_hooks";

/** Smoke mode: the suite checks that the benchmark still runs and prints its result, with tiny counts. */
export const SMOKE = process.env.AUGMENTED_BENCH_SMOKE === "1";

/** `full` in a real run, `smoke` (a tiny count) in smoke mode. */
export function sized(full: number, smoke: number): number {
  return SMOKE ? smoke : full;
}

export interface Timing {
  /** Milliseconds of each measured round (warm-up rounds excluded). */
  samples: number[];
  median: number;
  /**
   * The median of the process's CPU time (user + system, ms) per round: less moved than wall time by other busy
   * processes on a shared machine (it still counts Node's own helper threads, such as the collector's).
   */
  cpuMedian: number;
}

export interface Measure {
  label: string;
  run: () => unknown;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Before each round, when node runs with --expose-gc (scripts/bench.mjs passes it): a young-generation collection
 * (a scavenge), so a collection inside a round is paid for that round's own garbage, not the previous measure's.
 * Not a full collection: V8 drops caches in each full one (its inline-cache stub cache, very likely), so every
 * round started cold, and only the JavaScript side paid for it (structuredClone is C++; Chromium's insert runs in
 * another process). Issue 27, the item sheet's render (context + templates) in one process, quiet machine: 0.97 ms
 * after a full collection, 0.20 ms after a scavenge, 0.15 ms after none. `BENCH_GC=major npm run bench` runs the
 * full collection instead, to compare with ratios measured before.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: (options?: { type: "minor" | "major" }) => void }).gc?.({ type: (process.env.BENCH_GC ?? "minor") as "minor" | "major" });
}

/**
 * Runs every measure `warmup` times, then `rounds` times, interleaved (A B C, A B C, …) so that drift in the
 * machine's speed affects all alike. Returns the timings by label, each list in round order. `orderOf` gives a
 * round's own order of the same measures (a paired benchmark alternates which side of a pair runs first, so what
 * running first or second costs, such as caches the other side warmed, falls on both sides alike).
 */
export async function measureInterleaved(measures: Measure[], options: { warmup?: number; rounds?: number; orderOf?: (round: number) => readonly Measure[] } = {}): Promise<Record<string, Timing>> {
  const warmup = SMOKE ? 0 : (options.warmup ?? 5);
  const rounds = SMOKE ? 1 : (options.rounds ?? 21);
  const samples: Record<string, number[]> = Object.fromEntries(measures.map((m) => [m.label, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(measures.map((m) => [m.label, []]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (const measure of options.orderOf?.(round) ?? measures) {
      collectGarbage();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await measure.run();
      const elapsed = performance.now() - start;
      const cpuUsed = process.cpuUsage(cpuStart);
      if (round >= warmup) {
        samples[measure.label]!.push(elapsed);
        cpu[measure.label]!.push((cpuUsed.user + cpuUsed.system) / 1000);
      }
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([label, s]) => [label, { samples: s, median: median(s), cpuMedian: median(cpu[label]!) }]));
}

/**
 * The median, over the rounds, of each round's `work` time divided by the same round's `baseline` time. Where the
 * two sides are nearly equal (bench/apply-damage: ~1.35 ms each per actor), the machine's speed drifting between
 * the rounds that two separate medians come from moves their ratio by more than the effect measured: issue 27,
 * fourteen runs of 15 rounds, 0.90-1.17 as a ratio of medians, 1.04-1.14 as this. A round's measures are a fraction of
 * a second apart, so their ratio cancels that drift.
 */
export function pairedRatio(work: Timing, baseline: Timing): number {
  return median(work.samples.map((sample, round) => sample / baseline.samples[round]!));
}

export function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3);
}

/** One line of a benchmark's result: `work` takes `ratio` times as long as `baseline`. */
export interface RatioRow {
  benchmark: string;
  work: string;
  workMs: number;
  baseline: string;
  baselineMs: number;
  ratio: number;
  rounds: number;
}

/** Prints the result for scripts/bench.mjs to collect (one JSON line with a marker it strips). */
export function emit(rows: RatioRow[]): void {
  for (const row of rows) console.log(`@@bench ${JSON.stringify(row)}`);
}
