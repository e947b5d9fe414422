// bench/results.json: the ratios of the last full `npm run bench` of each benchmark file on this machine, written
// by scripts/bench.mjs, so a current figure is read from the benchmark's own output and never copied into prose.
// A run of some files (`npm run bench -- render`) replaces only those files' entries; a smoke run writes nothing
// (one tiny round means nothing). Each entry says where it was measured (commit, Node, cores, load), because a
// ratio is only comparable with one measured on the same machine under the same load. The file is git-ignored.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RESULTS_FILE = path.join(ROOT, "bench", "results.json");

/** The results file's contents with `runs` (bench file name → its entry) put over the previous contents. */
export function mergeResults(previous, runs) {
  const benchmarks = { ...(previous && typeof previous.benchmarks === "object" ? previous.benchmarks : {}), ...runs };
  const sorted = Object.fromEntries(Object.keys(benchmarks).sort().map((file) => [file, benchmarks[file]]));
  return { about: "Written by npm run bench (scripts/bench.mjs). ratio = median work time / median baseline time, both from one run; compare ratios measured on one machine.", benchmarks: sorted };
}

/** Where and when this process measures: what a reader needs to know before comparing two ratios. */
export function measuredOn() {
  let commit = null;
  let dirty = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
  } catch {
    // Not a git checkout (an unpacked archive): the entry says so with nulls.
  }
  return { commit, dirty, node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))) };
}

/** Reads the file at `file` (absent or unreadable: nothing), merges `runs` over it and writes it back. */
export function saveResults(runs, file = RESULTS_FILE) {
  let previous = null;
  try {
    previous = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    // First run, or a file edited by hand beyond repair: start again from this run's entries.
  }
  const merged = mergeResults(previous, runs);
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}
