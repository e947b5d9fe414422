/**
 * Restoring a dead gearforged.
 * - GF-REV-1 (seed 001): soul gem and memory gears intact → repair the body and recast soulforging: 500 gp plus
 *   the repair, the GM's figure (*default* 1d4 × 50 gp). Body destroyed → a new body for 10,000 gp. Otherwise
 *   (gem or gears lost) only *wish*.
 * - GC-LIV-2 (seed 002): gem intact → raising magic works as normal, body destroyed or not (lost sections only if
 *   the spell restores limbs); body destroyed, gem and gears intact → also a new body, 1 day and 10,000 gp; gem destroyed → only *wish*,
 *   returning as the original species.
 * - GA-WRECK-1 (seed 004): the body is destroyed beyond repair and cannot be raised; gem and tapes intact → a
 *   new body only.
 * Costs go through CORE-8's payment planner; nothing is paid before the user confirms.
 */
import { type PaymentPlan, type Purse, planPayment } from "../core/currency";
import { DAY_SECONDS } from "./refusals";
import { type GearforgedRefusal, refusal } from "./refusals";
import type { GearforgedVariant } from "./variants";

export const SOULFORGING_COST_GP = 500;
export const NEW_BODY_COST_GP = 10_000;
export const NEW_BODY_SECONDS = DAY_SECONDS;
/** GF-REV-1 *default* repair figure: 1d4 × 50 gp (`defaultRepairCost` of the d4 rolled), asked of the GM pre-filled. */
export const REPAIR_DIE = "1d4";
export const REPAIR_GP_PER_D4 = 50;

export const RESTORE_OPTIONS = ["repair", "raise", "newBody", "wish"] as const;
export type RestoreOption = (typeof RESTORE_OPTIONS)[number];

export interface RemainsState {
  soulGem: boolean;
  memoryGears: boolean;
  body: "intact" | "destroyed";
}

/** The default repair figure from a d4 face. */
export function defaultRepairCost(d4: number): number {
  return Math.min(4, Math.max(1, Math.trunc(d4))) * REPAIR_GP_PER_D4;
}

/** Which ways back are open, in the order the restore dialog lists them. */
export function restoreOptions(variant: GearforgedVariant, remains: RemainsState): RestoreOption[] {
  const parts = remains.soulGem && remains.memoryGears;
  if (variant === "thirteenthAge") return parts ? ["newBody"] : [];
  if (variant === "chassis") {
    if (!remains.soulGem) return ["wish"];
    // GC-LIV-2: "as long as the soul gem is intact", raising magic works; a destroyed body may also be replaced.
    return parts && remains.body === "destroyed" ? ["raise", "newBody"] : ["raise"];
  }
  if (!parts) return ["wish"];
  return remains.body === "intact" ? ["repair", "wish"] : ["newBody", "wish"];
}

export interface RestorePlan {
  ok: true;
  option: RestoreOption;
  costGp: number;
  durationSeconds: number;
  payment: Extract<PaymentPlan, { ok: true }>;
  /** GC-LIV-2: after *wish* with the gem destroyed, the character returns as its original species. */
  returnsAsOriginalSpecies: boolean;
  /** GC-LIV-2: raising magic restores lost sections only if the spell restores lost limbs. */
  lostSectionsNeedLimbMagic: boolean;
  /** The remains once the way back is done: what the restore writes. */
  remainsAfter: RemainsState;
}

/**
 * The remains after a way back. Repair and a new body leave the gem, gears and body intact (GF-REV-1); raising
 * magic repairs the damaged pieces of the body, the gears as they were (GC-LIV-2); *wish* restores fully
 * (GF-REV-1), and after it a chassis gearforged is a living member of its original race (GC-LIV-2), with
 * nothing left broken.
 */
export function remainsAfterRestore(remains: RemainsState, option: RestoreOption): RemainsState {
  if (option === "raise") return { ...remains, body: "intact" };
  return { soulGem: true, memoryGears: true, body: "intact" };
}

/**
 * Plan one way back. `repairGp` is the GM's repair figure (GF-REV-1, repair only). Spells (raise, wish) cost
 * what the spell costs, which the caster pays: nothing is taken here.
 */
export function planRestore(
  variant: GearforgedVariant,
  remains: RemainsState,
  option: RestoreOption,
  purse: Purse,
  options: { repairGp?: number; waived?: boolean } = {},
): RestorePlan | { ok: false; reason: GearforgedRefusal; shortBy?: number } {
  if (!restoreOptions(variant, remains).includes(option)) {
    return { ok: false, reason: variant === "thirteenthAge" && option !== "newBody" ? refusal("beyondRepair") : refusal("optionUnavailable", { option }) };
  }
  let costGp = 0;
  let durationSeconds = 0;
  if (option === "repair") {
    const repair = options.repairGp ?? REPAIR_GP_PER_D4;
    if (!Number.isFinite(repair) || repair < 0) return { ok: false, reason: refusal("invalidCost") };
    costGp = SOULFORGING_COST_GP + repair;
  } else if (option === "newBody") {
    costGp = NEW_BODY_COST_GP;
    durationSeconds = NEW_BODY_SECONDS;
  }
  const payment = planPayment(purse, costGp, { waived: options.waived === true });
  if (!payment.ok) {
    return payment.reason === "insufficient"
      ? { ok: false, reason: refusal("insufficientFunds", { cost: costGp, short: payment.shortBy }), shortBy: payment.shortBy }
      : { ok: false, reason: refusal("invalidCost") };
  }
  return {
    ok: true,
    option,
    costGp,
    durationSeconds,
    payment,
    returnsAsOriginalSpecies: variant === "chassis" && option === "wish" && !remains.soulGem,
    lostSectionsNeedLimbMagic: variant === "chassis" && option === "raise",
    remainsAfter: remainsAfterRestore(remains, option),
  };
}

/** GA-WRECK-1: a dead 13th Age gearforged's body cannot be raised or repaired. */
export function bodyBeyondRepair(variant: GearforgedVariant): boolean {
  return variant === "thirteenthAge";
}
