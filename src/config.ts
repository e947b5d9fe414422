import { ABILITY_IDS, type AbilityId } from "./rules/core/abilities";

/**
 * CONFIG.AUGMENTED: the tables the sheets and workflows read. Labels are i18n keys, localized where shown,
 * so a module can add or relabel entries at `init` without touching the system.
 */
export const AUGMENTED = {
  abilities: Object.fromEntries(
    ABILITY_IDS.map((id) => [id, { label: `AUGMENTED.Ability.${id}.long`, abbreviation: `AUGMENTED.Ability.${id}.abbr` }]),
  ) as Record<AbilityId, { label: string; abbreviation: string }>,
};

export type AugmentedConfig = typeof AUGMENTED;
