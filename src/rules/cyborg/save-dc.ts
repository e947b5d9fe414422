/**
 * Augment save DC (CY-DC-1), also used by save-based attack augments (CY-ATK-3) and Lasting Effects (CY-LE-1).
 *
 * Interpretation (documented choices):
 * - An augment uses one of its character's class feature DCs. Unset (or naming a DC the character no longer
 *   has) and the character has exactly one: that one, without asking. None: 8 + PB + the augment's relevant
 *   ability modifier. Several: the install workflow asks which and records it (`saveDcChoice`); until someone
 *   chooses, the first DC in the character's list is shown, marked `choiceNeeded` so the sheet says so.
 */
import type { AbilityId } from "../core/abilities";
import { SAVE_DC_BASE, featureSaveDc } from "../core/feature-dc";
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
  /** The augment names a feature DC the actor no longer has; what is shown instead carries a warning. */
  missingFeature: boolean;
  /** Several feature DCs and none chosen: the DC shown is the first one until the choice is made. */
  choiceNeeded: boolean;
}

/** Base of the fallback formula, 8 + PB + mod (the core save DC formula's). */
export const AUGMENT_SAVE_DC_BASE = SAVE_DC_BASE;

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
  const missingFeature = wanted !== null && !featureDcs.some((f) => f.id === wanted);
  const feature = featureDcs.find((f) => f.id === wanted) ?? featureDcs[0];
  if (feature) {
    const chosen = feature.id === wanted || featureDcs.length === 1;
    return { dc: feature.dc, source: "feature", featureId: feature.id, parts: null, missingFeature, choiceNeeded: !chosen };
  }
  const abilityModifier = augment.ability === null ? 0 : abilityModifiers[augment.ability];
  return {
    dc: featureSaveDc(proficiencyBonus, abilityModifier),
    source: "augment",
    featureId: null,
    parts: { base: AUGMENT_SAVE_DC_BASE, proficiency: proficiencyBonus, ability: augment.ability, abilityModifier },
    missingFeature,
    choiceNeeded: false,
  };
}

/** What the install workflow does about CY-DC-1 for this augment on this character. */
export type SaveDcChoice =
  | { kind: "keep" } // a DC the character has is already chosen, or the character has none (8 + PB + mod)
  | { kind: "take"; featureId: string } // unset, and the character has exactly one: recorded without asking
  | { kind: "ask"; options: readonly FeatureSaveDc[] }; // unset, several: the user picks one

/** CY-DC-1: an augment calls for a save when its attack does (CY-ATK-3) or it carries a Lasting Effect (CY-LE-1). */
export function callsForSave(augment: Pick<AugmentState, "attackSave" | "lastingEffect">): boolean {
  return augment.attackSave !== null || (augment.lastingEffect ?? "") !== "";
}

/**
 * CY-DC-1 at installation: keep the chosen DC, take the only one, or ask among several. An augment that calls
 * for no save is not worth a question: it keeps what it has (the only DC is still recorded, harmlessly).
 */
export function saveDcChoice(
  augment: Pick<AugmentState, "saveDcFeatureId" | "attackSave" | "lastingEffect">,
  featureDcs: readonly FeatureSaveDc[],
): SaveDcChoice {
  const wanted = augment.saveDcFeatureId;
  if (featureDcs.length === 0 || (wanted !== null && featureDcs.some((f) => f.id === wanted))) return { kind: "keep" };
  const only = featureDcs.length === 1 ? featureDcs[0] : undefined;
  if (only) return { kind: "take", featureId: only.id };
  return callsForSave(augment) ? { kind: "ask", options: featureDcs } : { kind: "keep" };
}
