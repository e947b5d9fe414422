/**
 * GF-BODY-4 the maintenance clock on world time: going *longer than* 24 hours without a long rest adds one level of
 * exhaustion (exactly 24 h adds nothing, 24 h + 1 s adds one; *interpretation*: it recurs each time a further
 * 24 hours are exceeded), recorded apart as maintenance exhaustion.
 * The next long rest removes all of it before CORE-5's −1 applies to the rest (see rest-maintenance.ts).
 *
 * The clock stores when the last long rest ended and how many 24-hour lapses since then were already counted, so
 * a tick is idempotent: the same world time twice adds nothing, and one jump of 48 hours adds two levels at once.
 * Interpretation: world time going backwards (a GM rewinding the clock) takes nothing away and adds nothing until
 * time passes the next lapse again.
 */
import { EXHAUSTION_MAX, clampExhaustion } from "../core/exhaustion";
import { DAY_SECONDS, worldSeconds } from "./refusals";
import { whole } from "../core/whole";

export interface MaintenanceClock {
  /** World time (seconds) the last long rest ended (or the clock started). */
  lastLongRestAt: number;
  /** 24-hour lapses since then already counted. */
  lapses: number;
}

export interface MaintenanceState {
  clock: MaintenanceClock;
  /** The actor's exhaustion level (CORE-6). */
  exhaustion: number;
  /** The part of it gained by lapses (GF-BODY-4), never more than `exhaustion`. */
  maintenanceExhaustion: number;
}

/** Bad stored data read in range: the maintenance share never exceeds the exhaustion it is part of. */
export function normaliseMaintenance(state: MaintenanceState): MaintenanceState {
  const exhaustion = clampExhaustion(state.exhaustion);
  return {
    clock: { lastLongRestAt: worldSeconds(state.clock.lastLongRestAt), lapses: whole(state.clock.lapses) },
    exhaustion,
    maintenanceExhaustion: Math.min(exhaustion, whole(state.maintenanceExhaustion)),
  };
}

/** How many multiples of 24 hours the time since the last long rest has exceeded (exactly 24 h: none yet). */
export function lapsesDue(clock: MaintenanceClock, now: number): number {
  // None at or before the last long rest (a rewound clock included).
  return Math.max(0, Math.ceil((worldSeconds(now) - worldSeconds(clock.lastLongRestAt)) / DAY_SECONDS) - 1);
}

/** The next 24-hour mark after the last counted lapse: the next level is due once world time passes it. */
export function nextLapseAt(clock: MaintenanceClock): number {
  return worldSeconds(clock.lastLongRestAt) + (whole(clock.lapses) + 1) * DAY_SECONDS;
}

/** What the body view shows: seconds since the last long rest and until the next lapse. */
export function maintenanceClockView(clock: MaintenanceClock, now: number): { sinceLongRest: number; untilNextLapse: number; lapses: number } {
  const t = worldSeconds(now);
  return {
    sinceLongRest: Math.max(0, t - worldSeconds(clock.lastLongRestAt)),
    untilNextLapse: Math.max(0, nextLapseAt(clock) - t),
    lapses: whole(clock.lapses),
  };
}

export interface MaintenanceTick {
  /** New 24-hour lapses counted by this tick. */
  lapsesAdded: number;
  /** Levels actually added (lapses past level 6 add nothing: exhaustion stops at 6). */
  exhaustionAdded: number;
  state: MaintenanceState;
  /** This tick reached exhaustion 6 (CORE-6: dead). */
  died: boolean;
}

/**
 * GF-BODY-4 on a world-time change: null when no new lapse is due (the common case, so the listener is cheap),
 * else the new state, written in one update with a card.
 */
export function planMaintenanceTick(stateIn: MaintenanceState, now: number): MaintenanceTick | null {
  const state = normaliseMaintenance(stateIn);
  const due = lapsesDue(state.clock, now);
  const lapsesAdded = due - state.clock.lapses;
  if (lapsesAdded <= 0) return null;
  const exhaustionAdded = Math.min(lapsesAdded, EXHAUSTION_MAX - state.exhaustion);
  const exhaustion = state.exhaustion + exhaustionAdded;
  return {
    lapsesAdded,
    exhaustionAdded,
    state: {
      clock: { lastLongRestAt: state.clock.lastLongRestAt, lapses: due },
      exhaustion,
      maintenanceExhaustion: state.maintenanceExhaustion + exhaustionAdded,
    },
    died: exhaustionAdded > 0 && exhaustion >= EXHAUSTION_MAX,
  };
}

/** A clock that starts now (a new gearforged, or one whose species was just applied). */
export function startClock(now: number): MaintenanceClock {
  return { lastLongRestAt: worldSeconds(now), lapses: 0 };
}
