// CONTRIBUTING.md is guidance a newcomer reads through: at most 10,000 bytes, and no measurement log (dates, load
// averages, timing runs; a current benchmark figure is in bench/results.json, written by `npm run bench`). The
// stand-in's README keeps its evidence tables, whose citations may carry dates; its prose carries no log either.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { datedLogLines } from "./dated-logs";
import { ROOT } from "./manifest";

const read = (name: string) => fs.readFileSync(path.join(ROOT, name), "utf8");
const shown = (name: string, tables?: boolean) => datedLogLines(read(name), { tables }).map((log) => `${name}:${log.line} ${log.reason}: ${log.text}`);

describe("the log finder", () => {
  it("finds dates, load averages and timing runs, and leaves plain guidance alone", () => {
    const text = [
      "Measured 2026-12-03 on the shared machine.",
      "Under heavy load (load average 25–32).",
      "The whole run took 414 s CPU, 13:14 wall.",
      "vitest alone: 353 s wall.",
      "Run `npm test` before you push; ratios are compared on one machine.",
      "| row | cited 2025-04-12 |",
    ].join("\n");
    expect(datedLogLines(text).map((log) => [log.line, log.reason])).toEqual([
      [1, "a date"],
      [2, "a load average"],
      [3, "a timing run"],
      [4, "a timing run"],
      [6, "a date"],
    ]);
    expect(datedLogLines(text, { tables: false }).map((log) => log.line)).toEqual([1, 2, 3, 4]);
  });
});

describe("the guidance documents", () => {
  it("CONTRIBUTING.md is at most 10,000 bytes", () => {
    expect(fs.statSync(path.join(ROOT, "CONTRIBUTING.md")).size).toBeLessThanOrEqual(10_000);
  });

  it("CONTRIBUTING.md holds no measurement log", () => {
    expect(shown("CONTRIBUTING.md")).toEqual([]);
  });

  it("the stand-ins' and the screenshot tests' READMEs hold none outside their tables", () => {
    expect(["test/foundry/README.md", "test/dnd5e/README.md", "test/browser/README.md"].flatMap((name) => shown(name, false))).toEqual([]);
  });
});
