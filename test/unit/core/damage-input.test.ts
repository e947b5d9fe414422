/**
 * Issue 11, deliverable 7 at the rules level (CORE-2): every list of raw damage lines is either refused with a
 * reason per bad line, or planned with finite, whole, in-range numbers. Two lines of 1e308 once summed to
 * Infinity and were applied as 0.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DAMAGE_TYPES, MAX_DAMAGE_AMOUNT, planDamage, validateDamageInstances } from "../../../src/rules/core";

const junkAmount = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Infinity, -Infinity, NaN, -0, MAX_DAMAGE_AMOUNT, MAX_DAMAGE_AMOUNT + 1, Number.MAX_SAFE_INTEGER),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
  fc.object(),
);
const junkType = fc.oneof(fc.constantFrom(...DAMAGE_TYPES, "healing", "temphp"), fc.string(), fc.constant(null));
const junkLine = fc.oneof({ weight: 8, arbitrary: fc.record({ amount: junkAmount, type: junkType }) }, { weight: 1, arbitrary: fc.constantFrom(null, undefined, 5, "fire") });

describe("damage input validation (CORE-2, issue 11 item 7)", () => {
  it("CORE-2: two lines of 1e308 are refused (each above the limit), not summed to Infinity", () => {
    const result = validateDamageInstances([{ amount: 1e308, type: "fire" }, { amount: 1e308, type: "fire" }]);
    expect(result).toEqual({ ok: false, errors: [{ index: 0, reason: "tooLarge" }, { index: 1, reason: "tooLarge" }] });
  });

  it("CORE-2: lines in range whose sum is above the limit are refused, naming the line that takes it over", () => {
    const half = MAX_DAMAGE_AMOUNT / 2;
    expect(validateDamageInstances([{ amount: half, type: "fire" }, { amount: half, type: "cold" }]).ok).toBe(true);
    expect(validateDamageInstances([{ amount: half, type: "fire" }, { amount: half, type: "cold" }, { amount: 1, type: "acid" }])).toEqual({
      ok: false,
      errors: [{ index: 2, reason: "totalTooLarge" }],
    });
  });

  it("CORE-2: null and non-object lines are refused, never thrown on", () => {
    // cast: junk on purpose, as a forged card or a macro could send it.
    const result = validateDamageInstances([null, 7, { amount: 3, type: "fire" }] as never);
    expect(result.ok).toBe(false);
  });

  it("CORE-2 (property): any raw lines → refused, or a plan whose every number is finite and HP stays in 0..max", () => {
    fc.assert(
      fc.property(fc.array(junkLine, { maxLength: 6 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 100 }), (lines, max, temp) => {
        // cast: junk on purpose.
        const result = planDamage({ hp: { value: max, max, temp }, deathSaves: { success: 0, failure: 0 } }, lines as never);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          return;
        }
        const { plan } = result;
        for (const value of [plan.hp.value, plan.hp.temp, plan.totals.damage, plan.totals.healed]) expect(Number.isFinite(value)).toBe(true);
        expect(plan.hp.value).toBeGreaterThanOrEqual(0);
        expect(plan.hp.value).toBeLessThanOrEqual(max);
        for (const line of plan.instances) expect(Number.isFinite(line.amount) && line.amount >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("CORE-2: the limits at their edges", () => {
  it("CORE-2: a line of exactly the maximum is accepted; one more is too large", () => {
    expect(validateDamageInstances([{ amount: MAX_DAMAGE_AMOUNT, type: "fire" }])).toEqual({ ok: true, instances: [{ amount: MAX_DAMAGE_AMOUNT, type: "fire" }] });
    expect(validateDamageInstances([{ amount: MAX_DAMAGE_AMOUNT + 1, type: "fire" }])).toEqual({ ok: false, errors: [{ index: 0, reason: "tooLarge" }] });
  });

  it("CORE-2: the first line that takes the total over is named, not a later one; a bad line is named alone", () => {
    const big = MAX_DAMAGE_AMOUNT - 1;
    expect(validateDamageInstances([{ amount: big, type: "fire" }, { amount: big, type: "cold" }, { amount: big, type: "acid" }])).toEqual({ ok: false, errors: [{ index: 1, reason: "totalTooLarge" }] });
    expect(validateDamageInstances([{ amount: big, type: "fire" }, { amount: big, type: "cold" }, { amount: -1, type: "acid" }])).toEqual({ ok: false, errors: [{ index: 2, reason: "negative" }] });
  });
});

describe("CORE-3: healing lines", () => {
  it("CORE-3: healing and temp HP are never modified by traits: trait none, amount as given", async () => {
    const { modifiedDamage } = await import("../../../src/rules/core/damage-types");
    expect(modifiedDamage({ amount: 10, type: "healing" }, { resistant: ["fire"] })).toEqual({ amount: 10, trait: "none" });
    expect(modifiedDamage({ amount: 7, type: "temphp" })).toEqual({ amount: 7, trait: "none" });
  });
});
