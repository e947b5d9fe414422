/**
 * Challenge rating (npc): the legal values and the proficiency bonus a monster of that CR uses
 * (0–4 → +2, 5–8 → +3, … 29–30 → +9: every four CR steps add one, as the 5e monster tables do).
 */

/** Fractional CRs below 1, then 1..30. */
export const CHALLENGE_RATINGS: readonly number[] = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];

export const MAX_CHALLENGE_RATING = 30;

/** Proficiency bonus from CR: 2 + floor((max(CR, 1) − 1) / 4); CR below 1 counts as 0–4 (+2). Out-of-range values are clamped. */
export function crProficiencyBonus(cr: number): number {
  const clamped = Number.isFinite(cr) ? Math.min(MAX_CHALLENGE_RATING, Math.max(0, cr)) : 0;
  const whole = Math.max(1, Math.floor(clamped));
  return 2 + Math.floor((whole - 1) / 4);
}

/** How a CR is written: "1/8", "1/4", "1/2", or the whole number. */
export function formatChallengeRating(cr: number): string {
  if (cr === 0.125) return "1/8";
  if (cr === 0.25) return "1/4";
  if (cr === 0.5) return "1/2";
  return String(cr);
}

/**
 * CORE-11: the level a rule reads for an NPC of a host whose NPCs have no character level: its class levels where
 * it has some, else its challenge rating rounded down, at least 1 (an unknown CR counts as 0).
 */
export function npcLevel(classLevels: number, cr: number | null): number {
  if (Number.isFinite(classLevels) && classLevels >= 1) return Math.floor(classLevels);
  const rating = cr !== null && Number.isFinite(cr) ? Math.min(MAX_CHALLENGE_RATING, Math.max(0, cr)) : 0;
  return Math.max(1, Math.floor(rating));
}
