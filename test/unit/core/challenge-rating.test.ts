import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CHALLENGE_RATINGS, crProficiencyBonus, formatChallengeRating } from "../../../src/rules/core/challenge-rating";

describe("challenge rating", () => {
  it("npc proficiency bonus follows the CR table (0–4 +2 … 29–30 +9)", () => {
    const table: Array<[number, number]> = [
      [0, 2], [0.125, 2], [0.25, 2], [0.5, 2], [1, 2], [4, 2],
      [5, 3], [8, 3], [9, 4], [12, 4], [13, 5], [16, 5], [17, 6], [20, 6],
      [21, 7], [24, 7], [25, 8], [28, 8], [29, 9], [30, 9],
    ];
    for (const [cr, pb] of table) expect(crProficiencyBonus(cr), `CR ${cr}`).toBe(pb);
  });

  it("the bonus never falls as CR rises and stays in +2..+9", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHALLENGE_RATINGS), fc.constantFrom(...CHALLENGE_RATINGS), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(crProficiencyBonus(lo)).toBeLessThanOrEqual(crProficiencyBonus(hi));
        expect(crProficiencyBonus(hi)).toBeGreaterThanOrEqual(2);
        expect(crProficiencyBonus(hi)).toBeLessThanOrEqual(9);
      }),
    );
  });

  it("knows the legal values and writes fractions", () => {
    expect(CHALLENGE_RATINGS).toHaveLength(34);
    expect(crProficiencyBonus(Number.NaN)).toBe(2);
    expect(crProficiencyBonus(99)).toBe(9);
    expect(formatChallengeRating(0.125)).toBe("1/8");
    expect(formatChallengeRating(0.25)).toBe("1/4");
    expect(formatChallengeRating(0.5)).toBe("1/2");
    expect(formatChallengeRating(12)).toBe("12");
  });
});
