import { describe, expect, it } from "vitest";
import { criticalFormula } from "../../../src/rules/core/critical";

describe("critical damage formula", () => {
  it("doubles every dice term and leaves modifiers alone", () => {
    expect(criticalFormula("1d8 + 3")).toBe("2d8 + 3");
    expect(criticalFormula("2d6 + 1d4 - 1")).toBe("4d6 + 2d4 - 1");
    expect(criticalFormula("d6")).toBe("2d6");
    expect(criticalFormula("5")).toBe("5");
  });

  it("leaves data paths alone", () => {
    expect(criticalFormula("1d6 + @abilities.str.mod")).toBe("2d6 + @abilities.str.mod");
  });
});
