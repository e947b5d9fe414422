import { describe, expect, it } from "vitest";
import { defaultAttackAbility, toolCheck, weaponAttack, weaponDamage } from "../../../src/rules/core/weapon-attack";
import { ownerNumbers } from "../../../src/data/shared/roll-data";

const mods = { str: 3, dex: 1, con: 0, int: -1, wis: 0, cha: 2 };

describe("weapon attack", () => {
  it("CORE-1: attack bonus = ability modifier + proficiency bonus when proficient + the weapon's bonus", () => {
    const attack = weaponAttack({ abilityMods: mods, pb: 2, ability: null, kind: "melee", properties: [], proficient: true, bonus: 1 });
    expect(attack).toEqual({
      ability: "str",
      parts: [
        { source: "ability", amount: 3 },
        { source: "proficiency", amount: 2 },
        { source: "bonus", amount: 1 },
      ],
      total: 6,
      formula: "1d20 + 3 + 2 + 1",
    });
  });

  it("CORE-1: no proficiency bonus without proficiency", () => {
    const attack = weaponAttack({ abilityMods: mods, pb: 3, ability: "dex", kind: "melee", properties: [], proficient: false, bonus: 0 });
    expect(attack.total).toBe(1);
    expect(attack.formula).toBe("1d20 + 1");
  });

  it("negative parts read as subtraction", () => {
    const attack = weaponAttack({ abilityMods: mods, pb: 2, ability: "int", kind: "melee", properties: [], proficient: false, bonus: 0 });
    expect(attack.formula).toBe("1d20 - 1");
    expect(attack.total).toBe(-1);
  });

  it("default ability: melee Str, ranged Dex, finesse the better of the two", () => {
    expect(defaultAttackAbility("melee", [], mods)).toBe("str");
    expect(defaultAttackAbility("ranged", [], mods)).toBe("dex");
    expect(defaultAttackAbility("melee", ["finesse"], { ...mods, dex: 4 })).toBe("dex");
    expect(defaultAttackAbility("melee", new Set(["finesse"]), mods)).toBe("str");
  });

  it("damage adds the attack ability's modifier, negative too; a blank formula is no damage", () => {
    expect(weaponDamage("1d8", 3)).toEqual({ formula: "1d8 + 3", abilityMod: 3 });
    expect(weaponDamage("1d8", -1)?.formula).toBe("1d8 - 1");
    expect(weaponDamage("2d6", 0)?.formula).toBe("2d6");
    expect(weaponDamage("  ", 2)).toBeNull();
  });

  it("tool check: ability + the proficiency share of PB (half rounds down) + bonus", () => {
    expect(toolCheck({ abilityMods: mods, pb: 3, ability: "int", proficiency: 0.5, bonus: 0 }).total).toBe(0);
    expect(toolCheck({ abilityMods: mods, pb: 3, ability: "cha", proficiency: 2, bonus: 1 }).total).toBe(9);
  });
});

describe("owner numbers from roll data", () => {
  it("reads abilities.<id>.mod and attributes.prof; missing values count as 0", () => {
    expect(ownerNumbers({ abilities: { str: { mod: 2 } }, attributes: { prof: 3 } })).toEqual({
      abilityMods: { str: 2, dex: 0, con: 0, int: 0, wis: 0, cha: 0 },
      pb: 3,
    });
    expect(ownerNumbers({})).toEqual({ abilityMods: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, pb: 0 });
  });
});
