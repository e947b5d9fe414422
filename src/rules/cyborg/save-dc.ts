/**
 * Augment save DC (CY-DC-1), also used by save-based attack augments (CY-ATK-3) and Lasting Effects (CY-LE-1).
 */
import type { AbilityId } from "../core/abilities";
import type { AugmentState } from "./augment";

/** A named class-feature save DC the actor has (CORE-7), computed elsewhere and passed in. */
export interface FeatureSaveDc {
  id: string;
  label: string;
  dc: number;
}

export interface AugmentSaveDc {
  dc: number;
  source: "feature" | "augment";
  /** Set when source is "feature". */
  featureId: string | null;
  /** Parts of 8 + PB + modifier when source is "augment", for the tooltip. */
  parts: { base: 8; proficiency: number; ability: AbilityId | null; abilityModifier: number } | null;
  /** The augment names a feature DC the actor no longer has; the fallback is shown with a warning. */
  missingFeature: boolean;
}

/** Base of the fallback formula, 8 + PB + mod. */
export const AUGMENT_SAVE_DC_BASE = 8;

/**
 * CY-DC-1: the chosen class-feature DC if the actor still has it; else 8 + PB + the augment's relevant ability
 * modifier (0 when the design named no ability). `abilityModifiers` are the current ones, so System Failure's
 * +3 (SF-4) flows through when the caller passes boosted modifiers.
 */
export function augmentSaveDc(
  augment: Pick<AugmentState, "saveDcFeatureId" | "ability">,
  featureDcs: readonly FeatureSaveDc[],
  proficiencyBonus: number,
  abilityModifiers: Readonly<Record<AbilityId, number>>,
): AugmentSaveDc {
  const wanted = augment.saveDcFeatureId;
  const feature = wanted === null ? undefined : featureDcs.find((f) => f.id === wanted);
  if (feature) return { dc: feature.dc, source: "feature", featureId: feature.id, parts: null, missingFeature: false };
  const abilityModifier = augment.ability === null ? 0 : abilityModifiers[augment.ability];
  return {
    dc: AUGMENT_SAVE_DC_BASE + proficiencyBonus + abilityModifier,
    source: "augment",
    featureId: null,
    parts: { base: AUGMENT_SAVE_DC_BASE, proficiency: proficiencyBonus, ability: augment.ability, abilityModifier },
    missingFeature: wanted !== null,
  };
}
