/**
 * bench/results.json (scripts/bench-results.mjs): each full `npm run bench` of a file replaces that file's entry
 * and keeps the others, so a run of one benchmark leaves the last ratios of the rest readable beside it.
 *
 * Run: npx vitest run --project unit test/unit/bench-results.test.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measuredOn, mergeResults, saveResults, type BenchEntry } from "../../scripts/bench-results.mjs";

function entry(benchmark: string, ratio: number): BenchEntry {
  return {
    measuredAt: "2000-01-01T00:00:00.000Z",
    commit: "abc1234",
    dirty: false,
    node: "v20.19.0",
    cpus: 2,
    loadAverage: [0.5, 0.4, 0.3],
    results: [{ benchmark, work: "work", workMs: ratio, baseline: "baseline", baselineMs: 1, ratio, rounds: 15 }],
  };
}

describe("bench/results.json", () => {
  it("a run replaces its own files' entries and keeps the others, sorted by file", () => {
    const first = mergeResults(null, { "render.bench.ts": entry("render", 0.3), "prepare.bench.ts": entry("prepare", 9) });
    const second = mergeResults(first, { "render.bench.ts": entry("render", 0.2) });
    expect(Object.keys(second.benchmarks)).toEqual(["prepare.bench.ts", "render.bench.ts"]);
    expect(second.benchmarks["render.bench.ts"]!.results[0]!.ratio).toBe(0.2);
    expect(second.benchmarks["prepare.bench.ts"]!.results[0]!.ratio).toBe(9);
  });

  it("a previous file that is not the results' shape is started again from this run", () => {
    expect(Object.keys(mergeResults({ something: 1 }, { "render.bench.ts": entry("render", 0.3) }).benchmarks)).toEqual(["render.bench.ts"]);
    expect(Object.keys(mergeResults("not json", { "render.bench.ts": entry("render", 0.3) }).benchmarks)).toEqual(["render.bench.ts"]);
  });

  it("saveResults merges into the file on disk, and starts a missing or broken one afresh", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-results-"));
    const file = path.join(dir, "results.json");
    try {
      saveResults({ "chat-log.bench.ts": entry("chat-log", 0.5) }, file);
      saveResults({ "render.bench.ts": entry("render", 0.2) }, file);
      const written = JSON.parse(fs.readFileSync(file, "utf8")) as ReturnType<typeof mergeResults>;
      expect(Object.keys(written.benchmarks)).toEqual(["chat-log.bench.ts", "render.bench.ts"]);
      fs.writeFileSync(file, "{ broken");
      expect(Object.keys(saveResults({ "render.bench.ts": entry("render", 0.2) }, file).benchmarks)).toEqual(["render.bench.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each entry says where it was measured", () => {
    const where = measuredOn();
    expect(where.node).toBe(process.version);
    expect(where.cpus).toBeGreaterThan(0);
    expect(where.loadAverage).toHaveLength(3);
  });
});
