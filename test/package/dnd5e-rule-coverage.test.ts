// Rule coverage of the dnd5e module: every CY-*, SF-*, GF-*, GC-*, GA-* and AM-* rule of RULES.md has one row in
// docs/dnd5e-module.md; a "tested" row names test files of the module (tests running in a dnd5e world: their path names dnd5e)
// that exist and name the rule; a "dnd5e" row cites dnd5e's behaviour as file:line; a "pending" row says what is
// missing. So the list cannot silently fall behind RULES.md, and no row claims a test that does not name its rule.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../foundry/paths";

const RULES = "/work/shared/RULES.md";
const DOC = path.join(REPO_ROOT, "docs/dnd5e-module.md");
const RULES_TEXT = fs.existsSync(RULES) ? fs.readFileSync(RULES, "utf8") : null;

/** The rule ids a text names, with the shorthands the tests use expanded: `CY-INT-1..3`, `CY-USE-1/2`. */
export function namedRuleIds(text: string): Set<string> {
  const out = new Set<string>();
  for (const match of text.matchAll(/\b((?:CY|SF|GF|GC|GA|AM)(?:-[A-Z]+)?)-(\d+)((?:\.\.\d+)|(?:\/\d+)+)?/g)) {
    const [, prefix, first, tail] = match;
    const start = Number(first);
    out.add(`${prefix}-${start}`);
    if (tail?.startsWith("..")) for (let n = start + 1; n <= Number(tail.slice(2)); n += 1) out.add(`${prefix}-${n}`);
    else if (tail) for (const n of tail.split("/").filter(Boolean)) out.add(`${prefix}-${n}`);
  }
  return out;
}

interface Row {
  rule: string;
  status: string;
  evidence: string;
}

function rows(): Row[] {
  return fs
    .readFileSync(DOC, "utf8")
    .split("\n")
    .filter((line) => /^\| (CY|SF|GF|GC|GA|AM)-/.test(line))
    .map((line) => {
      const [rule = "", status = "", evidence = ""] = line.split("|").slice(1).map((cell) => cell.trim());
      return { rule, status, evidence };
    });
}

describe("the dnd5e module's rule coverage list", () => {
  it("the shorthand reader expands ranges and lists", () => {
    expect([...namedRuleIds("CY-INT-1..3 and CY-USE-1/2, SF-4, GF-UPG-9")]).toEqual(["CY-INT-1", "CY-INT-2", "CY-INT-3", "CY-USE-1", "CY-USE-2", "SF-4", "GF-UPG-9"]);
  });

  it.skipIf(RULES_TEXT === null)("has one row per CY-*, SF-*, GF-*, GC-*, GA-* and AM-* rule of RULES.md, and no other", () => {
    const ids = [...RULES_TEXT!.matchAll(/^- ((?:(?:CY|GF|GC|GA|AM)-[A-Z]+|SF)-\d+)\b/gm)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(90);
    expect(rows().map((row) => row.rule).sort()).toEqual([...new Set(ids)].sort());
  });

  it("every tested row names test files that exist and name its rule; every dnd5e row cites file:line", () => {
    for (const row of rows()) {
      expect(["tested", "dnd5e", "pending"], row.rule).toContain(row.status);
      if (row.status === "dnd5e") expect(row.evidence, row.rule).toMatch(/\.mjs:\d+/);
      if (row.status === "pending") expect(row.evidence.length, row.rule).toBeGreaterThan(5);
      if (row.status !== "tested") continue;
      const files = [...row.evidence.matchAll(/test\/[\w/.-]+\.test\.ts/g)].map((m) => m[0]);
      expect(files.length, row.rule).toBeGreaterThan(0);
      for (const file of files) {
        const full = path.join(REPO_ROOT, file);
        // A test of the module: it runs in a dnd5e world (the adapter's tests, the dnd5e stand-in's, the browser's).
        expect(file, `${row.rule}: ${file} is a test of the module`).toMatch(/^test\/(?:[\w/-]*dnd5e[\w-]*\/|[\w/-]*\/dnd5e-)/);
        expect(fs.existsSync(full), `${row.rule}: ${file}`).toBe(true);
        expect(namedRuleIds(fs.readFileSync(full, "utf8")).has(row.rule), `${row.rule} is named in ${file}`).toBe(true);
      }
    }
  });
});
