import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  INTEGRITY_STATES,
  maxUses,
  spendUse,
  usesState,
} from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

describe("augment uses (Biofuel)", () => {
  it("CY-USE-1: each augment has uses equal to the proficiency bonus, tracked per augment", () => {
    const a = makeAugment({ installedSection: "leftArm", uses: { spent: 1 } });
    const b = makeAugment({ installedSection: "rightArm" });
    expect(usesState(a, 2)).toEqual({ value: 1, max: 2 });
    expect(usesState(b, 2)).toEqual({ value: 2, max: 2 });
    expect(usesState(a, 4)).toEqual({ value: 3, max: 4 });
  });

  it("CY-USE-1: spending decrements one augment's uses and is refused at 0", () => {
    const a = makeAugment({ installedSection: "leftArm", uses: { spent: 1 } });
    expect(spendUse(a, 2)).toEqual({ ok: true, patch: { uses: { spent: 2 } }, remaining: 0 });
    expect(spendUse({ ...a, uses: { spent: 2 } }, 2)).toEqual({ ok: false, reason: "noUsesLeft" });
  });

  it("CY-USE-1: an out-of-range stored count is clamped, never shown negative or above PB", () => {
    expect(usesState(makeAugment({ uses: { spent: -4 } }), 3)).toEqual({ value: 3, max: 3 });
    expect(usesState(makeAugment({ uses: { spent: 9 } }), 3)).toEqual({ value: 0, max: 3 });
    expect(usesState(makeAugment({ uses: { spent: Number.NaN } }), 3)).toEqual({ value: 3, max: 3 });
  });

  it("CY-INT-3: a damaged augment cannot use its primary function", () => {
    expect(spendUse(makeAugment({ installedSection: "leftArm", integrity: "damaged" }), 2)).toEqual({ ok: false, reason: "damaged" });
    expect(spendUse(makeAugment({ integrity: "destroyed" }), 2)).toEqual({ ok: false, reason: "destroyed" });
    expect(spendUse(makeAugment(), 2)).toEqual({ ok: false, reason: "notInstalled" });
  });

  it("CY-SLOT-4: a prosthetic replacement has no uses", () => {
    const arm = makeAugment({ purpose: "prosthetic", installedSection: "leftArm" });
    expect(maxUses(arm, 3)).toBe(0);
    expect(usesState(arm, 3)).toEqual({ value: 0, max: 0 });
    expect(spendUse(arm, 3)).toEqual({ ok: false, reason: "noPrimaryFunction" });
  });

  it("CY-USE-1: uses stay in 0..PB after any sequence of spends and rests", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: -5, max: 10 }),
        fc.constantFrom(...INTEGRITY_STATES),
        fc.array(fc.constantFrom("spend", "rest"), { maxLength: 30 }),
        (pb, startSpent, integrity, ops) => {
          let a = makeAugment({ installedSection: "leftArm", integrity, uses: { spent: startSpent } });
          for (const op of ops) {
            const before = usesState(a, pb).value;
            if (op === "rest") {
              a = { ...a, uses: { spent: 0 } };
              expect(usesState(a, pb).value).toBe(pb);
            } else {
              const result = spendUse(a, pb);
              if (result.ok) {
                a = { ...a, ...result.patch };
                expect(usesState(a, pb).value).toBe(before - 1);
              } else {
                expect(usesState(a, pb).value).toBe(before);
              }
            }
            const { value, max } = usesState(a, pb);
            expect(max).toBe(pb);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(pb);
          }
        },
      ),
    );
  });
});
