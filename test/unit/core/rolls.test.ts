import { describe, expect, it } from "vitest";
import { buildD20Formula, d20Term,  resolveD20Mode } from "../../../src/rules/core";

describe("d20 formulas", () => {
  it("advantage keeps the highest, disadvantage the lowest, both cancel", () => {
    expect(resolveD20Mode({ advantage: true })).toBe("advantage");
    expect(resolveD20Mode({ disadvantage: true })).toBe("disadvantage");
    expect(resolveD20Mode({ advantage: true, disadvantage: true })).toBe("normal");
    expect(resolveD20Mode({})).toBe("normal");
    expect(d20Term("advantage")).toBe("2d20kh");
    expect(d20Term("disadvantage")).toBe("2d20kl");
    expect(d20Term("normal")).toBe("1d20");
  });

  it("joins @ paths, numbers and a situational bonus; drops zeros and empties", () => {
    const built = buildD20Formula({
      mode: "advantage",
      parts: ["@abilities.dex.mod", "@prof", 0, -2, ""],
      situational: "+1d4",
    });
    expect(built.formula).toBe("2d20kh + @abilities.dex.mod + @prof - 2 + 1d4");
    expect(built.parts).toEqual(["2d20kh", "@abilities.dex.mod", "@prof", "-2", "1d4"]);
    expect(buildD20Formula().formula).toBe("1d20");
    expect(buildD20Formula({ parts: [3], situational: "  " }).formula).toBe("1d20 + 3");
  });

  it("recognises data paths", () => {
  });
});
