import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type Uses,
  evaluateFormula,
  proficiencyBonus,
  recoverAllUses,
  recoverUses,
  resolveUsesMax,
  usesValue,
} from "../../../src/rules/core";

const data = {
  prof: 3,
  abilities: { con: { mod: 2 }, cha: { mod: -1 } },
  details: { level: "5" },
  flag: true,
  label: "fire",
};

describe("limited uses", () => {
  it("CORE-5: value = max − spent, clamped to 0..max", () => {
    expect(usesValue({ spent: 1, max: 3 })).toBe(2);
    expect(usesValue({ spent: 5, max: 3 })).toBe(0);
    expect(usesValue({ spent: -2, max: 3 })).toBe(3);
  });

  it("CORE-5: a long rest refills long-rest, short-rest and daily uses; a short rest only short-rest ones", () => {
    const lr: Uses = { spent: 2, max: 2, recovery: ["lr"] };
    const sr: Uses = { spent: 1, max: 1, recovery: ["sr"] };
    const day: Uses = { spent: 1, max: 1, recovery: ["day"] };
    const combat: Uses = { spent: 1, max: 1, recovery: ["combat"] };
    expect(recoverUses(lr, "sr").spent).toBe(2);
    expect(recoverUses(lr, "lr").spent).toBe(0);
    expect(recoverUses(sr, "lr").spent).toBe(0);
    expect(recoverUses(day, "lr").spent).toBe(0);
    expect(recoverUses(day, "sr").spent).toBe(1);
    expect(recoverUses(combat, "lr").spent).toBe(1);
    expect(recoverUses(combat, "combat").spent).toBe(0);
    expect(recoverAllUses({ a: lr, b: sr }, "sr")).toEqual({ a: lr, b: { ...sr, spent: 0 } });
  });

  it("CORE-5: max may be a formula; results are whole and never negative", () => {
    expect(resolveUsesMax("@prof", data)).toEqual({ ok: true, value: 3 });
    expect(resolveUsesMax("@abilities.con.mod + 1", data)).toEqual({ ok: true, value: 3 });
    expect(resolveUsesMax("max(1, @abilities.cha.mod)", data)).toEqual({ ok: true, value: 1 });
    expect(resolveUsesMax("@abilities.cha.mod", data)).toEqual({ ok: true, value: 0 });
    expect(resolveUsesMax("@prof / 2", data)).toEqual({ ok: true, value: 1 });
    expect(resolveUsesMax(4, data)).toEqual({ ok: true, value: 4 });
    expect(resolveUsesMax("@nope", data)).toMatchObject({ ok: false, reason: "unknownPath" });
  });

  it("CORE-5: formula uses are within 0..PB for the PB formula at every level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (level) => {
        const pb = proficiencyBonus(level);
        const r = resolveUsesMax("@prof", { prof: pb });
        expect(r).toEqual({ ok: true, value: pb });
      }),
    );
  });
});

describe("formula evaluator", () => {
  it("does arithmetic with precedence, parentheses, unary minus and functions", () => {
    expect(evaluateFormula("1 + 2 * 3", {})).toEqual({ ok: true, value: 7 });
    expect(evaluateFormula("(1 + 2) * 3", {})).toEqual({ ok: true, value: 9 });
    expect(evaluateFormula("-@prof + 10", data)).toEqual({ ok: true, value: 7 });
    expect(evaluateFormula("floor(7 / 2) + ceil(0.2) + round(1.5) + abs(-3)", {})).toEqual({ ok: true, value: 3 + 1 + 2 + 3 });
    expect(evaluateFormula("min(@prof, 2, 5)", data)).toEqual({ ok: true, value: 2 });
    expect(evaluateFormula("@details.level * 2", data)).toEqual({ ok: true, value: 10 });
    expect(evaluateFormula("@flag + 1", data)).toEqual({ ok: true, value: 2 });
  });

  it("returns typed errors for broken formulas instead of throwing", () => {
    expect(evaluateFormula("", {})).toMatchObject({ ok: false, reason: "empty" });
    expect(evaluateFormula("1 +", {})).toMatchObject({ ok: false, reason: "syntax" });
    expect(evaluateFormula("(1 + 2", {})).toMatchObject({ ok: false, reason: "syntax" });
    expect(evaluateFormula("1 2", {})).toMatchObject({ ok: false, reason: "syntax", position: 2 });
    expect(evaluateFormula("1d6 + 2", {})).toMatchObject({ ok: false, reason: "diceNotAllowed" });
    expect(evaluateFormula("d6", {})).toMatchObject({ ok: false, reason: "diceNotAllowed" });
    expect(evaluateFormula("@label", data)).toMatchObject({ ok: false, reason: "notANumber", detail: "@label" });
    expect(evaluateFormula("@abilities.str.mod", data)).toMatchObject({ ok: false, reason: "unknownPath" });
    expect(evaluateFormula("alert(1)", {})).toMatchObject({ ok: false, reason: "unknownFunction" });
    expect(evaluateFormula("floor(1, 2)", {})).toMatchObject({ ok: false, reason: "wrongArity" });
    expect(evaluateFormula("1 / 0", {})).toMatchObject({ ok: false, reason: "divisionByZero" });
    expect(evaluateFormula("1; 2", {})).toMatchObject({ ok: false, reason: "syntax" });
    expect(evaluateFormula("1+".repeat(150) + "1", {})).toMatchObject({ ok: false, reason: "tooLong" });
  });

  it("never reaches the prototype chain", () => {
    expect(evaluateFormula("@constructor", {})).toMatchObject({ ok: false, reason: "unknownPath" });
    expect(evaluateFormula("@__proto__.x", {})).toMatchObject({ ok: false, reason: "unknownPath" });
    expect(evaluateFormula("@abilities.toString", data)).toMatchObject({ ok: false, reason: "unknownPath" });
    expect(evaluateFormula("constructor(1)", {})).toMatchObject({ ok: false, reason: "unknownFunction" });
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const r = evaluateFormula(text, data);
        expect(typeof r.ok).toBe("boolean");
        if (r.ok) expect(Number.isFinite(r.value)).toBe(true);
      }),
    );
  });
});
