/**
 * Proficiency multipliers shared by skills, saves and tools. Kept apart from abilities.ts so the
 * proficiency bonus (CORE-1) and how much of it a trained roll gets stay two separate decisions.
 */

/** 0 untrained, 0.5 half proficiency (Jack of All Trades), 1 proficient, 2 expertise. */
export const PROFICIENCY_LEVELS = [0, 0.5, 1, 2] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

export function isProficiencyLevel(value: unknown): value is ProficiencyLevel {
  // The four levels compared directly: read for every skill and save of every actor preparation.
  return value === 0 || value === 0.5 || value === 1 || value === 2;
}

/**
 * The part of the proficiency bonus a roll gets: multiplier × PB, rounded down, so half proficiency
 * with PB 3 adds 1 (the 5e rounding rule for halves).
 */
export function proficiencyContribution(level: ProficiencyLevel, pb: number): number {
  return Math.floor(level * pb);
}
