// `npm run bench`: runs every bench/*.bench.ts (or those whose names contain one of the arguments:
// `npm run bench -- prepare`), one at a time, each in its own Node process (scripts/bench-run.mjs: Vite's module
// runner with the stand-in's plugins, as the integration tests run; --expose-gc so each round starts after a
// scavenge, bench/lib.ts), shows what each prints, then a table of all their ratios. `--smoke` runs each with tiny counts and one
// round (AUGMENTED_BENCH_SMOKE=1, bench/lib.ts): what the suite's benchmark smoke test checks.
// A full run also writes each file's results to bench/results.json (scripts/bench-results.mjs), the place to read a
// current ratio from.
//
// A benchmark prints lines for people and, for this script, one `@@bench {json}` line per result (bench/lib.ts
// `emit`). Results are ratios measured within one run (never absolute thresholds); the suite only smoke-runs them (no timing asserted).

import "./require-node.mjs";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measuredOn, RESULTS_FILE, saveResults } from "./bench-results.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH_DIR = path.join(ROOT, "bench");
const MARKER = "@@bench ";

const args = process.argv.slice(2);
const smoke = args.includes("--smoke");
const filters = args.filter((a) => a !== "--smoke");
const files = fs
  .readdirSync(BENCH_DIR)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => !filters.length || filters.some((word) => f.includes(word)))
  .sort();
if (!files.length) {
  console.error(filters.length ? `no bench/*.bench.ts matches ${filters.join(", ")}` : "no bench/*.bench.ts files");
  process.exit(1);
}

/** Runs one benchmark file; resolves with its results, or rejects with its exit code. */
function run(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", path.join("scripts", "bench-run.mjs"), path.join("bench", file)], {
      cwd: ROOT,
      env: smoke ? { ...process.env, AUGMENTED_BENCH_SMOKE: "1" } : process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const results = [];
    let pending = "";
    const onLine = (line) => {
      if (line.startsWith(MARKER)) results.push(JSON.parse(line.slice(MARKER.length)));
      else console.log(`  ${line}`);
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop();
      lines.forEach(onLine);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (pending) onLine(pending);
      if (code === 0) resolve(results);
      else reject(new Error(`${file} exited with code ${code}`));
    });
  });
}

function table(rows) {
  const header = ["benchmark", "work", "median ms", "baseline", "median ms", "ratio"];
  const body = rows.map((r) => [r.benchmark, r.work, r.workMs.toFixed(3), r.baseline, r.baselineMs.toFixed(3), r.ratio.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const numeric = new Set([2, 4, 5]);
  const line = (cells) => `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  return [line(header), `|${widths.map((w, i) => (numeric.has(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`, ...body.map(line)].join("\n");
}

const all = [];
const entries = {};
let failed = 0;
for (const file of files) {
  console.log(`bench/${file}`);
  const started = Date.now();
  try {
    const where = { measuredAt: new Date(started).toISOString(), ...measuredOn() };
    const results = await run(file);
    all.push(...results);
    entries[file] = { ...where, results };
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (err) {
    failed++;
    console.error(`  FAILED: ${err.message}\n`);
  }
}
if (all.length) {
  console.log("ratio = median time of the work / median time of its baseline, both measured in the same run\n");
  console.log(table(all));
}
if (!smoke && Object.keys(entries).length) {
  saveResults(entries);
  console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}
process.exit(failed ? 1 : 0);
