/**
 * Issue 28 item 4: a uses maximum is shown as a number with its source ("3 (CON mod)"), never as the formula's
 * variables (`@abilities.con.mod`, `@prof`). CORE-1 (limited uses) names the formula grammar.
 */
import { describe, expect, it } from "vitest";
import { usesSource } from "../../../src/data/shared/uses-source";

const TEXT: Record<string, string> = {
  "AUGMENTED.Uses.Source.Prof": "PB",
  "AUGMENTED.Ability.con.abbr": "CON",
  "AUGMENTED.Ability.int.abbr": "INT",
};
const localize = (key: string, data?: Record<string, string>) => (key === "AUGMENTED.Uses.Source.AbilityMod" ? `${data?.ability} mod` : (TEXT[key] ?? key));
const source = (formula: string) => usesSource(formula, localize);

describe("usesSource (CORE-1)", () => {
  it("names each variable as a player reads it", () => {
    expect(source("@prof")).toBe("PB");
    expect(source("@con")).toBe("CON mod");
    expect(source("@abilities.con.mod")).toBe("CON mod");
    expect(source("max(1, @int)")).toBe("max(1, INT mod)");
    expect(source("@prof + @con")).toBe("PB + CON mod");
  });

  it("a plain number or nothing has no source", () => {
    expect(source("3")).toBe("");
    expect(source(" ")).toBe("");
  });

  it("no formula variable survives", () => {
    for (const formula of ["@prof", "@abilities.con.mod", "min(@int, @con) + @prof"]) expect(source(formula)).not.toContain("@");
  });
});
