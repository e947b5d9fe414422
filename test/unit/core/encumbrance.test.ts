import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carryingCapacity, encumbrance, SIZES } from "../../../src/rules/core/encumbrance";

describe("encumbrance (5e carrying capacity, the inventory's line)", () => {
  it("capacity is Strength × 15 lb, doubled per size above Medium, halved for Tiny", () => {
    expect(carryingCapacity(16)).toBe(240);
    expect(carryingCapacity(16, "small")).toBe(240);
    expect(carryingCapacity(16, "large")).toBe(480);
    expect(carryingCapacity(16, "gargantuan")).toBe(1920);
    expect(carryingCapacity(10, "tiny")).toBe(75);
  });

  it("items count quantity × weight, coins a pound per 50", () => {
    const result = encumbrance([{ quantity: 2, weight: 3 }, { quantity: 1, weight: 20 }], 125, 10);
    expect(result).toEqual({ carried: 28.5, capacity: 150, percent: 19, over: false });
    expect(encumbrance([{ quantity: 1, weight: 200 }], 0, 10)).toMatchObject({ percent: 100, over: true });
  });

  it("bad numbers count as nothing; the percentage stays within 0..100", () => {
    expect(encumbrance([{ quantity: Number.NaN, weight: 5 }, { quantity: 3, weight: -1 }], -50, 10).carried).toBe(0);
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.double(), weight: fc.double() })),
        fc.double(),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...SIZES),
        (things, coins, strength, size) => {
          const result = encumbrance(things, coins, strength, size);
          expect(result.percent).toBeGreaterThanOrEqual(0);
          expect(result.percent).toBeLessThanOrEqual(100);
          expect(result.carried).toBeGreaterThanOrEqual(0);
          expect(result.over).toBe(result.carried > result.capacity);
        },
      ),
    );
  });
});

describe("encumbrance with no capacity", () => {
  it("a capacity of 0 (Strength 0) is full with anything carried, empty with nothing", () => {
    expect(encumbrance([{ quantity: 1, weight: 5 }], 0, 0)).toMatchObject({ capacity: 0, percent: 100, over: true });
    expect(encumbrance([], 0, 0)).toMatchObject({ capacity: 0, carried: 0, percent: 0, over: false });
  });
});
