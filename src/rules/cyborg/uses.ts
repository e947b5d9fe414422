/**
 * Biofuel (CY-USE-1..3): each augment's primary active function has PB uses, tracked per augment and refilled
 * by a long rest. Only `uses.spent` is stored, so a change of PB (level up) never leaves a stale maximum.
 */
import type { AugmentState, AugmentPatch } from "./augment";
import { isInstalled } from "./augment";
import type { AbilityId } from "../core/abilities";
import { usesFromFormula } from "./uses-formula";

/** The owner's ability modifiers, for an augment's own uses formula (CY-USE-1). */
export type UsesMods = Partial<Record<AbilityId, number>>;

export interface UsesState {
  value: number;
  max: number;
}

/**
 * CY-USE-1: max = PB unless the augment states its own formula; CY-SLOT-4: a prosthetic replacement has no
 * primary active function, so none; CY-USE-3: a passive augment spends none either.
 */
export function maxUses(augment: AugmentState, proficiencyBonus: number, mods: UsesMods = {}): number {
  if (augment.purpose === "prosthetic" || augment.passive) return 0;
  const pb = Number.isFinite(proficiencyBonus) ? Math.max(0, Math.trunc(proficiencyBonus)) : 0;
  return usesFromFormula(augment.uses.formula, { pb, mods });
}

/** Remaining uses, clamped to 0..max whatever the stored spent count says. */
export function usesState(augment: AugmentState, proficiencyBonus: number, mods: UsesMods = {}): UsesState {
  const max = maxUses(augment, proficiencyBonus, mods);
  const spent = Number.isFinite(augment.uses.spent) ? Math.trunc(augment.uses.spent) : 0;
  return { max, value: Math.min(max, Math.max(0, max - spent)) };
}

export type UseRefusal =
  | "noPrimaryFunction" // prosthetic
  | "notInstalled"
  | "destroyed"
  | "damaged" // CY-INT-3
  | "noUsesLeft";

export type SpendResult = { ok: true; patch: AugmentPatch; remaining: number } | { ok: false; reason: UseRefusal };

/** CY-USE-1 / CY-INT-3: spend one use of the primary function, or say why not. */
export function spendUse(augment: AugmentState, proficiencyBonus: number, mods: UsesMods = {}): SpendResult {
  if (augment.purpose === "prosthetic") return { ok: false, reason: "noPrimaryFunction" };
  if (augment.integrity === "destroyed") return { ok: false, reason: "destroyed" };
  if (!isInstalled(augment)) return { ok: false, reason: "notInstalled" };
  if (augment.integrity === "damaged") return { ok: false, reason: "damaged" };
  const { value, max } = usesState(augment, proficiencyBonus, mods);
  if (value <= 0) return { ok: false, reason: "noUsesLeft" };
  const remaining = value - 1;
  return { ok: true, patch: { uses: { spent: max - remaining } }, remaining };
}

/** CY-USE-3: what consumes a use. Only activating the primary function (a jump included, CY-MOB-4). */
export const ACTIVATION_KINDS = ["primary", "passive", "deploy", "retract", "conceal"] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];
