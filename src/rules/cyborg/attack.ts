/**
 * Attack augments (CY-ATK-1..3) and healing augments (CY-HEAL-1): the numbers a roll needs. Both use Nd6 with N
 * in 1..5 (CY-ATK-2, CY-UPG-1). Whether a use can be spent is uses.ts' question; the glue asks it first.
 */
import type { AbilityId } from "../core/abilities";
import { type AugmentState, clampDice } from "./augment";
import { meetsDc, type CheckTotal } from "./checks";
import { withModifiers } from "./formula";
import { type AugmentSaveDc } from "./save-dc";

export type AbilityModifiers = Readonly<Record<AbilityId, number>>;

/** CY-ATK-1: the default action cost of one augment attack. */
export const ATTACK_ACTION = "bonus" as const;

export interface AttackRollPlan {
  mode: "attackRoll";
  /** "1d20 + PB + mod", as a formula. */
  formula: string;
  bonus: number;
  parts: { proficiency: number; ability: AbilityId | null; abilityModifier: number };
  action: typeof ATTACK_ACTION;
}

export interface AttackSavePlan {
  mode: "save";
  /** CY-ATK-3: the target rolls this save against the augment save DC. */
  saveAbility: AbilityId;
  dc: number;
  dcSource: AugmentSaveDc["source"];
  action: typeof ATTACK_ACTION;
}

export type AttackPlan = AttackRollPlan | AttackSavePlan;

function modifierOf(ability: AbilityId | null, mods: AbilityModifiers): number {
  return ability === null ? 0 : mods[ability];
}

/**
 * CY-ATK-1 (attack roll 1d20 + PB + relevant modifier) or CY-ATK-3 (save vs the augment save DC, computed by
 * `augmentSaveDc` and passed in so its feature choice is honoured).
 */
export function augmentAttack(
  augment: AugmentState,
  proficiencyBonus: number,
  mods: AbilityModifiers,
  saveDc: AugmentSaveDc,
): AttackPlan {
  if (augment.attackSave !== null) {
    return { mode: "save", saveAbility: augment.attackSave, dc: saveDc.dc, dcSource: saveDc.source, action: ATTACK_ACTION };
  }
  const abilityModifier = modifierOf(augment.ability, mods);
  return {
    mode: "attackRoll",
    formula: withModifiers("1d20", proficiencyBonus, abilityModifier),
    bonus: proficiencyBonus + abilityModifier,
    parts: { proficiency: proficiencyBonus, ability: augment.ability, abilityModifier },
    action: ATTACK_ACTION,
  };
}

export interface DicePlan {
  /** N in Nd6, 1..5. */
  dice: number;
  modifier: number;
  formula: string;
}

/** CY-ATK-2: Nd6 + the relevant ability modifier, of the design's damage type. */
export function augmentDamage(
  augment: AugmentState,
  mods: AbilityModifiers,
): DicePlan & { damageType: string | null } {
  const dice = clampDice(augment.dice);
  const modifier = modifierOf(augment.ability, mods);
  return { dice, modifier, formula: withModifiers(`${dice}d6`, modifier), damageType: augment.damageType };
}

/** CY-HEAL-1: one Action, one use, even on a failed check. */
export const HEALING_ACTION = "action" as const;

/** The Augment Check: 1d20 + PB; a healing augment gets no advantage (unlike CY-ENV-1). */
export function healingCheck(proficiencyBonus: number): { formula: string; bonus: number; advantage: false } {
  return { formula: withModifiers("1d20", proficiencyBonus), bonus: proficiencyBonus, advantage: false };
}

/** CY-HEAL-1: Nd6 + Intelligence modifier, whatever ability the design named. */
export function healingDice(augment: AugmentState, mods: AbilityModifiers): DicePlan {
  const dice = clampDice(augment.dice);
  return { dice, modifier: mods.int, formula: withModifiers(`${dice}d6`, mods.int) };
}

export interface HealingOutcome {
  success: boolean;
  /** Roll this on a success; null on a failure. */
  healing: DicePlan | null;
  /** CY-HEAL-1: "the use is still expended". */
  useSpent: true;
}

export function resolveHealing(augment: AugmentState, mods: AbilityModifiers, check: CheckTotal): HealingOutcome {
  const success = meetsDc(check);
  return { success, healing: success ? healingDice(augment, mods) : null, useSpent: true };
}
