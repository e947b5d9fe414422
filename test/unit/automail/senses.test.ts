import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTICE_ACTIVE_DC, NOTICE_PASSIVE, noticeRule, noticesLimb, waterDisadvantage } from "../../../src/rules/automail";
import { resolveD20Mode } from "../../../src/rules/core/rolls";
import { arbLimb, makeLimb } from "./fixtures";

const worn = { mode: "port" as const, portId: "p", since: 0 };

describe("water (AM-WATER-1)", () => {
  it("AM-WATER-1: water-based Athletics and Acrobatics are at disadvantage while any automail is worn", () => {
    const limbs = [makeLimb({ location: worn, integrity: "damaged" })];
    expect(waterDisadvantage({ skill: "ath", inWater: true, limbs })).toBe(true);
    expect(waterDisadvantage({ skill: "acr", inWater: true, limbs })).toBe(true);
    // One worn limb is enough: a carried spare beside it changes nothing.
    expect(waterDisadvantage({ skill: "ath", inWater: true, limbs: [...limbs, makeLimb()] })).toBe(true);
    expect(waterDisadvantage({ skill: "ath", inWater: false, limbs })).toBe(false);
    expect(waterDisadvantage({ skill: "prc", inWater: true, limbs })).toBe(false);
    expect(waterDisadvantage({ skill: "ath", inWater: true, limbs: [makeLimb()] })).toBe(false);
    expect(resolveD20Mode({ disadvantage: waterDisadvantage({ skill: "ath", inWater: true, limbs }), advantage: true })).toBe("normal");
  });
});

describe("notice (AM-SEEN-1)", () => {
  it("AM-SEEN-1: reforged limbs are noticed without a check and cannot be hidden", () => {
    const reforged = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "leftArm", since: 0 }, hidden: true });
    expect(noticeRule(reforged)).toEqual({ kind: "automatic" });
    expect(noticesLimb(reforged, { passivePerception: 1 })).toBe(true);
  });

  it("AM-SEEN-1: an unhidden modern limb: active DC 10, or automatically at passive Perception 17", () => {
    expect(NOTICE_ACTIVE_DC).toBe(10);
    expect(NOTICE_PASSIVE).toBe(17);
    const modern = makeLimb({ location: worn });
    expect(noticesLimb(modern, { passivePerception: 17 })).toBe(true);
    expect(noticesLimb(modern, { passivePerception: 16 })).toBe(false);
    expect(noticesLimb(modern, { passivePerception: 12, activeTotal: 10 })).toBe(true);
    expect(noticesLimb(modern, { passivePerception: 12, activeTotal: 9 })).toBe(false);
  });

  it("AM-SEEN-1: a hidden modern limb is not noticed by these means; a carried limb is not worn", () => {
    expect(noticesLimb(makeLimb({ location: worn, hidden: true }), { passivePerception: 30, activeTotal: 30 })).toBe(false);
    expect(noticeRule(makeLimb())).toEqual({ kind: "notWorn" });
  });

  it("AM-SEEN-1 (property): a worn reforged limb is always noticed; nothing unworn ever is", () => {
    fc.assert(
      fc.property(arbLimb("x"), fc.integer({ min: -5, max: 30 }), fc.option(fc.integer({ min: -5, max: 40 })), (limb, passive, active) => {
        const noticed = noticesLimb(limb, { passivePerception: passive, activeTotal: active });
        if (limb.location.mode === "carried") expect(noticed).toBe(false);
        else if (limb.generation === "reforged") expect(noticed).toBe(true);
      }),
    );
  });
});

describe("notice (AM-SEEN-1): what the sheet is told", () => {
  it("AM-SEEN-1: a worn modern limb may be hidden; hidden, it says so; unhidden, it carries the check's numbers", () => {
    expect(noticeRule(makeLimb({ location: worn, hidden: true }))).toEqual({ kind: "hidden" });
    expect(noticeRule(makeLimb({ location: worn }))).toEqual({ kind: "check", activeDc: 10, passive: 17 });
  });
});
