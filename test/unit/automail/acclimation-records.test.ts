/**
 * Acclimation records read at any world time (AM-ACC-1..3): a failure runs from its start to its end (start
 * included, end excluded), a broken record never runs, a destroyed or carried limb gets neither check nor
 * disadvantage, and the port a limb sits on is the one its record names. Times start far from world time 0, so a
 * clock read the wrong way round shows.
 *
 * Run: npx vitest run --project unit test/unit/automail/acclimation-records.test.ts
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ACCLIMATION_ROLL_MODE,
  type LimbState,
  isAccustomed,
  limbDisadvantage,
  planAcclimationCheck,
  planAcclimationExpiry,
  resolveAcclimation,
  runningFailures,
} from "../../../src/rules/automail";
import { makeLimb, makePort } from "./fixtures";

const T0 = 1_000_000;
const HOUR = 3600;
const ACTOR = "actor1";

function failedAt(failed: number | null, until: number | null, overrides: Partial<LimbState> = {}): LimbState {
  return makeLimb({
    location: { mode: "port", portId: "p", since: T0 - HOUR },
    acclimation: { failedAt: failed, failedUntil: until, accustomedActorId: null, accustomedItemId: null },
    ...overrides,
  });
}

describe("AM-ACC-1 failure records at any world time", () => {
  it("AM-ACC-1: a failure runs from its start (included) to its end (excluded)", () => {
    const limb = failedAt(T0, T0 + HOUR);
    expect(runningFailures([limb], T0 - 1)).toEqual([]);
    expect(runningFailures([limb], T0)).toEqual([{ limbId: limb.id, carriesOver: true, startedAt: T0, until: T0 + HOUR }]);
    expect(runningFailures([limb], T0 + HOUR - 1)).toHaveLength(1);
    expect(runningFailures([limb], T0 + HOUR)).toEqual([]);
  });

  it("AM-ACC-1: a record without a start, without an end, or ending when it starts never runs nor expires", () => {
    const noStart = failedAt(null, T0 + HOUR);
    const noEnd = failedAt(-HOUR, null);
    const empty = failedAt(T0, T0);
    const backwards = failedAt(T0, T0 - HOUR);
    for (const limb of [noStart, noEnd, empty, backwards]) {
      for (const now of [-1, T0 - HOUR, T0, T0 + HOUR, T0 + 2 * HOUR]) {
        expect(runningFailures([limb], now)).toEqual([]);
        expect(limbDisadvantage(limb, [limb], [], now)).toEqual({ disadvantage: false, reasons: [] });
        expect(planAcclimationExpiry(limb, ACTOR, now)).toBeNull();
      }
    }
  });

  it("AM-ACC-2: a limb with no failure recorded has nothing to expire", () => {
    expect(planAcclimationExpiry(failedAt(null, null), ACTOR, T0)).toBeNull();
  });

  it("AM-ACC-2: a limb destroyed during its failure period is not one the character became accustomed to", () => {
    const limb = failedAt(T0, T0 + HOUR, { integrity: "destroyed" });
    expect(planAcclimationExpiry(limb, ACTOR, T0 + HOUR)).toEqual({ becameAccustomed: false, patch: { acclimation: { failedAt: null, failedUntil: null } } });
  });

  it("AM-ACC-2: no character (an empty id) is ever accustomed, whatever the record says", () => {
    const limb = makeLimb();
    const record = { ...limb, acclimation: { ...limb.acclimation, accustomedActorId: "", accustomedItemId: limb.id } };
    expect(isAccustomed(record, "")).toBe(false);
  });
});

describe("AM-ACC-1 the check", () => {
  it("AM-ACC-1: the player is asked which ability by default", () => {
    expect(DEFAULT_ACCLIMATION_ROLL_MODE).toBe("prompt");
  });

  it("AM-ACC-1: a destroyed limb, even one still on its port, takes no acclimation check", () => {
    const limb = failedAt(null, null, { integrity: "destroyed" });
    expect(planAcclimationCheck({ limb, actorId: ACTOR, ability: "wis", limbs: [limb], now: T0 })).toEqual({ ok: false, reason: "destroyed" });
    expect(resolveAcclimation({ limb, actorId: ACTOR, ability: "wis", limbs: [limb], now: T0 }, 30)).toEqual({ ok: false, reason: "destroyed" });
  });

  it("AM-ACC-1: a refused check has no outcome, whatever the total", () => {
    const limb = failedAt(null, null);
    expect(resolveAcclimation({ limb, actorId: ACTOR, ability: "str", limbs: [limb], now: T0 }, 1)).toEqual({ ok: false, reason: "invalidAbility" });
    const carried = makeLimb();
    expect(resolveAcclimation({ limb: carried, actorId: ACTOR, ability: "dex", limbs: [carried], now: T0 }, 1)).toEqual({ ok: false, reason: "notWorn" });
  });
});

describe("AM-ACC-1 / AM-ACC-3 disadvantage on a limb's actions", () => {
  it("AM-ACC-1: a carried limb takes no actions, so its running failure puts nothing on it", () => {
    const carried = makeLimb({ acclimation: { failedAt: T0, failedUntil: T0 + HOUR, accustomedActorId: null, accustomedItemId: null } });
    expect(limbDisadvantage(carried, [carried], [], T0 + 1)).toEqual({ disadvantage: false, reasons: [] });
  });

  it("AM-ACC-1: a limb's own running failure counts even when the list of limbs passed leaves it out", () => {
    const limb = failedAt(T0, T0 + HOUR);
    const other = failedAt(null, null);
    expect(limbDisadvantage(limb, [], [], T0 + 1)).toEqual({ disadvantage: true, reasons: ["acclimation"] });
    expect(limbDisadvantage(limb, [other], [], T0 + 1)).toEqual({ disadvantage: true, reasons: ["acclimation"] });
  });

  it("AM-ACC-3: another limb's failure that started before this limb went on carries over, from any start time", () => {
    const failed = makeLimb({ acclimation: { failedAt: T0, failedUntil: T0 + HOUR, accustomedActorId: null, accustomedItemId: null } });
    const next = makeLimb({ location: { mode: "port", portId: "p", since: T0 + 60 } });
    const older = makeLimb({ location: { mode: "port", portId: "p", since: T0 - 60 } });
    expect(limbDisadvantage(next, [failed, next, older], [], T0 + 120)).toEqual({ disadvantage: true, reasons: ["carriedOver"] });
    expect(limbDisadvantage(older, [failed, next, older], [], T0 + 120)).toEqual({ disadvantage: false, reasons: [] });
  });

  it("AM-PORT-1: the port the limb's record names decides, not the first port of the character", () => {
    const unnaturalPort = makePort({ kind: "unnatural", site: "tail" });
    const naturalPort = makePort({ kind: "natural", site: "tail" });
    const tail = makeLimb({ limb: "tail", kind: "unnatural", location: { mode: "port", portId: naturalPort.id, since: T0 } });
    expect(limbDisadvantage(tail, [tail], [unnaturalPort, naturalPort], T0 + HOUR)).toEqual({ disadvantage: true, reasons: ["unnaturalOnNaturalPort"] });
  });
});
