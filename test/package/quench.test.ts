// The Quench batch in the package: dist/augmented-quench.mjs is built, listed in system.json, self-contained,
// free of the system's own modules (scenarios reach the system through Foundry's API, so a second copy of its
// state can never appear), inert until Quench's hook, and carries every scenario of the registry.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "../scenarios";
import { DIST, ensureBuilt, loadManifest } from "./manifest";

let code = "";

beforeAll(async () => {
  await ensureBuilt();
  code = fs.readFileSync(path.join(DIST, "augmented-quench.mjs"), "utf8");
}, 180_000);

describe("dist/augmented-quench.mjs", () => {
  it("is listed in system.json before the system's module", () => {
    expect(loadManifest("dist").esmodules).toEqual(["augmented-quench.mjs", "augmented.mjs"]);
  });

  it("contains every scenario of the registry, by id", () => {
    for (const scenario of SCENARIOS) expect(code, scenario.id).toContain(`id: "${scenario.id}"`);
    expect(code).toContain("augmented.${");
  });

  it("bundles the scenarios and the Quench registration, nothing from src/, and imports nothing", () => {
    const map = JSON.parse(fs.readFileSync(path.join(DIST, "augmented-quench.mjs.map"), "utf8")) as { sources: string[] };
    expect(map.sources.filter((s) => /(?:^|\/)src\//.test(s))).toEqual([]);
    expect(map.sources.some((s) => s.endsWith("test/scenarios/index.ts"))).toBe(true);
    expect(map.sources.some((s) => s.endsWith("quench/index.ts"))).toBe(true);
    expect([...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm)]).toEqual([]);
    expect(code).not.toMatch(/\bimport\s*\(/);
  });

  it("registers its batches only on Quench's hook, and its init work only when Quench is active", () => {
    expect(code).toContain('.once("quenchReady"');
    expect(code).toContain('game.modules?.get("quench")?.active');
    // At top level the file only registers these two listeners; everything else is definitions.
    const topLevelCalls = [...code.matchAll(/^(?![\s/*}])(?:.*?[^\w.])?Hooks\.\w+\(\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(topLevelCalls).toEqual(["init", "quenchReady"]);
  });
});
