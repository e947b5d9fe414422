import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { abilityModifier, proficiencyBonus } from "../../../src/rules/core/abilities";

describe("abilities", () => {
  it("CORE-1: modifier is floor((score - 10) / 2)", () => {
    expect(abilityModifier(10)).toBe(0);
    expect(abilityModifier(11)).toBe(0);
    expect(abilityModifier(9)).toBe(-1);
    expect(abilityModifier(1)).toBe(-5);
    expect(abilityModifier(20)).toBe(5);
    expect(abilityModifier(30)).toBe(10);
  });

  it("CORE-1: raising a score by two raises the modifier by exactly one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), (score) => {
        expect(abilityModifier(score + 2)).toBe(abilityModifier(score) + 1);
      }),
    );
  });

  it("CORE-1: proficiency bonus is 2 + floor((level - 1) / 4)", () => {
    const table: Array<[number, number]> = [
      [1, 2], [4, 2], [5, 3], [8, 3], [9, 4], [12, 4], [13, 5], [16, 5], [17, 6], [20, 6],
    ];
    for (const [level, pb] of table) expect(proficiencyBonus(level)).toBe(pb);
  });

  it("CORE-1: proficiency bonus stays in 2..6 for any level", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (level) => {
        const pb = proficiencyBonus(level);
        expect(pb).toBeGreaterThanOrEqual(2);
        expect(pb).toBeLessThanOrEqual(6);
      }),
    );
  });
});
