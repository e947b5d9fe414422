import type { AbilityId } from "./abilities";
import { type ProficiencyLevel, proficiencyContribution } from "./proficiency";
import { buildD20Formula, joinTerms } from "./rolls";

/**
 * Weapon attacks and tool checks from an item and its owner (CORE-1: the proficiency bonus is added when the
 * character is proficient). Nothing rolls here: totals, parts and formulas for the sheet and the roll glue.
 */

export const WEAPON_CATEGORIES = ["simple", "martial"] as const;
export type WeaponCategory = (typeof WEAPON_CATEGORIES)[number];

export const WEAPON_KINDS = ["melee", "ranged"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export const WEAPON_PROPERTIES = [
  "ammunition",
  "finesse",
  "heavy",
  "light",
  "loading",
  "reach",
  "special",
  "thrown",
  "twoHanded",
  "versatile",
] as const;
export type WeaponProperty = (typeof WEAPON_PROPERTIES)[number];

/** What a check needs from its owner: every ability modifier and the proficiency bonus. */
export interface OwnerNumbers {
  abilityMods: Readonly<Record<AbilityId, number>>;
  pb: number;
}

/**
 * The ability a weapon attacks with when none is chosen: a finesse weapon uses the better of Strength and
 * Dexterity (Strength on a tie), a ranged weapon Dexterity, a melee weapon Strength (thrown melee weapons too).
 */
export function defaultAttackAbility(kind: WeaponKind, properties: Iterable<string>, abilityMods: Readonly<Record<AbilityId, number>>): AbilityId {
  if ([...properties].includes("finesse")) return abilityMods.dex > abilityMods.str ? "dex" : "str";
  return kind === "ranged" ? "dex" : "str";
}

export type AttackPartSource = "ability" | "proficiency" | "bonus";

export interface AttackPart {
  source: AttackPartSource;
  amount: number;
}

export interface CheckBreakdown {
  ability: AbilityId;
  /** Ability, then proficiency, then the item's flat bonus; zero parts left out. */
  parts: AttackPart[];
  total: number;
  /** "1d20 + 3 + 2", ready for Foundry's Roll. */
  formula: string;
}

export interface WeaponAttackInput extends OwnerNumbers {
  /** The chosen ability, or null for the weapon's default. */
  ability: AbilityId | null;
  kind: WeaponKind;
  properties: Iterable<string>;
  proficient: boolean;
  bonus: number;
}

function finite(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

function breakdown(ability: AbilityId, amounts: Record<AttackPartSource, number>): CheckBreakdown {
  const parts = (["ability", "proficiency", "bonus"] as const)
    .map((source) => ({ source, amount: finite(amounts[source]) }))
    .filter((part) => part.amount !== 0);
  return {
    ability,
    parts,
    total: parts.reduce((sum, part) => sum + part.amount, 0),
    formula: buildD20Formula({ parts: parts.map((part) => part.amount) }).formula,
  };
}

/** CORE-1: attack bonus = ability modifier + proficiency bonus (when proficient) + the weapon's bonus. */
export function weaponAttack(input: WeaponAttackInput): CheckBreakdown {
  const ability = input.ability ?? defaultAttackAbility(input.kind, input.properties, input.abilityMods);
  return breakdown(ability, {
    ability: input.abilityMods[ability],
    proficiency: input.proficient ? input.pb : 0,
    bonus: input.bonus,
  });
}

export interface WeaponDamage {
  /** The weapon's dice plus the attack ability's modifier: "1d8 + 3". */
  formula: string;
  abilityMod: number;
}

/** Damage = the weapon's formula + the attack ability's modifier (negative modifiers count too). */
export function weaponDamage(formula: string, abilityMod: number): WeaponDamage | null {
  const dice = formula.trim();
  if (dice === "") return null;
  const mod = finite(abilityMod);
  const terms = mod === 0 ? [dice] : [dice, String(mod)];
  return { formula: joinTerms(terms), abilityMod: mod };
}

export interface ToolCheckInput extends OwnerNumbers {
  ability: AbilityId;
  proficiency: ProficiencyLevel;
  bonus: number;
}

/** A tool check: ability modifier + the proficiency multiplier's share of PB (half rounds down) + bonus. */
export function toolCheck(input: ToolCheckInput): CheckBreakdown {
  return breakdown(input.ability, {
    ability: input.abilityMods[input.ability],
    proficiency: proficiencyContribution(input.proficiency, input.pb),
    bonus: input.bonus,
  });
}
