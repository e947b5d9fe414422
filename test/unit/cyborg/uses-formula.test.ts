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

describe("CY-USE-1 uses formula: what each piece of the language means", () => {
  type Tree = { text: string; value: number };
  const mods = { str: 1, dex: 2, con: 4, int: -1, wis: 0, cha: 5 } as const;
  const leaf: fc.Arbitrary<Tree> = fc.oneof(
    fc.integer({ min: 0, max: 12 }).map((n) => ({ text: String(n), value: n })),
    fc.constantFrom(...(Object.keys(mods) as (keyof typeof mods)[])).map((id) => ({ text: `@${id}`, value: mods[id] })),
    fc.constant({ text: "@prof", value: 3 }),
  );
  const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 3, depthIdentifier: "uses" },
      leaf,
      fc.tuple(fc.constantFrom("+", "-", "*", "/", "min", "max"), tie("node"), tie("node")).map(([op, a, b]): Tree => {
        if (op === "min" || op === "max") return { text: `${op}(${a.text}, ${b.text})`, value: Math[op](a.value, b.value) };
        const value = op === "+" ? a.value + b.value : op === "-" ? a.value - b.value : op === "*" ? a.value * b.value : b.value === 0 ? 0 : Math.floor(a.value / b.value);
        return { text: `(${a.text} ${op} ${b.text})`, value };
      }),
      tie("node").map((a): Tree => ({ text: `-${a.text}`, value: -a.value })),
    ),
  })).node;

  it("CY-USE-1 (property): a formula means its arithmetic (÷ rounds down, ÷ 0 gives 0), then 0..99", () => {
    fc.assert(
      fc.property(tree, ({ text, value }) => {
        fc.pre(text.length <= 80);
        expect(parseUsesFormula(text).ok).toBe(true);
        expect(usesFromFormula(text, owner)).toBe(Math.min(99, Math.max(0, value)));
        // Shifted into range, so a negative intermediate result is visible too.
        expect(usesFromFormula(`(${text}) + 50`, owner)).toBe(Math.min(99, Math.max(0, value + 50)));
      }),
    );
  });

  it("CY-USE-1: − and ÷ read left to right; × and ÷ before + and −; ÷ rounds down, negative results too", () => {
    expect(usesFromFormula("10 - 3 - 2", owner)).toBe(5);
    expect(usesFromFormula("10 - 3 + 2", owner)).toBe(9);
    expect(usesFromFormula("20 / 2 / 5", owner)).toBe(2);
    expect(usesFromFormula("2 + 3 * 4", owner)).toBe(14);
    expect(usesFromFormula("9 - 4 / 2", owner)).toBe(7);
    expect(usesFromFormula("(-7 / 2) + 10", owner)).toBe(6);
    expect(usesFromFormula("5 / 0 + 3", owner)).toBe(3);
  });

  it("CY-USE-1: signs: a leading + changes nothing, − negates, both nest", () => {
    expect(usesFromFormula("+2", owner)).toBe(2);
    expect(usesFromFormula("--2", owner)).toBe(2);
    expect(usesFromFormula("10 + -2", owner)).toBe(8);
    expect(usesFromFormula("10 - +2", owner)).toBe(8);
    expect(parseUsesFormula("-")).toEqual({ ok: false, error: "unexpected" });
  });

  it("CY-USE-1: variables and functions in any case; @attributes.prof is the proficiency bonus; a missing modifier is 0", () => {
    expect(usesFromFormula("@PROF + @Con", owner)).toBe(7);
    expect(usesFromFormula("MAX(1, 2) + Min(5, 3)", owner)).toBe(5);
    expect(usesFromFormula("@attributes.prof * 3", owner)).toBe(9);
    expect(usesFromFormula("@wis + 2", { pb: 2, mods: {} })).toBe(2);
  });

  it("CY-USE-1: only @abilities.<ability>.mod is an ability path; anything around it is an unknown variable", () => {
    for (const formula of ["@xabilities.str.mod", "@abilities.str.modx", "@abilities.str", "@abilities.strength.mod", "@abilities.xyz.mod", "@prof.x"]) {
      expect(parseUsesFormula(formula)).toEqual({ ok: false, error: "unknownVariable" });
    }
    expect(parseUsesFormula("@")).toEqual({ ok: false, error: "unexpected" });
  });

  it("CY-USE-1: min and max take exactly two arguments in parentheses", () => {
    for (const formula of ["max 1, 2", "max(1)", "max(1, 2", "max(1, 2, 3)", "max(, 2)", "max(1, )", "min", "(1 + 2", "(1 + 2))", "1 2", "()", "1 +", "* 2", "*(1, 2)", ",(1, 2)", "max(1, 2, @level)"]) {
      expect(parseUsesFormula(formula)).toEqual({ ok: false, error: "unexpected" });
    }
  });

  it("CY-USE-1: an unknown variable is reported even when the formula breaks after it", () => {
    expect(parseUsesFormula("@level +")).toEqual({ ok: false, error: "unknownVariable" });
    expect(parseUsesFormula("max(@level, 1)")).toEqual({ ok: false, error: "unknownVariable" });
  });

  it("CY-USE-1: spaces anywhere are allowed, and a formula of up to 80 characters is read", () => {
    expect(usesFromFormula("  ( @prof+1 )*2  ", owner)).toBe(8);
    expect(usesFromFormula(`${" ".repeat(40)}4${" ".repeat(40)}`, owner)).toBe(4);
    expect(usesFromFormula(`${"1+".repeat(39)}10 `, owner)).toBe(49);
    expect(`${"1+".repeat(39)}10`).toHaveLength(80);
    expect(parseUsesFormula(`${"1+".repeat(39)}10`)).toMatchObject({ ok: true });
    expect(parseUsesFormula(`${"1+".repeat(39)}100`)).toEqual({ ok: false, error: "tooLong" });
    expect(parseUsesFormula("   ")).toEqual({ ok: true, expr: null });
  });

  it("CY-USE-1: the count is a whole number even from fractional modifiers, and 0 from non-finite ones", () => {
    expect(usesFromFormula("@str", { pb: 2, mods: { str: 2.7 } })).toBe(2);
    expect(usesFromFormula("@str", { pb: 2, mods: { str: Number.POSITIVE_INFINITY } })).toBe(0);
    expect(usesFromFormula("", { pb: Number.NaN, mods: {} })).toBe(0);
  });
});

describe("CY-USE-1: a uses formula's spacing", () => {
  it("spaces before, between and after the terms are allowed; a character no term starts with is refused", () => {
    expect(usesFromFormula("  @prof + 1  ", owner)).toBe(4);
    expect(usesFromFormula("2 ", owner)).toBe(2);
    expect(usesFromFormula("max( 1 , @con )\t", owner)).toBe(4);
    expect(parseUsesFormula("2 ")).toMatchObject({ ok: true });
    expect(parseUsesFormula("2 # 3")).toMatchObject({ ok: false, error: "unexpected" });
  });
});
