// The dnd5e activities an augment's purpose calls for: src/adapters/dnd5e/activities/from-augment.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activityFieldsOf, augmentActivities, AUGMENT_ACTIVITY_IDS, type AugmentActivityFields, isAugmentActivityId, saveDcCalculation } from "../../../src/adapters/dnd5e/activities/from-augment";
import { ABILITY_IDS } from "../../../src/rules/core/abilities";
import { AUGMENT_PURPOSES, MOBILITY_MODES } from "../../../src/rules/cyborg/augment";

const fields = (over: Partial<AugmentActivityFields> = {}): AugmentActivityFields => ({
  purpose: "attack",
  ability: "dex",
  damageType: "piercing",
  attackSave: null,
  saveDcFeatureId: null,
  dice: 1,
  rangeFt: null,
  passive: false,
  mobilityMode: null,
  ...over,
});

const only = (activities: Record<string, unknown>): Record<string, unknown> => {
  const list = Object.values(activities);
  expect(list).toHaveLength(1);
  return list[0] as Record<string, unknown>;
};

describe("augment activities for dnd5e", () => {
  it("CY-ATK-1/2: an attack augment is an attack activity, a Bonus Action: to hit + ability modifier + PB, Nd6 + modifier of its type", () => {
    const activity = only(augmentActivities(fields({ dice: 3, rangeFt: 60 })));
    expect(activity).toMatchObject({
      _id: AUGMENT_ACTIVITY_IDS.attack,
      type: "attack",
      activation: { type: "bonus" },
      attack: { ability: "dex", bonus: "@prof", flat: false, type: { value: "ranged", classification: "weapon" } },
      damage: { parts: [{ number: 3, denomination: 6, bonus: "@mod", types: ["piercing"] }] },
      range: { value: "60", units: "ft" },
    });
  });

  it("CY-ATK-1: without a designed range the attack is a melee one within 5 ft; without an ability, no modifier", () => {
    const activity = only(augmentActivities(fields({ ability: null })));
    expect(activity).toMatchObject({ attack: { ability: "none", type: { value: "melee" } }, range: { value: "5", units: "ft" }, damage: { parts: [{ bonus: "" }] } });
  });

  it("CY-ATK-3 / CY-DC-1: a save-based attack augment is a save activity of its save ability at the augment save DC, damage on a failure", () => {
    const activity = only(augmentActivities(fields({ ability: "con", attackSave: "dex", damageType: "fire", rangeFt: 15 })));
    expect(activity).toMatchObject({
      _id: AUGMENT_ACTIVITY_IDS.save,
      type: "save",
      save: { ability: ["dex"], dc: { calculation: "con", formula: "" } },
      damage: { onSave: "none", parts: [{ number: 1, denomination: 6, bonus: "@abilities.con.mod", types: ["fire"] }] },
    });
  });

  it("CY-DC-1: the feature DC the augment names, else 8 + PB + its relevant ability modifier, as dnd5e's DC calculation", () => {
    expect(saveDcCalculation({ ability: "con", saveDcFeatureId: null })).toEqual({ calculation: "con", formula: "" });
    expect(saveDcCalculation({ ability: "con", saveDcFeatureId: "ability.wis" })).toEqual({ calculation: "wis", formula: "" });
    expect(saveDcCalculation({ ability: "con", saveDcFeatureId: "formula.abc.def" }, 15)).toEqual({ calculation: "", formula: "15" });
    // A fixed feature DC whose value is not known (no owner): the augment's own.
    expect(saveDcCalculation({ ability: "con", saveDcFeatureId: "formula.abc.def" })).toEqual({ calculation: "con", formula: "" });
    expect(saveDcCalculation({ ability: null, saveDcFeatureId: null })).toEqual({ calculation: "", formula: "8 + @prof" });
  });

  it("CY-HEAL-1: a healing augment is a heal activity, an Action, Nd6 + Intelligence modifier within its range", () => {
    const activity = only(augmentActivities(fields({ purpose: "healing", ability: "wis", dice: 2, rangeFt: 30 })));
    expect(activity).toMatchObject({ type: "heal", activation: { type: "action" }, healing: { number: 2, denomination: 6, bonus: "@abilities.int.mod", types: ["healing"] }, range: { value: "30", units: "ft" } });
  });

  it("CY-ENV-1: an environmental augment is a utility activity whose roll is the Augment Check, 1d20 + PB with advantage", () => {
    const activity = only(augmentActivities(fields({ purpose: "environmental" })));
    expect(activity).toMatchObject({ type: "utility", activation: { type: "action" }, roll: { formula: "2d20kh + @prof" }, range: { units: "self" } });
  });

  it("CY-UTL-1: a utility augment is a utility activity, an Action, its range at most 60 ft", () => {
    const activity = only(augmentActivities(fields({ purpose: "utility", rangeFt: 90 })));
    expect(activity).toMatchObject({ type: "utility", activation: { type: "action" }, roll: { formula: "" }, range: { value: "60", units: "ft" } });
  });

  it("CY-MOB-1/3/4: flight and transformation are a utility lasting 1 minute, a jump one without duration; speed improvements none (CY-USE-3)", () => {
    expect(only(augmentActivities(fields({ purpose: "mobility", mobilityMode: "fly" })))).toMatchObject({ type: "utility", duration: { value: "1", units: "minute" } });
    expect(only(augmentActivities(fields({ purpose: "mobility", mobilityMode: "transform" })))).toMatchObject({ duration: { value: "1", units: "minute" } });
    expect(only(augmentActivities(fields({ purpose: "mobility", mobilityMode: "jump" })))).toMatchObject({ duration: { units: "inst" } });
    for (const mode of ["swim", "climb", "burrow", "walk", "other"] as const) expect(augmentActivities(fields({ purpose: "mobility", mobilityMode: mode })), mode).toEqual({});
    expect(augmentActivities(fields({ purpose: "mobility", mobilityMode: null }))).toEqual({});
  });

  it("CY-USE-3 / CY-SLOT-4: a passive augment and a prosthetic have no activity", () => {
    expect(augmentActivities(fields({ purpose: "utility", passive: true }))).toEqual({});
    expect(augmentActivities(fields({ purpose: "prosthetic" }))).toEqual({});
  });

  it("CY-USE-1: every activity spends one of the item's own uses, as dnd5e consumption", () => {
    fc.assert(
      fc.property(
        fc.record({
          purpose: fc.constantFrom(...AUGMENT_PURPOSES),
          ability: fc.constantFrom(null, ...ABILITY_IDS),
          attackSave: fc.constantFrom(null, ...ABILITY_IDS),
          dice: fc.integer({ min: -3, max: 9 }),
          rangeFt: fc.constantFrom(null, 0, 5, 30, 60, 120),
          passive: fc.boolean(),
          mobilityMode: fc.constantFrom(null, ...MOBILITY_MODES),
        }),
        (over) => {
          for (const [id, activity] of Object.entries(augmentActivities(fields(over)))) {
            expect(isAugmentActivityId(id)).toBe(true);
            expect(activity._id).toBe(id);
            expect(id).toMatch(/^[a-zA-Z0-9]{16}$/);
            expect(activity.consumption.targets).toEqual([{ type: "itemUses", target: "", value: "1", scaling: {} }]);
            const part = activity.type === "heal" ? activity.healing : activity.type === "utility" ? null : activity.damage.parts[0];
            if (part) expect([1, 2, 3, 4, 5]).toContain(part.number);
            if (activity.range.units === "ft") expect(Number(activity.range.value)).toBeLessThanOrEqual(60);
          }
        },
      ),
    );
  });

  it("reads a hand-made augment's fields defensively: no valid purpose, no activities; missing fields take safe values", () => {
    expect(activityFieldsOf({})).toBeNull();
    expect(activityFieldsOf(null)).toBeNull();
    expect(activityFieldsOf({ purpose: "flying" })).toBeNull();
    expect(activityFieldsOf({ purpose: "attack" })).toEqual({ purpose: "attack", ability: null, damageType: null, attackSave: null, saveDcFeatureId: null, dice: 1, rangeFt: null, passive: false, mobilityMode: null });
    expect(activityFieldsOf({ purpose: "mobility", ability: "xyz", dice: 4, mobility: { mode: "fly", bonus: 20 }, rangeFt: "far", saveDcFeatureId: "" })).toMatchObject({ ability: null, dice: 4, mobilityMode: "fly", rangeFt: null, saveDcFeatureId: null });
  });
});
