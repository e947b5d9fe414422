/**
 * Why a Gearforged workflow refuses, as a code; the glue shows the i18n key AUGMENTED.Gearforged.Refused.<code>
 * (lang/en.json).
 */
export type GearforgedRefusalCode =
  | "notGearforged"
  | "alreadyInstalled"
  | "levelTooLow"
  | "missingPrerequisite"
  | "largeChassisMovement"
  | "noFreeSlot"
  | "ingested"
  | "medicine"
  | "spareTheDying"
  | "notDying"
  | "invalidRoll"
  | "noHitDice"
  | "twoHanded"
  | "notProficient"
  | "offHandNotLight"
  | "notDuringRest"
  | "integratedWeapon"
  | "sameWeaponBothArms"
  | "mainArmEmpty"
  | "needsLongRest"
  | "integratedArmor"
  | "notArmor"
  | "clawArmWeapon"
  | "invalidAbility"
  | "notDead"
  | "optionUnavailable"
  | "methodUnavailable"
  | "invalidCost"
  | "insufficientFunds"
  | "invalidAge"
  | "gateClosed"
  | "repairerIsSelf"
  | "noRepairBackground"
  | "invalidHours"
  | "interrupted"
  | "underwater"
  | "needsAnotherMaintainer"
  | "beyondRepair"
  | "noFeat";

/** A refusal: its code, the key to localize, and the values the message formats. */
export interface GearforgedRefusal<C extends GearforgedRefusalCode = GearforgedRefusalCode> {
  code: C;
  key: `AUGMENTED.Gearforged.Refused.${C}`;
  data?: Readonly<Record<string, string | number>>;
}

export function refusal<C extends GearforgedRefusalCode>(code: C, data?: Readonly<Record<string, string | number>>): GearforgedRefusal<C> {
  const key = `AUGMENTED.Gearforged.Refused.${code}` as const;
  return data === undefined ? { code, key } : { code, key, data };
}

/** Seconds of world time the Gearforged rules count in. */
export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
export const WEEK_SECONDS = 7 * DAY_SECONDS;
/** One combat round (5e): 6 seconds. */
export const ROUND_SECONDS = 6;

/** A finite world time, else 0 (bad data never produces a NaN plan). */
export function worldSeconds(t: number): number {
  return Number.isFinite(t) ? t : 0;
}
