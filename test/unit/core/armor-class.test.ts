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

describe("armor class: the armor and shield that count", () => {
  it("a shield's enhancement bonus adds to its value (+1 shield: +3)", () => {
    const plusOne: EquippedArmor = { ...shield, bonus: 1 };
    expect(computeArmorClass({ dexMod: 0, equipped: [plusOne] }).breakdown).toContainEqual({ source: "shield", label: "Shield", localize: false, amount: 3 });
    expect(computeArmorClass({ dexMod: 0, equipped: [{ ...shield, value: 3, bonus: 2 }] }).value).toBe(10 + 5);
  });

  it("of several body armors the one giving the highest AC with this Dex counts, Dex included", () => {
    const studded: EquippedArmor = { id: "a", name: "Studded", kind: "light", value: 12 };
    const breastplate: EquippedArmor = { id: "b", name: "Breastplate", kind: "medium", value: 14 };
    const ring: EquippedArmor = { id: "c", name: "Ring Mail", kind: "heavy", value: 14 };
    // Dex +4: 16, 16 (capped at +2), 14; the tie goes to the lowest id.
    expect(computeArmorClass({ dexMod: 4, equipped: [ring, breastplate, studded] })).toMatchObject({ armorId: "a", value: 16 });
    // Dex +1: 13, 15, 14: the breastplate, though the ring mail's base is as high and the studded leather's lower.
    expect(computeArmorClass({ dexMod: 1, equipped: [studded, ring, breastplate] })).toMatchObject({ armorId: "b", value: 15 });
  });

  it("two shields worth the same: the lowest id counts, whatever the order", () => {
    const a: EquippedArmor = { id: "s-a", name: "Shield A", kind: "shield" };
    const b: EquippedArmor = { id: "s-b", name: "Shield B", kind: "shield" };
    expect(computeArmorClass({ dexMod: 0, equipped: [b, a] }).shieldId).toBe("s-a");
    expect(computeArmorClass({ dexMod: 0, equipped: [a, b] }).shieldId).toBe("s-a");
  });

  it("a number that is not finite (bad data) counts as its default: base 10, shield 2, bonus and Dex 0", () => {
    const broken: EquippedArmor = { id: "x", name: "Broken", kind: "light", value: Number.NaN, bonus: Number.POSITIVE_INFINITY };
    expect(computeArmorClass({ dexMod: 2, equipped: [broken] }).value).toBe(10 + 2);
    expect(computeArmorClass({ dexMod: Number.NaN, equipped: [{ ...shield, value: Number.NaN }] }).value).toBe(10 + 2);
    expect(computeArmorClass({ dexMod: 0, equipped: [], unarmoredBase: Number.NaN, bonuses: [{ label: "x", amount: Number.NaN }] }).value).toBe(10);
  });
});

describe("armor class: the breakdown", () => {
  it("an armor's line carries its own name (not an i18n key); Dex +0 adds no line", () => {
    expect(computeArmorClass({ dexMod: 0, equipped: [plate] }).breakdown).toEqual([{ source: "base", label: "Plate", localize: false, amount: 19 }]);
    expect(computeArmorClass({ dexMod: 0, equipped: [] }).breakdown).toEqual([{ source: "base", label: AC_LABELS.unarmored, localize: true, amount: 10 }]);
  });
});

describe("armor class: lines as the tooltip shows them", () => {
  it("a shield's line carries its own name; a bonus line is localized only when it says so; nothing worn warns of nothing", () => {
    const ac = computeArmorClass({
      dexMod: 0,
      equipped: [shield],
      bonuses: [
        { label: "AUGMENTED.AC.Visionaire", localize: true, amount: 1 },
        { label: "Ring of Protection", amount: 1 },
      ],
    });
    expect(ac.breakdown).toEqual([
      { source: "base", label: AC_LABELS.unarmored, localize: true, amount: 10 },
      { source: "shield", label: "Shield", localize: false, amount: 2 },
      { source: "bonus", label: "AUGMENTED.AC.Visionaire", localize: true, amount: 1 },
      { source: "bonus", label: "Ring of Protection", localize: false, amount: 1 },
    ]);
    expect(computeArmorClass({ dexMod: 1, equipped: [] }).warnings).toEqual([]);
  });
});
