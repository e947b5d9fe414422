import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maxUses, parseUsesFormula, spendUse, usesFromFormula, usesState } from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

const owner = { pb: 3, mods: { str: 1, dex: 2, con: 4, int: -1, wis: 0, cha: 5 } };

describe("an augment's own uses formula (CY-USE-1 'unless otherwise stated')", () => {
  it("CY-USE-1: blank (or absent) means the proficiency bonus", () => {
    expect(usesFromFormula("", owner)).toBe(3);
    expect(usesFromFormula(undefined, owner)).toBe(3);
    expect(maxUses(makeAugment({ uses: { spent: 0 } }), 4)).toBe(4);
  });

  it("CY-USE-1: numbers, @prof, ability modifiers, arithmetic, min and max", () => {
    expect(usesFromFormula("1", owner)).toBe(1);
    expect(usesFromFormula("@prof + 1", owner)).toBe(4);
    expect(usesFromFormula("@pb * 2", owner)).toBe(6);
    expect(usesFromFormula("@con", owner)).toBe(4);
    expect(usesFromFormula("@abilities.cha.mod", owner)).toBe(5);
    expect(usesFromFormula("max(1, @int)", owner)).toBe(1);
    expect(usesFromFormula("min(@cha, 2)", owner)).toBe(2);
    expect(usesFromFormula("(@prof + @dex) / 2", owner)).toBe(2);
    expect(usesFromFormula("-2 + @prof", owner)).toBe(1);
  });

  it("CY-USE-1: the result is a whole number from 0 to 99", () => {
    expect(usesFromFormula("@int", owner)).toBe(0);
    expect(usesFromFormula("@prof - 10", owner)).toBe(0);
    expect(usesFromFormula("100 * @prof", owner)).toBe(99);
    expect(usesFromFormula("5 / 0", owner)).toBe(0);
  });

  it("CY-USE-1: a formula that does not parse is refused with a reason (and reads as the default)", () => {
    expect(parseUsesFormula("@prof +")).toEqual({ ok: false, error: "unexpected" });
    expect(parseUsesFormula("2d6")).toEqual({ ok: false, error: "unexpected" });
    expect(parseUsesFormula("@level")).toEqual({ ok: false, error: "unknownVariable" });
    expect(parseUsesFormula("game.user")).toEqual({ ok: false, error: "unexpected" });
    expect(parseUsesFormula("1".repeat(81))).toEqual({ ok: false, error: "tooLong" });
    expect(parseUsesFormula("max(1 @int)")).toEqual({ ok: false, error: "unexpected" });
    expect(usesFromFormula("@prof +", owner)).toBe(3);
  });

  it("CY-USE-1: the formula sets the maximum that spending counts down from", () => {
    const augment = makeAugment({ installedSection: "leftArm", uses: { spent: 0, formula: "@con" } });
    expect(usesState(augment, 2, owner.mods)).toEqual({ value: 4, max: 4 });
    expect(spendUse({ ...augment, uses: { spent: 3, formula: "@con" } }, 2, owner.mods)).toEqual({ ok: true, patch: { uses: { spent: 4 } }, remaining: 0 });
    expect(spendUse({ ...augment, uses: { spent: 4, formula: "@con" } }, 2, owner.mods)).toEqual({ ok: false, reason: "noUsesLeft" });
  });

  it("CY-USE-1 / CY-USE-3: prosthetics and passive augments still have none, whatever the formula", () => {
    expect(maxUses(makeAugment({ purpose: "prosthetic", uses: { spent: 0, formula: "5" } }), 3)).toBe(0);
    expect(maxUses(makeAugment({ passive: true, uses: { spent: 0, formula: "5" } }), 3)).toBe(0);
  });

  it("CY-USE-1: any string either parses or is refused, never throws; the count is always 0..99", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.integer({ min: -5, max: 10 }), (formula, pb) => {
        const parsed = parseUsesFormula(formula);
        expect(typeof parsed.ok).toBe("boolean");
        const n = usesFromFormula(formula, { pb, mods: owner.mods });
        expect(Number.isInteger(n) && n >= 0 && n <= 99).toBe(true);
      }),
    );
    const parts = fc.constantFrom("1", "2", "@prof", "@str", "@int", "(", ")", "+", "-", "*", "/", "max(", "min(", ",", " ");
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 20 }), (pieces) => {
        const n = usesFromFormula(pieces.join(""), owner);
        expect(Number.isInteger(n) && n >= 0 && n <= 99).toBe(true);
      }),
    );
  });
});
