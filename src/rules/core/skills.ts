import type { AbilityId } from "./abilities";
import { type D20Mode } from "./rolls";

/**
 * The 18 5e skills with their default abilities. The ids are the short ones the 5e ecosystem uses, so
 * compendium content and macros written for other systems read naturally. Labels live in CONFIG (i18n keys).
 */
export const SKILL_ABILITIES = {
  acr: "dex",
  ani: "wis",
  arc: "int",
  ath: "str",
  dec: "cha",
  his: "int",
  ins: "wis",
  itm: "cha",
  inv: "int",
  med: "wis",
  nat: "int",
  prc: "wis",
  prf: "cha",
  per: "cha",
  rel: "int",
  slt: "dex",
  ste: "dex",
  sur: "wis",
} as const satisfies Record<string, AbilityId>;

export type SkillId = keyof typeof SKILL_ABILITIES;

/** Sheet order (alphabetical by English name, as in the 5e books). */
// cast: Object.keys types its keys as string; the object's keys are exactly these ids.
export const SKILL_IDS = Object.keys(SKILL_ABILITIES) as SkillId[];

export function isSkillId(value: unknown): value is SkillId {
  return typeof value === "string" && Object.hasOwn(SKILL_ABILITIES, value);
}

/**
 * A check modifier (skills, saves, tools): ability mod + the proficiency contribution (multiplier × PB rounded down,
 * as `proficiencyContribution` gives it) + flat bonuses. The actor's derivation sets the parts on the skill's and
 * save's own fields, so the sheet can show where a number comes from, and no parts object is made per check
 * (bench/prepare).
 */
export function checkTotal(abilityMod: number, proficiency: number, bonus = 0): number {
  return abilityMod + proficiency + bonus;
}

/**
 * Passive score = 10 + modifier, +5 with advantage, −5 with disadvantage (both cancel: pass the mode from
 * `resolveD20Mode`).
 */
export function passiveScore(modifier: number, mode: D20Mode = "normal"): number {
  const shift = mode === "advantage" ? 5 : mode === "disadvantage" ? -5 : 0;
  return 10 + modifier + shift;
}
