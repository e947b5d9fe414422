/** GF-UPG-1..12: each body upgrade as its item stores it (level, prerequisite, movement, activation, uses, choice). */
import { describe, expect, it } from "vitest";
import { UPGRADES, UPGRADE_KEYS } from "../../../src/rules/gearforged";

const passive = { minLevel: 1, prerequisite: null, addsMovement: false, activation: "passive", uses: { max: "", recovery: [] }, choice: null };

describe("GF-UPG: the body upgrade table", () => {
  it("GF-UPG-2..12: every upgrade names its rule and states what it needs and does", () => {
    expect(UPGRADES).toEqual({
      alwaysArmed: { ...passive, key: "alwaysArmed", rule: "GF-UPG-2", choice: "weapon" },
      quickFix: { ...passive, key: "quickFix", rule: "GF-UPG-3", activation: "bonus" },
      waterJets: { ...passive, key: "waterJets", rule: "GF-UPG-4", addsMovement: true },
      climbingClaws: { ...passive, key: "climbingClaws", rule: "GF-UPG-5", addsMovement: true },
      clawArm: { ...passive, key: "clawArm", rule: "GF-UPG-6" },
      enhancedOptics: { ...passive, key: "enhancedOptics", rule: "GF-UPG-7" },
      integratedArmor: { ...passive, key: "integratedArmor", rule: "GF-UPG-8", activation: "rest", choice: "armor" },
      jetPack: { ...passive, key: "jetPack", rule: "GF-UPG-9", minLevel: 5, addsMovement: true, activation: "bonus", uses: { max: "1", recovery: ["lr"] } },
      reinforcedChassis: { ...passive, key: "reinforcedChassis", rule: "GF-UPG-10", minLevel: 5 },
      clawArmLaser: {
        ...passive,
        key: "clawArmLaser",
        rule: "GF-UPG-11",
        minLevel: 5,
        prerequisite: "clawArm",
        activation: "action",
        uses: { max: "@abilities.con.mod", recovery: ["lr"] },
      },
      fortifiedMemoryTapes: { ...passive, key: "fortifiedMemoryTapes", rule: "GF-UPG-12", minLevel: 5, choice: "mentalAbility" },
    });
    expect(Object.keys(UPGRADES)).toEqual([...UPGRADE_KEYS]);
  });

  it("GF-UPG-1: only Water Jets, Climbing Claws and the Jet Pack add movement", () => {
    expect(UPGRADE_KEYS.filter((key) => UPGRADES[key].addsMovement)).toEqual(["waterJets", "climbingClaws", "jetPack"]);
  });
});
