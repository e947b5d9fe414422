import { EXHAUSTION_DEATH_LEVEL } from "./exhaustion";
import { type HitPoints, healHp, normaliseHp } from "./hit-points";

/**
 * CORE-4: death saving throws. Counters stay in 0..3. The state is read from the counters alone, so no
 * separate flag can disagree with them:
 * - 3 failures = dead (killed outright, CORE-9, also records 3 failures);
 * - 3 successes (and 0 failures) = stable. 5e resets both counters on becoming stable; we keep the 3
 *   successes as the record of stability instead, and clear the failures.
 * Regaining any HP resets both to 0.
 */

export const DEATH_SAVES_MAX = 3;
export const DEATH_SAVE_DC = 10;

export interface DeathSaves {
  success: number;
  failure: number;
}

export const NO_DEATH_SAVES: Readonly<DeathSaves> = Object.freeze({ success: 0, failure: 0 });

function clampCount(n: number): number {
  return Number.isFinite(n) ? Math.min(DEATH_SAVES_MAX, Math.max(0, Math.floor(n))) : 0;
}

export function normaliseDeathSaves(saves: DeathSaves): DeathSaves {
  return { success: clampCount(saves.success), failure: clampCount(saves.failure) };
}

export type LifeState = "alive" | "dying" | "stable" | "dead";

/** Where a character stands. Exhaustion 6 (CORE-6) is death too, whatever the HP. */
export function lifeState(state: { hp: Pick<HitPoints, "value">; deathSaves: DeathSaves; exhaustion?: number }): LifeState {
  const saves = normaliseDeathSaves(state.deathSaves);
  if (saves.failure >= DEATH_SAVES_MAX) return "dead";
  if ((state.exhaustion ?? 0) >= EXHAUSTION_DEATH_LEVEL) return "dead";
  if (state.hp.value > 0) return "alive";
  return saves.success >= DEATH_SAVES_MAX ? "stable" : "dying";
}

/**
 * Damage taken at 0 HP (CORE-4): one failure, two on a critical hit. A stable character stops being stable
 * (its recorded successes are cleared); a dying one keeps the successes it has.
 */
export function addDeathSaveFailures(saves: DeathSaves, count: number): DeathSaves {
  const current = normaliseDeathSaves(saves);
  const success = current.success >= DEATH_SAVES_MAX ? 0 : current.success;
  return { success, failure: clampCount(current.failure + Math.max(0, Math.floor(count))) };
}

/** Stabilized by Medicine, *spare the dying*, or (Gearforged) a DC 10 Intelligence check or *mending*. */
export function stabilize(): DeathSaves {
  return { success: DEATH_SAVES_MAX, failure: 0 };
}

export interface DeathSaveRoll {
  /** The natural d20 face (1..20). */
  natural: number;
  /** The total with bonuses, when a feature adds any; compared with the DC instead of the natural face. */
  total?: number;
}

export type DeathSaveOutcome = "success" | "failure" | "criticalSuccess" | "criticalFailure";
export type DeathSaveRefusal = "notDying" | "stable" | "dead" | "invalidRoll";

export type DeathSaveResult =
  | {
      ok: true;
      outcome: DeathSaveOutcome;
      hp: HitPoints;
      deathSaves: DeathSaves;
      /** This roll made the character stable (third success). */
      stabilized: boolean;
      /** This roll killed the character (third failure). */
      died: boolean;
      /** Natural 20: back to 1 HP, counters reset. */
      regainedHp: boolean;
    }
  | { ok: false; reason: DeathSaveRefusal };

/**
 * CORE-4: resolve one death save. Natural 1 = two failures and natural 20 = regain 1 HP whatever the
 * bonuses; otherwise the total (or the natural face) ≥ 10 succeeds. Only a dying character rolls.
 */
export function rollDeathSave(
  state: { hp: HitPoints; deathSaves: DeathSaves; exhaustion?: number },
  roll: DeathSaveRoll,
  dc: number = DEATH_SAVE_DC,
): DeathSaveResult {
  const life = lifeState(state);
  if (life === "alive") return { ok: false, reason: "notDying" };
  if (life === "stable" || life === "dead") return { ok: false, reason: life };
  const natural = roll.natural;
  if (!Number.isInteger(natural) || natural < 1 || natural > 20) return { ok: false, reason: "invalidRoll" };
  if (roll.total !== undefined && !Number.isFinite(roll.total)) return { ok: false, reason: "invalidRoll" };

  const hp = normaliseHp(state.hp);
  const saves = normaliseDeathSaves(state.deathSaves);
  if (natural === 20) {
    return {
      ok: true,
      outcome: "criticalSuccess",
      hp: healHp(hp, 1).hp,
      deathSaves: { ...NO_DEATH_SAVES },
      stabilized: false,
      died: false,
      regainedHp: true,
    };
  }
  if (natural === 1 || (roll.total ?? natural) < dc) {
    const failure = clampCount(saves.failure + (natural === 1 ? 2 : 1));
    return {
      ok: true,
      outcome: natural === 1 ? "criticalFailure" : "failure",
      hp,
      deathSaves: { success: saves.success, failure },
      stabilized: false,
      died: failure >= DEATH_SAVES_MAX,
      regainedHp: false,
    };
  }
  const success = clampCount(saves.success + 1);
  const stabilized = success >= DEATH_SAVES_MAX;
  return {
    ok: true,
    outcome: "success",
    hp,
    deathSaves: stabilized ? stabilize() : { success, failure: saves.failure },
    stabilized,
    died: false,
    regainedHp: false,
  };
}
