import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  REPAIR_CHECK,
  REPAIR_COST_GP,
  UPGRADE_COST_GP,
  canRepair,
  canUpgrade,
  planRepair,
  planUpgrade,
} from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

const OUT = { inCombat: false };

describe("repair", () => {
  it("CY-REP-1: 250 gp, Sleight of Hand with advantage; success repairs", () => {
    expect(REPAIR_COST_GP).toBe(250);
    expect(REPAIR_CHECK).toEqual({ ability: "dex", skill: "slt", advantage: true });
    const a = makeAugment({ integrity: "damaged", installedSection: "leftArm" });
    expect(planRepair(a, OUT, { total: 15, dc: 15 })).toEqual({ ok: true, success: true, costGp: 250, patch: { integrity: "intact" } });
  });

  it("CY-REP-1: failure spends the materials and leaves it damaged", () => {
    const a = makeAugment({ integrity: "damaged" });
    expect(planRepair(a, OUT, { total: 14, dc: 15 })).toEqual({ ok: true, success: false, costGp: 250, patch: null });
  });

  it("CY-REP-1: only outside combat, only a damaged augment; a destroyed one is beyond repair", () => {
    expect(canRepair(makeAugment({ integrity: "damaged" }), { inCombat: true })).toEqual({ ok: false, reason: "inCombat" });
    expect(canRepair(makeAugment(), OUT)).toEqual({ ok: false, reason: "notDamaged" });
    expect(canRepair(makeAugment({ integrity: "destroyed" }), OUT)).toEqual({ ok: false, reason: "destroyed" });
    expect(planRepair(makeAugment(), OUT, { total: 30, dc: 5 })).toEqual({ ok: false, reason: "notDamaged" });
  });
});

describe("upgrade", () => {
  it("CY-UPG-1: 500 gp, 30 minutes; success adds 1d6", () => {
    expect(UPGRADE_COST_GP).toBe(500);
    const a = makeAugment({ dice: 2 });
    expect(planUpgrade(a, OUT, { natural: 12, total: 16, dc: 15 })).toEqual({
      ok: true,
      success: true,
      costGp: 500,
      patch: { dice: 3 },
      lastingEffectOffered: false,
      durationSeconds: 1800,
    });
  });

  it("CY-UPG-1: failure loses the materials, the augment unharmed", () => {
    const a = makeAugment({ dice: 2 });
    expect(planUpgrade(a, OUT, { natural: 5, total: 9, dc: 15 })).toMatchObject({ ok: true, success: false, costGp: 500, patch: null });
  });

  it("CY-UPG-1: attack and healing only, up to 5d6, outside combat", () => {
    expect(canUpgrade(makeAugment({ purpose: "utility" }), OUT)).toEqual({ ok: false, reason: "wrongPurpose" });
    expect(canUpgrade(makeAugment({ purpose: "healing", dice: 4 }), OUT)).toEqual({ ok: true });
    expect(canUpgrade(makeAugment({ dice: 5 }), OUT)).toEqual({ ok: false, reason: "maxDice" });
    expect(canUpgrade(makeAugment(), { inCombat: true })).toEqual({ ok: false, reason: "inCombat" });
    expect(canUpgrade(makeAugment({ integrity: "destroyed" }), OUT)).toEqual({ ok: false, reason: "destroyed" });
    expect(planUpgrade(makeAugment(), OUT, { natural: 0, total: 9, dc: 15 })).toEqual({ ok: false, reason: "invalidRoll" });
  });

  it("CY-UPG-1: each upgrade check, even a failed one, can offer a Lasting Effect (CY-LE-1)", () => {
    expect(planUpgrade(makeAugment(), OUT, { natural: 18, total: 20, dc: 25 })).toMatchObject({ success: false, lastingEffectOffered: true });
    expect(planUpgrade(makeAugment({ lastingEffect: "Radiation" }), OUT, { natural: 20, total: 25, dc: 10 })).toMatchObject({
      lastingEffectOffered: false,
    });
  });

  it("CY-UPG-1: dice stay in 1..5 after any sequence of upgrades", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("attack" as const, "healing" as const),
        fc.array(fc.record({ natural: fc.integer({ min: 1, max: 20 }), bonus: fc.integer({ min: -2, max: 10 }) }), { maxLength: 20 }),
        (startDice, purpose, rolls) => {
          let a = makeAugment({ dice: startDice, purpose });
          for (const r of rolls) {
            const before = a.dice;
            const result = planUpgrade(a, OUT, { natural: r.natural, total: r.natural + r.bonus, dc: 12 });
            if (result.ok && result.patch) a = { ...a, ...result.patch };
            if (!result.ok) expect(result.reason).toBe("maxDice");
            expect(a.dice).toBeGreaterThanOrEqual(1);
            expect(a.dice).toBeLessThanOrEqual(5);
            expect(a.dice - before).toBe(result.ok && result.success ? 1 : 0);
          }
        },
      ),
    );
  });

  it("CY-UPG-1: out-of-range stored dice are read as 1..5 and an upgrade never writes past 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (dice) => {
        const result = planUpgrade(makeAugment({ dice }), OUT, { natural: 20, total: 40, dc: 10 });
        if (result.ok && result.patch?.dice !== undefined) {
          expect(result.patch.dice).toBeGreaterThanOrEqual(2);
          expect(result.patch.dice).toBeLessThanOrEqual(5);
        } else {
          expect(result).toEqual({ ok: false, reason: "maxDice" });
        }
      }),
    );
  });
});
