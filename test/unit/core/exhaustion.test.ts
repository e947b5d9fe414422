import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EXHAUSTION_RULES,
  MOVEMENT_TYPES,
  type Speeds,
  applyExhaustionToSpeeds,
  changeExhaustion,
  clampExhaustion,
  exhaustedHpMax,
  exhaustionEffects,
} from "../../../src/rules/core";

const speeds: Speeds = { walk: 30, fly: 20, swim: 15, climb: 0, burrow: 5, hover: true };

describe("exhaustion", () => {
  it("CORE-6: levels stay in 0..6", () => {
    expect(clampExhaustion(-1)).toBe(0);
    expect(clampExhaustion(9)).toBe(6);
    expect(clampExhaustion(Number.NaN)).toBe(0);
    expect(changeExhaustion(5, 3)).toBe(6);
    expect(changeExhaustion(1, -2)).toBe(0);
  });

  it("CORE-6: 2024 rule (default): −2 × level on d20 tests, −5 ft × level speed", () => {
    const e = exhaustionEffects(3);
    expect(e).toMatchObject({ rules: "2024", d20Modifier: -6, speedPenalty: 15, speedMultiplier: 1, dead: false, abilityCheckDisadvantage: false });
    expect(applyExhaustionToSpeeds(speeds, e)).toEqual({ walk: 15, fly: 5, swim: 0, climb: 0, burrow: 0, hover: true });
  });

  it("CORE-6: 2014 table is cumulative: checks, speed halved, attacks and saves, HP max halved, speed 0", () => {
    expect(exhaustionEffects(1, "2014")).toMatchObject({ abilityCheckDisadvantage: true, speedMultiplier: 1, attackDisadvantage: false });
    expect(exhaustionEffects(2, "2014")).toMatchObject({ abilityCheckDisadvantage: true, speedMultiplier: 0.5 });
    expect(exhaustionEffects(3, "2014")).toMatchObject({ attackDisadvantage: true, saveDisadvantage: true, hpMaxMultiplier: 1 });
    const four = exhaustionEffects(4, "2014");
    expect(four.hpMaxMultiplier).toBe(0.5);
    expect(exhaustedHpMax(45, four)).toBe(22);
    expect(exhaustedHpMax(45, exhaustionEffects(4))).toBe(45);
    expect(applyExhaustionToSpeeds(speeds, exhaustionEffects(2, "2014"))).toMatchObject({ walk: 15, fly: 10, swim: 7 });
    expect(applyExhaustionToSpeeds(speeds, exhaustionEffects(5, "2014"))).toMatchObject({ walk: 0, fly: 0 });
    expect(exhaustionEffects(5, "2014").d20Modifier).toBe(0);
  });

  it("CORE-6: level 6 is death under both rules", () => {
    for (const rules of EXHAUSTION_RULES) expect(exhaustionEffects(6, rules).dead).toBe(true);
    expect(exhaustionEffects(5).dead).toBe(false);
  });

  it("CORE-6: speeds never drop below 0 and never rise with exhaustion", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...EXHAUSTION_RULES),
        fc.record({ walk: fc.integer({ min: -10, max: 120 }), fly: fc.nat(120), swim: fc.nat(120), climb: fc.nat(120), burrow: fc.nat(120), hover: fc.boolean() }),
        (level, rules, s) => {
          const out = applyExhaustionToSpeeds(s, exhaustionEffects(level, rules));
          for (const type of MOVEMENT_TYPES) {
            expect(out[type]).toBeGreaterThanOrEqual(0);
            expect(out[type]).toBeLessThanOrEqual(Math.max(0, s[type]));
          }
        },
      ),
    );
  });
});

describe("CORE-6: the effect tables in full", () => {
  it("CORE-6 (2024): −2 per level on d20 tests and −5 ft per level; no disadvantage, no HP halving", () => {
    expect(exhaustionEffects(3, "2024")).toEqual({
      level: 3,
      rules: "2024",
      dead: false,
      d20Modifier: -6,
      speedPenalty: 15,
      speedMultiplier: 1,
      abilityCheckDisadvantage: false,
      attackDisadvantage: false,
      saveDisadvantage: false,
      hpMaxMultiplier: 1,
    });
  });

  it("CORE-6 (2014 option): the cumulative table, level by level", () => {
    const row = (level: number) => {
      const e = exhaustionEffects(level, "2014");
      return [e.abilityCheckDisadvantage, e.speedMultiplier, e.attackDisadvantage, e.saveDisadvantage, e.hpMaxMultiplier, e.dead];
    };
    expect([0, 1, 2, 3, 4, 5, 6].map(row)).toEqual([
      [false, 1, false, false, 1, false],
      [true, 1, false, false, 1, false],
      [true, 0.5, false, false, 1, false],
      [true, 0.5, true, true, 1, false],
      [true, 0.5, true, true, 0.5, false],
      [true, 0, true, true, 0.5, false],
      [true, 0, true, true, 0.5, true],
    ]);
  });

  it("CORE-6 (2014 option): level 4 halves a positive maximum (at least 1); a maximum of 0 stays 0; below level 4 nothing changes", () => {
    expect(exhaustedHpMax(0, exhaustionEffects(4, "2014"))).toBe(0);
    expect(exhaustedHpMax(1, exhaustionEffects(4, "2014"))).toBe(1);
    expect(exhaustedHpMax(9, exhaustionEffects(4, "2014"))).toBe(4);
    expect(exhaustedHpMax(9, exhaustionEffects(3, "2014"))).toBe(9);
  });
});
