/**
 * What the seeds give, as tables the tests hold the compendium items against (the product reads the items, never
 * these): the three Gearforged species (GF-SP-1, GC-SP-1, GA-SP-1) with which of their values are a seed's and
 * which GM defaults, and the four chassis' GM defaults (GC-CH-1).
 */
import type { ChassisDefinition, ChassisKey, GearforgedVariant } from "../../../src/rules/gearforged";
import type { SpeciesDefinition } from "../../../src/rules/species";

/**
 * The species items' numbers: GF-SP-1 (two abilities +1, Common and Machine Speech, walk 30 *default*, size from
 * the chassis), GC-SP-1 (two different abilities +1, walk 30, size and a third language from the chassis),
 * GA-SP-1 (+2 to one ability). All three are construct and humanoid (GF-BODY-6, GC-LIV-1; 004 is a living
 * construct too).
 */
export const GEARFORGED_SPECIES: Readonly<Record<GearforgedVariant, SpeciesDefinition & { fromSeed: { walk: boolean; languages: boolean } }>> = {
  homebrew: {
    abilities: {},
    abilityChoice: { count: 2, amount: 1, allowed: [] },
    size: null,
    walk: 30,
    creatureTypes: ["construct", "humanoid"],
    languages: { fixed: ["common", "machine"], choices: 0 },
    // Seed 001 gives the languages, no speed (RULES.md GF-SP-1: walk 30 *default*).
    fromSeed: { walk: false, languages: true },
  },
  chassis: {
    abilities: {},
    abilityChoice: { count: 2, amount: 1, allowed: [] },
    size: null,
    walk: 30,
    creatureTypes: ["construct", "humanoid"],
    languages: { fixed: ["common", "machine"], choices: 0 },
    fromSeed: { walk: true, languages: true },
  },
  thirteenthAge: {
    abilities: {},
    abilityChoice: { count: 1, amount: 2, allowed: [] },
    size: null,
    walk: 30,
    creatureTypes: ["construct", "humanoid"],
    languages: { fixed: ["common", "machine"], choices: 0 },
    // Seed 004 gives neither a speed nor languages: both are GM defaults.
    fromSeed: { walk: false, languages: false },
  },
};

/** GC-CH-1 defaults: none of these numbers is in seed 002, which the `fromSeed` marks record. */
export const CHASSIS_DEFAULTS: Readonly<Record<ChassisKey, ChassisDefinition>> = {
  dwarf: { size: "medium", walk: null, languages: { fixed: ["dwarvish"], choices: 0 }, fromSeed: { size: false, languages: false, walk: false } },
  gnome: { size: "small", walk: null, languages: { fixed: ["gnomish"], choices: 0 }, fromSeed: { size: false, languages: false, walk: false } },
  human: { size: "medium", walk: null, languages: { fixed: [], choices: 1 }, fromSeed: { size: false, languages: false, walk: false } },
  kobold: { size: "small", walk: null, languages: { fixed: ["draconic"], choices: 0 }, fromSeed: { size: false, languages: false, walk: false } },
};

