/**
 * Floors that hold (issue 22 item 4; docs/ARCHITECTURE.md, Layers). Reads every import of src/ (static, type-only
 * and re-exports alike) and fails when
 * - a shared folder imports a feature folder: features register what they add to the shared workflows (roll-dialog
 *   options, card buttons and renderers, rest variants, damage follow-ups) through their registries at init;
 * - two folders import each other;
 * - src/rules imports anything outside src/rules;
 * - a feature folder imports another feature folder, other than that folder's registry.ts (the registry a feature
 *   owns, which a dependent feature registers into at init: integrity's parts, System Failure's guards);
 * - a host's wiring (src/hooks/, the dnd5e module's entry, hooks, registration, events and damage files) imports a
 *   feature folder: a host enables features (src/features/) and translates its events, it calls no handler itself.
 * A folder is a top-level folder of src/, or one of applications/ or workflows/ (gearforged/thirteenth-age is part
 * of gearforged); the files directly in workflows/ (the Actor class, the world-time pass) are one folder. Only the
 * composition layer may import features: hooks/, workflows/ (its root files), sheets, applications/
 * workshop. src/index.ts (registration) and src/types.d.ts (the ambient type declarations naming every model and
 * hook argument) are left out.
 *
 * Run: npx vitest run --project unit test/unit/layers.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files";

const LEFT_OUT = new Set(["index.ts", "types.d.ts"]);
/**
 * The feature folders. The other folders of workflows/ are shared: augment-work (what the augment workflows share,
 * also used by automail's repair, integrity and System Failure), cards, currency, damage, recheck, rest, rolls,
 * save-request, species (applying a species record: the species item and the Gearforged chassis), targets.
 */
const FEATURE = /^workflows\/(?:augment-(?:design|install|remove|repair|upgrade|use)|automail|gearforged|death-save|integrity|system-failure)$/;
/** A host's wiring files: they import features only through src/features/. */
const HOST_WIRING = /^(?:hooks\/[\w-]+|adapters\/dnd5e\/(?:index|hooks|register|events|damage|features))\.ts$/;
// adapters/ (the dnd5e module's entry, registration and hooks) composes the shared workflows as hooks/ does.
const COMPOSITION = new Set(["hooks", "workflows", "sheets", "workshop", "adapters", "features"]);


/** The folder a file of src/ belongs to ("src" for the files directly in it). */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return "src";
  const [top, sub] = parts;
  if ((top === "workflows" || top === "applications") && parts.length > 2) return `${top}/${sub}`;
  return top!;
}

/** The file a relative specifier names (a module, a declaration file or a folder's index). */
function resolveSpecifier(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.d.ts`, path.join(base, "index.ts"), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(SRC, from)}: cannot resolve ${spec}`);
}

const SPECIFIER = /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;

interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

function edges(): Edge[] {
  const out: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    if (path.dirname(file) === SRC && LEFT_OUT.has(path.basename(file))) continue;
    // Comments may quote code: only real statements count.
    const code = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const match of code.matchAll(SPECIFIER)) {
      const spec = match[1]!;
      const target = spec.startsWith(".") ? resolveSpecifier(file, spec) : null;
      if (!target) continue;
      out.push({ from: folderOf(file), to: folderOf(target), file: path.relative(SRC, file), target: path.relative(SRC, target) });
    }
  }
  return out;
}

describe("the import floors of src/", () => {
  const all = edges();
  const across = all.filter((edge) => edge.from !== edge.to);

  it("finds the imports it checks", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(across.some((edge) => edge.from === "features" && FEATURE.test(edge.to))).toBe(true);
    expect(across.some((edge) => FEATURE.test(edge.from) && FEATURE.test(edge.to))).toBe(true);
  });

  it("no shared folder imports a feature folder", () => {
    const offending = across.filter((edge) => !COMPOSITION.has(edge.from) && !FEATURE.test(edge.from) && FEATURE.test(edge.to));
    expect(offending.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });

  it("no two folders import each other", () => {
    const pairs = new Set(across.map((edge) => `${edge.from} ${edge.to}`));
    const mutual = across.filter((edge) => pairs.has(`${edge.to} ${edge.from}`));
    expect(mutual.map((edge) => `${edge.file} → ${edge.target}`).sort()).toEqual([]);
  });

  it("no feature folder imports another, other than its registry", () => {
    const offending = across.filter((edge) => FEATURE.test(edge.from) && FEATURE.test(edge.to) && path.basename(edge.target) !== "registry.ts");
    expect(offending.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
    // The registries themselves stay leaves of their feature: they import no feature folder, their own included.
    const registries = all.filter((edge) => FEATURE.test(folderOf(path.join(SRC, edge.file))) && path.basename(edge.file) === "registry.ts" && FEATURE.test(edge.to));
    expect(registries.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });

  it("a host's wiring imports no feature folder (it enables features and translates events)", () => {
    const wiring = all.filter((edge) => HOST_WIRING.test(edge.file));
    expect(wiring.length).toBeGreaterThan(20);
    expect(wiring.filter((edge) => FEATURE.test(edge.to)).map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });

  it("src/rules imports nothing outside src/rules", () => {
    expect(across.filter((edge) => edge.from === "rules").map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
    const bare = sourceFiles(path.join(SRC, "rules")).filter((file) => /(?:^|[^\w$.])(?:import|export)\s[^;]*?from\s*["'][^."']/m.test(fs.readFileSync(file, "utf8")));
    expect(bare.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
