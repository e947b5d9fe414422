/**
 * What a 13th Age gearforged's 4-hour maintenance and a homebrew gearforged's maintenance clock decide at their
 * edges: who may do the maintenance and where (GA-TIRE-1, GA-AMPH-1), a day count of
 * exactly 0, and a lapse counted on an actor already dead (GF-BODY-4, CORE-6).
 */
import { describe, expect, it } from "vitest";
import {
  DAY_SECONDS,
  HOUR_SECONDS,
  MAINTENANCE_SECONDS,
  type MaintenanceAttempt,
  lapsesDue,
  neglectState,
  planFourHourMaintenance,
  planMaintenanceTick,
  startClock,
} from "../../../src/rules/gearforged";

const attempt = (over: Partial<MaintenanceAttempt> = {}): MaintenanceAttempt => ({
  hours: 4,
  underwater: false,
  underwaterFeat: false,
  immobile: false,
  maintainer: { isPatient: true, isGearforged: true, hasBackground: false },
  ...over,
});
const outsider = { isPatient: false, isGearforged: false, hasBackground: false };

describe("GA-TIRE-1: who does the 4-hour maintenance", () => {
  it("GA-TIRE-1: the maintenance takes 4 hours of world time", () => {
    expect(MAINTENANCE_SECONDS).toBe(4 * HOUR_SECONDS);
  });

  it("GA-TIRE-1: someone else who is neither a gearforged nor has the background cannot do it, immobile patient or not", () => {
    for (const immobile of [false, true]) {
      expect(planFourHourMaintenance(attempt({ immobile, maintainer: outsider }), 100)).toEqual({
        ok: false,
        reason: { code: "needsAnotherMaintainer", key: "AUGMENTED.Gearforged.Refused.needsAnotherMaintainer" },
      });
    }
    // A helper with the background, or another gearforged, may; the patient itself only while it can move.
    expect(planFourHourMaintenance(attempt({ immobile: true, maintainer: { ...outsider, hasBackground: true } }), 100)).toMatchObject({ ok: true });
    expect(planFourHourMaintenance(attempt({ immobile: true, maintainer: { ...outsider, isGearforged: true } }), 100)).toMatchObject({ ok: true });
    expect(planFourHourMaintenance(attempt({ immobile: true }), 100)).toEqual({
      ok: false,
      reason: { code: "needsAnotherMaintainer", key: "AUGMENTED.Gearforged.Refused.needsAnotherMaintainer" },
    });
  });

  it("GA-AMPH-1: underwater without the champion feat it is refused", () => {
    expect(planFourHourMaintenance(attempt({ underwater: true }), 100)).toEqual({
      ok: false,
      reason: { code: "underwater", key: "AUGMENTED.Gearforged.Refused.underwater" },
    });
    expect(planFourHourMaintenance(attempt({ underwater: true, underwaterFeat: true }), 100)).toEqual({ ok: true, lastMaintenanceAt: 100 });
  });

  it("GA-TIRE-1: no day without maintenance means no penalty at all (0, not −0) and no halt", () => {
    expect(neglectState(0, 4, { champion: false, epic: false })).toEqual({ days: 0, penalty: 0, immobile: false });
    expect(neglectState(0, 4, { champion: true, epic: false })).toEqual({ days: 0, penalty: 0, immobile: false });
  });
});

describe("GF-BODY-4: lapses at the edges", () => {
  it("GF-BODY-4: at the very moment of the last long rest, and before it, no lapse is due", () => {
    const clock = startClock(7 * DAY_SECONDS);
    expect(lapsesDue(clock, 7 * DAY_SECONDS)).toBe(0);
    expect(lapsesDue(clock, 7 * DAY_SECONDS - 1)).toBe(0);
    expect(lapsesDue(clock, 8 * DAY_SECONDS + 1)).toBe(1);
  });

  it("GF-BODY-4 / CORE-6: a lapse counted on an actor already at exhaustion 6 adds no level and is no new death", () => {
    const tick = planMaintenanceTick({ clock: startClock(0), exhaustion: 6, maintenanceExhaustion: 2 }, DAY_SECONDS + 1);
    expect(tick).toMatchObject({ lapsesAdded: 1, exhaustionAdded: 0, died: false });
    expect(planMaintenanceTick({ clock: startClock(0), exhaustion: 5, maintenanceExhaustion: 0 }, DAY_SECONDS + 1)).toMatchObject({ exhaustionAdded: 1, died: true });
  });
});
