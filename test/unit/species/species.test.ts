import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ABILITY_IDS, type AbilityId } from "../../../src/rules/core/abilities";
import {
  type SpeciesActorState,
  type SpeciesDefinition,
  needsChoices,
  planSpecies,
  planSpeciesRemoval,
  toActorUpdate,
} from "../../../src/rules/species";

const LANGS = ["common", "dwarvish", "elvish", "machine", "orc"];

/** CY-SP-1: Str +1, Con +1, Humanoid, Medium, walk 30 ft, Common + one language (seed 000). */
const cyborg: SpeciesDefinition = {
  abilities: { str: 1, con: 1 },
  abilityChoice: { count: 0, amount: 1, allowed: [] },
  size: "medium",
  walk: 30,
  creatureTypes: ["humanoid"],
  languages: { fixed: ["common"], choices: 1 },
};

const gearforged: SpeciesDefinition = {
  abilities: {},
  abilityChoice: { count: 2, amount: 1, allowed: [] },
  size: "medium",
  walk: 30,
  creatureTypes: ["construct", "humanoid"],
  languages: { fixed: ["common", "machine"], choices: 0 },
};

function actor(overrides: Partial<SpeciesActorState> = {}): SpeciesActorState {
  return {
    abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    size: "medium",
    walk: 30,
    creatureTypes: [],
    languages: [],
    ...overrides,
  };
}

/** The actor after the changes (what the one update writes). */
function applyChanges(state: SpeciesActorState, changes: ReturnType<typeof planSpeciesRemoval>): SpeciesActorState {
  return {
    abilities: { ...state.abilities, ...changes.abilities } as Record<AbilityId, number>,
    size: changes.size ?? state.size,
    walk: changes.walk ?? state.walk,
    creatureTypes: changes.creatureTypes ?? state.creatureTypes,
    languages: changes.languages ?? state.languages,
  };
}

describe("species rules", () => {
  it("CY-SP-1: Cyborg raises Str and Con by 1, makes a medium humanoid walking 30 ft, Common + one chosen language", () => {
    const start = actor({ size: "small", walk: 25 });
    expect(needsChoices(cyborg, start.languages, LANGS)).toBe(true);
    const plan = planSpecies(cyborg, start, { abilities: [], languages: ["elvish"] }, LANGS);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.changes).toEqual({
      abilities: { str: 11, con: 11 },
      size: "medium",
      walk: 30,
      creatureTypes: ["humanoid"],
      languages: ["common", "elvish"],
    });
    expect(plan.applied).toMatchObject({
      active: true,
      abilities: { str: 1, dex: 0, con: 1, int: 0, wis: 0, cha: 0 },
      size: { from: "small", to: "medium" },
      walk: { from: 25, to: 30 },
      creatureTypes: { added: ["humanoid"], removed: [] },
      languages: { added: ["common", "elvish"] },
    });
    expect(toActorUpdate(plan.changes)).toEqual({
      "system.abilities.str.value": 11,
      "system.abilities.con.value": 11,
      "system.traits.size": "medium",
      "system.attributes.movement.walk": 30,
      "system.traits.creatureTypes": ["humanoid"],
      "system.traits.languages": ["common", "elvish"],
    });
    // Deleting it puts everything back.
    const after = applyChanges(start, plan.changes);
    expect(applyChanges(after, planSpeciesRemoval(plan.applied, after))).toEqual(start);
  });

  it("CY-SP-1: the language choice must be one language not already known", () => {
    const start = actor({ languages: ["elvish"] });
    expect(planSpecies(cyborg, start, { abilities: [], languages: [] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "languageCount", expected: 1 } });
    expect(planSpecies(cyborg, start, { abilities: [], languages: ["elvish"] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "languageRepeated" } });
    expect(planSpecies(cyborg, start, { abilities: [], languages: ["common"] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "languageRepeated" } });
    const plan = planSpecies(cyborg, start, { abilities: [], languages: ["orc"] }, LANGS);
    // A language the actor already knew is not recorded as added, so removal keeps it.
    expect(plan.ok && plan.applied.languages.added).toEqual(["common", "orc"]);
  });

  it("GF-SP-1: two different abilities of the player's choice +1 each", () => {
    const start = actor();
    expect(planSpecies(gearforged, start, { abilities: ["dex"], languages: [] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "abilityCount", expected: 2 } });
    expect(planSpecies(gearforged, start, { abilities: ["dex", "dex"], languages: [] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "abilityRepeated" } });
    const plan = planSpecies(gearforged, start, { abilities: ["dex", "int"], languages: [] }, LANGS);
    expect(plan.ok && plan.changes).toEqual({ abilities: { dex: 11, int: 11 }, creatureTypes: ["construct", "humanoid"], languages: ["common", "machine"] });
    const restricted = { ...gearforged, abilityChoice: { count: 1, amount: 2, allowed: ["str", "con"] as AbilityId[] } };
    expect(planSpecies(restricted, start, { abilities: ["wis"], languages: [] }, LANGS)).toMatchObject({ ok: false, refusal: { code: "abilityNotAllowed" } });
    // GA-SP-1: +2 to one ability.
    const plan2 = planSpecies(restricted, start, { abilities: ["con"], languages: [] }, LANGS);
    expect(plan2.ok && plan2.changes.abilities).toEqual({ con: 12 });
  });

  it("GC-SP-1: a species without a size leaves the chassis' size alone, and removal leaves it too", () => {
    const species = { ...gearforged, size: null };
    const start = actor({ size: "small" });
    const plan = planSpecies(species, start, { abilities: ["str", "wis"], languages: [] }, LANGS);
    expect(plan.ok && plan.changes.size).toBeUndefined();
    if (!plan.ok) return;
    const after = applyChanges(start, plan.changes);
    expect(planSpeciesRemoval(plan.applied, after).size).toBeUndefined();
  });

  it("scores stay in 1..30 and the record holds the change actually made", () => {
    const start = actor({ abilities: { str: 30, dex: 10, con: 29, int: 10, wis: 10, cha: 10 } });
    const plan = planSpecies({ ...cyborg, abilities: { str: 1, con: 2 } }, start, { abilities: [], languages: ["orc"] }, LANGS);
    expect(plan.ok && plan.applied.abilities).toMatchObject({ str: 0, con: 1 });
    expect(plan.ok && plan.changes.abilities).toEqual({ con: 30 });
  });

  it("removal keeps later changes made by someone else (size changed since, languages learned since)", () => {
    const start = actor({ size: "small" });
    const plan = planSpecies(cyborg, start, { abilities: [], languages: ["orc"] }, LANGS);
    if (!plan.ok) throw new Error("refused");
    const later = { ...applyChanges(start, plan.changes), size: "large", languages: ["common", "orc", "dwarvish"] };
    const removal = planSpeciesRemoval(plan.applied, later);
    expect(removal.size).toBeUndefined();
    expect(removal.languages).toEqual(["dwarvish"]);
  });

  it("an inactive record removes nothing", () => {
    const plan = planSpecies(cyborg, actor(), { abilities: [], languages: ["orc"] }, LANGS);
    if (!plan.ok) throw new Error("refused");
    expect(planSpeciesRemoval({ ...plan.applied, active: false }, actor())).toEqual({ abilities: {} });
  });

  it("property: applying then removing any species restores the actor exactly", () => {
    const score = fc.integer({ min: 1, max: 30 });
    const state = fc.record({
      abilities: fc.record({ str: score, dex: score, con: score, int: score, wis: score, cha: score }),
      size: fc.constantFrom("tiny", "small", "medium", "large"),
      walk: fc.integer({ min: 0, max: 60 }),
      creatureTypes: fc.uniqueArray(fc.constantFrom("humanoid", "construct", "fey"), { maxLength: 2 }),
      languages: fc.uniqueArray(fc.constantFrom(...LANGS), { maxLength: 3 }),
    });
    const species = fc.record({
      abilities: fc.record({ str: fc.integer({ min: -5, max: 5 }), con: fc.integer({ min: -5, max: 5 }) }),
      abilityChoice: fc.record({ count: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 2 }), allowed: fc.constant([] as AbilityId[]) }),
      size: fc.constantFrom(null, "small", "medium"),
      walk: fc.constantFrom(null, 25, 30, 35),
      creatureTypes: fc.uniqueArray(fc.constantFrom("humanoid", "construct"), { maxLength: 2 }),
      languages: fc.record({ fixed: fc.uniqueArray(fc.constantFrom(...LANGS), { maxLength: 2 }), choices: fc.integer({ min: 0, max: 2 }) }),
    });
    fc.assert(
      fc.property(state, species, (start, def) => {
        const taken = new Set([...start.languages, ...def.languages.fixed]);
        const free = LANGS.filter((l) => !taken.has(l));
        const choices = { abilities: ABILITY_IDS.slice(0, def.abilityChoice.count), languages: free.slice(0, def.languages.choices) };
        const plan = planSpecies(def, start, choices, LANGS);
        if (!plan.ok) return false;
        const after = applyChanges(start, plan.changes);
        const back = applyChanges(after, planSpeciesRemoval(plan.applied, after));
        expect({ ...back, creatureTypes: [...back.creatureTypes].sort(), languages: [...back.languages].sort() }).toEqual({
          ...start,
          creatureTypes: [...start.creatureTypes].sort(),
          languages: [...start.languages].sort(),
        });
        return true;
      }),
    );
  });
});
