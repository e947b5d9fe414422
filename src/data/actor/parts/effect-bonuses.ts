/**
 * Bonuses an actor's active effects grant through the system's effect flags, for what an effect's `changes`
 * cannot reach: ability modifiers are derived (an effect change to `abilities.<id>.mod` would be overwritten by
 * the derivation) and advantage is decided when a roll is made. Used by the System Failure overdrive (SF-4,
 * src/workflows/system-failure/overdrive.ts); any later effect may carry the same flags.
 *
 * - `flags.augmented.abilityModifierBonus` (number): added to every ability modifier "for all purposes", before
 *   saves, checks, skills, AC by Dexterity, initiative and DCs are derived from them.
 * - `flags.augmented.attackAdvantage` (true): attack rolls are made with advantage.
 * Disabled (or suppressed) effects grant nothing.
 */
import { packageId } from "../../../constants";

interface EffectLike {
  disabled?: boolean;
  active?: boolean;
  flags?: Record<string, unknown>;
}

function activeEffectFlags(actor: unknown): Array<Record<string, unknown>> {
  // cast (both): a structural, optional view of the actor's effects and of the system's flags on them.
  const effects = (actor as { effects?: Iterable<EffectLike> } | null | undefined)?.effects;
  const out: Array<Record<string, unknown>> = [];
  for (const effect of effects ?? []) {
    if (effect.disabled === true || effect.active === false) continue;
    // The running package's scope (the system's `augmented`, or the dnd5e module's id when it runs the workflows).
    const ours = effect.flags?.[packageId()];
    // cast: a non-null object, read by key with checks.
    if (typeof ours === "object" && ours !== null) out.push(ours as Record<string, unknown>);
  }
  return out;
}

/** The sum of the active effects' ability modifier bonuses (whole numbers only; anything else counts 0). */
export function effectAbilityModifierBonus(actor: unknown): number {
  // Read on every preparation; most actors have no effect, and then no list is made (bench/prepare).
  // cast: a structural, optional view of the actor's effect collection.
  if ((actor as { effects?: { size?: number } } | null | undefined)?.effects?.size === 0) return 0;
  let total = 0;
  for (const flags of activeEffectFlags(actor)) {
    const bonus = flags.abilityModifierBonus;
    if (typeof bonus === "number" && Number.isInteger(bonus)) total += bonus;
  }
  return total;
}

/** True when an active effect grants advantage on attack rolls. */
export function effectAttackAdvantage(actor: unknown): boolean {
  return activeEffectFlags(actor).some((flags) => flags.attackAdvantage === true);
}

/**
 * The sum of the active effects' `flags.augmented.attackBonus` or `damageBonus` (whole numbers): added to attack
 * rolls or damage rolls (GA-TIRE-1's neglect penalty, src/workflows/gearforged/thirteenth-age/effects.ts).
 */
export function effectRollBonus(actor: unknown, kind: "attack" | "damage"): number {
  const key = kind === "attack" ? "attackBonus" : "damageBonus";
  let total = 0;
  for (const flags of activeEffectFlags(actor)) {
    const bonus = flags[key];
    if (typeof bonus === "number" && Number.isInteger(bonus)) total += bonus;
  }
  return total;
}
