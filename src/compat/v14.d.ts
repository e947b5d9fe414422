/**
 * The v14 shapes src/compat/ touches, declared locally: there is no v14 type package on npm (fvtt-types' newest
 * is 13.345.1), so tsc checks against v13's and these. Each from Foundry's v14 API pages:
 * - ActiveEffectChangeData: https://foundryvtt.com/api/interfaces/foundry.documents.types.ActiveEffectChangeData.html
 * - EffectDurationData: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html
 * - EffectStartData: https://foundryvtt.com/api/interfaces/foundry.documents.types.EffectStartData.html
 * - CONFIG.ActiveEffect (expiryAction, expiryEvents): https://foundryvtt.com/api/v14/variables/CONFIG.ActiveEffect.html
 */

export type V14DurationUnit = "years" | "months" | "days" | "hours" | "minutes" | "seconds" | "rounds" | "turns";

/** One entry of a v14 effect's `system.changes`. */
export interface V14ChangeData {
  key: string;
  value: string;
  /** "add", "multiply", "override", "upgrade", "downgrade", "subtract", "custom" (CONST.ACTIVE_EFFECT_CHANGE_TYPES) or a system's own. */
  type: string;
  phase: string;
  priority: number | null;
}

export interface V14DurationData {
  value: number | null;
  units: V14DurationUnit;
  /** The event at which the effect expires, once its duration has also run: both must be reached. */
  expiry: string | null;
  expired?: boolean;
}

export interface V14StartData {
  time: number;
  combat?: string | null;
  combatant?: string | null;
  initiative?: number | null;
  round?: number | null;
  turn?: number | null;
}

/** The part of v14's CONFIG.ActiveEffect the layer writes. */
export interface V14ActiveEffectConfig {
  expiryAction?: "update" | "delete" | null;
  expiryEvents?: Record<string, string>;
}
