/**
 * The dnd5e module's step 1 (src/adapters/dnd5e/migration.ts): a module augment stored by 0.1.0 in the system's shape
 * (plain-HTML description, `uses: {spent, formula}`) is written in dnd5e's, with nothing lost; one already in
 * dnd5e's shape, another item type, or a second pass is left alone.
 */
import { describe, expect, it } from "vitest";
import { augmentOnDnd5eTemplates, DND5E_MIGRATION_STEPS, DND5E_SCHEMA_VERSION } from "../../../src/adapters/dnd5e/migration";
import { migrateSource, stepsAreOrdered, planMigration } from "../../../src/migration/plan";

const released = (system: Record<string, unknown>) => ({
  _id: "augment000000001",
  name: "Forearm Blade",
  type: "augmented-dnd5e.augment",
  system: { description: "<p>A blade.</p>", uses: { spent: 1, formula: "" }, purpose: "attack", passive: false, installedSection: "rightArm", ...system },
  flags: {},
});

describe("dnd5e module migration, step 1: the augment on dnd5e's item templates", () => {
  it("the steps are numbered 1..n and a module world of 0.1.0 (no stored version) runs them all", () => {
    expect(stepsAreOrdered(DND5E_MIGRATION_STEPS)).toBe(true);
    expect(DND5E_SCHEMA_VERSION).toBe(1);
    expect(planMigration(undefined, DND5E_SCHEMA_VERSION, DND5E_MIGRATION_STEPS)).toMatchObject({ action: "migrate", from: 0, to: 1 });
  });

  it("a 0.1.0 augment as stored: the description into description.value, a blank formula as @prof with the long-rest recovery, the formula kept, its field deleted", () => {
    expect(augmentOnDnd5eTemplates(released({}))).toEqual({
      "system.description": { value: "<p>A blade.</p>", chat: "" },
      "system.uses.max": "@prof",
      "system.uses.recovery": [{ period: "lr", type: "recoverAll" }],
      "flags.augmented-dnd5e.migrated.usesFormula": "",
      "system.uses.-=formula": null,
    });
  });

  it("a formula naming abilities is written as dnd5e reads it; a prosthetic's blank one stays blank (no uses)", () => {
    expect(augmentOnDnd5eTemplates(released({ uses: { spent: 0, formula: "@str + 1" } }))).toMatchObject({ "system.uses.max": "@abilities.str.mod + 1", "flags.augmented-dnd5e.migrated.usesFormula": "@str + 1" });
    expect(augmentOnDnd5eTemplates(released({ purpose: "prosthetic" }))).toMatchObject({ "system.uses.max": "" });
  });

  it("the source as the runner sees it (today's migrated source over the stored one): the converted fields written as they are", () => {
    const seen = released({ description: { value: "<p>A blade.</p>", chat: "" }, uses: { spent: 1, formula: "@dex", max: "@abilities.dex.mod", recovery: [{ period: "lr", type: "recoverAll" }] } });
    expect(augmentOnDnd5eTemplates(seen)).toMatchObject({ "system.uses.max": "@abilities.dex.mod", "flags.augmented-dnd5e.migrated.usesFormula": "@dex", "system.uses.-=formula": null });
  });

  it("in dnd5e's shape already, another item type, or the system's own augment: nothing", () => {
    expect(augmentOnDnd5eTemplates(released({ description: { value: "", chat: "" }, uses: { spent: 0, max: "@prof", recovery: [] } }))).toBeNull();
    expect(augmentOnDnd5eTemplates({ ...released({}), type: "weapon" })).toBeNull();
    expect(augmentOnDnd5eTemplates({ ...released({}), type: "augment" })).toBeNull();
  });

  it("through the runner's plan: one update, and the migrated source needs nothing more", () => {
    const update = migrateSource(released({}), DND5E_MIGRATION_STEPS, "item");
    expect(update).not.toBeNull();
    const after = released({ description: { value: "<p>A blade.</p>", chat: "" }, uses: { spent: 1, max: "@prof", recovery: [{ period: "lr", type: "recoverAll" }] } });
    expect(migrateSource(after, DND5E_MIGRATION_STEPS, "item")).toBeNull();
  });
});
