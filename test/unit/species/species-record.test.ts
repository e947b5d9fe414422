/**
 * What applying a species records and writes, and what removing it writes (CY-SP-1, GF-SP-1, GC-SP-1, GA-SP-1):
 * only real changes are written (no write that leaves a value as it is), the record holds exactly what changed,
 * and removal takes back only what the species itself did.
 *
 * Run: npx vitest run --project unit test/unit/species/species-record.test.ts
 */
import { describe, expect, it } from "vitest";
import type { AbilityId } from "../../../src/rules/core/abilities";
import {
  type AppliedSpecies,
  type SpeciesActorState,
  type SpeciesDefinition,
  abilityChoiceCount,
  choosableAbilities,
  emptyApplied,
  needsChoices,
  planSpecies,
  planSpeciesRemoval,
  toActorUpdate,
} from "../../../src/rules/species";

const LANGS = ["common", "dwarvish", "elvish", "machine", "orc"];

/** A species that sets nothing at all. */
const blank: SpeciesDefinition = {
  abilities: {},
  abilityChoice: { count: 0, amount: 1, allowed: [] },
  size: null,
  walk: null,
  creatureTypes: [],
  languages: { fixed: [], choices: 0 },
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

function applied(overrides: Partial<AppliedSpecies> = {}): AppliedSpecies {
  return { ...emptyApplied(), active: true, ...overrides };
}

function planned(species: SpeciesDefinition, state: SpeciesActorState, choices = { abilities: [] as string[], languages: [] as string[] }) {
  const plan = planSpecies(species, state, choices, LANGS);
  if (!plan.ok) throw new Error(`refused: ${JSON.stringify(plan.refusal)}`);
  return plan;
}

describe("species record: what applying records", () => {
  it("CY-SP-1: a species that sets nothing records nothing and writes nothing", () => {
    expect(emptyApplied()).toEqual({
      active: false,
      abilities: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 },
      chosen: { abilities: [], languages: [] },
      size: { from: "", to: "" },
      walk: { from: null, to: null },
      creatureTypes: { added: [], removed: [] },
      languages: { added: [] },
    });
    const plan = planned(blank, actor({ creatureTypes: ["fey"], languages: ["elvish"] }));
    expect(plan.changes).toStrictEqual({ abilities: {} });
    expect(plan.applied).toEqual({ ...emptyApplied(), active: true });
    expect(toActorUpdate(plan.changes)).toStrictEqual({});
  });

  it("GF-SP-1: the record holds the abilities and languages chosen", () => {
    const species = { ...blank, abilityChoice: { count: 2, amount: 1, allowed: [] }, languages: { fixed: [], choices: 1 } };
    const plan = planned(species, actor(), { abilities: ["int", "dex"], languages: ["orc"] });
    expect(plan.applied.chosen).toEqual({ abilities: ["int", "dex"], languages: ["orc"] });
    expect(plan.changes).toStrictEqual({ abilities: { int: 11, dex: 11 }, languages: ["orc"] });
  });

  it("CY-SP-1: scores the species does not touch are left as they are, even outside 1..30", () => {
    const start = actor({ abilities: { str: 10, dex: 35, con: 10, int: 0, wis: 10, cha: 10 } });
    const plan = planned({ ...blank, abilities: { str: 1 } }, start);
    expect(plan.changes).toStrictEqual({ abilities: { str: 11 } });
    expect(plan.applied.abilities).toEqual({ str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 });
  });

  it("GC-SP-1: creature types already held and languages already known are not written again", () => {
    const species = { ...blank, creatureTypes: ["humanoid"], languages: { fixed: ["common"], choices: 0 } };
    const plan = planned(species, actor({ creatureTypes: ["humanoid"], languages: ["common"] }));
    expect(plan.changes).toStrictEqual({ abilities: {} });
    expect(plan.applied.creatureTypes).toEqual({ added: [], removed: [] });
    expect(plan.applied.languages).toEqual({ added: [] });
  });

  it("GF-SP-1: the creature types the actor loses are recorded, so removal gives them back", () => {
    const species = { ...blank, creatureTypes: ["construct", "humanoid"] };
    const start = actor({ creatureTypes: ["humanoid", "fey"] });
    const plan = planned(species, start);
    expect(plan.applied.creatureTypes).toEqual({ added: ["construct"], removed: ["fey"] });
    expect(plan.changes.creatureTypes).toEqual(["construct", "humanoid"]);
    const after = { ...start, creatureTypes: ["construct", "humanoid"] };
    expect(planSpeciesRemoval(plan.applied, after).creatureTypes).toEqual(["humanoid", "fey"]);
  });

  it("GF-SP-1: creature types and languages are trimmed and blanks dropped", () => {
    const species = { ...blank, creatureTypes: [" construct ", "", "construct"], languages: { fixed: [" machine", "  "], choices: 0 } };
    const plan = planned(species, actor());
    expect(plan.changes).toStrictEqual({ abilities: {}, creatureTypes: ["construct"], languages: ["machine"] });
  });
});

describe("species choices", () => {
  it("GF-SP-1: an allowed list naming no real ability leaves all six to choose from", () => {
    const species = { abilityChoice: { count: 2, amount: 1, allowed: ["xyz" as AbilityId] } };
    expect(choosableAbilities(species)).toEqual(["str", "dex", "con", "int", "wis", "cha"]);
    expect(abilityChoiceCount(species)).toBe(2);
    const narrowed = { abilityChoice: { count: 2, amount: 2, allowed: ["xyz", "con"] as AbilityId[] } };
    expect(choosableAbilities(narrowed)).toEqual(["con"]);
    expect(abilityChoiceCount(narrowed)).toBe(1);
  });

  it("CY-SP-1 / GF-SP-1: the player is asked only when there is an ability or a language left to choose", () => {
    expect(needsChoices(blank, [], LANGS)).toBe(false);
    expect(needsChoices({ ...blank, abilityChoice: { count: 1, amount: 2, allowed: [] } }, [], LANGS)).toBe(true);
    expect(needsChoices({ ...blank, languages: { fixed: [], choices: 1 } }, [], LANGS)).toBe(true);
    // Every language is known already: nothing left to pick.
    expect(needsChoices({ ...blank, languages: { fixed: ["common"], choices: 1 } }, LANGS.slice(1), LANGS)).toBe(false);
  });

  it("CY-SP-1: a blank language choice is refused as a missing choice", () => {
    const species = { ...blank, languages: { fixed: ["common"], choices: 1 } };
    for (const blankChoice of ["", "   "]) {
      expect(planSpecies(species, actor(), { abilities: [], languages: [blankChoice] }, LANGS)).toEqual({
        ok: false,
        refusal: { code: "languageCount", expected: 1 },
      });
    }
  });
});

describe("species removal: only what the species did, no empty writes", () => {
  it("CY-SP-1: a score that cannot move (already at the bound) is not written; untouched scores stay out of range", () => {
    const now = actor({ abilities: { str: 1, dex: 35, con: 10, int: 10, wis: 10, cha: 10 } });
    const record = applied({ abilities: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 } });
    expect(planSpeciesRemoval(record, now)).toStrictEqual({ abilities: {} });
  });

  it("GC-SP-1: a size the species found blank is not restored to blank", () => {
    expect(planSpeciesRemoval(applied({ size: { from: "", to: "medium" } }), actor({ size: "medium" }))).toStrictEqual({ abilities: {} });
    expect(planSpeciesRemoval(applied({ size: { from: "small", to: "" } }), actor({ size: "" }))).toStrictEqual({ abilities: {} });
  });

  it("CY-SP-1: size and walk the species set to what they already were are not written back", () => {
    const record = applied({ size: { from: "medium", to: "medium" }, walk: { from: 30, to: 30 } });
    expect(planSpeciesRemoval(record, actor())).toStrictEqual({ abilities: {} });
  });

  it("CY-SP-1: walk goes back only when the record knows the earlier value and nothing changed it since", () => {
    expect(planSpeciesRemoval(applied({ walk: { from: 25, to: 30 } }), actor({ walk: 30 }))).toStrictEqual({ abilities: {}, walk: 25 });
    expect(planSpeciesRemoval(applied({ walk: { from: 25, to: 30 } }), actor({ walk: 40 }))).toStrictEqual({ abilities: {} });
    expect(planSpeciesRemoval(applied({ walk: { from: null, to: 30 } }), actor({ walk: 30 }))).toStrictEqual({ abilities: {} });
  });

  it("GF-SP-1: creature types and languages the actor lost since are not written again", () => {
    const record = applied({ creatureTypes: { added: ["construct"], removed: [] }, languages: { added: ["machine"] } });
    expect(planSpeciesRemoval(record, actor({ creatureTypes: ["humanoid"], languages: ["common"] }))).toStrictEqual({ abilities: {} });
  });

  it("GF-SP-1: a record that changed no creature type leaves the actor's list alone, whatever it holds", () => {
    expect(planSpeciesRemoval(applied(), actor({ creatureTypes: ["fey", "fey", " "] }))).toStrictEqual({ abilities: {} });
  });

  it("GF-SP-1: removal writes only the paths that change", () => {
    expect(toActorUpdate({ abilities: {} })).toStrictEqual({});
    expect(toActorUpdate({ abilities: { wis: 12 }, walk: 25 })).toStrictEqual({ "system.abilities.wis.value": 12, "system.attributes.movement.walk": 25 });
    expect(toActorUpdate({ abilities: {}, size: "small", creatureTypes: [], languages: [] })).toStrictEqual({
      "system.traits.size": "small",
      "system.traits.creatureTypes": [],
      "system.traits.languages": [],
    });
  });
});
