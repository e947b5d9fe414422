import type { AbilityId } from "./abilities";

/**
 * CORE-7: named feature save DCs. A character may have several (one per class feature, plus the augment
 * fallback in CY-DC-1); each is kept with its name so a workflow can ask "which DC?" and record the answer.
 */

/** 8 + proficiency bonus + the ability's modifier (+ any flat bonus, e.g. a magic focus). */
export function featureSaveDc(pb: number, abilityMod: number, bonus = 0): number {
  return 8 + pb + abilityMod + bonus;
}

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
    value: featureSaveDc(ctx.pb, ctx.abilityMods[source.ability], source.bonus ?? 0),
  }));
}
