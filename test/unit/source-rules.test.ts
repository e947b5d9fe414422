/**
 * Rules the sources themselves keep (docs/ARCHITECTURE.md, Ports and hosts), each checked on the code without its
 * comments (./source-code.ts), and each shown to catch a violation on a sample:
 * - shared code (everything under src/ but a companion's adapter) names no host system: a host is reached through
 *   the ports and registries its adapter fills;
 * - no module-level `export let`: what a file depends on at run time (the package it runs as) is given once, at
 *   registration, behind a getter;
 * - the HP paths are literal only where a host's actor layout is named: the system's model (data/actor/paths.ts)
 *   and the companion's adapter; everything else writes `port.paths.hp.*`;
 * - double casts (`as unknown as`) do not grow.
 *
 * Run: npx vitest run --project unit test/unit/source-rules.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeOf } from "./source-code";
import { SRC, sourceFiles } from "./source-files";

/** The companion module's adapter: the one place a host system other than ours is named. */
const COMPANION = /^adapters\/dnd5e\//;
/** Where the system's actor model names its own paths. */
const SYSTEM_LAYOUT = "data/actor/paths.ts";
const MAX_DOUBLE_CASTS = 25;

const HOST_NAME = /dnd5e/i;
const EXPORT_LET = /(?:^|[;{}\s])export\s+let\b/m;
const HP_LITERAL = /["'`]system\.attributes\.hp\b/;
const DOUBLE_CAST = /\bas\s+unknown\s+as\b/g;

interface Source {
  file: string;
  code: string;
}

const SOURCES: Source[] = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file).split(path.sep).join("/"), code: codeOf(fs.readFileSync(file, "utf8")) }));

/** `file:line` of each line of `code` matching `pattern`. */
function hits(source: Source, pattern: RegExp): string[] {
  return source.code.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${source.file}:${i + 1}`] : []));
}

function hostNames(sources: Source[]): string[] {
  return sources.filter((source) => !COMPANION.test(source.file)).flatMap((source) => hits(source, HOST_NAME));
}

function exportedLets(sources: Source[]): string[] {
  return sources.filter((source) => EXPORT_LET.test(source.code)).map((source) => source.file);
}

function hpLiterals(sources: Source[]): string[] {
  return sources.filter((source) => !COMPANION.test(source.file) && source.file !== SYSTEM_LAYOUT).flatMap((source) => hits(source, HP_LITERAL));
}

function doubleCasts(sources: Source[]): number {
  return sources.reduce((sum, source) => sum + (source.code.match(DOUBLE_CAST)?.length ?? 0), 0);
}

describe("the sources' own rules", () => {
  it("reads the sources, comments left out and strings kept", () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    expect(codeOf('const a = "x"; // dnd5e\n/* dnd5e */ const b = `dnd5e`;')).toBe('const a = "x";         \n            const b = `dnd5e`;');
    expect(codeOf("const r = /\\/\\//; const s = 'dnd5e';")).toContain("'dnd5e'");
  });

  it("shared code names no host system, in identifiers or strings", () => {
    expect(hostNames(SOURCES)).toEqual([]);
    const sample = [{ file: "ports/x.ts", code: codeOf("// dnd5e in a comment is allowed\nexport const DND5E_PATHS = 1;\nconst id = 'augmented-dnd5e';") }];
    expect(hostNames(sample)).toEqual(["ports/x.ts:2", "ports/x.ts:3"]);
    expect(hostNames([{ file: "adapters/dnd5e/x.ts", code: "const id = 'dnd5e';" }])).toEqual([]);
  });

  it("no module-level `export let`", () => {
    expect(exportedLets(SOURCES)).toEqual([]);
    expect(exportedLets([{ file: "constants.ts", code: 'export let SYSTEM_ID = "augmented";' }])).toEqual(["constants.ts"]);
    expect(exportedLets([{ file: "constants.ts", code: 'export const SYSTEM_ID = "augmented";\nlet running = null;' }])).toEqual([]);
  });

  it("no literal HP path outside the hosts' actor layouts", () => {
    expect(hpLiterals(SOURCES)).toEqual([]);
    expect(SOURCES.find((source) => source.file === SYSTEM_LAYOUT)?.code).toMatch(HP_LITERAL);
    const sample = [{ file: "workflows/x.ts", code: 'const a = system.attributes.hp.value;\nupdate({ "system.attributes.hp.value": 1 });\nconst p = `system.attributes.hp.${k}`;' }];
    expect(hpLiterals(sample)).toEqual(["workflows/x.ts:2", "workflows/x.ts:3"]);
  });

  it(`at most ${MAX_DOUBLE_CASTS} double casts (\`as unknown as\`) in src/`, () => {
    expect(doubleCasts(SOURCES)).toBeLessThanOrEqual(MAX_DOUBLE_CASTS);
    expect(doubleCasts([{ file: "x.ts", code: "const a = b as unknown as C; const d = e as unknown as F;" }])).toBe(2);
  });
});
