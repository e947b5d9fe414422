// Types for scripts/bench-results.mjs, so TypeScript tests can use it.

import type { RatioRow } from "../bench/lib.ts";

/** One result line, as bench/lib.ts prints it. */
export type BenchRow = RatioRow;

export interface BenchEntry {
  measuredAt: string;
  commit: string | null;
  dirty: boolean | null;
  node: string;
  cpus: number;
  loadAverage: number[];
  results: BenchRow[];
}

export interface BenchResults {
  about: string;
  benchmarks: Record<string, BenchEntry>;
}

export const RESULTS_FILE: string;

export function mergeResults(previous: unknown, runs: Record<string, BenchEntry>): BenchResults;

export function measuredOn(): Omit<BenchEntry, "measuredAt" | "results">;

export function saveResults(runs: Record<string, BenchEntry>, file?: string): BenchResults;
