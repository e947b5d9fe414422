import { describe, expect, it } from "vitest";
import { changesOnlyUses } from "../../../src/data/item/uses-only";

describe("an item update that only spends or refills uses", () => {
  it("nested or dotted uses paths, with Foundry's _id and _stats, change nothing else", () => {
    expect(changesOnlyUses({ _id: "a", system: { uses: { spent: 0 } }, _stats: { modifiedTime: 1 } })).toBe(true);
    expect(changesOnlyUses({ "system.uses.spent": 2 })).toBe(true);
    expect(changesOnlyUses({ system: { "uses.spent": 1, uses: { max: "@prof" } } })).toBe(true);
    expect(changesOnlyUses({ "system.uses": { spent: 0, recovery: [] } })).toBe(true);
    expect(changesOnlyUses({})).toBe(true);
  });

  it("any other path is a change: state, section, flags, a uses-like name, an emptied object", () => {
    expect(changesOnlyUses({ system: { uses: { spent: 0 }, integrity: "damaged" } })).toBe(false);
    expect(changesOnlyUses({ "system.installedSection": "head" })).toBe(false);
    expect(changesOnlyUses({ flags: { augmented: { x: 1 } } })).toBe(false);
    expect(changesOnlyUses({ system: { usesFormula: "1" } })).toBe(false);
    expect(changesOnlyUses({ system: {} })).toBe(false);
    expect(changesOnlyUses({ system: null })).toBe(false);
    expect(changesOnlyUses({ name: "Lamp" })).toBe(false);
  });

  it("no update data (a creation or deletion) is not a uses-only change", () => {
    expect(changesOnlyUses(null)).toBe(false);
    expect(changesOnlyUses(undefined)).toBe(false);
    expect(changesOnlyUses([])).toBe(false);
  });
});
