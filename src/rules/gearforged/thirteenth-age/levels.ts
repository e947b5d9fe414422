/**
 * Seed 004 levels: a 13th Age level = ceil(level / 2) (*default*; the world setting "full" uses the level as
 * it is). Tiers follow the 13th Age level: adventurer 1–4, champion 5–7, epic 8 and up, which under the default
 * is character levels 1–8, 9–14 and 15–20. A feat works when the character has it and is of its tier or above.
 */
export const LEVEL_SCALES = ["half", "full"] as const;
export type LevelScale = (typeof LEVEL_SCALES)[number];
export const DEFAULT_LEVEL_SCALE: LevelScale = "half";

export const TIERS = ["adventurer", "champion", "epic"] as const;
export type Tier = (typeof TIERS)[number];

/** The first 13th Age level of each tier. */
export const TIER_START: Readonly<Record<Tier, number>> = { adventurer: 1, champion: 5, epic: 8 };

export function thirteenthAgeLevel(level: number, scale: LevelScale = DEFAULT_LEVEL_SCALE): number {
  const lvl = Number.isFinite(level) ? Math.max(1, Math.trunc(level)) : 1;
  return scale === "half" ? Math.ceil(lvl / 2) : lvl;
}

export function tierOf(level: number, scale: LevelScale = DEFAULT_LEVEL_SCALE): Tier {
  const l13 = thirteenthAgeLevel(level, scale);
  if (l13 >= TIER_START.epic) return "epic";
  if (l13 >= TIER_START.champion) return "champion";
  return "adventurer";
}

/** The feats a character has, per trait, by tier (feature items the character takes). */
export type FeatSet = ReadonlySet<Tier>;

/** A feat of `tier` works when the character has it and its tier is at least that tier. */
export function featActive(feats: FeatSet, tier: Tier, level: number, scale: LevelScale = DEFAULT_LEVEL_SCALE): boolean {
  return feats.has(tier) && TIERS.indexOf(tierOf(level, scale)) >= TIERS.indexOf(tier);
}
