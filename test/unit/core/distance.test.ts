import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { feetBetween, squaresBetween, withinRange } from "../../../src/rules/core/distance";

const at = (x: number, y: number, size = 1) => ({ x, y, width: size, height: size });

describe("distance on a square grid (CY-HEAL-1 range)", () => {
  it("CY-HEAL-1: adjacent is 5 ft, diagonals count as straight steps, overlap is 0", () => {
    expect(feetBetween(at(0, 0), at(1, 0), 5)).toBe(5);
    expect(feetBetween(at(0, 0), at(1, 1), 5)).toBe(5);
    expect(feetBetween(at(0, 0), at(4, 3), 5)).toBe(20);
    expect(feetBetween(at(2, 2), at(2, 2), 5)).toBe(0);
  });

  it("CY-HEAL-1: a large creature is measured from its nearest square", () => {
    expect(squaresBetween(at(0, 0, 2), at(3, 0))).toBe(2);
    expect(squaresBetween(at(3, 0), at(0, 0, 2))).toBe(2);
    expect(squaresBetween(at(0, 0, 2), at(1, 1))).toBe(0);
  });

  it("CY-HEAL-1: within the designed range or refused with both numbers; touch reaches an adjacent creature", () => {
    expect(withinRange(30, 30)).toEqual({ ok: true, distanceFt: 30 });
    expect(withinRange(35, 30)).toEqual({ ok: false, distanceFt: 35, rangeFt: 30 });
    expect(withinRange(5, 0)).toEqual({ ok: true, distanceFt: 5 });
    expect(withinRange(10, 0)).toEqual({ ok: false, distanceFt: 10, rangeFt: 5 });
  });

  it("CY-HEAL-1 (property): distance is symmetric and never negative", () => {
    const footprint = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }), width: fc.integer({ min: 1, max: 4 }), height: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(footprint, footprint, (a, b) => {
        const d = squaresBetween(a, b);
        expect(d).toBe(squaresBetween(b, a));
        expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
