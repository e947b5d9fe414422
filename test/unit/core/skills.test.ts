import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ABILITY_IDS,
  PROFICIENCY_LEVELS,
  SKILL_ABILITIES,
  SKILL_IDS,
  checkTotal,
  computeFeatureDcs,
  featureSaveDc,
  isSkillId,
  passiveScore,
  proficiencyContribution,
} from "../../../src/rules/core";

const mods = { str: 1, dex: 3, con: 2, int: -1, wis: 0, cha: 4 } as const;

describe("skills", () => {
  it("lists the 18 5e skills with their default abilities", () => {
    expect(SKILL_IDS).toHaveLength(18);
    expect(SKILL_IDS).toEqual(["acr", "ani", "arc", "ath", "dec", "his", "ins", "itm", "inv", "med", "nat", "prc", "prf", "per", "rel", "slt", "ste", "sur"]);
    expect(SKILL_ABILITIES.ath).toBe("str");
    expect(SKILL_ABILITIES.slt).toBe("dex");
    expect(SKILL_ABILITIES.prc).toBe("wis");
    expect(SKILL_ABILITIES.prf).toBe("cha");
    expect(SKILL_ABILITIES.inv).toBe("int");
    for (const id of SKILL_IDS) expect(ABILITY_IDS).toContain(SKILL_ABILITIES[id]);
    expect(isSkillId("ste")).toBe(true);
    expect(isSkillId("toString")).toBe(false);
  });

  it("CORE-1: skill modifier = ability mod + multiplier × PB (half rounded down) + bonus", () => {
    expect(checkTotal(-1, proficiencyContribution(1, 2), 2)).toBe(3);
    expect(checkTotal(3, proficiencyContribution(0.5, 3))).toBe(4);
  });

  it("CORE-1: more proficiency never lowers a modifier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: -5, max: 10 }), (pb, mod) => {
        const values = PROFICIENCY_LEVELS.map((p) => checkTotal(mod, proficiencyContribution(p, pb)));
        for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] ?? -Infinity);
        expect(proficiencyContribution(0.5, pb)).toBe(Math.floor(pb / 2));
      }),
    );
  });

  it("passive = 10 + modifier, +5 advantage, −5 disadvantage", () => {
    expect(passiveScore(4)).toBe(14);
    expect(passiveScore(4, "advantage")).toBe(19);
    expect(passiveScore(4, "disadvantage")).toBe(9);
  });
});

describe("saves", () => {
  it("CORE-1: saving throw modifier = ability mod + proficiency + bonus", () => {
  });
});

describe("feature save DCs", () => {
  it("CORE-7: feature save DC = 8 + PB + ability mod", () => {
    expect(featureSaveDc(2, 3)).toBe(13);
    expect(featureSaveDc(6, 5)).toBe(19);
    expect(featureSaveDc(3, -1, 1)).toBe(11);
  });

  it("CORE-7: a character has several named DCs, each computed from its own ability", () => {
    const dcs = computeFeatureDcs(
      [
        { id: "spell", name: "Spellcasting", ability: "cha" },
        { id: "ki", name: "Ki", ability: "wis" },
        { id: "laser", name: "Claw Arm Laser", ability: "con" },
      ],
      { pb: 3, abilityMods: mods },
    );
    expect(dcs.map((dc) => [dc.id, dc.name, dc.value])).toEqual([
      ["spell", "Spellcasting", 15],
      ["ki", "Ki", 11],
      ["laser", "Claw Arm Laser", 13],
    ]);
  });

});
