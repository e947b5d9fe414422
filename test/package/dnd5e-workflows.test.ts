// One workflows layer, two adapters (issue 29, Deliver 2 and "Done when"): the workflow modules each package's
// entry loads, read from a bundler's module graph (esbuild's metafile of a bundle of the entry, resolved as the
// Vite build resolves it: relative TypeScript imports, nothing external). The companion module runs the Cyborg
// rules through the very files the system loads for them (src/workflows/**), none copied or forked; what the
// system loads and the module does not is named here, with why, so a change to either set shows.
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../foundry/paths";

const SYSTEM_ENTRY = "src/index.ts";
const MODULE_ENTRY = "src/adapters/dnd5e/index.ts";

/** The Cyborg features' workflow folders: the module loads every file the system loads from each. */
const CYBORG_FOLDERS = [
  "augment-install", "augment-remove", "augment-repair", "augment-upgrade", "augment-design", "augment-use", "augment-work",
  "integrity", "system-failure", "save-request", "cards", "recheck", "currency",
];

/**
 * What only the system loads: its own Actor class (the ports are in src/adapters), its
 * own damage, death saves, species, rests and world-time pass (dnd5e's own applyDamage, death saves, race items
 * and rests do these in a dnd5e world, the module joins them through dnd5e's hooks), and Gearforged and Automail
 * (not in the module yet, README "In a dnd5e world"). Folders listed here may still give the module a file
 * another workflow imports (e.g. the rest registry, a 13th Age exhaustion check).
 */
const SYSTEM_ONLY = ["workflow-actor.ts", "world-time.ts", "damage", "death-save", "species", "rest", "gearforged", "automail"];

/**
 * Single files of a Cyborg folder only the system loads, with why. None: the System Failure line the system's
 * Augments tab shows is drawn in the module's body-map window too (src/adapters/dnd5e/body-map-window.ts).
 */
const SYSTEM_ONLY_FILES: readonly string[] = [];

async function workflowInputs(entry: string): Promise<Set<string>> {
  const result = await build({ absWorkingDir: REPO_ROOT, entryPoints: [entry], bundle: true, write: false, metafile: true, format: "esm", platform: "neutral", logLevel: "silent" });
  return new Set(Object.keys(result.metafile.inputs).filter((file) => file.startsWith("src/workflows/")));
}

function folderOf(file: string): string {
  return file.split("/")[2] ?? "";
}

let system: Set<string>;
let module: Set<string>;

beforeAll(async () => {
  [system, module] = await Promise.all([workflowInputs(SYSTEM_ENTRY), workflowInputs(MODULE_ENTRY)]);
}, 120_000);

describe("the workflow modules each adapter loads", () => {
  it("the files only the system loads are still there (the exemptions above name real files)", () => {
    for (const file of SYSTEM_ONLY_FILES) expect(system.has(file) && !module.has(file), file).toBe(true);
  });

  it("the module loads only files the system loads: one workflows layer", () => {
    expect(module.size).toBeGreaterThan(0);
    expect([...module].filter((file) => !system.has(file))).toEqual([]);
  });

  it("for every Cyborg workflow, the module loads the same set of files as the system", () => {
    for (const folder of CYBORG_FOLDERS) {
      const inSystem = [...system].filter((file) => folderOf(file) === folder && !SYSTEM_ONLY_FILES.includes(file)).sort();
      const inModule = [...module].filter((file) => folderOf(file) === folder).sort();
      expect(inSystem.length, folder).toBeGreaterThan(0);
      expect(inModule, folder).toEqual(inSystem);
    }
  });

  it("what only the system loads is in the folders named as the system's own", () => {
    const missing = [...system].filter((file) => !module.has(file) && !SYSTEM_ONLY_FILES.includes(file));
    expect([...new Set(missing.map(folderOf))].filter((folder) => !SYSTEM_ONLY.includes(folder))).toEqual([]);
  });
});
