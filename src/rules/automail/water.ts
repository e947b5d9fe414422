/**
 * AM-WATER-1: automail is waterproof but not buoyant, so water-based Athletics and Acrobatics checks of a
 * character wearing any automail are at disadvantage. The roll dialog's "in water" toggle supplies `inWater`;
 * the result is one more source for `resolveD20Mode` (src/rules/core/rolls.ts).
 */
import { type LimbState, isWorn } from "./limb";

export const WATER_SKILLS = ["ath", "acr"] as const;

/** Wearing automail means a limb on a port or built on, working or not (a broken limb is just as heavy). */
export function wearsAutomail(limbs: readonly LimbState[]): boolean {
  return limbs.some(isWorn);
}

export function waterDisadvantage(input: { skill: string | null; inWater: boolean; limbs: readonly LimbState[] }): boolean {
  return (
    // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
    input.inWater && (WATER_SKILLS as readonly unknown[]).includes(input.skill) && wearsAutomail(input.limbs)
  );
}
