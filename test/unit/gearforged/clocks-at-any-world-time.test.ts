/**
 * The gearforged clocks read durations, never absolute world times: a clock started at any world time (a campaign's
 * calendar is rarely at 0) behaves as one started at 0, shifted by that time.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAY_SECONDS,
  HOUR_SECONDS,
  type MaintenanceState,
  daysWithoutMaintenance,
  haltsAt,
  lapsesDue,
  maintenanceClockView,
  nextLapseAt,
  planMaintenanceTick,
  sameDaysWindow,
  startClock,
  underwaterHalted,
} from "../../../src/rules/gearforged";

/** A world time a campaign may stand at (up to ~30 years of seconds). */
const worldTime = fc.integer({ min: 1, max: 1_000_000_000 });
/** A duration from a few seconds to a few days, with the edges at whole days likely. */
const duration = fc.oneof(fc.integer({ min: 0, max: 5 * DAY_SECONDS }), fc.integer({ min: 0, max: 5 }).map((days) => days * DAY_SECONDS), fc.integer({ min: 0, max: 5 }).map((days) => days * DAY_SECONDS + 1));

describe("GF-BODY-4: the maintenance clock at any world time", () => {
  it("GF-BODY-4: more than 24 h after a long rest ended at world time S adds a level; exactly 24 h does not", () => {
    const start = 5_000_000;
    const state: MaintenanceState = { clock: startClock(start), exhaustion: 0, maintenanceExhaustion: 0 };
    expect(state.clock).toEqual({ lastLongRestAt: start, lapses: 0 });
    expect(planMaintenanceTick(state, start + DAY_SECONDS)).toBeNull();
    expect(planMaintenanceTick(state, start + DAY_SECONDS + 1)).toEqual({
      lapsesAdded: 1,
      exhaustionAdded: 1,
      state: { clock: { lastLongRestAt: start, lapses: 1 }, exhaustion: 1, maintenanceExhaustion: 1 },
      died: false,
    });
    expect(lapsesDue(state.clock, start + 3 * DAY_SECONDS + 1)).toBe(3);
    expect(nextLapseAt({ lastLongRestAt: start, lapses: 2 })).toBe(start + 3 * DAY_SECONDS);
    expect(maintenanceClockView({ lastLongRestAt: start, lapses: 1 }, start + DAY_SECONDS + 60)).toEqual({
      sinceLongRest: DAY_SECONDS + 60,
      untilNextLapse: DAY_SECONDS - 60,
      lapses: 1,
    });
  });

  it("property GF-BODY-4: a clock started at S reads at S + t as one started at 0 reads at t", () => {
    fc.assert(
      fc.property(worldTime, duration, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 5 }), (start, elapsed, lapses, exhaustion) => {
        const atZero = { lastLongRestAt: 0, lapses };
        const atStart = { lastLongRestAt: start, lapses };
        expect(lapsesDue(atStart, start + elapsed)).toBe(lapsesDue(atZero, elapsed));
        expect(nextLapseAt(atStart)).toBe(start + nextLapseAt(atZero));
        expect(maintenanceClockView(atStart, start + elapsed)).toEqual(maintenanceClockView(atZero, elapsed));
        const shifted = planMaintenanceTick({ clock: atStart, exhaustion, maintenanceExhaustion: 0 }, start + elapsed);
        const fromZero = planMaintenanceTick({ clock: atZero, exhaustion, maintenanceExhaustion: 0 }, elapsed);
        expect(shifted).toEqual(fromZero && { ...fromZero, state: { ...fromZero.state, clock: { ...fromZero.state.clock, lastLongRestAt: start } } });
      }),
    );
  });

  it("GF-BODY-4 (interpretation): world time rewound before the last long rest adds nothing and shows no time since", () => {
    const clock = { lastLongRestAt: 5_000_000, lapses: 0 };
    expect(lapsesDue(clock, 4_000_000)).toBe(0);
    expect(maintenanceClockView(clock, 4_000_000)).toEqual({ sinceLongRest: 0, untilNextLapse: 1_000_000 + DAY_SECONDS, lapses: 0 });
  });
});

describe("GA-TIRE-1 and GA-AMPH-1: the 13th Age clocks at any world time", () => {
  it("GA-TIRE-1: full days without maintenance count from when the last one ended", () => {
    const last = 7_000_000;
    expect(daysWithoutMaintenance(last, last + DAY_SECONDS - 1)).toBe(0);
    expect(daysWithoutMaintenance(last, last + DAY_SECONDS)).toBe(1);
    expect(daysWithoutMaintenance(last, last + 3 * DAY_SECONDS + 5)).toBe(3);
    expect(daysWithoutMaintenance(last, last - DAY_SECONDS)).toBe(0);
    expect(sameDaysWindow(last, 2)).toEqual({ from: last + 2 * DAY_SECONDS, until: last + 3 * DAY_SECONDS });
    expect(sameDaysWindow(last, 0)).toEqual({ from: -Infinity, until: last + DAY_SECONDS });
  });

  it("property GA-TIRE-1: days without maintenance at S + t equal those at t after a maintenance at 0", () => {
    fc.assert(
      fc.property(worldTime, duration, fc.integer({ min: 0, max: 6 }), (last, elapsed, days) => {
        expect(daysWithoutMaintenance(last, last + elapsed)).toBe(daysWithoutMaintenance(0, elapsed));
        const window = sameDaysWindow(last, days);
        const fromZero = sameDaysWindow(0, days);
        expect(window).toEqual({ from: fromZero.from + last, until: fromZero.until + last });
        // The window is where the count is `days`: its start counts `days`, the second before its end too.
        if (days > 0) expect(daysWithoutMaintenance(last, window.from)).toBe(days);
        expect(daysWithoutMaintenance(last, window.until - 1)).toBe(days);
        expect(daysWithoutMaintenance(last, window.until)).toBe(days + 1);
      }),
    );
  });

  it("GA-AMPH-1: a gearforged that went under at world time S halts Strength hours later", () => {
    const since = 9_000_000;
    const feats = { adventurer: false, champion: false };
    expect(haltsAt(since, 12, feats)).toBe(since + 12 * HOUR_SECONDS);
    expect(underwaterHalted(since, since + 12 * HOUR_SECONDS - 1, 12, feats)).toBe(false);
    expect(underwaterHalted(since, since + 12 * HOUR_SECONDS, 12, feats)).toBe(true);
    expect(underwaterHalted(since, since + 12 * HOUR_SECONDS, 12, { adventurer: true, champion: false })).toBe(false);
  });

  it("property GA-AMPH-1: halting at S + t is halting at t for one who went under at 0", () => {
    fc.assert(
      fc.property(worldTime, duration, fc.integer({ min: 0, max: 20 }), fc.boolean(), (since, elapsed, strength, adventurer) => {
        const feats = { adventurer, champion: false };
        expect(underwaterHalted(since, since + elapsed, strength, feats)).toBe(underwaterHalted(0, elapsed, strength, feats));
        const fromZero = haltsAt(0, strength, feats);
        expect(haltsAt(since, strength, feats)).toBe(fromZero === null ? null : since + fromZero);
      }),
    );
  });
});
