import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCLIMATION_ABILITIES,
  ACCLIMATION_TABLE,
  type LimbState,
  acclimationEntry,
  betterAcclimationAbility,
  isAccustomed,
  limbDisadvantage,
  planAcclimationCheck,
  planAcclimationExpiry,
  resolveAcclimation,
  runningFailures,
} from "../../../src/rules/automail";
import { arbLimb, makeLimb, makePort } from "./fixtures";

const HOUR = 3600;
const DAY = 24 * HOUR;
const ACTOR = "actor1";

function worn(overrides: Partial<LimbState> = {}, since = 0): LimbState {
  return makeLimb({ location: { mode: "port", portId: "p", since }, ...overrides });
}

function check(limb: LimbState, limbs: LimbState[] = [limb], now = 0, ability = "wis") {
  return { limb, actorId: ACTOR, ability, limbs, now };
}

describe("acclimation table (AM-ACC-1)", () => {
  it.each([
    ["reforged", "normal", 10, DAY],
    ["reforged", "weaponTool", 14, 3 * DAY],
    ["reforged", "unnatural", 16, 7 * DAY],
    ["modern", "normal", 8, HOUR],
    ["modern", "weaponTool", 12, 4 * HOUR],
    ["modern", "unnatural", 14, DAY],
  ] as const)("AM-ACC-1: %s %s limb: DC %i, failure lasts %i s", (generation, kind, dc, seconds) => {
    expect(acclimationEntry(generation, kind)).toEqual({ dc, failureSeconds: seconds });
    const plan = planAcclimationCheck(check(worn({ generation, kind })));
    expect(plan).toMatchObject({ ok: true, dc, failureSeconds: seconds });
  });

  it("AM-ACC-1: the table is frozen (one place, read-only for CONFIG)", () => {
    expect(Object.isFrozen(ACCLIMATION_TABLE)).toBe(true);
    expect(Object.isFrozen(ACCLIMATION_TABLE.modern)).toBe(true);
    expect(Object.isFrozen(ACCLIMATION_TABLE.modern.normal)).toBe(true);
  });

  it("AM-ACC-1: Wisdom or Dexterity, the player's choice; any other ability is refused", () => {
    expect(ACCLIMATION_ABILITIES).toEqual(["wis", "dex"]);
    expect(planAcclimationCheck(check(worn(), undefined, 0, "dex"))).toMatchObject({ ok: true, ability: "dex" });
    expect(planAcclimationCheck(check(worn(), undefined, 0, "str"))).toEqual({ ok: false, reason: "invalidAbility" });
    expect(planAcclimationCheck(check(makeLimb()))).toEqual({ ok: false, reason: "notWorn" });
  });

  it("AM-ACC-1 (property): the DC is always the table's, whatever the limb's state and the rolled total", () => {
    fc.assert(
      fc.property(arbLimb("x"), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 2_000_000 }), (limb, total, now) => {
        const input = check(limb, [limb], now);
        const plan = planAcclimationCheck(input);
        if (!plan.ok) return;
        expect(plan.dc).toBe(ACCLIMATION_TABLE[limb.generation][limb.kind].dc);
        const outcome = resolveAcclimation(input, total);
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(outcome.success).toBe(total >= plan.dc);
      }),
    );
  });

  it("AM-ACC-1: a failure gives disadvantage for the table's duration from now; a success leaves none", () => {
    const limb = worn({ kind: "weaponTool" }, 100);
    const failed = resolveAcclimation(check(limb, [limb], 100), 11);
    expect(failed).toEqual({
      ok: true,
      success: false,
      effect: { limbId: limb.id, startTime: 100, durationSeconds: 4 * HOUR },
      patch: { acclimation: { failedAt: 100, failedUntil: 100 + 4 * HOUR } },
    });
    const after = { ...limb, acclimation: { ...limb.acclimation, failedAt: 100, failedUntil: 100 + 4 * HOUR } };
    expect(limbDisadvantage(after, [after], [], 200)).toEqual({ disadvantage: true, reasons: ["acclimation"] });
    expect(limbDisadvantage(after, [after], [], 100 + 4 * HOUR)).toEqual({ disadvantage: false, reasons: [] });
    const ok = resolveAcclimation(check(limb, [limb], 100), 12);
    expect(ok).toMatchObject({ ok: true, success: true, becameAccustomed: true });
    expect(resolveAcclimation(check(limb), Number.NaN)).toEqual({ ok: false, reason: "invalidRoll" });
  });
});

describe("accustomed (AM-ACC-2)", () => {
  it("AM-ACC-2: advantage on the check for a modern limb this character is accustomed to", () => {
    const limb = worn();
    const accustomed = { ...limb, acclimation: { ...limb.acclimation, accustomedActorId: ACTOR, accustomedItemId: limb.id } };
    expect(isAccustomed(accustomed, ACTOR)).toBe(true);
    expect(planAcclimationCheck(check(accustomed))).toMatchObject({ advantage: true, disadvantage: false, mode: "advantage" });
    expect(planAcclimationCheck(check(limb))).toMatchObject({ advantage: false, mode: "normal" });
  });

  it("AM-ACC-2: a success makes the character accustomed to that very limb", () => {
    const limb = worn();
    const outcome = resolveAcclimation(check(limb), 20);
    expect(outcome).toMatchObject({ success: true, patch: { acclimation: { accustomedActorId: ACTOR, accustomedItemId: limb.id } } });
  });

  it("AM-ACC-2: a new copy of a destroyed limb (another item id) or another character does not count", () => {
    const original = worn();
    const copy = { ...worn(), acclimation: { ...original.acclimation, accustomedActorId: ACTOR, accustomedItemId: original.id } };
    expect(isAccustomed(copy, ACTOR)).toBe(false);
    expect(planAcclimationCheck(check(copy))).toMatchObject({ advantage: false });
    const traded = { ...original, acclimation: { ...original.acclimation, accustomedActorId: "someoneElse", accustomedItemId: original.id } };
    expect(isAccustomed(traded, ACTOR)).toBe(false);
  });

  it("AM-ACC-2: only modern limbs get the advantage", () => {
    const limb = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "leftArm", since: 0 } });
    const accustomed = { ...limb, acclimation: { ...limb.acclimation, accustomedActorId: ACTOR, accustomedItemId: limb.id } };
    expect(planAcclimationCheck(check(accustomed))).toMatchObject({ advantage: false });
  });

  it("AM-ACC-2: wearing the limb through the whole failure period makes the character accustomed", () => {
    const limb = worn({ acclimation: { failedAt: 100, failedUntil: 100 + HOUR, accustomedActorId: null, accustomedItemId: null } }, 100);
    expect(planAcclimationExpiry(limb, ACTOR, 100 + HOUR - 1)).toBeNull();
    expect(planAcclimationExpiry(limb, ACTOR, 100 + HOUR)).toEqual({
      becameAccustomed: true,
      patch: { acclimation: { failedAt: null, failedUntil: null, accustomedActorId: ACTOR, accustomedItemId: limb.id } },
    });
  });

  it("AM-ACC-2: a limb taken off during the period (or re-attached later) is not accustomed when it runs out", () => {
    const failure = { failedAt: 100, failedUntil: 100 + HOUR, accustomedActorId: null, accustomedItemId: null };
    const reattached = worn({ acclimation: failure }, 200);
    expect(planAcclimationExpiry(reattached, ACTOR, 100 + HOUR)).toEqual({ becameAccustomed: false, patch: { acclimation: { failedAt: null, failedUntil: null } } });
    const carried = makeLimb({ acclimation: failure });
    expect(planAcclimationExpiry(carried, ACTOR, 100 + HOUR)?.becameAccustomed).toBe(false);
  });
});

describe("carry-over (AM-ACC-3)", () => {
  const HOUR_FAIL = { failedAt: 0, failedUntil: HOUR, accustomedActorId: null, accustomedItemId: null };

  it("AM-ACC-3: while a failure runs, a limb put on afterwards is at disadvantage too; one worn before is not", () => {
    const failed = makeLimb({ acclimation: HOUR_FAIL }); // detached again after failing
    const before = worn({}, -10);
    const after = worn({}, 600);
    const limbs = [failed, before, after];
    expect(limbDisadvantage(after, limbs, [], 700)).toEqual({ disadvantage: true, reasons: ["carriedOver"] });
    expect(limbDisadvantage(before, limbs, [], 700)).toEqual({ disadvantage: false, reasons: [] });
    expect(limbDisadvantage(after, limbs, [], HOUR)).toEqual({ disadvantage: false, reasons: [] });
  });

  it("AM-ACC-3: a limb put on at the very moment the failure began carries it over too", () => {
    const failed = makeLimb({ acclimation: HOUR_FAIL });
    const same = worn({}, 0);
    expect(limbDisadvantage(same, [failed, same], [], 700)).toEqual({ disadvantage: true, reasons: ["carriedOver"] });
  });

  it("AM-ACC-3: further acclimation checks are at disadvantage, and advantage and disadvantage cancel", () => {
    const failed = makeLimb({ acclimation: HOUR_FAIL });
    const next = worn({}, 600);
    expect(planAcclimationCheck(check(next, [failed, next], 600))).toMatchObject({ disadvantage: true, mode: "disadvantage" });
    const accustomed = { ...next, acclimation: { ...next.acclimation, accustomedActorId: ACTOR, accustomedItemId: next.id } };
    expect(planAcclimationCheck(check(accustomed, [failed, accustomed], 600))).toMatchObject({ advantage: true, disadvantage: true, mode: "normal" });
    expect(planAcclimationCheck(check(next, [failed, next], HOUR))).toMatchObject({ disadvantage: false, mode: "normal" });
  });

  it("AM-ACC-3: a failed reforged acclimation stays with that reforged limb: a modern attach afterwards is not at disadvantage", () => {
    const reforged = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "rightArm", since: 0 }, acclimation: { ...HOUR_FAIL, failedUntil: DAY } });
    const modern = worn({}, 600);
    const limbs = [reforged, modern];
    expect(planAcclimationCheck(check(modern, limbs, 600))).toMatchObject({ disadvantage: false, mode: "normal" });
    expect(limbDisadvantage(modern, limbs, [], 700)).toEqual({ disadvantage: false, reasons: [] });
    // The reforged limb's own actions stay at disadvantage for its whole failure period.
    expect(limbDisadvantage(reforged, limbs, [], 700)).toEqual({ disadvantage: true, reasons: ["acclimation"] });
  });

  it("AM-ACC-3: a deleted limb takes its failure with it", () => {
    const failed = makeLimb({ acclimation: HOUR_FAIL });
    const next = worn({}, 600);
    expect(runningFailures([failed, next], 700)).toHaveLength(1);
    expect(runningFailures([next], 700)).toHaveLength(0);
    expect(limbDisadvantage(next, [next], [], 700).disadvantage).toBe(false);
  });

  it("AM-ACC-3: a success on a limb ends its own failure, not another limb's", () => {
    const failedOther = makeLimb({ acclimation: HOUR_FAIL });
    const own = worn({ acclimation: { ...HOUR_FAIL, failedAt: 10, failedUntil: 10 + HOUR } }, 600);
    const outcome = resolveAcclimation(check(own, [failedOther, own], 700), 30);
    expect(outcome).toMatchObject({ success: true, patch: { acclimation: { failedAt: null, failedUntil: null } } });
    expect(runningFailures([failedOther], 700)).toHaveLength(1);
  });

  it("AM-ACC-3 / AM-PORT-1 (property): a limb attached while a failure runs is at disadvantage until it ends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (start, length, attachOffset, nowOffset) => {
          const failed = makeLimb({ acclimation: { failedAt: start, failedUntil: start + length, accustomedActorId: null, accustomedItemId: null } });
          const since = start + attachOffset;
          const now = since + nowOffset;
          const next = worn({}, since);
          const result = limbDisadvantage(next, [failed, next], [makePort({ id: "p" })], now);
          expect(result.reasons.includes("carriedOver")).toBe(now < start + length);
        },
      ),
    );
  });

  it("AM-PORT-1: an unnatural limb on a natural port is at disadvantage for as long as it is there", () => {
    const port = makePort({ kind: "natural", site: "tail" });
    const tail = makeLimb({ limb: "tail", kind: "unnatural", location: { mode: "port", portId: port.id, since: 0 } });
    expect(limbDisadvantage(tail, [tail], [port], 10 * DAY)).toEqual({ disadvantage: true, reasons: ["unnaturalOnNaturalPort"] });
    const onUnnatural = makePort({ kind: "unnatural", site: "tail" });
    const tail2 = { ...tail, location: { mode: "port" as const, portId: onUnnatural.id, since: 0 } };
    expect(limbDisadvantage(tail2, [tail2], [onUnnatural], 10 * DAY).disadvantage).toBe(false);
  });
});

describe("acclimation rolled automatically (world setting acclimationRoll)", () => {
  it("AM-ACC-1: the better of Wisdom and Dexterity is rolled; Wisdom on a tie", () => {
    expect(betterAcclimationAbility({ wis: 1, dex: 3 })).toBe("dex");
    expect(betterAcclimationAbility({ wis: 2, dex: -1 })).toBe("wis");
    expect(betterAcclimationAbility({ wis: 2, dex: 2 })).toBe("wis");
    expect(betterAcclimationAbility({ wis: Number.NaN, dex: -5 })).toBe("dex");
  });

  it("AM-ACC-1: the pick is always one of the two abilities and never has the lower bonus", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), fc.integer({ min: -10, max: 20 }), (wis, dex) => {
        const pick = betterAcclimationAbility({ wis, dex });
        expect(ACCLIMATION_ABILITIES).toContain(pick);
        expect({ wis, dex }[pick]).toBe(Math.max(wis, dex));
      }),
    );
  });
});
