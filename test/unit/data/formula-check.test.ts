import { describe, expect, it } from "vitest";
import { checkDiceFormula, checkUsesFormula } from "../../../src/rules/core/formula-check";

describe("dice formula check (weapon damage, issue 3 bad input)", () => {
  it.each(["1d8", "2d6 + 1", "1d8 + @abilities.str.mod", "(@attributes.prof)d4", "2d20kh", "4d6dl1", "1d10r<2",
    "{1d8, 3}kh", "floor(@details.level / 2)d6", "1d6[fire] + 1d4[cold]", "3", "-1 + 1d4", "1d%", "1d6x6", "1d20min10"])(
    "accepts %s", (formula) => {
      expect(checkDiceFormula(formula)).toEqual({ ok: true });
    });

  it.each([
    ["1d8 +", "syntax"],
    ["2d", "syntax"],
    ["sword", "syntax"],
    ["1d8 ++", "syntax"],
    ["(1d8", "syntax"],
    ["1d8)", "syntax"],
    ["1d6[fire", "syntax"],
    ["1d8 @", "syntax"],
    ["eval(1)", "unknownFunction"],
    ["1d8zz", "unknownModifier"],
    ["  ", "empty"],
  ])("refuses %s (%s)", (formula, reason) => {
    const check = checkDiceFormula(formula);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toBe(reason);
  });

  it("reports where the formula breaks", () => {
    expect(checkDiceFormula("1d8 + * 2")).toEqual({ ok: false, reason: "syntax", position: 6 });
  });

  it("refuses formulas longer than the limit", () => {
    expect(checkDiceFormula("1+".repeat(150) + "1")).toMatchObject({ ok: false, reason: "tooLong" });
  });
});

describe("uses formula check", () => {
  it.each(["3", "@prof", "@attributes.prof", "max(1, @abilities.con.mod)", "@details.level / 2", "@a / (@b - 1)"])(
    "accepts %s (paths are resolved later, against the owner)", (formula) => {
      expect(checkUsesFormula(formula)).toEqual({ ok: true });
    });

  it.each([["2 +", "syntax"], ["1d4", "diceNotAllowed"], ["foo(1)", "unknownFunction"], ["@prof +", "syntax"], ["floor(1, 2)", "wrongArity"]])(
    "refuses %s (%s)", (formula, reason) => {
      expect(checkUsesFormula(formula)).toMatchObject({ ok: false, reason });
    });
});

describe("dice formula check: what Foundry's dice syntax allows (CY-ATK-2 damage and CY-UPG-1 dice typed on sheets)", () => {
  it.each(["+1d4", "1 + +2", "d20 + 2", "D6", "d%", "dF", "1d8 + d6", "12d6", "(1 + 2) * 3", "(@prof)d4 + 1", "1.5 * 2", "1.25 * 4", ".25 * 4",
    "max(1, @prof, 3)d6", "floor(@details.level / 2) + 1", "10 % 3", "@abc-def.x_y + 1", "1d20cs>=19", "4d6k3", "1d6r=1", "1d20kl", "2d20dh", "{1, 2, 3}kh", "max() + 1"])(
    "CY-ATK-2: accepts %s", (formula) => {
      expect(checkDiceFormula(formula)).toEqual({ ok: true });
    });

  it.each([
    ["@1 + @abc", "syntax", 0],
    [". + 1", "syntax", 0],
    ["1 + $abs(2)", "syntax", 4],
    ["1d6[fire", "syntax", 3],
    ["2 d6", "syntax", 2],
    ["1d6 # 2", "syntax", 4],
    ["PI(2)", "unknownFunction", 0],
    ["1 + dice(2)", "unknownFunction", 4],
    ["dice(2) + d6", "unknownFunction", 0],
    ["1 + sword", "syntax", 4],
  ] as const)("CY-ATK-2: refuses %s (%s at %i)", (formula, reason, position) => {
    expect(checkDiceFormula(formula)).toEqual({ ok: false, reason, position });
  });

  it("CY-ATK-2: a formula of exactly the maximum length is checked; one character more is too long", () => {
    const exact = `${"1+".repeat(99)}10`;
    expect(exact).toHaveLength(200);
    expect(checkDiceFormula(exact)).toEqual({ ok: true });
    expect(checkDiceFormula(`${exact}0`)).toEqual({ ok: false, reason: "tooLong", position: 200 });
  });
});

describe("uses formula check: reasons and positions (CY-USE-1)", () => {
  it("CY-USE-1: a blank formula and an over-long one are refused, not left to evaluation", () => {
    expect(checkUsesFormula("")).toEqual({ ok: false, reason: "empty", position: 0 });
    expect(checkUsesFormula("1".repeat(201))).toEqual({ ok: false, reason: "tooLong", position: 200 });
  });

  it("CY-USE-1: positions count the path as typed (a path stands for 1 without moving what follows)", () => {
    expect(checkUsesFormula("@prof +")).toEqual({ ok: false, reason: "syntax", position: 7 });
    expect(checkUsesFormula("@abilities.con.mod 2")).toEqual({ ok: false, reason: "syntax", position: 19 });
  });

  it("CY-USE-1: errors only the owner's data can cause are left to evaluation", () => {
    expect(checkUsesFormula("@prof / 0")).toEqual({ ok: true });
    expect(checkUsesFormula("@prof / (@level - 1)")).toEqual({ ok: true });
  });
});
