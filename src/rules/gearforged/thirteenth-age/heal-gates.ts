/**
 * GA-HEAL-1 Broken, not wounded: a 13th Age gearforged cannot spend hit dice on its own and a long rest gives it
 * no HP (hit dice still return, CORE-5), unless a gate is open:
 * - magical healing received (spell, potion, item power; *mending* only from a caster the GM marks);
 * - another character with a gearforged-repair background works on it for an hour or more and passes a check
 *   (DC 20, −1 per extra hour);
 * - champion feat: an uninterrupted 4-hour maintenance.
 * An open gate lets hit dice be spent once (one spending, as the rest dialog does now), then closes.
 * Epic feat: long rests restore HP; the hit-dice gate stays.
 */
import { CORE_REST_STEPS, REST_TYPES, type RestState, type RestStepFor } from "../../core/rests";
import { type GearforgedRefusal, refusal } from "../refusals";

export const HEAL_GATES = ["magicalHealing", "repairer", "maintenance"] as const;
export type HealGate = (typeof HEAL_GATES)[number];

/** GA-HEAL-1: "magical healing from spells, talents, potions, or item powers" (and *mending* from a marked caster). */
export const HEALING_SOURCES = ["spell", "talent", "potion", "itemPower", "mending", "other"] as const;
export type HealingSource = (typeof HEALING_SOURCES)[number];

/** Which gate (if any) healing from `source` opens: every source but "other" is magical healing. */
export function gateFromHealing(source: HealingSource, options: { casterMarked?: boolean } = {}): HealGate | null {
  if (source === "mending") return options.casterMarked === true ? "magicalHealing" : null;
  return source === "other" ? null : "magicalHealing";
}

export const REPAIR_BASE_DC = 20;
export const REPAIR_MIN_HOURS = 1;

/** DC 20, −1 per hour past the first. */
export function repairerDc(hours: number): number {
  return REPAIR_BASE_DC - (Math.trunc(hours) - REPAIR_MIN_HOURS);
}

export interface RepairerCheck {
  repairerIsPatient: boolean;
  repairerHasBackground: boolean;
  /** Whole hours of work, set by the GM (at least 1). */
  hours: number;
  total: number;
}

export function planRepairerCheck(
  check: RepairerCheck,
): { ok: true; dc: number; success: boolean; gate: HealGate | null } | { ok: false; reason: GearforgedRefusal } {
  if (check.repairerIsPatient) return { ok: false, reason: refusal("repairerIsSelf") };
  if (!check.repairerHasBackground) return { ok: false, reason: refusal("noRepairBackground") };
  if (!Number.isInteger(check.hours) || check.hours < REPAIR_MIN_HOURS) return { ok: false, reason: refusal("invalidHours") };
  if (!Number.isFinite(check.total)) return { ok: false, reason: refusal("invalidRoll") };
  const dc = repairerDc(check.hours);
  const success = check.total >= dc;
  return { ok: true, dc, success, gate: success ? "repairer" : null };
}

/** Champion feat: an uninterrupted 4-hour maintenance opens the gate; an interrupted one does not. */
export function gateFromMaintenance(championFeat: boolean, uninterrupted: boolean): HealGate | null {
  return championFeat && uninterrupted ? "maintenance" : null;
}

/** The rest state of a 13th Age gearforged: the core fields plus the gate that is open, if any. */
export interface ThirteenthAgeRestState extends RestState {
  openGate: HealGate | null;
}

/** Short rest: hit dice may be spent only through an open gate, which the spending closes. */
export const gatedHitDiceStep: RestStepFor<ThirteenthAgeRestState> = (state, ctx) => {
  const rolls = ctx.hitDiceRolls ?? [];
  if (rolls.length === 0) return { ok: true, state, summary: { healed: 0, spent: 0 } };
  if (state.openGate === null) return { ok: false, reason: "gateClosed" };
  const result = CORE_REST_STEPS.hitDiceSpend(state, ctx);
  if (!result.ok) return result;
  return { ...result, state: { ...result.state, openGate: null } };
};

export const GATED_HIT_DICE_STEP = "thirteenthAge:hitDiceSpend";

type RestTable = Readonly<Record<string, { steps: readonly string[] }>>;

/**
 * GA-HEAL-1 on the world's rest table (CORE-5's `REST_TYPES` unless a setting changed it): the short rest's hit
 * dice go through the gate; the long rest drops CORE-5's HP step (epic feat keeps it); hit dice still return.
 * Exhaustion stays in the list: GA-TIRE-1 keeps it at 0 anyway. Other rest types pass through unchanged.
 */
export function thirteenthAgeRestTypes(epicFeat: boolean, table: RestTable = REST_TYPES): RestTable {
  const out: Record<string, { steps: readonly string[] }> = { ...table };
  if (table.short) out.short = { steps: table.short.steps.map((step) => (step === "hitDiceSpend" ? GATED_HIT_DICE_STEP : step)) };
  if (table.long) out.long = { steps: table.long.steps.filter((step) => epicFeat || step !== "hp") };
  return out;
}

export const THIRTEENTH_AGE_REST_STEPS: Readonly<Record<string, RestStepFor<ThirteenthAgeRestState>>> = {
  [GATED_HIT_DICE_STEP]: gatedHitDiceStep,
};
