import type { AbilityId } from "./abilities";
import { type CheckModifier, checkModifier } from "./skills";
import type { ProficiencyLevel } from "./proficiency";

/** One saving throw's inputs: which ability, how proficient, and flat bonuses. */
export interface SaveInput {
  ability: AbilityId;
  abilityMod: number;
  /** Saves are normally 0 or 1; half and double are allowed for features that grant them. */
  proficiency: ProficiencyLevel;
  pb: number;
  bonus?: number;
}

export interface SaveModifier extends CheckModifier {
  ability: AbilityId;
}

/**
 * Saving throw modifier: the same arithmetic as a check (ability mod + proficiency part + bonus); kept
 * as its own entry point so save-only bonuses (e.g. an aura) have one obvious place to be passed in.
 */
export function saveModifier(input: SaveInput): SaveModifier {
  const parts = checkModifier(input);
  return { ...parts, ability: input.ability };
}
