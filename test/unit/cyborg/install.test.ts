import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type CheckPair,
  AUGMENT_WORK_SECONDS,
  DEFAULT_DCS,
  installChecksRequired,
  removalChecksRequired,
  grantLastingEffect,
  lastingEffectOffered,
  planInstall,
  planRemoval,
  qualityFromFailures,
  resolveRemovalDecision,
  validateDcPair,
} from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

const OUT = { inCombat: false };

/** Two checks against DCs 10 then 15; `pass` says which succeed; naturals default to 10. */
function pair(pass: [boolean, boolean], naturals: [number, number] = [10, 10]): CheckPair {
  return [
    { natural: naturals[0], total: pass[0] ? 12 : 8, dc: 10 },
    { natural: naturals[1], total: pass[1] ? 17 : 13, dc: 15 },
  ];
}

describe("installation", () => {
  it("CY-INS-1: installing takes 30 minutes and is refused in combat", () => {
    const a = makeAugment();
    const result = planInstall([a], a, "leftArm", OUT, pair([true, true]));
    expect(result).toMatchObject({ ok: true, durationSeconds: 30 * 60 });
    expect(AUGMENT_WORK_SECONDS).toBe(1800);
    expect(planInstall([a], a, "leftArm", { inCombat: true }, pair([true, true]))).toEqual({ ok: false, reason: "inCombat" });
  });

  it("CY-INS-2: the first installation needs two checks, the second DC strictly higher", () => {
    const a = makeAugment();
    expect(installChecksRequired(a)).toBe(true);
    expect(planInstall([a], a, "leftArm", OUT, null)).toEqual({ ok: false, reason: "checksRequired" });
    expect(validateDcPair(10, 15)).toEqual({ ok: true });
    expect(validateDcPair(15, 15)).toEqual({ ok: false, reason: "secondDcNotHigher" });
    expect(validateDcPair(15, 12)).toEqual({ ok: false, reason: "secondDcNotHigher" });
    expect(validateDcPair(0, 12)).toEqual({ ok: false, reason: "invalidDc" });
    expect(validateDcPair(DEFAULT_DCS.installFirst, DEFAULT_DCS.installSecond)).toEqual({ ok: true });
    const sameDc: CheckPair = [
      { natural: 10, total: 20, dc: 12 },
      { natural: 10, total: 20, dc: 12 },
    ];
    expect(planInstall([a], a, "leftArm", OUT, sameDc)).toEqual({ ok: false, reason: "secondDcNotHigher" });
    const badDie: CheckPair = [
      { natural: 21, total: 20, dc: 10 },
      { natural: 10, total: 20, dc: 12 },
    ];
    expect(planInstall([a], a, "leftArm", OUT, badDie)).toEqual({ ok: false, reason: "invalidRoll" });
  });

  it("CY-INS-2: both succeed → flawless, installed as designed", () => {
    const a = makeAugment();
    expect(planInstall([a], a, "rightArm", OUT, pair([true, true]))).toEqual({
      ok: true,
      checksRolled: true,
      failures: 0,
      quality: "flawless",
      flawDescriptionNeeded: false,
      lastingEffectOffered: false,
      patch: { installedSection: "rightArm", installCount: 1, quality: "flawless" },
      durationSeconds: 1800,
      damageToCharacter: 0,
    });
  });

  it("CY-INS-2: one failure → still installed with a minor flaw the GM describes", () => {
    const a = makeAugment();
    for (const p of [[false, true], [true, false]] as const) {
      expect(planInstall([a], a, "rightArm", OUT, pair([...p]))).toMatchObject({
        ok: true,
        quality: "minorFlaw",
        flawDescriptionNeeded: true,
        patch: { installedSection: "rightArm", quality: "minorFlaw" },
      });
    }
  });

  it("CY-INS-2: both fail → still installed with a major flaw", () => {
    const a = makeAugment();
    expect(planInstall([a], a, "rightArm", OUT, pair([false, false]))).toMatchObject({
      ok: true,
      failures: 2,
      quality: "majorFlaw",
      flawDescriptionNeeded: true,
      patch: { installedSection: "rightArm" },
    });
    expect(qualityFromFailures(0)).toBe("flawless");
    expect(qualityFromFailures(1)).toBe("minorFlaw");
    expect(qualityFromFailures(2)).toBe("majorFlaw");
  });

  it("CY-INS-3: installing never damages the character, whatever the checks", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (p1, p2, adapted) => {
        const a = makeAugment({ adapted });
        const result = planInstall([a], a, "leftArm", OUT, pair([p1, p2]));
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.damageToCharacter).toBe(0);
      }),
    );
  });

  it("CY-REM-3: a damaged augment cannot be installed until repaired", () => {
    const a = makeAugment({ integrity: "damaged" });
    expect(planInstall([a], a, "leftArm", OUT, pair([true, true]))).toEqual({ ok: false, reason: "damaged" });
  });

  it("CY-SLOT-2: an install into an occupied section is refused before any check", () => {
    const a = makeAugment({ installedSection: "leftArm" });
    const b = makeAugment();
    expect(planInstall([a, b], b, "leftArm", OUT, null)).toEqual({ ok: false, reason: "occupied", blockingAugmentId: a.id });
  });
});

describe("Lasting Effects", () => {
  it("CY-LE-1: a natural 18, 19 or 20 on either installation check offers a Lasting Effect", () => {
    const a = makeAugment();
    for (const n of [18, 19, 20]) {
      expect(planInstall([a], a, "leftArm", OUT, pair([true, true], [n, 5]))).toMatchObject({ lastingEffectOffered: true });
      expect(planInstall([a], a, "leftArm", OUT, pair([true, false], [5, n]))).toMatchObject({ lastingEffectOffered: true });
    }
    expect(planInstall([a], a, "leftArm", OUT, pair([true, true], [17, 17]))).toMatchObject({ lastingEffectOffered: false });
  });

  it("CY-LE-1: an augment has at most one Lasting Effect", () => {
    const burning = makeAugment({ lastingEffect: "Sets the target ablaze" });
    expect(lastingEffectOffered(burning, [20])).toBe(false);
    expect(planInstall([burning], burning, "leftArm", OUT, pair([true, true], [20, 20]))).toMatchObject({ lastingEffectOffered: false });
    expect(grantLastingEffect(burning, "Concussion")).toEqual({ ok: false, reason: "alreadyHasOne" });
    const plain = makeAugment();
    expect(grantLastingEffect(plain, "  Concussion ")).toEqual({ ok: true, patch: { lastingEffect: "Concussion" } });
    expect(grantLastingEffect(plain, "   ")).toEqual({ ok: false, reason: "emptyDescription" });
  });
});

describe("removal", () => {
  const installed = (overrides = {}) => makeAugment({ installedSection: "leftArm", installCount: 1, quality: "flawless", ...overrides });

  it("CY-REM-1: removing takes 30 minutes, outside combat, and needs an installed augment", () => {
    expect(planRemoval(installed(), { inCombat: true }, pair([true, true]))).toEqual({ ok: false, reason: "inCombat" });
    expect(planRemoval(makeAugment(), OUT, pair([true, true]))).toEqual({ ok: false, reason: "notInstalled" });
    expect(planRemoval(installed(), OUT, pair([true, true]))).toMatchObject({ ok: true, durationSeconds: 1800, damageToCharacter: 0 });
  });

  it("CY-REM-1: the first removal needs two checks with a higher second DC", () => {
    expect(planRemoval(installed(), OUT, null)).toEqual({ ok: false, reason: "checksRequired" });
    const flat: CheckPair = [
      { natural: 10, total: 20, dc: 14 },
      { natural: 10, total: 20, dc: 12 },
    ];
    expect(planRemoval(installed(), OUT, flat)).toEqual({ ok: false, reason: "secondDcNotHigher" });
  });

  it("CY-REM-1: any failure → removed anyway, and the GM must decide integrity", () => {
    for (const p of [[false, true], [true, false], [false, false]] as const) {
      const result = planRemoval(installed(), OUT, pair([...p]));
      expect(result).toMatchObject({ ok: true, needsGmDecision: true, becameAdapted: false, patch: { installedSection: null, removalCount: 1 } });
      if (result.ok) expect(result.patch.adapted).toBeUndefined();
    }
    const a = installed();
    expect(resolveRemovalDecision(a, true)).toEqual({ patch: { integrity: "damaged" }, source: "failedRemoval" });
    expect(resolveRemovalDecision(a, false)).toEqual({ patch: null, source: "failedRemoval" });
  });

  it("CY-REM-2: installed then removed successfully once → adapted; later installs and removals need no checks", () => {
    let a = makeAugment();
    const install = planInstall([a], a, "leftArm", OUT, pair([true, false]));
    if (!install.ok) throw new Error("install refused");
    a = { ...a, ...install.patch };
    const removal = planRemoval(a, OUT, pair([true, true]));
    expect(removal).toMatchObject({ ok: true, needsGmDecision: false, becameAdapted: true, patch: { installedSection: null, adapted: true } });
    if (!removal.ok) throw new Error("removal refused");
    a = { ...a, ...removal.patch };
    expect(installChecksRequired(a)).toBe(false);
    expect(removalChecksRequired(a)).toBe(false);
    const again = planInstall([a], a, "rightArm", OUT, null);
    expect(again).toEqual({
      ok: true,
      checksRolled: false,
      failures: 0,
      quality: "minorFlaw", // kept from the checked installation
      flawDescriptionNeeded: false,
      lastingEffectOffered: false,
      patch: { installedSection: "rightArm", installCount: 2 },
      durationSeconds: 1800,
      damageToCharacter: 0,
    });
    if (!again.ok) throw new Error("reinstall refused");
    a = { ...a, ...again.patch };
    expect(planRemoval(a, OUT, null)).toMatchObject({ ok: true, checksRolled: false, needsGmDecision: false, durationSeconds: 1800 });
  });

  it("CY-INS-2 / CY-REM-2: a flawed first removal does not adapt: the reinstall is unchecked, the next removal is checked", () => {
    let a = installed({ quality: "majorFlaw", lastingEffect: "Hums when charged" });
    const removal = planRemoval(a, OUT, pair([false, true]));
    if (!removal.ok) throw new Error("removal refused");
    a = { ...a, ...removal.patch };
    expect(a.adapted).toBe(false);
    const again = planInstall([a], a, "leftArm", OUT, null);
    // CY-INS-2: the checks belonged to the first installation; its quality (and lasting effect) are kept.
    expect(again).toMatchObject({ ok: true, checksRolled: false, quality: "majorFlaw", lastingEffectOffered: false });
    if (!again.ok) throw new Error("reinstall refused");
    expect(again.patch).toEqual({ installedSection: "leftArm", installCount: 2 });
    a = { ...a, ...again.patch };
    expect(planRemoval(a, OUT, null)).toEqual({ ok: false, reason: "checksRequired" });
  });

  it("CY-INS-2: checks are due exactly when the augment was never installed (no count, no recorded quality, not adapted)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(null, "flawless", "minorFlaw", "majorFlaw" as const),
        fc.boolean(),
        (installCount, quality, adapted) => {
          const a = makeAugment({ installCount, quality, adapted });
          const due = installCount === 0 && quality === null && !adapted;
          expect(installChecksRequired(a)).toBe(due);
          const plan = planInstall([a], a, "leftArm", OUT, null);
          expect(plan.ok).toBe(!due);
        },
      ),
    );
  });

  it("CY-REM-3: a removed augment stays as an item (only its section is cleared); a damaged one can be removed", () => {
    const result = planRemoval(installed({ integrity: "damaged", adapted: true }), OUT, null);
    expect(result).toMatchObject({ ok: true, patch: { installedSection: null } });
    if (result.ok) expect(Object.keys(result.patch).sort()).toEqual(["installedSection", "removalCount"]);
  });
});

describe("removal of an adapted augment (CY-REM-2)", () => {
  it("CY-REM-2: an adapted augment comes out without checks and does not become adapted again (it is already)", () => {
    const adapted = makeAugment({ adapted: true, installedSection: "leftArm", installCount: 2, removalCount: 1 });
    expect(planRemoval(adapted, OUT, null)).toEqual({
      ok: true,
      durationSeconds: 1800,
      damageToCharacter: 0,
      checksRolled: false,
      failures: 0,
      needsGmDecision: false,
      becameAdapted: false,
      patch: { installedSection: null, removalCount: 2 },
    });
  });
});

describe("CY-LE-1: an augment's Lasting Effect", () => {
  it("CY-LE-1: an augment with no effect text (none, blank or spaces) may get one; one with text may not; an 18–20 natural face only", () => {
    for (const lastingEffect of [null, "", "   "]) expect(lastingEffectOffered(makeAugment({ lastingEffect }), [18])).toBe(true);
    expect(lastingEffectOffered(makeAugment({ lastingEffect: "Hums when danger is near" }), [20])).toBe(false);
    expect(lastingEffectOffered(makeAugment(), [17, 18.5])).toBe(false);
    expect(lastingEffectOffered(makeAugment(), [21])).toBe(false);
  });
});
