import type { AbilityId } from "./abilities";
import { type ProficiencyLevel, proficiencyContribution } from "./proficiency";
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

export interface CheckModifierInput {
  /** Modifier of the ability used (the skill's default or a GM override). */
  abilityMod: number;
  proficiency: ProficiencyLevel;
  /** Proficiency bonus (CORE-1). */
  pb: number;
  /** Flat bonuses from items and effects, already summed. */
  bonus?: number;
}

/** The parts of a check modifier, so the sheet can show where a number comes from. */
export interface CheckModifier {
  abilityMod: number;
  proficiency: number;
  bonus: number;
  total: number;
}

/** Ability mod + proficiency multiplier × PB (rounded down) + flat bonus. Shared by skills, saves and tools. */
export function checkModifier(input: CheckModifierInput): CheckModifier {
  const proficiency = proficiencyContribution(input.proficiency, input.pb);
  const bonus = input.bonus ?? 0;
  return { abilityMod: input.abilityMod, proficiency, bonus, total: checkTotal(input.abilityMod, proficiency, bonus) };
}

/**
 * The total of a check modifier from its parts (`proficiency`: the contribution already rounded, as
 * `proficiencyContribution` gives it). For the actor's derivation, which sets the parts on its own fields for every
 * skill and save of every preparation and so needs no parts object (issue 27, bench/prepare).
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
