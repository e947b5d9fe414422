import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  augmentAttack,
  augmentDamage,
  augmentSaveDc,
  saveDcChoice,
  environmentalCheck,
  healingCheck,
  healingDice,
  resolveEnvironmentalCheck,
  resolveHealing,
} from "../../../src/rules/cyborg";
import { MODS, makeAugment } from "./fixtures";

const FEATURES = [
  { id: "spellcasting", label: "Spellcasting", dc: 15 },
  { id: "ki", label: "Ki", dc: 13 },
];

describe("augment save DC", () => {
  it("CY-DC-1: only a character with no class feature DC uses 8 + PB + the augment's ability modifier", () => {
    const a = makeAugment({ ability: "int" });
    expect(augmentSaveDc(a, [], 3, MODS)).toEqual({
      dc: 15,
      source: "augment",
      featureId: null,
      parts: { base: 8, proficiency: 3, ability: "int", abilityModifier: 4 },
      missingFeature: false,
      choiceNeeded: false,
    });
    expect(augmentSaveDc(makeAugment({ ability: null }), [], 2, MODS).dc).toBe(10);
  });

  it("CY-DC-1: a chosen class feature save DC is used as is", () => {
    const a = makeAugment({ ability: "int", saveDcFeatureId: "ki" });
    expect(augmentSaveDc(a, FEATURES, 3, MODS)).toMatchObject({ dc: 13, source: "feature", featureId: "ki", choiceNeeded: false });
  });

  it("CY-DC-1: unset with exactly one class feature DC: that one, no question", () => {
    const a = makeAugment({ ability: "int" });
    expect(augmentSaveDc(a, [FEATURES[1]!], 3, MODS)).toMatchObject({ dc: 13, source: "feature", featureId: "ki", choiceNeeded: false });
    expect(saveDcChoice(a, [FEATURES[1]!])).toEqual({ kind: "take", featureId: "ki" });
  });

  it("CY-DC-1: unset with several: the install asks; until then the first is shown and marked as a choice to make", () => {
    const a = makeAugment({ ability: "int", attackSave: "dex" });
    expect(augmentSaveDc(a, FEATURES, 3, MODS)).toMatchObject({ dc: 15, source: "feature", featureId: "spellcasting", choiceNeeded: true });
    expect(saveDcChoice(a, FEATURES)).toEqual({ kind: "ask", options: FEATURES });
    expect(saveDcChoice(makeAugment({ saveDcFeatureId: "ki" }), FEATURES)).toEqual({ kind: "keep" });
    expect(saveDcChoice(a, [])).toEqual({ kind: "keep" });
    // An augment that calls for no save (no save-based attack, no Lasting Effect) is not worth the question.
    expect(saveDcChoice(makeAugment({ attackSave: null, lastingEffect: null }), FEATURES)).toEqual({ kind: "keep" });
    expect(saveDcChoice(makeAugment({ lastingEffect: "Burning" }), FEATURES)).toMatchObject({ kind: "ask" });
  });

  it("CY-DC-1: a chosen feature the character no longer has counts as unset, with a warning", () => {
    const a = makeAugment({ ability: "str", saveDcFeatureId: "gone", attackSave: "con" });
    expect(augmentSaveDc(a, FEATURES, 2, MODS)).toMatchObject({ dc: 15, source: "feature", missingFeature: true, choiceNeeded: true });
    expect(augmentSaveDc(a, [], 2, MODS)).toMatchObject({ dc: 13, source: "augment", missingFeature: true });
    expect(saveDcChoice(a, FEATURES)).toEqual({ kind: "ask", options: FEATURES });
  });

  it("CY-DC-1: the DC shown is always one of the character's feature DCs when it has any", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), label: fc.constant("F"), dc: fc.integer({ min: 8, max: 25 }) }), {
          selector: (f) => f.id,
          maxLength: 4,
        }),
        fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
        (features, chosen) => {
          const result = augmentSaveDc(makeAugment({ saveDcFeatureId: chosen }), features, 2, MODS);
          if (features.length === 0) expect(result.source).toBe("augment");
          else expect(features.map((f) => f.id)).toContain(result.featureId);
        },
      ),
    );
  });
});

describe("attack augments", () => {
  it("CY-ATK-1: attack roll 1d20 + PB + relevant ability modifier, as a Bonus Action", () => {
    const a = makeAugment({ ability: "str" });
    const plan = augmentAttack(a, 2, MODS, augmentSaveDc(a, [], 2, MODS));
    expect(plan).toEqual({
      mode: "attackRoll",
      formula: "1d20 + 2 + 3",
      bonus: 5,
      parts: { proficiency: 2, ability: "str", abilityModifier: 3 },
      action: "bonus",
    });
    const weak = makeAugment({ ability: "cha" });
    expect(augmentAttack(weak, 2, MODS, augmentSaveDc(weak, [], 2, MODS))).toMatchObject({ formula: "1d20 + 2 - 1", bonus: 1 });
  });

  it("CY-ATK-2: damage Nd6 + relevant ability modifier of the designed type, N starting at 1", () => {
    expect(augmentDamage(makeAugment({ ability: "dex", damageType: "fire" }), MODS)).toEqual({
      dice: 1,
      modifier: 2,
      formula: "1d6 + 2",
      damageType: "fire",
    });
    expect(augmentDamage(makeAugment({ ability: "wis", dice: 3 }), MODS).formula).toBe("3d6");
    expect(augmentDamage(makeAugment({ ability: "cha", dice: 5 }), MODS).formula).toBe("5d6 - 1");
  });

  it("CY-ATK-2: dice are clamped to 1..5 whatever the stored value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double()), (dice) => {
        const { dice: n } = augmentDamage(makeAugment({ dice }), MODS);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(5);
        expect(Number.isInteger(n)).toBe(true);
      }),
    );
  });

  it("CY-ATK-2: a total never goes below zero", () => {
  });

  it("CY-ATK-3: a save-based attack augment uses the augment save DC", () => {
    const a = makeAugment({ ability: "con", attackSave: "dex", saveDcFeatureId: "spellcasting" });
    expect(augmentAttack(a, 2, MODS, augmentSaveDc(a, FEATURES, 2, MODS))).toEqual({
      mode: "save",
      saveAbility: "dex",
      dc: 15,
      dcSource: "feature",
      action: "bonus",
    });
    const b = makeAugment({ ability: "con", attackSave: "con" });
    expect(augmentAttack(b, 2, MODS, augmentSaveDc(b, [], 2, MODS))).toMatchObject({ mode: "save", dc: 11, dcSource: "augment" });
  });
});

describe("healing augments", () => {
  it("CY-HEAL-1: Augment Check is 1d20 + PB without advantage", () => {
    expect(healingCheck(3)).toEqual({ formula: "1d20 + 3", bonus: 3, advantage: false });
  });

  it("CY-HEAL-1: success heals Nd6 + Intelligence modifier, whatever the design's ability", () => {
    const a = makeAugment({ purpose: "healing", ability: "wis", dice: 2 });
    expect(healingDice(a, MODS)).toEqual({ dice: 2, modifier: 4, formula: "2d6 + 4" });
    expect(resolveHealing(a, MODS, { total: 15, dc: 15 })).toEqual({
      success: true,
      healing: { dice: 2, modifier: 4, formula: "2d6 + 4" },
      useSpent: true,
    });
  });

  it("CY-HEAL-1: failure heals nothing but the use is still spent", () => {
    const a = makeAugment({ purpose: "healing" });
    expect(resolveHealing(a, MODS, { total: 14, dc: 15 })).toEqual({ success: false, healing: null, useSpent: true });
  });
});

describe("environmental augments", () => {
  it("CY-ENV-1: Augment Check is 1d20 + PB with advantage", () => {
    expect(environmentalCheck(2)).toEqual({ formula: "2d20kh + 2", bonus: 2, advantage: true });
  });

  it("CY-ENV-2: a failed destructive contact check calls for a Constitution save; other outcomes do not", () => {
    expect(resolveEnvironmentalCheck({ total: 9, dc: 12 }, true)).toEqual({ success: false, backlashSaveRequired: true });
    expect(resolveEnvironmentalCheck({ total: 9, dc: 12 }, false)).toEqual({ success: false, backlashSaveRequired: false });
    expect(resolveEnvironmentalCheck({ total: 12, dc: 12 }, true)).toEqual({ success: true, backlashSaveRequired: false });
  });

});

describe("CY-DC-1: the chosen DC, gone or there, and when to ask", () => {
  it("CY-DC-1: a chosen DC the character still has is no missing feature; one it lost is (and the first stands in, to be chosen)", () => {
    expect(augmentSaveDc(makeAugment({ saveDcFeatureId: "ki" }), FEATURES, 3, MODS)).toMatchObject({ featureId: "ki", missingFeature: false, choiceNeeded: false });
    expect(augmentSaveDc(makeAugment({ saveDcFeatureId: "gone" }), FEATURES, 3, MODS)).toMatchObject({ featureId: FEATURES[0]!.id, missingFeature: true, choiceNeeded: true });
    expect(augmentSaveDc(makeAugment({ saveDcFeatureId: null }), [], 3, MODS)).toMatchObject({ source: "augment", missingFeature: false });
  });

  it("CY-DC-1: no DC to choose keeps the augment's own; a chosen one kept; a lost one with several to choose from is asked", () => {
    const saving = makeAugment({ attackSave: "dex", saveDcFeatureId: null });
    expect(saveDcChoice(saving, [])).toEqual({ kind: "keep" });
    expect(saveDcChoice({ ...saving, saveDcFeatureId: "ki" }, FEATURES)).toEqual({ kind: "keep" });
    expect(saveDcChoice({ ...saving, saveDcFeatureId: "gone" }, FEATURES)).toEqual({ kind: "ask", options: FEATURES });
    expect(saveDcChoice({ ...saving, saveDcFeatureId: "gone" }, [FEATURES[0]!])).toEqual({ kind: "take", featureId: FEATURES[0]!.id });
  });
});
