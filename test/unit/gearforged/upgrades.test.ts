import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  UPGRADES,
  UPGRADE_KEYS,
  auditUpgrades,
  upgradeSlotView,
  upgradeSlots,
  validateUpgradeDrop,
  type UpgradeDropActor,
} from "../../../src/rules/gearforged";

const actor = (over: Partial<UpgradeDropActor> = {}): UpgradeDropActor => ({ variant: "homebrew", level: 1, chassisSize: "medium", installed: [], ...over });
const item = (key: (typeof UPGRADE_KEYS)[number]) => ({ key, name: key, minLevel: UPGRADES[key].minLevel, prerequisite: UPGRADES[key].prerequisite, addsMovement: UPGRADES[key].addsMovement });
const codes = (d: ReturnType<typeof validateUpgradeDrop>) => (d.ok ? [] : d.reasons.map((r) => r.code));

describe("upgrade slots and drops", () => {
  it("GF-UPG-1: one slot at 1st level, a second at 5th", () => {
    expect([0, 1, 4, 5, 20].map(upgradeSlots)).toEqual([0, 1, 1, 2, 2]);
    expect(upgradeSlotView(3, ["a"]).slots.map((s) => s.state)).toEqual(["filled", "locked"]);
    expect(upgradeSlotView(5, ["a"]).slots.map((s) => s.state)).toEqual(["filled", "free"]);
    expect(upgradeSlotView(1, ["a", "b"]).overflow).toEqual(["b"]);
  });

  it("GF-UPG-1: a second upgrade is refused until 5th level, with the reason", () => {
    const first = validateUpgradeDrop(actor(), item("clawArm"));
    expect(first).toEqual({ ok: true });
    const second = validateUpgradeDrop(actor({ installed: ["clawArm"] }), item("quickFix"));
    expect(codes(second)).toEqual(["noFreeSlot"]);
    if (!second.ok) expect(second.reasons[0]!.key).toBe("AUGMENTED.Gearforged.Refused.noFreeSlot");
    expect(validateUpgradeDrop(actor({ level: 5, installed: ["clawArm"] }), item("quickFix"))).toEqual({ ok: true });
  });

  it("GF-UPG-1: level, prerequisite, Large chassis + movement and a duplicate are each refused", () => {
    expect(codes(validateUpgradeDrop(actor({ level: 4 }), item("jetPack")))).toEqual(["levelTooLow"]);
    expect(codes(validateUpgradeDrop(actor({ level: 5 }), item("clawArmLaser")))).toEqual(["missingPrerequisite"]);
    expect(codes(validateUpgradeDrop(actor({ chassisSize: "large" }), item("waterJets")))).toEqual(["largeChassisMovement"]);
    expect(codes(validateUpgradeDrop(actor({ chassisSize: "large" }), item("climbingClaws")))).toEqual(["largeChassisMovement"]);
    expect(codes(validateUpgradeDrop(actor({ chassisSize: "large", level: 5 }), item("jetPack")))).toEqual(["largeChassisMovement"]);
    expect(validateUpgradeDrop(actor({ chassisSize: "large" }), item("clawArm"))).toEqual({ ok: true });
    // RULES.md GF-UPG-1: Large or larger; a Huge or Gargantuan chassis is refused too, Medium and Small are not.
    expect(codes(validateUpgradeDrop(actor({ chassisSize: "huge" }), item("waterJets")))).toEqual(["largeChassisMovement"]);
    expect(codes(validateUpgradeDrop(actor({ chassisSize: "gargantuan" }), item("climbingClaws")))).toEqual(["largeChassisMovement"]);
    expect(validateUpgradeDrop(actor({ chassisSize: "medium" }), item("waterJets"))).toEqual({ ok: true });
    expect(validateUpgradeDrop(actor({ chassisSize: "small" }), item("waterJets"))).toEqual({ ok: true });
    expect(codes(validateUpgradeDrop(actor({ level: 5, installed: ["clawArm"] }), item("clawArm")))).toEqual(["alreadyInstalled"]);
    expect(codes(validateUpgradeDrop(actor({ variant: "chassis" }), item("clawArm")))).toEqual(["notGearforged"]);
    expect(codes(validateUpgradeDrop(actor({ variant: null }), item("clawArm")))).toEqual(["notGearforged"]);
  });

  it("GF-UPG-1: every broken rule is listed, not just the first", () => {
    expect(codes(validateUpgradeDrop(actor({ level: 1, chassisSize: "large", installed: ["quickFix"] }), item("jetPack")))).toEqual([
      "levelTooLow",
      "largeChassisMovement",
      "noFreeSlot",
    ]);
  });

  it("GF-UPG-1: the catalogue marks exactly Water Jets, Climbing Claws and Jet Pack as adding movement; 5th-level ones need 5th", () => {
    expect(UPGRADE_KEYS.filter((k) => UPGRADES[k].addsMovement)).toEqual(["waterJets", "climbingClaws", "jetPack"]);
    expect(UPGRADE_KEYS.filter((k) => UPGRADES[k].minLevel === 5)).toEqual(["jetPack", "reinforcedChassis", "clawArmLaser", "fortifiedMemoryTapes"]);
    expect(UPGRADES.clawArmLaser.prerequisite).toBe("clawArm");
  });

  it("GF-UPG-1: an actor holding what the rules no longer allow is reported, nothing removed", () => {
    const items = [item("clawArm"), item("clawArmLaser")];
    const audit = auditUpgrades({ variant: "homebrew", level: 3, chassisSize: "medium" }, items);
    expect(audit.map((a) => [a.key, a.reasons.map((r) => r.code)])).toEqual([["clawArmLaser", ["levelTooLow", "noFreeSlot"]]]);
    expect(auditUpgrades({ variant: "homebrew", level: 3, chassisSize: "huge" }, [item("waterJets")]).map((a) => a.reasons.map((r) => r.code))).toEqual([["largeChassisMovement"]]);
    expect(items).toHaveLength(2);
  });

  it("GF-UPG-1 (property): accepting drops one by one never exceeds the level's slots", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.array(fc.constantFrom(...UPGRADE_KEYS), { maxLength: 15 }), fc.constantFrom("small", "medium", "large", "huge"), (level, keys, size) => {
        const installed: string[] = [];
        for (const key of keys) {
          if (validateUpgradeDrop({ variant: "homebrew", level, chassisSize: size, installed }, item(key)).ok) installed.push(key);
        }
        expect(installed.length).toBeLessThanOrEqual(upgradeSlots(level));
        expect(upgradeSlots(level)).toBeLessThanOrEqual(2);
        expect(new Set(installed).size).toBe(installed.length);
      }),
    );
  });
});
