/**
 * The module's augment in dnd5e's item shape (src/adapters/dnd5e/augment-shape.ts): the uses formula both ways,
 * and the pack build (scripts/dnd5e-module.mjs `dnd5eAugmentSystem`) writing every compendium augment exactly as
 * the model migrates a stored one, so the module's packs hold what the model would make of them.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dnd5eAugmentSystem } from "../../scripts/dnd5e-module.mjs";
import { PACK_SOURCE_DIR, readPackSources } from "../../scripts/packs.mjs";
import { dnd5eUsesMax, migrateAugmentSource, sharedUsesFormula, toSharedChanges } from "../../src/adapters/dnd5e/augment-shape";

describe("the augment's dnd5e shape", () => {
  it("writes a uses formula as dnd5e reads it and reads it back (blank: @prof, or none for an augment that spends none)", () => {
    expect(dnd5eUsesMax("", { purpose: "attack" })).toBe("@prof");
    expect(dnd5eUsesMax("", { purpose: "prosthetic" })).toBe("");
    expect(dnd5eUsesMax("  ", { purpose: "utility", passive: true })).toBe("");
    expect(dnd5eUsesMax("max(1, @int) + @prof", { purpose: "utility" })).toBe("max(1, @abilities.int.mod) + @prof");
    expect(sharedUsesFormula("max(1, @abilities.int.mod) + @prof")).toBe("max(1, @int) + @prof");
    expect(sharedUsesFormula(undefined)).toBe("");
    expect(toSharedChanges({ uses: { max: "@abilities.cha.mod" }, description: { value: "<p>x</p>" } })).toEqual({ uses: { formula: "@cha" }, description: "<p>x</p>" });
    expect(toSharedChanges({ integrity: "damaged" })).toEqual({ integrity: "damaged" });
  });

  it("migrates only the earlier shape: a partial update of dnd5e's shape is left as it is", () => {
    const partial = { uses: { spent: 1 } };
    migrateAugmentSource(partial);
    expect(partial).toEqual({ uses: { spent: 1 } });
    const earlier: Record<string, unknown> = { description: "<p>d</p>", purpose: "attack", uses: { spent: 2, formula: "@con" } };
    migrateAugmentSource(earlier);
    expect(earlier).toEqual({ description: { value: "<p>d</p>", chat: "" }, purpose: "attack", uses: { spent: 2, max: "@abilities.con.mod", recovery: [{ period: "lr", type: "recoverAll" }] } });
  });

  it("the pack build writes every compendium augment as the model migrates it", () => {
    const { docs, problems } = readPackSources(path.join(PACK_SOURCE_DIR, "augments")) as { docs: { doc: { system: Record<string, unknown> } }[]; problems: string[] };
    expect(problems).toEqual([]);
    expect(docs.length).toBeGreaterThan(30);
    for (const { doc } of docs) {
      const migrated = structuredClone(doc.system);
      migrateAugmentSource(migrated);
      expect(dnd5eAugmentSystem(doc.system)).toEqual(migrated);
    }
  });
});
