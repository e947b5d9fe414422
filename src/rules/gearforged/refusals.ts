/**
 * Why a Gearforged workflow refuses, as a code and the i18n key the glue shows (lang/en.json,
 * AUGMENTED.Gearforged.Refused.*). Each key is written out in full so the package test finds every one in use.
 */
export const GEARFORGED_REFUSAL_KEYS = {
  notGearforged: "AUGMENTED.Gearforged.Refused.notGearforged",
  alreadyInstalled: "AUGMENTED.Gearforged.Refused.alreadyInstalled",
  levelTooLow: "AUGMENTED.Gearforged.Refused.levelTooLow",
  missingPrerequisite: "AUGMENTED.Gearforged.Refused.missingPrerequisite",
  largeChassisMovement: "AUGMENTED.Gearforged.Refused.largeChassisMovement",
  noFreeSlot: "AUGMENTED.Gearforged.Refused.noFreeSlot",
  ingested: "AUGMENTED.Gearforged.Refused.ingested",
  medicine: "AUGMENTED.Gearforged.Refused.medicine",
  spareTheDying: "AUGMENTED.Gearforged.Refused.spareTheDying",
  notDying: "AUGMENTED.Gearforged.Refused.notDying",
  invalidRoll: "AUGMENTED.Gearforged.Refused.invalidRoll",
  noHitDice: "AUGMENTED.Gearforged.Refused.noHitDice",
  twoHanded: "AUGMENTED.Gearforged.Refused.twoHanded",
  notProficient: "AUGMENTED.Gearforged.Refused.notProficient",
  offHandNotLight: "AUGMENTED.Gearforged.Refused.offHandNotLight",
  notDuringRest: "AUGMENTED.Gearforged.Refused.notDuringRest",
  integratedWeapon: "AUGMENTED.Gearforged.Refused.integratedWeapon",
  sameWeaponBothArms: "AUGMENTED.Gearforged.Refused.sameWeaponBothArms",
  mainArmEmpty: "AUGMENTED.Gearforged.Refused.mainArmEmpty",
  needsLongRest: "AUGMENTED.Gearforged.Refused.needsLongRest",
  integratedArmor: "AUGMENTED.Gearforged.Refused.integratedArmor",
  notArmor: "AUGMENTED.Gearforged.Refused.notArmor",
  clawArmWeapon: "AUGMENTED.Gearforged.Refused.clawArmWeapon",
  invalidAbility: "AUGMENTED.Gearforged.Refused.invalidAbility",
  notDead: "AUGMENTED.Gearforged.Refused.notDead",
  optionUnavailable: "AUGMENTED.Gearforged.Refused.optionUnavailable",
  invalidCost: "AUGMENTED.Gearforged.Refused.invalidCost",
  insufficientFunds: "AUGMENTED.Gearforged.Refused.insufficientFunds",
  invalidAge: "AUGMENTED.Gearforged.Refused.invalidAge",
  gateClosed: "AUGMENTED.Gearforged.Refused.gateClosed",
  repairerIsSelf: "AUGMENTED.Gearforged.Refused.repairerIsSelf",
  noRepairBackground: "AUGMENTED.Gearforged.Refused.noRepairBackground",
  invalidHours: "AUGMENTED.Gearforged.Refused.invalidHours",
  interrupted: "AUGMENTED.Gearforged.Refused.interrupted",
  underwater: "AUGMENTED.Gearforged.Refused.underwater",
  needsAnotherMaintainer: "AUGMENTED.Gearforged.Refused.needsAnotherMaintainer",
  beyondRepair: "AUGMENTED.Gearforged.Refused.beyondRepair",
  noFeat: "AUGMENTED.Gearforged.Refused.noFeat",
} as const;

export type GearforgedRefusalCode = keyof typeof GEARFORGED_REFUSAL_KEYS;

/** A refusal: its code, the key to localize, and the values the message formats. */
export interface GearforgedRefusal<C extends GearforgedRefusalCode = GearforgedRefusalCode> {
  code: C;
  key: (typeof GEARFORGED_REFUSAL_KEYS)[C];
  data?: Readonly<Record<string, string | number>>;
}

export function refusal<C extends GearforgedRefusalCode>(code: C, data?: Readonly<Record<string, string | number>>): GearforgedRefusal<C> {
  return data === undefined ? { code, key: GEARFORGED_REFUSAL_KEYS[code] } : { code, key: GEARFORGED_REFUSAL_KEYS[code], data };
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
