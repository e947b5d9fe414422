import type { AbilityId } from "./abilities";

/**
 * CORE-7: named feature save DCs. A character may have several (one per class feature, plus the augment
 * fallback in CY-DC-1); each is kept with its name so a workflow can ask "which DC?" and record the answer.
 */

/**
 * The flat bonus a feature DC may carry on top of 8 + PB + the ability's modifier: what the rules' items give a
 * save DC, +1 to +3 at most (a rare, very rare or legendary focus: the Rod of the Pact Keeper, the Amulet of the
 * Devout, an Arcane Grimoire), and no item lowers one. A stored bonus outside 0..3 is refused at write and ignored
 * where a GM-run action reads it (docs/trust.md).
 */
export const FEATURE_DC_BONUS_MIN = 0;
export const FEATURE_DC_BONUS_MAX = 3;

/** Whether a stored feature DC bonus lies within what the rules give (above). */
export function featureDcBonusWithinRules(bonus: number): boolean {
  return Number.isInteger(bonus) && bonus >= FEATURE_DC_BONUS_MIN && bonus <= FEATURE_DC_BONUS_MAX;
}

/** The 8 every save DC formula starts from. */
export const SAVE_DC_BASE = 8;

/**
 * 8 + proficiency bonus + the ability's modifier (+ any flat bonus, e.g. a magic focus): the one save DC formula
 * (feature DCs, the augment fallback CY-DC-1, the Claw Arm Laser).
 */
export function featureSaveDc(pb: number, abilityMod: number, bonus = 0): number {
  return SAVE_DC_BASE + pb + abilityMod + bonus;
}

/**
 * The most a save DC may be by the rules: 8 + the highest PB (+6) + the highest modifier (+10, a score of 30) + the
 * highest feature bonus. A DC above it (a dnd5e formula's) is no DC the GM's client can vouch for.
 */
export const MAX_SAVE_DC = featureSaveDc(6, 10, FEATURE_DC_BONUS_MAX);

/** A DC as stored on the actor: a stable id, a display name and the ability it keys off. */
export interface FeatureDcSource {
  id: string;
  name: string;
  ability: AbilityId;
  bonus?: number;
}

export interface FeatureDc {
  id: string;
  name: string;
  ability: AbilityId;
  value: number;
}

export interface FeatureDcContext {
  pb: number;
  abilityMods: Readonly<Record<AbilityId, number>>;
}

/** Compute every named DC, in the stored order (the sheet lists them as the player arranged them). */
export function computeFeatureDcs(sources: readonly FeatureDcSource[], ctx: FeatureDcContext): FeatureDc[] {
  return sources.map((source) => ({
    id: source.id,
    name: source.name,
    ability: source.ability,
    value: featureSaveDc(ctx.pb, ctx.abilityMods[source.ability], source.bonus),
  }));
}
