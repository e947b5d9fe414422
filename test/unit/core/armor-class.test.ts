import { describe, expect, it } from "vitest";
import { AC_LABELS, acBonusApplies, computeArmorClass, type EquippedArmor } from "../../../src/rules/core";

const leather: EquippedArmor = { id: "a-leather", name: "Leather", kind: "light", value: 11 };
const halfPlate: EquippedArmor = { id: "b-half", name: "Half Plate", kind: "medium", value: 15 };
const plate: EquippedArmor = { id: "c-plate", name: "Plate", kind: "heavy", value: 18, bonus: 1 };
const shield: EquippedArmor = { id: "s1", name: "Shield", kind: "shield" };

describe("armor class", () => {
  it("GF-UPG-10: a bonus's condition is decided over the armor worn: no heavy piece, no body armor, or always", () => {
    expect(acBonusApplies("noHeavyArmor", [])).toBe(true);
    expect(acBonusApplies("noHeavyArmor", [leather, halfPlate, shield])).toBe(true);
    expect(acBonusApplies("noHeavyArmor", [leather, plate])).toBe(false);
    expect(acBonusApplies("unarmored", [])).toBe(true);
    expect(acBonusApplies("unarmored", [leather])).toBe(false);
    expect(acBonusApplies("always", [plate])).toBe(true);
  });

  it("unarmored: 10 + Dex", () => {
    const ac = computeArmorClass({ dexMod: 3, equipped: [] });
    expect(ac.value).toBe(13);
    expect(ac.breakdown).toEqual([
      { source: "base", label: AC_LABELS.unarmored, localize: true, amount: 10 },
      { source: "dex", label: AC_LABELS.dexterity, localize: true, amount: 3 },
    ]);
    expect(ac.armorId).toBeNull();
  });

  it("light adds all Dex, medium at most +2, heavy none (negative Dex still counts for light/medium)", () => {
    expect(computeArmorClass({ dexMod: 4, equipped: [leather] }).value).toBe(15);
    expect(computeArmorClass({ dexMod: 4, equipped: [halfPlate] }).value).toBe(17);
    expect(computeArmorClass({ dexMod: -1, equipped: [halfPlate] }).value).toBe(14);
    expect(computeArmorClass({ dexMod: 4, equipped: [plate] }).value).toBe(19);
    expect(computeArmorClass({ dexMod: 4, equipped: [{ ...halfPlate, dexCap: 3 }] }).value).toBe(18);
    expect(computeArmorClass({ dexMod: 4, equipped: [{ ...halfPlate, dexCap: null }] }).value).toBe(19);
  });

  it("shield +2 or its own value; flat bonuses keep their labels and order", () => {
    const ac = computeArmorClass({
      dexMod: 1,
      equipped: [{ ...shield, value: 3 }, leather],
      bonuses: [
        { label: "Visionaire", amount: 2 },
        { label: "Ring of Protection", amount: 1 },
        { label: "Nothing", amount: 0 },
      ],
    });
    expect(ac.value).toBe(11 + 1 + 3 + 2 + 1);
    expect(ac.breakdown.map((l) => [l.source, l.label, l.amount])).toEqual([
      ["base", "Leather", 11],
      ["dex", AC_LABELS.dexterity, 1],
      ["shield", "Shield", 3],
      ["bonus", "Visionaire", 2],
      ["bonus", "Ring of Protection", 1],
    ]);
    expect(computeArmorClass({ dexMod: 0, equipped: [shield] }).value).toBe(12);
  });

  it("conditional bonuses: unarmored-only and not-in-heavy-armor (Reinforced Chassis)", () => {
    const bonuses = [
      { label: "Unarmored Defense", amount: 3, when: "unarmored" as const },
      { label: "Reinforced Chassis", amount: 1, when: "noHeavyArmor" as const },
    ];
    expect(computeArmorClass({ dexMod: 0, equipped: [], bonuses }).value).toBe(14);
    expect(computeArmorClass({ dexMod: 0, equipped: [leather], bonuses }).value).toBe(12);
    expect(computeArmorClass({ dexMod: 0, equipped: [plate], bonuses }).value).toBe(19);
  });

  it("only one armor and one shield count: the best, with a warning; order of input does not matter", () => {
    const a = computeArmorClass({ dexMod: 2, equipped: [leather, plate, halfPlate, shield, { ...shield, id: "s0", value: 2 }] });
    const b = computeArmorClass({ dexMod: 2, equipped: [{ ...shield, id: "s0", value: 2 }, shield, halfPlate, plate, leather] });
    expect(a).toEqual(b);
    expect(a.armorId).toBe("c-plate");
    expect(a.shieldId).toBe("s0");
    expect(a.value).toBe(21);
    expect(a.warnings).toEqual([
      { code: "multipleArmor", ids: ["a-leather", "b-half", "c-plate"], used: "c-plate" },
      { code: "multipleShields", ids: ["s0", "s1"], used: "s0" },
    ]);
    expect(computeArmorClass({ dexMod: 2, equipped: [leather] }).warnings).toEqual([]);
  });
});
