/**
 * Repairing (CY-REP-1) and upgrading (CY-UPG-1) augments. Costs are data: the workflow confirms and deducts
 * them (CORE-8) before the check, and they are spent whatever the roll says.
 */
import type { AugmentPatch, AugmentState } from "./augment";
import { MAX_AUGMENT_DICE, clampDice } from "./augment";
import { AUGMENT_WORK_SECONDS, type CheckTotal, type D20Check, isValidD20Check, meetsDc } from "./checks";
import { lastingEffectOffered } from "./lasting-effect";

/** CY-REP-1: materials for one repair attempt. */
export const REPAIR_COST_GP = 250;
/** CY-UPG-1: materials for one upgrade attempt. */
export const UPGRADE_COST_GP = 500;

/** CY-REP-1: Dexterity (Sleight of Hand) with advantage; CY-UPG-1: the same check, no advantage. */
export const REPAIR_CHECK = { ability: "dex", skill: "slt", advantage: true } as const;
export const UPGRADE_CHECK = { ability: "dex", skill: "slt", advantage: false } as const;

export interface WorkContext {
  inCombat: boolean;
}

export type RepairRefusal = "inCombat" | "notDamaged" | "destroyed";

/** CY-REP-1: only a damaged augment, outside combat. A destroyed one is "fried beyond repair" (SF-2). */
export function canRepair(augment: AugmentState, context: WorkContext): { ok: true } | { ok: false; reason: RepairRefusal } {
  if (augment.integrity === "destroyed") return { ok: false, reason: "destroyed" };
  if (augment.integrity !== "damaged") return { ok: false, reason: "notDamaged" };
  if (context.inCombat) return { ok: false, reason: "inCombat" };
  return { ok: true };
}

export interface RepairOutcome {
  ok: true;
  success: boolean;
  /** Spent on success and failure alike. */
  costGp: number;
  /** Success → intact; failure → null (still damaged). */
  patch: AugmentPatch | null;
}

export function planRepair(
  augment: AugmentState,
  context: WorkContext,
  check: CheckTotal,
): RepairOutcome | { ok: false; reason: RepairRefusal } {
  const permission = canRepair(augment, context);
  if (!permission.ok) return permission;
  const success = meetsDc(check);
  return { ok: true, success, costGp: REPAIR_COST_GP, patch: success ? { integrity: "intact" } : null };
}

export type UpgradeRefusal = "inCombat" | "wrongPurpose" | "maxDice" | "destroyed";

/** CY-UPG-1: attack and healing augments below 5d6, outside combat; a destroyed record cannot be worked on. */
export function canUpgrade(augment: AugmentState, context: WorkContext): { ok: true } | { ok: false; reason: UpgradeRefusal } {
  if (augment.purpose !== "attack" && augment.purpose !== "healing") return { ok: false, reason: "wrongPurpose" };
  if (augment.integrity === "destroyed") return { ok: false, reason: "destroyed" };
  if (clampDice(augment.dice) >= MAX_AUGMENT_DICE) return { ok: false, reason: "maxDice" };
  if (context.inCombat) return { ok: false, reason: "inCombat" };
  return { ok: true };
}

export interface UpgradeOutcome {
  ok: true;
  success: boolean;
  costGp: number;
  /** Success → dice + 1 (never above 5); failure → null: materials lost, augment unharmed. */
  patch: AugmentPatch | null;
  /** CY-UPG-1 / CY-LE-1: every upgrade check, successful or not, may qualify. */
  lastingEffectOffered: boolean;
  durationSeconds: number;
}

export function planUpgrade(
  augment: AugmentState,
  context: WorkContext,
  check: D20Check,
): UpgradeOutcome | { ok: false; reason: UpgradeRefusal | "invalidRoll" } {
  const permission = canUpgrade(augment, context);
  if (!permission.ok) return permission;
  if (!isValidD20Check(check)) return { ok: false, reason: "invalidRoll" };
  const success = meetsDc(check);
  return {
    ok: true,
    success,
    costGp: UPGRADE_COST_GP,
    patch: success ? { dice: clampDice(clampDice(augment.dice) + 1) } : null,
    lastingEffectOffered: lastingEffectOffered(augment, [check.natural]),
    durationSeconds: AUGMENT_WORK_SECONDS,
  };
}
