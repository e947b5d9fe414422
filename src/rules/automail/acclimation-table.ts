/**
 * AM-ACC-1: the acclimation table, in one place. src/config.ts exposes it in the AUGMENTED config table (automail.acclimation)
 * for sheets and modules to read; the rules always read this constant, so a DC is always the table's.
 */
import type { Generation, LimbKind } from "./limb";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface AcclimationEntry {
  /** DC of the Wisdom or Dexterity check. */
  readonly dc: number;
  /** How long a failure's disadvantage lasts, in world-time seconds. */
  readonly failureSeconds: number;
}

export const ACCLIMATION_TABLE: Readonly<Record<Generation, Readonly<Record<LimbKind, AcclimationEntry>>>> = Object.freeze({
  reforged: Object.freeze({
    normal: Object.freeze({ dc: 10, failureSeconds: DAY }),
    weaponTool: Object.freeze({ dc: 14, failureSeconds: 3 * DAY }),
    unnatural: Object.freeze({ dc: 16, failureSeconds: 7 * DAY }),
  }),
  modern: Object.freeze({
    normal: Object.freeze({ dc: 8, failureSeconds: HOUR }),
    weaponTool: Object.freeze({ dc: 12, failureSeconds: 4 * HOUR }),
    unnatural: Object.freeze({ dc: 14, failureSeconds: DAY }),
  }),
});

export function acclimationEntry(generation: Generation, kind: LimbKind): AcclimationEntry {
  return ACCLIMATION_TABLE[generation][kind];
}
