import { describe, expect, it } from "vitest";
import { deriveUses } from "../../../src/data/shared/uses-field";

const owner = (level: number, prof: number) => ({ details: { level }, attributes: { prof }, abilities: { con: { mod: 1 } } });

describe("uses derived from the owner's roll data", () => {
  it("CORE-1: '@attributes.prof' resolves to the owner's proficiency bonus", () => {
    expect(deriveUses({ spent: 0, max: "@attributes.prof" }, owner(1, 2))).toEqual({ value: 2, maxValue: 2, error: null });
    expect(deriveUses({ spent: 1, max: "@attributes.prof" }, owner(5, 3))).toEqual({ value: 2, maxValue: 3, error: null });
  });

  it("a plain number needs no owner; blank means no limited uses", () => {
    expect(deriveUses({ spent: 1, max: "3" }, null)).toEqual({ value: 2, maxValue: 3, error: null });
    expect(deriveUses({ spent: 0, max: "" }, owner(1, 2))).toEqual({ value: 0, maxValue: 0, error: null });
  });

  it("a formula that needs an owner gives 0 without an error while the item has none", () => {
    expect(deriveUses({ spent: 0, max: "@attributes.prof" }, null)).toEqual({ value: 0, maxValue: 0, error: null });
  });

  it("an owner without the value: 0 uses and an error for the sheet, never a throw", () => {
    expect(deriveUses({ spent: 0, max: "@nope" }, owner(1, 2))).toEqual({
      value: 0,
      maxValue: 0,
      error: { reason: "unknownPath", position: 0, detail: "@nope" },
    });
  });

  it("value stays in 0..max when more is spent than there is", () => {
    expect(deriveUses({ spent: 5, max: "max(1, @abilities.con.mod)" }, owner(1, 2))).toEqual({ value: 0, maxValue: 1, error: null });
  });
});

describe("roll data shortcuts", () => {
  it("'@prof' and '@level' resolve through attributes.prof and details.level", async () => {
    const { withShortcuts } = await import("../../../src/data/shared/roll-data");
    const data = withShortcuts(owner(5, 3));
    expect(deriveUses({ spent: 0, max: "@prof" }, data)).toEqual({ value: 3, maxValue: 3, error: null });
    expect(deriveUses({ spent: 0, max: "@level" }, data).maxValue).toBe(5);
    expect(withShortcuts({ prof: 9, attributes: { prof: 3 } }).prof).toBe(9);
  });
});
