/**
 * The arithmetic evaluator behind every uses formula (CY-USE-1: an augment may carry its own uses formula; CORE-5:
 * limited uses whose maximum is a formula). Each test states what a formula on an item sheet means: the arithmetic,
 * the lookups into the character's data, and the typed error (reason and position) a broken formula shows.
 *
 * Run: npx vitest run --project unit test/unit/core/formula.test.ts
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateFormula, FORMULA_MAX_LENGTH } from "../../../src/rules/core/formula";

/** An arithmetic tree, its text and the value it stands for (null: a division by zero on the way). */
type Tree = { text: string; value: number | null };

const leaf: fc.Arbitrary<Tree> = fc.integer({ min: 0, max: 40 }).map((n) => ({ text: String(n), value: n }));

function combine(op: "+" | "-" | "*" | "/", a: Tree, b: Tree): Tree {
  const text = `(${a.text} ${op} ${b.text})`;
  if (a.value === null || b.value === null) return { text, value: null };
  if (op === "+") return { text, value: a.value + b.value };
  if (op === "-") return { text, value: a.value - b.value };
  if (op === "*") return { text, value: a.value * b.value };
  return { text, value: b.value === 0 ? null : a.value / b.value };
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 4, depthIdentifier: "formula" },
    leaf,
    fc.tuple(fc.constantFrom("+" as const, "-" as const, "*" as const, "/" as const), tie("node"), tie("node")).map(([op, a, b]) => combine(op, a, b)),
  ),
})).node;

describe("CY-USE-1 formula arithmetic", () => {
  it("CY-USE-1: a fully parenthesised formula means the arithmetic it writes (+ − × ÷)", () => {
    fc.assert(
      fc.property(tree, ({ text, value }) => {
        fc.pre(text.length <= FORMULA_MAX_LENGTH);
        const result = evaluateFormula(text);
        if (value === null) expect(result).toMatchObject({ ok: false, reason: "divisionByZero" });
        else expect(result).toEqual({ ok: true, value });
      }),
    );
  });

  it("CY-USE-1: subtraction and division are left-associative; × and ÷ bind before + and −", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }), (a, b, c) => {
        expect(evaluateFormula(`${a} - ${b} - ${c}`)).toEqual({ ok: true, value: a - b - c });
        expect(evaluateFormula(`${a} - ${b} + ${c}`)).toEqual({ ok: true, value: a - b + c });
        expect(evaluateFormula(`${a} + ${b} * ${c}`)).toEqual({ ok: true, value: a + b * c });
        expect(evaluateFormula(`${a} - ${b} / ${c}`)).toEqual({ ok: true, value: a - b / c });
        expect(evaluateFormula(`${a} / ${c} / ${c}`)).toEqual({ ok: true, value: a / c / c });
      }),
    );
  });

  it("CY-USE-1: a leading + or − is a sign, and signs nest", () => {
    expect(evaluateFormula("+3")).toEqual({ ok: true, value: 3 });
    expect(evaluateFormula("2 * +3")).toEqual({ ok: true, value: 6 });
    expect(evaluateFormula("- -4")).toEqual({ ok: true, value: 4 });
    expect(evaluateFormula("-+4")).toEqual({ ok: true, value: -4 });
  });

  it("CY-USE-1: decimals read with every digit, with or without a leading 0", () => {
    expect(evaluateFormula("1.25 * 4")).toEqual({ ok: true, value: 5 });
    expect(evaluateFormula(".25 * 4")).toEqual({ ok: true, value: 1 });
    expect(evaluateFormula(".5 + 1")).toEqual({ ok: true, value: 1.5 });
  });

  it("CY-USE-1: functions take the arguments the rules need (min and max up to 16, the roundings one)", () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => i + 1).join(", ");
    expect(evaluateFormula(`max(${sixteen})`)).toEqual({ ok: true, value: 16 });
    expect(evaluateFormula(`min(${sixteen})`)).toEqual({ ok: true, value: 1 });
    expect(evaluateFormula(`max(${sixteen}, 17)`)).toEqual({ ok: false, reason: "wrongArity", position: 0, detail: "max" });
    expect(evaluateFormula(`1 + min(${sixteen}, 0)`)).toEqual({ ok: false, reason: "wrongArity", position: 4, detail: "min" });
    for (const name of ["floor", "ceil", "round", "abs"]) {
      expect(evaluateFormula(`${name}(1.5, 2)`)).toEqual({ ok: false, reason: "wrongArity", position: 0, detail: name });
    }
    expect(evaluateFormula("max(2, 7, 3) - min(4, -1)")).toEqual({ ok: true, value: 8 });
  });

  it("CY-USE-1: a formula of exactly the maximum length is read; one character more is refused", () => {
    const exact = "1+".repeat((FORMULA_MAX_LENGTH - 2) / 2) + "10";
    expect(exact).toHaveLength(FORMULA_MAX_LENGTH);
    expect(evaluateFormula(exact)).toEqual({ ok: true, value: (FORMULA_MAX_LENGTH - 2) / 2 + 10 });
    expect(evaluateFormula(`${exact}0`)).toEqual({ ok: false, reason: "tooLong", position: FORMULA_MAX_LENGTH });
  });

  it("CY-USE-1: a number field passes straight through; a non-finite one is refused", () => {
    expect(evaluateFormula(3)).toEqual({ ok: true, value: 3 });
    expect(evaluateFormula(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: "nonFinite", position: 0 });
    expect(evaluateFormula(Number.NaN)).toEqual({ ok: false, reason: "nonFinite", position: 0 });
  });

  it("CY-USE-1: a result too large for a number is refused, never stored as Infinity", () => {
    expect(evaluateFormula("@big * @big", { big: 1e300 })).toEqual({ ok: false, reason: "nonFinite", position: 0 });
  });
});

describe("CY-USE-1 formula lookups", () => {
  it("CY-USE-1: @path reads a number, a numeric string (not concatenated) or a boolean (1 or 0)", () => {
    const data = { level: "5", flag: false, on: true, mod: -1 };
    expect(evaluateFormula("@level + 1", data)).toEqual({ ok: true, value: 6 });
    expect(evaluateFormula("@on + @flag", data)).toEqual({ ok: true, value: 1 });
    expect(evaluateFormula("@mod", data)).toEqual({ ok: true, value: -1 });
  });

  it("CY-USE-1: a path to something that is not a number is refused with the path named", () => {
    const data = { empty: "", blank: "  ", none: null, infinite: Number.POSITIVE_INFINITY, nested: { a: 1 } };
    for (const key of Object.keys(data)) {
      expect(evaluateFormula(`@${key}`, data)).toEqual({ ok: false, reason: "notANumber", position: 0, detail: `@${key}` });
    }
  });

  it("CY-USE-1: a path through null, a number or a string is unknown (a string's length is no field)", () => {
    const data = { none: null, n: 4, s: "abc" };
    expect(evaluateFormula("1 + @none.x", data)).toEqual({ ok: false, reason: "unknownPath", position: 4, detail: "@none.x" });
    expect(evaluateFormula("@n.x", data)).toEqual({ ok: false, reason: "unknownPath", position: 0, detail: "@n.x" });
    expect(evaluateFormula("@s.length", data)).toEqual({ ok: false, reason: "unknownPath", position: 0, detail: "@s.length" });
  });

  it("CY-USE-1: a field whose name holds d and a digit is no dice", () => {
    expect(evaluateFormula("1 + @ad1", { ad1: 2 })).toEqual({ ok: true, value: 3 });
    expect(evaluateFormula("ad1(2)")).toEqual({ ok: false, reason: "unknownFunction", position: 0, detail: "ad1" });
  });
});

describe("CY-USE-1 formula errors: reason and position", () => {
  it("CY-USE-1: dice are refused where they start, count included", () => {
    expect(evaluateFormula("1d6")).toEqual({ ok: false, reason: "diceNotAllowed", position: 0 });
    expect(evaluateFormula("2 + 10D8")).toEqual({ ok: false, reason: "diceNotAllowed", position: 4 });
    expect(evaluateFormula("2 + d8")).toEqual({ ok: false, reason: "diceNotAllowed", position: 4 });
  });

  it("CY-USE-1: an unknown character is named with its position", () => {
    expect(evaluateFormula("1; 2")).toEqual({ ok: false, reason: "syntax", position: 1, detail: ";" });
    expect(evaluateFormula("2 % 3")).toEqual({ ok: false, reason: "syntax", position: 2, detail: "%" });
  });

  it("CY-USE-1: a missing closing parenthesis points at the end and names ')'", () => {
    expect(evaluateFormula("(1 + 2")).toEqual({ ok: false, reason: "syntax", position: 6, detail: ")" });
    expect(evaluateFormula("(1, 2)")).toEqual({ ok: false, reason: "syntax", position: 2, detail: ")" });
    expect(evaluateFormula("max(1 2)")).toEqual({ ok: false, reason: "syntax", position: 6, detail: ")" });
  });

  it("CY-USE-1: a function needs its '(' right after the name", () => {
    expect(evaluateFormula("floor+1)")).toEqual({ ok: false, reason: "syntax", position: 5, detail: "(" });
    expect(evaluateFormula("floor 1")).toEqual({ ok: false, reason: "syntax", position: 6, detail: "(" });
  });

  it("CY-USE-1: an operator where a value belongs is a syntax error at that operator", () => {
    expect(evaluateFormula("1 + )")).toStrictEqual({ ok: false, reason: "syntax", position: 4 });
    expect(evaluateFormula("1 + *")).toStrictEqual({ ok: false, reason: "syntax", position: 4 });
    expect(evaluateFormula("1 +")).toStrictEqual({ ok: false, reason: "syntax", position: 3 });
    expect(evaluateFormula("1 2")).toStrictEqual({ ok: false, reason: "syntax", position: 2 });
  });

  it("CY-USE-1: an empty or blank formula is empty, not a syntax error", () => {
    expect(evaluateFormula("")).toEqual({ ok: false, reason: "empty", position: 0 });
    expect(evaluateFormula("   ")).toEqual({ ok: false, reason: "empty", position: 0 });
  });

  it("CY-USE-1: a division by zero points at the '/'", () => {
    expect(evaluateFormula("4 / (2 - 2)")).toStrictEqual({ ok: false, reason: "divisionByZero", position: 2 });
  });
});
