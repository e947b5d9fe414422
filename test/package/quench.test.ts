// The developers' Quench package: dist-quench/augmented-quench/ is a Foundry module of its own (module.json
// requiring Quench and naming the Augmented system), its one ES module self-contained and free of the system's own
// modules (scenarios reach the system through Foundry's API, so a second copy of its state can never appear),
// registering its batches with Quench's global at `setup`, and carrying every scenario of the registry. Nothing of
// it is in the system's dist/ (test/package/bundle-size.test.ts checks the release zip).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "../scenarios";
import { DND5E_WORLD_SCENARIOS } from "../scenarios/dnd5e";
import { DIST, ensureBuilt, jsSpecifiers, loadManifest, loadPackageJson, QUENCH_DIST, readJson, type SystemManifest } from "./manifest";

const FILE = path.join(QUENCH_DIST, "augmented-quench.mjs");
let code = "";
let module: SystemManifest;

beforeAll(async () => {
  await ensureBuilt();
  code = fs.readFileSync(FILE, "utf8");
  module = readJson<SystemManifest>(path.join(QUENCH_DIST, "module.json"));
}, 180_000);

describe("dist-quench/augmented-quench", () => {
  it("is a module requiring Quench, for the Augmented system, loading its one file; the system does not load it", () => {
    expect(module).toMatchObject({ id: "augmented-quench", version: loadPackageJson().version, esmodules: ["augmented-quench.mjs"] });
    expect(module.relationships?.requires).toEqual([expect.objectContaining({ id: "quench", type: "module" })]);
    expect(module.relationships?.systems).toEqual([expect.objectContaining({ id: "augmented", type: "system" }), expect.objectContaining({ id: "dnd5e", type: "system" })]);
    for (const file of module.esmodules ?? []) expect(fs.existsSync(path.join(QUENCH_DIST, file)), file).toBe(true);
    expect(loadManifest("dist").esmodules).toEqual(["augmented.mjs"]);
    expect(fs.readdirSync(DIST).filter((f) => /quench/i.test(f))).toEqual([]);
  });

  it("contains every scenario of the registry, by id, and the dnd5e world's Cyborg, Gearforged and Automail scenarios", () => {
    for (const scenario of SCENARIOS) expect(code, scenario.id).toContain(`id: "${scenario.id}"`);
    for (const scenario of DND5E_WORLD_SCENARIOS) expect(code, scenario.id).toContain(`id: "${scenario.id}"`);
    expect(code).toContain("augmented.${");
  });

  it("bundles the scenarios and the Quench registration, nothing from src/, and imports nothing", () => {
    const map = JSON.parse(fs.readFileSync(`${FILE}.map`, "utf8")) as { sources: string[] };
    expect(map.sources.filter((s) => /(?:^|\/)src\//.test(s))).toEqual([]);
    expect(map.sources.some((s) => s.endsWith("test/scenarios/index.ts"))).toBe(true);
    expect(map.sources.some((s) => s.endsWith("quench/index.ts"))).toBe(true);
    expect(jsSpecifiers(FILE)).toEqual({ imports: [], dynamic: [] });
  });

  it("registers its batches at setup through Quench's global, not the deprecated quenchReady hook", () => {
    expect(code).not.toMatch(/["']quenchReady["']/);
    expect(code).toContain(".quench");
    // At top level the file registers these two listeners (and starts the boot recording); everything else is definitions.
    const topLevelCalls = [...code.matchAll(/^(?![\s/*}])(?:.*?[^\w.])?Hooks\.\w+\(\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(topLevelCalls).toEqual(["ready", "setup"]);
  });
});
