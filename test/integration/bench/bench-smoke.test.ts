/**
 * Issue 27: benchmarks cannot rot. Every bench/*.bench.ts runs once in smoke mode (AUGMENTED_BENCH_SMOKE=1: tiny
 * counts, one round; bench/lib.ts), through the runner `npm run bench` uses (scripts/bench-run.mjs, in a Node
 * process of its own; given all the files at once, it runs each with fresh module instances on one Vite server,
 * so the system is transformed once). A benchmark fails here when it throws or prints no result line; no timing
 * is asserted (the ratios of one tiny round mean nothing).
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const REPO = resolve(import.meta.dirname, "../../..");
const FILES = readdirSync(join(REPO, "bench"))
  .filter((f) => f.endsWith(".bench.ts"))
  .sort()
  .map((f) => join("bench", f));
const RESULT = "@@bench ";
const DONE = "@@bench-done ";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBenches(files: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--expose-gc", join("scripts", "bench-run.mjs"), ...files], {
      cwd: REPO,
      env: { ...process.env, AUGMENTED_BENCH_SMOKE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** Each file's output lines, up to and including its `@@bench-done` line. */
function sections(stdout: string): Map<string, { ok: boolean; lines: string[] }> {
  const out = new Map<string, { ok: boolean; lines: string[] }>();
  let lines: string[] = [];
  for (const line of stdout.split("\n")) {
    if (line.startsWith(DONE)) {
      const [file = "", status] = line.slice(DONE.length).split(" ");
      out.set(file, { ok: status === "ok", lines });
      lines = [];
    } else lines.push(line);
  }
  return out;
}

describe("benchmarks in smoke mode", () => {
  let run: Run = { code: null, stdout: "", stderr: "" };
  let byFile = new Map<string, { ok: boolean; lines: string[] }>();

  beforeAll(async () => {
    run = await runBenches(FILES);
    byFile = sections(run.stdout);
  }, 300_000);

  it("finds the benchmark files, and the run ends cleanly", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
    expect(run.code, run.stderr.slice(-4000)).toBe(0);
  });

  for (const file of FILES) {
    it(`${file} runs and prints its result`, () => {
      const section = byFile.get(file);
      expect(section, `${file} never finished:\n${run.stderr.slice(-4000)}`).toBeDefined();
      expect(section!.ok, `${file} threw:\n${run.stderr.slice(-4000)}`).toBe(true);
      const rows = section!.lines.filter((line) => line.startsWith(RESULT)).map((line) => JSON.parse(line.slice(RESULT.length)) as { benchmark?: unknown; ratio?: unknown });
      expect(rows.length, `${file} printed no @@bench result:\n${section!.lines.slice(-20).join("\n")}`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(typeof row.benchmark).toBe("string");
        expect(Number.isFinite(row.ratio)).toBe(true);
      }
    });
  }
});
