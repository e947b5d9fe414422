/**
 * GA-WRECK-1 Wrecked, not dead: at 0 HP a 13th Age gearforged is stable at once and rolls no death saves.
 * *Interpretation*: damage at 0 HP still adds failures (CORE-4: one, two on a critical) and CORE-9 still kills
 * outright; it stays stable between hits, so the record is "3 successes, n failures" (lifeState reads it as
 * stable until the third failure). Dead: the body is beyond repair and cannot be raised (revival.ts).
 */
import { DEATH_SAVES_MAX, type DeathSaves, normaliseDeathSaves } from "../../core/death-saves";

/** Dropping to 0 HP: stable at once, keeping any failures already recorded. */
export function wreckedAtZero(saves: DeathSaves): DeathSaves {
  const current = normaliseDeathSaves(saves);
  if (current.failure >= DEATH_SAVES_MAX) return current;
  return { success: DEATH_SAVES_MAX, failure: current.failure };
}
