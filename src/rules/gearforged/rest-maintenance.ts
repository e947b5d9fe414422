/**
 * Rests of a Gearforged body.
 * - GF-BODY-3 (seed 001): it does not sleep; during every rest it performs maintenance, aware of its
 *   surroundings, with disadvantage on Wisdom (Perception).
 * - GC-VIT-1 (seed 002): no sleep; a long rest holds 6 hours dormant (semiconscious, disadvantage on Wisdom
 *   (Perception)), which counts as the rest's sleep.
 * - GA-TIRE-1 (seed 004): a 4-hour maintenance a day, aware throughout (see thirteenth-age/tireless.ts).
 * - GF-BODY-4: a long rest removes all maintenance exhaustion before CORE-5's −1, and restarts the clock.
 * The long rest table swaps one step into CORE-5's list (src/rules/core/rests.ts `planRest` options).
 */
import { type RestState, type RestStepFor, REST_TYPES } from "../core/rests";
import type { MaintenanceClock, MaintenanceState } from "./maintenance-clock";
import { normaliseMaintenance, startClock } from "./maintenance-clock";
import type { GearforgedVariant } from "./variants";

export interface RestActivity {
  activity: "maintenance" | "dormant" | "none";
  /** Hours of that activity within the rest, or null when it fills the rest. */
  hours: number | null;
  aware: boolean;
  /** Disadvantage on Wisdom (Perception) meanwhile (the Perception roll dialog offers it, workflows/gearforged/rest-perception.ts). */
  perceptionDisadvantage: boolean;
  /** What the rest card says (lang/en.json). */
  noteKey: string | null;
}

const NONE: RestActivity = { activity: "none", hours: null, aware: true, perceptionDisadvantage: false, noteKey: null };

/** GF-BODY-3 / GC-VIT-1 / GA-TIRE-1: what the body does during a rest of `type`. */
export function restActivity(variant: GearforgedVariant, type: string): RestActivity {
  if (variant === "homebrew" && (type === "short" || type === "long")) {
    return { activity: "maintenance", hours: null, aware: true, perceptionDisadvantage: true, noteKey: "AUGMENTED.Gearforged.Rest.maintenance" };
  }
  if (variant === "chassis" && type === "long") {
    return { activity: "dormant", hours: 6, aware: false, perceptionDisadvantage: true, noteKey: "AUGMENTED.Gearforged.Rest.dormant" };
  }
  if (variant === "thirteenthAge" && type === "long") {
    return { activity: "maintenance", hours: 4, aware: true, perceptionDisadvantage: false, noteKey: "AUGMENTED.Gearforged.Rest.fourHours" };
  }
  return NONE;
}

/** The rest state of a seed-001 gearforged: the core fields plus its maintenance record. */
export interface GearforgedRestState extends RestState {
  clock: MaintenanceClock;
  maintenanceExhaustion: number;
  /** World time the rest ends: the clock restarts from it. */
  restEndsAt: number;
}

/**
 * GF-BODY-4, a long rest's part for the body: the exhaustion left once the maintenance levels are gone (CORE-5's −1
 * comes after, on what is left), how many were removed, and the clock restarted when the rest ends. Every host's long
 * rest asks it: the system's rest table (the step below) and a host whose rest is its own (dnd5e's).
 */
export function longRestMaintenance(state: MaintenanceState, restEndsAt: number): { exhaustion: number; removed: number; clock: MaintenanceClock } {
  const m = normaliseMaintenance(state);
  return { exhaustion: m.exhaustion - m.maintenanceExhaustion, removed: m.maintenanceExhaustion, clock: startClock(restEndsAt) };
}

/** GF-BODY-4: remove maintenance exhaustion and restart the clock; runs before CORE-5's exhaustion −1. */
export const maintenanceRestStep: RestStepFor<GearforgedRestState> = (state) => {
  const after = longRestMaintenance(state, state.restEndsAt);
  return {
    ok: true,
    state: { ...state, exhaustion: after.exhaustion, maintenanceExhaustion: 0, clock: after.clock },
    summary: { maintenanceRemoved: after.removed },
  };
};

export const GEARFORGED_REST_STEP = "gearforged:maintenance";

type RestTable = Readonly<Record<string, { steps: readonly string[] }>>;

/**
 * GF-BODY-4 on the world's rest table (CORE-5's `REST_TYPES` unless a setting changed it): the long rest gets the
 * maintenance step just before the exhaustion −1 (or last, when it has none).
 */
export function gearforgedRestTypes(table: RestTable = REST_TYPES): RestTable {
  const long = table.long?.steps ?? [];
  const steps = long.includes("exhaustion") ? long.flatMap((step) => (step === "exhaustion" ? [GEARFORGED_REST_STEP, step] : [step])) : [...long, GEARFORGED_REST_STEP];
  return { ...table, long: { steps } };
}

export const GEARFORGED_REST_STEPS: Readonly<Record<string, RestStepFor<GearforgedRestState>>> = {
  [GEARFORGED_REST_STEP]: maintenanceRestStep,
};
