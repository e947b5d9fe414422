/** The six abilities of the 5e-compatible core (CORE-1), in sheet order. */
export const ABILITY_IDS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;

export function isAbilityId(value: unknown): value is AbilityId {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ABILITY_IDS as readonly unknown[]).includes(value);
}

/** CORE-1: modifier = floor((score − 10) / 2). */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/**
 * CORE-1: proficiency bonus from total level, 2 + floor((level − 1) / 4).
 * Levels outside 1..20 are clamped so a half-edited sheet never shows a nonsense bonus.
 */
export function proficiencyBonus(level: number): number {
  const clamped = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.trunc(level)));
  return 2 + Math.floor((clamped - 1) / 4);
}
