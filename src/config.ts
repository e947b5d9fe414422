import { ABILITY_IDS, type AbilityId } from "./rules/core/abilities";
import { DAMAGE_TYPES, type DamageType } from "./rules/core/damage-types";
import { REST_TYPES } from "./rules/core/rests";
import type { ACCLIMATION_TABLE, PORT_PRICES_GP } from "./rules/automail";
import { SKILL_ABILITIES, SKILL_IDS, type SkillId } from "./rules/core/skills";
import type { ActorPortFactory } from "./ports/actor-port";

/** A table entry shown by its localized label. */
export interface LabelledEntry {
  label: string;
}

function labelled<T extends string>(ids: readonly T[], prefix: string): Record<T, LabelledEntry> {
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  return Object.fromEntries(ids.map((id) => [id, { label: `${prefix}.${id}` }])) as Record<T, LabelledEntry>;
}

export const ACTOR_SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export type ActorSize = (typeof ACTOR_SIZES)[number];

export const CREATURE_TYPES = [
  "aberration", "beast", "celestial", "construct", "dragon", "elemental", "fey",
  "fiend", "giant", "humanoid", "monstrosity", "ooze", "plant", "undead",
] as const;

/** The 5e conditions, plus "diseased" (GF-STEEL-1, GA-IMM-1 grant immunity to disease). */
export const CONDITION_IDS = [
  "blinded", "charmed", "deafened", "diseased", "exhaustion", "frightened", "grappled", "incapacitated",
  "invisible", "paralyzed", "petrified", "poisoned", "prone", "restrained", "stunned", "unconscious",
] as const;

/** Standard and exotic 5e languages, plus Machine Speech (GF-SP-1, GC-SP-1). */
export const LANGUAGE_IDS = [
  "common", "dwarvish", "elvish", "giant", "gnomish", "goblin", "halfling", "orc",
  "abyssal", "celestial", "deep", "draconic", "infernal", "primordial", "sylvan", "undercommon", "machine",
] as const;

export const SENSE_IDS = ["darkvision", "blindsight", "tremorsense", "truesight"] as const;
export type SenseId = (typeof SENSE_IDS)[number];

/**
 * CONFIG.AUGMENTED: the tables the sheets' selects and the workflows read. Labels are i18n keys, localized where
 * shown, so a module can add or relabel choices at `init` without touching the system. Where a sheet prints a
 * stored id as text (an ability, a skill, a size, a damage type), the template words it by the id's own key
 * (`AUGMENTED.Ability.<id>.long`, …): a new wording of those goes through the lang file.
 */
export const AUGMENTED = {
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  abilities: Object.fromEntries(
    ABILITY_IDS.map((id) => [id, { label: `AUGMENTED.Ability.${id}.long`, abbreviation: `AUGMENTED.Ability.${id}.abbr` }]),
  ) as Record<AbilityId, { label: string; abbreviation: string }>,
  /** The 18 skills with their default ability. */
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  skills: Object.fromEntries(
    SKILL_IDS.map((id) => [id, { label: `AUGMENTED.Skill.${id}`, ability: SKILL_ABILITIES[id] }]),
  ) as Record<SkillId, { label: string; ability: AbilityId }>,
  damageTypes: labelled<DamageType>(DAMAGE_TYPES, "AUGMENTED.DamageType"),
  conditions: labelled(CONDITION_IDS, "AUGMENTED.Condition"),
  sizes: labelled<ActorSize>(ACTOR_SIZES, "AUGMENTED.Size"),
  creatureTypes: labelled(CREATURE_TYPES, "AUGMENTED.CreatureType"),
  languages: labelled(LANGUAGE_IDS, "AUGMENTED.Language"),
  senses: labelled<SenseId>(SENSE_IDS, "AUGMENTED.Sense"),
  movementTypes: labelled(["walk", "fly", "swim", "climb", "burrow"] as const, "AUGMENTED.Movement"),
  // cast: a table other modules may add dice to, read by a stored string.
  hitDice: { d6: { label: "d6" }, d8: { label: "d8" }, d10: { label: "d10" }, d12: { label: "d12" } } as Record<string, LabelledEntry>,
  /** CORE-5: the steps each rest runs, in order (src/rules/core/rests.ts); modules may add rests or steps. */
  // cast: Object.fromEntries types its keys as string; every rest type is mapped, its steps copied out of the readonly table.
  restTypes: Object.fromEntries(
    // cast: the steps copied out of the readonly rules table, for modules to extend.
    Object.entries(REST_TYPES).map(([id, entry]) => [id, { steps: [...entry.steps] as string[] }]),
  ) as Record<string, { steps: string[] }>,
  /**
   * The actor port adapter (src/ports/actor-port.ts `registerActorPort`): on CONFIG, like a document class, so each
   * client holds the one its own code registered at init.
   */
  // cast: filled by the host at init (ports/actor-port.ts); null until then.
  actorPort: null as ActorPortFactory | null,
};

/** AM-ACC-1 acclimation table and AM-PORT-1 port prices, read-only views of the rules' constants (src/rules/automail). */
export interface AutomailConfig {
  acclimation: typeof ACCLIMATION_TABLE;
  portPrices: typeof PORT_PRICES_GP;
}

/** The shared tables, and those a feature adds at init where the host enables it (Automail: workflows/automail/config.ts). */
export type AugmentedConfig = typeof AUGMENTED & { automail?: AutomailConfig };
