/**
 * Each host's bundle holds only the features it enables. The dnd5e module (src/adapters/dnd5e/features.ts) enables
 * neither Automail, nor the Gearforged and its 13th Age variant, nor the system's death saves: its source map
 * (dist-dnd5e/augmented-dnd5e/augmented-dnd5e.mjs.map, built by npm run build) lists no file of their rules, item
 * data, workflows, card kinds or sheet parts (what they bring reaches the shared code only through registries,
 * filled by the feature at init), and lists those of the features it does enable.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DND5E_DIST, ensureBuilt } from "./manifest";

let sources: string[] = [];

beforeAll(async () => {
  await ensureBuilt();
  const map = JSON.parse(fs.readFileSync(path.join(DND5E_DIST, "augmented-dnd5e.mjs.map"), "utf8")) as { sources: string[] };
  // The map names each file relative to the bundle's folder: keep the path from src/ on.
  sources = map.sources.map((source) => source.replace(/^(?:\.\.\/)+/, ""));
}, 180_000);

describe("the dnd5e module's bundle", () => {
  it("holds no workflow of a feature only the system enables (dnd5e has its own death saves)", () => {
    const foreign = /^src\/workflows\/death-save\//;
    expect(sources.filter((source) => foreign.test(source))).toEqual([]);
  });

  it("holds the workflows of the features it enables", () => {
    for (const folder of ["integrity", "system-failure", "augment-use", "augment-install", "augment-design", "cards", "gearforged", "automail"]) {
      expect(sources.some((source) => source.startsWith(`src/workflows/${folder}/`)), folder).toBe(true);
    }
  });
});
