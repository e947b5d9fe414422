import { describe, expect, it } from "vitest";
import {
  MAX_AUGMENT_RANGE_FT,
  canReactivateFlight,
  mobilityActivation,
  validateMobility,
  validateRange,
} from "../../../src/rules/cyborg";

describe("mobility and range limits", () => {
  it("CY-MOB-1: fly speed at most 20 ft", () => {
    expect(validateMobility({ mode: "fly", bonus: 20 })).toEqual([]);
    expect(validateMobility({ mode: "fly", bonus: 25 })).toEqual([{ code: "exceedsLimit", mode: "fly", value: 25, limit: 20 }]);
  });

  it("CY-MOB-1: airborne 60 s, or 300 s hovering, then 6 s grounded", () => {
    expect(mobilityActivation({ mode: "fly", bonus: 20 })).toEqual({
      mode: "fly",
      speedBonusFt: 20,
      durationSeconds: 60,
      cooldownSeconds: 6,
      jumpMultiplier: null,
      usesCost: 1,
      passive: false,
    });
    expect(mobilityActivation({ mode: "fly", bonus: 20 }, { hover: true }).durationSeconds).toBe(300);
    expect(canReactivateFlight(100, 95)).toBe(false);
    expect(canReactivateFlight(101, 95)).toBe(true);
    expect(canReactivateFlight(0, null)).toBe(true);
  });

  it("CY-MOB-1: bad stored data never grants more than the limit", () => {
    expect(mobilityActivation({ mode: "fly", bonus: 60 }).speedBonusFt).toBe(20);
    expect(mobilityActivation({ mode: "walk", bonus: -5 }).speedBonusFt).toBe(0);
  });

  it("CY-MOB-2: swim, climb, burrow at most +15 ft; walking at most +10 ft", () => {
    for (const mode of ["swim", "climb", "burrow", "other"] as const) {
      expect(validateMobility({ mode, bonus: 15 })).toEqual([]);
      expect(validateMobility({ mode, bonus: 20 })[0]).toMatchObject({ code: "exceedsLimit", limit: 15 });
    }
    expect(validateMobility({ mode: "walk", bonus: 10 })).toEqual([]);
    expect(validateMobility({ mode: "walk", bonus: 15 })[0]).toMatchObject({ code: "exceedsLimit", limit: 10 });
    expect(validateMobility({ mode: "swim", bonus: -5 })[0]).toMatchObject({ code: "invalidBonus" });
    expect(mobilityActivation({ mode: "climb", bonus: 15 })).toMatchObject({ durationSeconds: null, usesCost: 0, passive: true });
  });

  it("CY-MOB-3: a transforming augment lasts at most 1 minute per use, within the walking limit", () => {
    expect(mobilityActivation({ mode: "transform", bonus: 10 })).toMatchObject({ durationSeconds: 60, usesCost: 1 });
    expect(validateMobility({ mode: "transform", bonus: 15 })[0]).toMatchObject({ code: "exceedsLimit", limit: 10 });
  });

  it("CY-MOB-4: an enhanced jump doubles one jump and costs one use", () => {
    expect(mobilityActivation({ mode: "jump", bonus: 0 })).toEqual({
      mode: "jump",
      speedBonusFt: 0,
      durationSeconds: null,
      cooldownSeconds: 0,
      jumpMultiplier: 2,
      usesCost: 1,
      passive: false,
    });
    expect(validateMobility({ mode: "jump", bonus: 10 })[0]).toMatchObject({ code: "bonusNotApplicable" });
  });

  it("CY-UTL-1: effects at range reach at most 60 ft", () => {
    expect(MAX_AUGMENT_RANGE_FT).toBe(60);
    expect(validateRange(60)).toEqual([]);
    expect(validateRange(null)).toEqual([]);
    expect(validateRange(65)).toEqual([{ code: "exceedsRange", value: 65, limit: 60 }]);
    expect(validateRange(-1)).toEqual([{ code: "invalidRange", value: -1, limit: 60 }]);
  });
});
