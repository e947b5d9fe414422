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
