import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AugmentState,
  type SystemFailureSituation,
  auditSections,
  canInstall,
  endOverdrive,
  overdriveTempHpAfter,
  planSystemFailure,
  resetAfterCombat,
  resetAfterRest,
  systemFailureAvailability,
  visionaireBonus,
} from "../../../src/rules/cyborg";
import { makeAugment, CYBORG } from "./fixtures";

function situation(augments: AugmentState[], overrides: Partial<SystemFailureSituation> = {}): SystemFailureSituation {
  return { hpBefore: 12, hpAfter: 0, killedOutright: false, lastUse: null, currentCombatId: "combat1", augments, cyborg: true, ...overrides };
}

describe("System Failure", () => {
  const cannon = () => makeAugment({ installedSection: "rightArm" });

  it("SF-1: only a creature with the Cyborg species trait gets System Failure", () => {
    const a = makeAugment({ id: "a", installedSection: "leftArm" });
    expect(systemFailureAvailability(situation([a], { cyborg: false }))).toEqual({ available: false, reasons: ["notCyborg"], candidateIds: ["a"] });
    expect(systemFailureAvailability(situation([a])).available).toBe(true);
  });

  it("SF-1: offered when dropped to 0 HP, not killed outright, unused, with a functional augment", () => {
    const a = cannon();
    expect(systemFailureAvailability(situation([a]))).toEqual({ available: true, reasons: [], candidateIds: [a.id] });
    const plan = planSystemFailure(situation([a]), a.id, 1, { success: 0, failure: 0 });
    expect(plan).toMatchObject({ ok: true, actionCost: "none" });
  });

  it("SF-1: not offered when killed outright, not at 0 HP, or already at 0 before", () => {
    const a = cannon();
    expect(systemFailureAvailability(situation([a], { killedOutright: true })).reasons).toEqual(["killedOutright"]);
    expect(systemFailureAvailability(situation([a], { hpAfter: 3 })).reasons).toEqual(["notDroppedToZero"]);
    expect(systemFailureAvailability(situation([a], { hpBefore: 0 })).reasons).toEqual(["notDroppedToZero"]);
  });

  it("SF-2 prosthetic: sacrificing a prosthetic frees what was installed into its section (to carried, unharmed)", () => {
    const arm = makeAugment({ installedSection: "leftArm", purpose: "prosthetic", functionTag: "" });
    const blade = makeAugment({ installedSection: "leftArm" });
    const cannonElsewhere = cannon();
    const plan = planSystemFailure(situation([arm, blade, cannonElsewhere]), arm.id, 2, { success: 0, failure: 0 });
    if (!plan.ok) throw new Error("refused");
    expect(plan.augmentPatch).toEqual({ integrity: "destroyed", installedSection: null });
    expect(plan.freed).toEqual([{ augmentId: blade.id, patch: { installedSection: null } }]);
    // Any other augment sacrificed frees nothing else.
    const other = planSystemFailure(situation([arm, blade, cannonElsewhere]), blade.id, 2, { success: 0, failure: 0 });
    expect(other.ok && other.freed).toEqual([]);
  });

  it("SF-1: once per combat", () => {
    const a = cannon();
    expect(systemFailureAvailability(situation([a], { lastUse: { combatId: "combat1" } })).reasons).toEqual(["alreadyUsed"]);
    expect(systemFailureAvailability(situation([a], { lastUse: { combatId: "old" } })).available).toBe(true);
    // Used outside combat: spent until a rest, also outside combat.
    expect(systemFailureAvailability(situation([a], { lastUse: { combatId: null }, currentCombatId: null })).reasons).toEqual([
      "alreadyUsed",
    ]);
  });

  it("SF-1: needs at least one functional installed augment; only those are offered", () => {
    const damaged = makeAugment({ installedSection: "leftArm", integrity: "damaged" });
    const stored = makeAugment();
    const destroyed = makeAugment({ integrity: "destroyed" });
    expect(systemFailureAvailability(situation([damaged, stored, destroyed]))).toEqual({
      available: false,
      reasons: ["noFunctionalAugment"],
      candidateIds: [],
    });
    const head = makeAugment({ installedSection: "head", sectionKind: "head" });
    const a = cannon();
    expect(systemFailureAvailability(situation([a, damaged, head])).candidateIds).toEqual([head.id, a.id]);
    expect(planSystemFailure(situation([a, damaged]), damaged.id, 5, { success: 0, failure: 1 })).toEqual({
      ok: false,
      reason: "notACandidate",
    });
  });

  it("SF-2: the chosen augment is destroyed, kept as a record, and frees its section", () => {
    const a = cannon();
    const plan = planSystemFailure(situation([a]), a.id, 5, { success: 0, failure: 2 });
    if (!plan.ok) throw new Error("refused");
    expect(plan.augmentPatch).toEqual({ integrity: "destroyed", installedSection: null });
    expect(plan.damageToCharacter).toBe(0);
    const after = { ...a, ...plan.augmentPatch };
    expect(auditSections([after])).toEqual([]);
    expect(visionaireBonus([after], CYBORG).bonus).toBe(0);
    const next = makeAugment();
    expect(canInstall([after, next], next, "rightArm", { inCombat: false })).toEqual({ ok: true });
  });

  it("SF-3: one death save succeeds automatically and the character is at 1 HP", () => {
    const a = cannon();
    const plan = planSystemFailure(situation([a]), a.id, 5, { success: 1, failure: 2 });
    if (!plan.ok) throw new Error("refused");
    expect(plan.deathSaveSuccessesAfterAuto).toBe(2);
    expect(plan.actor.hp).toBe(1);
    // Regaining HP resets death saves (CORE-4).
    expect(plan.actor.deathSaves).toEqual({ success: 0, failure: 0 });
  });

  it("SF-4: temp HP 10 × level, advantage on attacks, +3 to every ability modifier until the end of the next turn", () => {
    const a = cannon();
    const plan = planSystemFailure(situation([a]), a.id, 7, { success: 0, failure: 0 });
    if (!plan.ok) throw new Error("refused");
    expect(plan.actor.tempHp).toBe(70);
    expect(plan.overdrive).toEqual({
      tempHp: 70,
      advantageOnAttacks: true,
      abilityModifierBonus: 3,
      expires: "endOfNextTurn",
      fallbackDurationSeconds: 6,
    });
  });

  it("SF-4: remaining System Failure temp HP vanish at the end of that turn", () => {
    // 70 granted, 30 eaten by damage: the 40 left are System Failure's own.
    expect(endOverdrive({ currentTempHp: 40, overdriveTempHp: 40, exhaustion: 0 }).tempHp).toBe(0);
    // Replaced by another source's grant (the pool is 0): those are not System Failure's to remove.
    expect(endOverdrive({ currentTempHp: 90, overdriveTempHp: 0, exhaustion: 0 }).tempHp).toBe(90);
    expect(endOverdrive({ currentTempHp: 30, overdriveTempHp: 0, exhaustion: 0 }).tempHp).toBe(30);
  });

  it("SF-4 temp HP: damage shrinks System Failure's own pool; any new grant replaces it, larger or smaller", () => {
    expect(overdriveTempHpAfter(70, 70, 20)).toBe(20);
    expect(overdriveTempHpAfter(20, 20, 30)).toBe(0);
    expect(overdriveTempHpAfter(70, 70, 90)).toBe(0);
    expect(overdriveTempHpAfter(20, 20, 20)).toBe(20);
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(6), (pool, before, after, exhaustion) => {
        const left = overdriveTempHpAfter(pool, before, after);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(Math.min(pool, after));
        const end = endOverdrive({ currentTempHp: after, overdriveTempHp: left, exhaustion });
        // Only System Failure's own temp HP go: what another source granted is never touched.
        expect(end.tempHp).toBe(after - left);
      }),
    );
  });

  it("SF-5: when the benefits end, +1 exhaustion (capped at 6)", () => {
    expect(endOverdrive({ currentTempHp: 0, overdriveTempHp: 70, exhaustion: 1 }).exhaustion).toBe(2);
    expect(endOverdrive({ currentTempHp: 0, overdriveTempHp: 70, exhaustion: 6 }).exhaustion).toBe(6);
  });

  it("SF-6: the use is recorded against the combat and reset when that combat ends", () => {
    const a = cannon();
    const plan = planSystemFailure(situation([a]), a.id, 3, { success: 0, failure: 0 });
    if (!plan.ok) throw new Error("refused");
    expect(plan.actor.systemFailureUse).toEqual({ combatId: "combat1" });
    expect(planSystemFailure(situation([a], { lastUse: plan.actor.systemFailureUse }), a.id, 3, { success: 0, failure: 0 })).toEqual({
      ok: false,
      reason: "alreadyUsed",
    });
    expect(resetAfterCombat(plan.actor.systemFailureUse, "combat1")).toBeNull();
    expect(resetAfterCombat(plan.actor.systemFailureUse, "other")).toEqual({ combatId: "combat1" });
    expect(resetAfterCombat({ combatId: null }, "combat1")).toEqual({ combatId: null });
    expect(resetAfterRest()).toBeNull();
  });
});

describe("System Failure at its edges", () => {
  it("SF-6: no use recorded stays none when a combat ends", () => {
    expect(resetAfterCombat(null, "c1")).toBeNull();
  });

  it("SF-4: a temp HP change read as no number keeps the pool as it was", () => {
    expect(overdriveTempHpAfter(10, Number.NaN, 4)).toBe(10);
    expect(overdriveTempHpAfter(10, 12, Number.NaN)).toBe(10);
    expect(overdriveTempHpAfter(10, 12, 4)).toBe(4);
  });

  it("SF-2: losing an augment that is no prosthetic frees nothing, even beside a prosthetic in its section", async () => {
    const { freedByLoss } = await import("../../../src/rules/cyborg/system-failure");
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "leftArm" });
    const blade = makeAugment({ installedSection: "leftArm" });
    expect(freedByLoss([prosthetic, blade], blade)).toEqual([]);
    expect(freedByLoss([prosthetic, blade], prosthetic)).toEqual([{ augmentId: blade.id, patch: { installedSection: null } }]);
  });

  it("CY-SLOT-1: six sections, each of its kind, arms and legs in pairs", async () => {
    const { SECTIONS } = await import("../../../src/rules/cyborg/sections");
    expect(SECTIONS).toEqual([
      { id: "head", kind: "head" },
      { id: "torso", kind: "torso" },
      { id: "leftArm", kind: "arm" },
      { id: "rightArm", kind: "arm" },
      { id: "leftLeg", kind: "leg" },
      { id: "rightLeg", kind: "leg" },
    ]);
  });
});
