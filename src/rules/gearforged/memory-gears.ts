/**
 * GF-MEM-1 memory gears: one per 10 years of life (*interpretation*: every begun decade needs its gear, at least
 * one); installing one takes a day and 2,000 gp. A used (salvaged) gear also needs a new soulforging, and its
 * memories can be understood only a week after installation (a timed effect on world time).
 */
import { type PaymentPlan, type Purse, planPayment } from "../core/currency";
import { DAY_SECONDS, WEEK_SECONDS, worldSeconds } from "./refusals";
import { type GearforgedRefusal, refusal } from "./refusals";

export const MEMORY_GEAR_COST_GP = 2_000;
export const MEMORY_GEAR_INSTALL_SECONDS = DAY_SECONDS;
export const SALVAGED_GEAR_READABLE_AFTER = WEEK_SECONDS;
export const YEARS_PER_GEAR = 10;

/** How many gears a gearforged of `ageYears` holds. */
export function gearsForAge(ageYears: number): number {
  const age = Number.isFinite(ageYears) ? Math.max(0, ageYears) : 0;
  return Math.max(1, Math.ceil(age / YEARS_PER_GEAR));
}

export interface MemoryGearInstallPlan {
  ok: true;
  costGp: number;
  durationSeconds: number;
  payment: Extract<PaymentPlan, { ok: true }>;
  /** A salvaged gear needs a new soulforging (recorded, cast by the table). */
  soulforgingNeeded: boolean;
  /** World time its memories become readable (the install time for a new gear). */
  readableAt: number;
}

/** GF-MEM-1: plan installing one gear, new or salvaged, started at `now`. */
export function planMemoryGearInstall(
  purse: Purse,
  salvaged: boolean,
  now: number,
  options: { waived?: boolean } = {},
): MemoryGearInstallPlan | { ok: false; reason: GearforgedRefusal; shortBy?: number } {
  const payment = planPayment(purse, MEMORY_GEAR_COST_GP, { waived: options.waived === true });
  if (!payment.ok) {
    return payment.reason === "insufficient"
      ? { ok: false, reason: refusal("insufficientFunds", { cost: MEMORY_GEAR_COST_GP, short: payment.shortBy }), shortBy: payment.shortBy }
      : { ok: false, reason: refusal("invalidCost") };
  }
  const done = worldSeconds(now) + MEMORY_GEAR_INSTALL_SECONDS;
  return {
    ok: true,
    costGp: MEMORY_GEAR_COST_GP,
    durationSeconds: MEMORY_GEAR_INSTALL_SECONDS,
    payment,
    soulforgingNeeded: salvaged,
    readableAt: salvaged ? done + SALVAGED_GEAR_READABLE_AFTER : done,
  };
}

/** GF-MEM-1: whether a gear's memories can be understood at `now`. */
export function gearReadable(readableAt: number, now: number): boolean {
  return worldSeconds(now) >= worldSeconds(readableAt);
}

/** The gears the record should hold for the age, against those recorded: how many are missing (never negative). */
export function gearsMissing(ageYears: number, recorded: number): number {
  return Math.max(0, gearsForAge(ageYears) - Math.max(0, Math.trunc(recorded)));
}
