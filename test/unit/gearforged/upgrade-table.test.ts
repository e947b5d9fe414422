/** GF-UPG-1..12: each body upgrade as its item stores it (level, prerequisite, movement, activation, uses, choice). */
import { describe, expect, it } from "vitest";
import { UPGRADES, UPGRADE_KEYS } from "../../../src/rules/gearforged";

const passive = { minLevel: 1, prerequisite: null, addsMovement: false, activation: "passive", uses: { max: "", recovery: [] }, choice: null };

describe("GF-UPG: the body upgrade table", () => {
  it("GF-UPG-2..12: every upgrade states what it needs and does", () => {
    expect(UPGRADES).toEqual({
      alwaysArmed: { ...passive, choice: "weapon" },
      quickFix: { ...passive, activation: "bonus" },
      waterJets: { ...passive, addsMovement: true },
      climbingClaws: { ...passive, addsMovement: true },
      clawArm: { ...passive },
      enhancedOptics: { ...passive },
      integratedArmor: { ...passive, activation: "rest", choice: "armor" },
      jetPack: { ...passive, minLevel: 5, addsMovement: true, activation: "bonus", uses: { max: "1", recovery: ["lr"] } },
      reinforcedChassis: { ...passive, minLevel: 5 },
      clawArmLaser: {
        ...passive,
        minLevel: 5,
        prerequisite: "clawArm",
        activation: "action",
        uses: { max: "@abilities.con.mod", recovery: ["lr"] },
      },
      fortifiedMemoryTapes: { ...passive, minLevel: 5, choice: "mentalAbility" },
    });
    expect(Object.keys(UPGRADES)).toEqual([...UPGRADE_KEYS]);
  });

  it("GF-UPG-1: only Water Jets, Climbing Claws and the Jet Pack add movement", () => {
    expect(UPGRADE_KEYS.filter((key) => UPGRADES[key].addsMovement)).toEqual(["waterJets", "climbingClaws", "jetPack"]);
  });
});
