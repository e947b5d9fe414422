/**
 * GA-AMPH-1 Amphibious: functions underwater for hours = its Strength score, then halts (helpless) until a
 * 4-hour repair; −4 to swim checks. Adventurer feat: no limit and no swim penalty (maintenance still impossible
 * underwater). Champion feat: maintenance underwater and +2 to swim checks.
 */
import { HOUR_SECONDS, worldSeconds } from "../refusals";
import { whole } from "../../core/whole";

export const SWIM_PENALTY = -4;
export const CHAMPION_SWIM_BONUS = 2;

export interface AmphibiousFeats {
  adventurer: boolean;
  champion: boolean;
}

/** Seconds it may stay underwater, or null without a limit. */
export function underwaterLimitSeconds(strengthScore: number, feats: AmphibiousFeats): number | null {
  if (feats.adventurer) return null;
  const str = whole(strengthScore);
  return str * HOUR_SECONDS;
}

/** Halted at `now` after going under at `since` (null: not underwater). */
export function underwaterHalted(since: number | null, now: number, strengthScore: number, feats: AmphibiousFeats): boolean {
  if (since === null) return false;
  const limit = underwaterLimitSeconds(strengthScore, feats);
  return limit !== null && worldSeconds(now) - worldSeconds(since) >= limit;
}

/** When it halts (null: never). */
export function haltsAt(since: number, strengthScore: number, feats: AmphibiousFeats): number | null {
  const limit = underwaterLimitSeconds(strengthScore, feats);
  return limit === null ? null : worldSeconds(since) + limit;
}

/** Added to swim checks (Athletics while swimming). */
export function swimModifier(feats: AmphibiousFeats): number {
  if (feats.champion) return CHAMPION_SWIM_BONUS;
  if (feats.adventurer) return 0;
  return SWIM_PENALTY;
}

/** Champion feat: maintenance may happen underwater. */
export function canMaintainUnderwater(feats: AmphibiousFeats): boolean {
  return feats.champion;
}
