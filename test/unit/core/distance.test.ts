import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sizeAllowance, toFeet, withinRange } from "../../../src/rules/core/distance";

describe("range in feet (CY-HEAL-1)", () => {
  it("CY-HEAL-1: feet stay feet; metres convert at 1.5 m per 5 ft; an unknown unit has no conversion", () => {
    expect(toFeet(30, "ft")).toBe(30);
    expect(toFeet(30, " Feet ")).toBe(30);
    expect(toFeet(7.5, "m")).toBe(25);
    expect(toFeet(15, "metres")).toBe(50);
    expect(toFeet(10, "paces")).toBeNull();
    expect(toFeet(10, "")).toBeNull();
  });

  it("CY-HEAL-1: centre to centre, a creature's size beyond its first space shortens the distance by half of it; whole spaces on a grid", () => {
    const medium = { width: 1, height: 1 };
    const large = { width: 2, height: 2 };
    const huge = { width: 3, height: 3 };
    expect(sizeAllowance(medium, medium, true)).toBe(0);
    expect(sizeAllowance(large, medium, false)).toBe(0.5);
    expect(sizeAllowance(large, medium, true)).toBe(0);
    expect(sizeAllowance(huge, large, true)).toBe(1);
    expect(sizeAllowance(huge, large, false)).toBe(1.5);
    expect(sizeAllowance({ width: 1, height: 3 }, medium, true)).toBe(1);
  });

  it("CY-HEAL-1: within the designed range or refused with both numbers; touch reaches an adjacent creature", () => {
    expect(withinRange(30, 30)).toEqual({ ok: true, distanceFt: 30 });
    expect(withinRange(35, 30)).toEqual({ ok: false, distanceFt: 35, rangeFt: 30 });
    expect(withinRange(5, 0)).toEqual({ ok: true, distanceFt: 5 });
    expect(withinRange(10, 0)).toEqual({ ok: false, distanceFt: 10, rangeFt: 5 });
  });

  it("CY-HEAL-1 (property): a metre distance is never fewer feet than metres, and feet convert to themselves", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        expect(toFeet(n, "ft")).toBe(n);
        expect(toFeet(n, "m")!).toBeGreaterThanOrEqual(n);
      }),
    );
  });
});

describe("CY-HEAL-1: two large creatures", () => {
  it("each creature's whole extra spaces count on a grid: two Huge creatures (3×3) are 2 spaces closer", () => {
    const huge = { width: 3, height: 3 };
    expect(sizeAllowance(huge, huge, true)).toBe(2);
    expect(sizeAllowance({ width: 2, height: 2 }, huge, true)).toBe(1);
  });
});
