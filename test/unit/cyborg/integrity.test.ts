import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COMPROMISE_SOURCES,
  DEFAULT_INTEGRITY_PICK_MODE,
  INTEGRITY_PICK_MODES,
  compromisePatch,
  integrityCandidates,
  integrityDefaultDc,
  integrityTrigger,
  pickRandomCandidate,
  randomPickFormula,
  resolveIntegritySave,
  spendUse,
  visionaireBonus,
} from "../../../src/rules/cyborg";
import { makeAugment, CYBORG } from "./fixtures";

describe("augment integrity", () => {
  it("CY-INT-1: an instance of at least half the HP maximum calls for a Con save", () => {
    expect(integrityTrigger([35], 60)).toEqual({ amount: 35, saveRequired: true, defaultDc: 17 });
    expect(integrityTrigger([29], 60)).toEqual({ amount: 29, saveRequired: false, defaultDc: null });
    expect(integrityTrigger([30], 60)).toEqual({ amount: 30, saveRequired: true, defaultDc: 15 });
    // Odd maximum: 31 / 2 = 15.5, so 15 does not trigger and 16 does.
    expect(integrityTrigger([15], 31).saveRequired).toBe(false);
    expect(integrityTrigger([16], 31).saveRequired).toBe(true);
  });

  it("CY-INT-1 instance: one hit's damage types are added together (20 slashing + 15 fire on 60 HP: one save, DC 17)", () => {
    expect(integrityTrigger([20, 15], 60)).toEqual({ amount: 35, saveRequired: true, defaultDc: 17 });
    expect(integrityTrigger([10, 10, 9], 60).saveRequired).toBe(false);
  });

  it("CY-INT-1 instance: non-finite or negative lines count as nothing", () => {
    expect(integrityTrigger([Number.NaN, 30], 60)).toMatchObject({ amount: 30, saveRequired: true });
    expect(integrityTrigger([-40, 29], 60)).toMatchObject({ amount: 29, saveRequired: false });
    expect(integrityTrigger([Number.POSITIVE_INFINITY], 60)).toMatchObject({ amount: 0, saveRequired: false });
    expect(integrityTrigger([], 60)).toMatchObject({ amount: 0, saveRequired: false });
  });

  it("CY-INT-1: default DC is 10 or half the damage, whichever is higher", () => {
    expect(integrityDefaultDc(12)).toBe(10);
    expect(integrityDefaultDc(21)).toBe(10);
    expect(integrityDefaultDc(35)).toBe(17);
    expect(integrityDefaultDc(60)).toBe(30);
  });

  it("CY-INT-1: the amount counted includes what temp HP absorbed (the caller passes the final amount)", () => {
    // 30 damage to a 60-HP cyborg with 25 temp HP: only 5 reach HP, but 30 counts.
    expect(integrityTrigger([30], 60)).toMatchObject({ saveRequired: true, defaultDc: 15 });
  });

  it("CY-INT-1: the trigger and DC hold for any amount and maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 300 }), (amount, maxHp) => {
        const t = integrityTrigger([amount], maxHp);
        expect(t.saveRequired).toBe(amount > 0 && amount >= maxHp / 2);
        if (t.saveRequired) expect(t.defaultDc).toBe(Math.max(10, Math.floor(amount / 2)));
      }),
    );
    expect(integrityTrigger([5], 0).saveRequired).toBe(false);
  });

  it("CY-INT-2: candidates are installed functional augments, in body-map order, with a hit-location hint", () => {
    const head = makeAugment({ installedSection: "head", sectionKind: "head" });
    const rightArm = makeAugment({ installedSection: "rightArm" });
    const leftArm = makeAugment({ installedSection: "leftArm" });
    const damaged = makeAugment({ installedSection: "torso", sectionKind: "torso", integrity: "damaged" });
    const stored = makeAugment();
    const candidates = integrityCandidates([rightArm, stored, damaged, leftArm, head], "arm");
    expect(candidates).toEqual([
      { augmentId: head.id, section: "head", hinted: false },
      { augmentId: leftArm.id, section: "leftArm", hinted: true },
      { augmentId: rightArm.id, section: "rightArm", hinted: true },
    ]);
    expect(integrityCandidates([rightArm, leftArm], "rightArm").map((c) => c.hinted)).toEqual([false, true]);
  });

  it("CY-INT-2: the GM picks by default; random mode maps a 1dN result to one candidate", () => {
    expect(INTEGRITY_PICK_MODES).toEqual(["gm", "owner", "random"]);
    expect(DEFAULT_INTEGRITY_PICK_MODE).toBe("gm");
    const a = makeAugment({ installedSection: "leftArm" });
    const b = makeAugment({ installedSection: "leftLeg", sectionKind: "leg" });
    const candidates = integrityCandidates([a, b]);
    expect(randomPickFormula(candidates)).toBe("1d2");
    expect(randomPickFormula([])).toBeNull();
    expect(pickRandomCandidate(candidates, 1)?.augmentId).toBe(a.id);
    expect(pickRandomCandidate(candidates, 2)?.augmentId).toBe(b.id);
    expect(pickRandomCandidate(candidates, 3)).toBeNull();
    expect(pickRandomCandidate(candidates, 0)).toBeNull();
  });

  it("CY-INT-2: a failed save requires a pick when any candidate exists; the pick damages it", () => {
    const a = makeAugment({ installedSection: "leftArm" });
    const candidates = integrityCandidates([a]);
    expect(resolveIntegritySave({ total: 9, dc: 15 }, candidates)).toEqual({ saved: false, pickRequired: true });
    expect(resolveIntegritySave({ total: 15, dc: 15 }, candidates)).toEqual({ saved: true, pickRequired: false });
    expect(resolveIntegritySave({ total: 1, dc: 15 }, [])).toEqual({ saved: false, pickRequired: false });
    expect(compromisePatch(a, "damage")).toEqual({ integrity: "damaged" });
  });

  it("CY-INT-3: once damaged, no primary function and no Visionaire AC", () => {
    const a = makeAugment({ installedSection: "leftArm" });
    const damaged = { ...a, ...compromisePatch(a, "damage") };
    expect(visionaireBonus([a], CYBORG).bonus).toBe(1);
    expect(visionaireBonus([damaged], CYBORG).bonus).toBe(0);
    expect(spendUse(damaged, 2)).toEqual({ ok: false, reason: "damaged" });
  });

  it("CY-REP-2: sources of compromise, System Failure destroying and the rest damaging", () => {
    expect(COMPROMISE_SOURCES).toEqual(["damage", "structuralBacklash", "systemFailure", "failedRemoval", "gmAction"]);
    const a = makeAugment({ installedSection: "leftArm" });
    for (const source of ["damage", "structuralBacklash", "failedRemoval", "gmAction"] as const) {
      expect(compromisePatch(a, source)).toEqual({ integrity: "damaged" });
      expect(compromisePatch({ ...a, integrity: "damaged" }, source)).toBeNull();
    }
    expect(compromisePatch(a, "systemFailure")).toEqual({ integrity: "destroyed", installedSection: null });
    expect(compromisePatch({ ...a, integrity: "destroyed" }, "gmAction")).toBeNull();
  });
});
