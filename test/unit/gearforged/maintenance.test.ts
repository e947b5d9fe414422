import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EXHAUSTION_MAX, planRest } from "../../../src/rules/core";
import {
  DAY_SECONDS,
  GEARFORGED_REST_STEPS,
  gearforgedRestTypes,
  type GearforgedRestState,
  type MaintenanceState,
  lapsesDue,
  longRestMaintenance,
  maintenanceClockView,
  nextLapseAt,
  normaliseMaintenance,
  planMaintenanceTick,
  restActivity,
  startClock,
} from "../../../src/rules/gearforged";

const fresh = (over: Partial<MaintenanceState> = {}): MaintenanceState => ({ clock: startClock(0), exhaustion: 0, maintenanceExhaustion: 0, ...over });

const restState = (over: Partial<GearforgedRestState> = {}): GearforgedRestState => ({
  hp: { value: 10, max: 30, temp: 0 },
  hitDice: [{ die: 8, max: 4, spent: 2 }],
  deathSaves: { success: 0, failure: 0 },
  exhaustion: 0,
  uses: {},
  clock: { lastLongRestAt: 0, lapses: 0 },
  maintenanceExhaustion: 0,
  restEndsAt: 0,
  ...over,
});

const longRest = (state: GearforgedRestState) => planRest("long", state, { conMod: 1 }, { steps: GEARFORGED_REST_STEPS, table: gearforgedRestTypes() });

describe("maintenance clock", () => {
  it("GF-BODY-4: going longer than 24 hours without a long rest adds one maintenance exhaustion; exactly 24 h adds none", () => {
    expect(planMaintenanceTick(fresh(), DAY_SECONDS - 1)).toBeNull();
    expect(planMaintenanceTick(fresh(), DAY_SECONDS)).toBeNull();
    const tick = planMaintenanceTick(fresh(), DAY_SECONDS + 1);
    expect(tick).toMatchObject({ lapsesAdded: 1, exhaustionAdded: 1, state: { exhaustion: 1, maintenanceExhaustion: 1, clock: { lapses: 1 } } });
  });

  it("GF-BODY-4: the next level comes only past 48 hours (exactly 48 h adds nothing more)", () => {
    const first = planMaintenanceTick(fresh(), DAY_SECONDS + 1)!.state;
    expect(planMaintenanceTick(first, 2 * DAY_SECONDS)).toBeNull();
    expect(planMaintenanceTick(first, 2 * DAY_SECONDS + 1)).toMatchObject({ lapsesAdded: 1, state: { exhaustion: 2, clock: { lapses: 2 } } });
  });

  it("GF-BODY-4: it recurs every further 24 hours; 48 hours in one jump add two levels; the same time twice adds nothing", () => {
    const jump = planMaintenanceTick(fresh(), 2 * DAY_SECONDS + 5);
    expect(jump).toMatchObject({ lapsesAdded: 2, exhaustionAdded: 2, state: { exhaustion: 2, maintenanceExhaustion: 2 } });
    expect(planMaintenanceTick(jump!.state, 2 * DAY_SECONDS + 5)).toBeNull();
    let state = fresh();
    for (const hour of [12, 24, 36, 48, 49]) state = planMaintenanceTick(state, hour * 3600)?.state ?? state;
    expect(state).toMatchObject({ exhaustion: 2, maintenanceExhaustion: 2, clock: { lapses: 2 } });
  });

  it("GF-BODY-4: lapses add to other exhaustion, stop at 6, and reaching 6 is reported as death (CORE-6)", () => {
    const tick = planMaintenanceTick(fresh({ exhaustion: 4 }), 5 * DAY_SECONDS + 1);
    expect(tick).toMatchObject({ lapsesAdded: 5, exhaustionAdded: 2, died: true, state: { exhaustion: 6, maintenanceExhaustion: 2 } });
  });

  it("GF-BODY-4: world time going backwards adds and removes nothing", () => {
    const after = planMaintenanceTick(fresh(), DAY_SECONDS + 1)!.state;
    expect(planMaintenanceTick(after, 100)).toBeNull();
    expect(lapsesDue(after.clock, -50)).toBe(0);
  });

  it("GF-BODY-4: the body view shows time since the long rest and until the next lapse", () => {
    const clock = { lastLongRestAt: 1000, lapses: 1 };
    expect(nextLapseAt(clock)).toBe(1000 + 2 * DAY_SECONDS);
    expect(maintenanceClockView(clock, 1000 + DAY_SECONDS + 3600)).toEqual({ sinceLongRest: DAY_SECONDS + 3600, untilNextLapse: DAY_SECONDS - 3600, lapses: 1 });
  });

  it("GF-BODY-4: a long rest removes all maintenance exhaustion first, then CORE-5's −1 applies to the rest", () => {
    const plan = longRest(restState({ exhaustion: 3, maintenanceExhaustion: 2, clock: { lastLongRestAt: 0, lapses: 2 }, restEndsAt: 2 * DAY_SECONDS + 8 * 3600 }));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.state).toMatchObject({ exhaustion: 0, maintenanceExhaustion: 0, clock: { lastLongRestAt: 2 * DAY_SECONDS + 8 * 3600, lapses: 0 } });
    expect(plan.steps.find((s) => s.id === "gearforged:maintenance")?.summary).toEqual({ maintenanceRemoved: 2 });
    const onlyOther = longRest(restState({ exhaustion: 4, maintenanceExhaustion: 1 }));
    expect(onlyOther.ok && onlyOther.state.exhaustion).toBe(2);
  });

  it("GF-BODY-4: 48 hours without a long rest → 2 exhaustion, then a long rest → 0", () => {
    const tick = planMaintenanceTick(fresh(), 2 * DAY_SECONDS + 1)!;
    const plan = longRest(restState({ exhaustion: tick.state.exhaustion, maintenanceExhaustion: tick.state.maintenanceExhaustion, clock: tick.state.clock, restEndsAt: 2 * DAY_SECONDS + 8 * 3600 }));
    expect(tick.state.exhaustion).toBe(2);
    expect(plan.ok && plan.state.exhaustion).toBe(0);
  });

  it("GF-BODY-4: a recorded share larger than the exhaustion (an older world, a spell removed some) is read as at most the exhaustion", () => {
    expect(normaliseMaintenance(fresh({ exhaustion: 1, maintenanceExhaustion: 4 })).maintenanceExhaustion).toBe(1);
    const plan = longRest(restState({ exhaustion: 1, maintenanceExhaustion: 4 }));
    expect(plan.ok && plan.state.exhaustion).toBe(0);
  });

  it("GF-BODY-4 (property): maintenance exhaustion is never negative, never above 6, never above the exhaustion", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 9 }),
        fc.integer({ min: -3, max: 9 }),
        fc.array(fc.integer({ min: -2 * DAY_SECONDS, max: 20 * DAY_SECONDS }), { maxLength: 12 }),
        (exhaustion, maintenance, times) => {
          let state = fresh({ exhaustion, maintenanceExhaustion: maintenance });
          for (const t of times) {
            state = planMaintenanceTick(state, t)?.state ?? normaliseMaintenance(state);
            expect(state.maintenanceExhaustion).toBeGreaterThanOrEqual(0);
            expect(state.maintenanceExhaustion).toBeLessThanOrEqual(EXHAUSTION_MAX);
            expect(state.maintenanceExhaustion).toBeLessThanOrEqual(state.exhaustion);
            expect(state.exhaustion).toBeLessThanOrEqual(EXHAUSTION_MAX);
          }
        },
      ),
    );
  });

  it("GF-BODY-4 (property): after a long rest no maintenance exhaustion is left and exhaustion never rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 6 }), (exhaustion, maintenance) => {
        const before = restState({ exhaustion: Math.min(exhaustion, 5), maintenanceExhaustion: maintenance });
        const plan = longRest(before);
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        expect(plan.state.maintenanceExhaustion).toBe(0);
        expect(plan.state.exhaustion).toBeLessThanOrEqual(before.exhaustion);
        expect(plan.state.exhaustion).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("GF-BODY-4 (property): a host's own long rest asks the same answer as the rest table's step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 10 * DAY_SECONDS }), (exhaustion, maintenance, endsAt) => {
        const state = restState({ exhaustion, maintenanceExhaustion: maintenance, restEndsAt: endsAt });
        const after = longRestMaintenance(state, endsAt);
        const step = GEARFORGED_REST_STEPS["gearforged:maintenance"]!(state, { conMod: 0 });
        expect(step.ok).toBe(true);
        if (!step.ok) return;
        expect(after).toEqual({ exhaustion: step.state.exhaustion, removed: Math.min(exhaustion, maintenance), clock: { lastLongRestAt: endsAt, lapses: 0 } });
        expect(step.summary).toEqual({ maintenanceRemoved: after.removed });
      }),
    );
  });
});

describe("rest activities", () => {
  it("GF-BODY-3: a seed-001 gearforged does not sleep; it performs maintenance during rests, aware, with disadvantage on Perception", () => {
    for (const type of ["short", "long"]) {
      expect(restActivity("homebrew", type)).toMatchObject({ activity: "maintenance", aware: true, perceptionDisadvantage: true, noteKey: "AUGMENTED.Gearforged.Rest.maintenance" });
    }
  });

  it("GC-VIT-1: a seed-002 gearforged spends 6 hours dormant (semiconscious, Perception disadvantage) in place of a long rest's sleep", () => {
    expect(restActivity("chassis", "long")).toMatchObject({ activity: "dormant", hours: 6, aware: false, perceptionDisadvantage: true, noteKey: "AUGMENTED.Gearforged.Rest.dormant" });
    expect(restActivity("chassis", "short").activity).toBe("none");
  });

  it("GA-MYM-1: a 13th Age gearforged does not sleep: its long rest is a 4-hour maintenance, aware throughout", () => {
    expect(restActivity("thirteenthAge", "long")).toMatchObject({ activity: "maintenance", hours: 4, aware: true });
  });
});
