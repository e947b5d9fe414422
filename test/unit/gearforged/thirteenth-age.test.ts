import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lifeState, planRest } from "../../../src/rules/core";
import {
  DAY_SECONDS,
  THIRTEENTH_AGE_REST_STEPS,
  type ThirteenthAgeRestState,
  canMaintainUnderwater,
  daysWithoutMaintenance,
  featActive,
  gateFromHealing,
  gateFromMaintenance,
  haltsAt,
  neglectState,
  sameDaysWindow,
  planFourHourMaintenance,
  planRepairerCheck,
  repairerDc,
  swimModifier,
  thirteenthAgeLevel,
  thirteenthAgeRestTypes,
  tierOf,
  tirelessExhaustionGain,
  underwaterHalted,
  wreckedAtZero,
  type MaintenanceAttempt,
  type Tier,
} from "../../../src/rules/gearforged";

const rest = (over: Partial<ThirteenthAgeRestState> = {}): ThirteenthAgeRestState => ({
  hp: { value: 20, max: 60, temp: 0 },
  hitDice: [{ die: 10, max: 8, spent: 0 }],
  deathSaves: { success: 0, failure: 0 },
  exhaustion: 0,
  uses: {},
  openGate: null,
  ...over,
});
const run = (type: string, state: ThirteenthAgeRestState, rolls: { die: 10; roll: number }[] = [], epic = false) =>
  planRest(type, state, { conMod: 2, hitDiceRolls: rolls }, { steps: THIRTEENTH_AGE_REST_STEPS, table: thirteenthAgeRestTypes(epic) });

describe("13th Age levels", () => {
  it("GA-TIRE-1: 13th Age level = ceil(level / 2) by default; the full scale keeps the level", () => {
    expect([1, 2, 3, 8, 9, 20].map((l) => thirteenthAgeLevel(l))).toEqual([1, 1, 2, 4, 5, 10]);
    expect(thirteenthAgeLevel(7, "full")).toBe(7);
  });

  it("GA-HEAL-1: tiers adventurer 1–8, champion 9–14, epic 15–20 (boundaries 8/9 and 14/15), and by 13th Age level on the full scale", () => {
    expect([1, 8, 9, 14, 15, 20].map((l) => tierOf(l))).toEqual(["adventurer", "adventurer", "champion", "champion", "epic", "epic"]);
    expect([4, 5, 7, 8].map((l) => tierOf(l, "full"))).toEqual(["adventurer", "champion", "champion", "epic"]);
  });

  it("GA-HEAL-1: a feat works only when the character has it and is of its tier or above", () => {
    const champion = new Set(["champion"] as const);
    expect(featActive(champion, "champion", 8)).toBe(false);
    expect(featActive(champion, "champion", 9)).toBe(true);
    expect(featActive(champion, "champion", 20)).toBe(true);
    expect(featActive(new Set<Tier>(), "champion", 20)).toBe(false);
    expect(featActive(new Set(["epic"] as const), "epic", 14)).toBe(false);
    expect(featActive(new Set(["epic"] as const), "epic", 15)).toBe(true);
  });
});

describe("Broken, not wounded", () => {
  it("GA-HEAL-1: hit dice cannot be spent on a short rest without an open gate; nothing changes", () => {
    expect(run("short", rest(), [{ die: 10, roll: 6 }])).toEqual({ ok: false, reason: "gateClosed", step: "thirteenthAge:hitDiceSpend" });
  });

  it("GA-HEAL-1: an open gate lets hit dice be spent once, then closes", () => {
    const plan = run("short", rest({ openGate: "magicalHealing" }), [{ die: 10, roll: 6 }]);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.state).toMatchObject({ hp: { value: 28 }, openGate: null });
    expect(run("short", plan.state, [{ die: 10, roll: 6 }])).toMatchObject({ ok: false, reason: "gateClosed" });
  });

  it("GA-HEAL-1: a long rest restores no HP but hit dice still return; the epic feat restores HP", () => {
    const state = rest({ hitDice: [{ die: 10, max: 8, spent: 6 }] });
    const plain = run("long", state);
    expect(plain.ok && plain.state.hp.value).toBe(20);
    expect(plain.ok && plain.state.hitDice[0]!.spent).toBe(2);
    const epic = run("long", state, [], true);
    expect(epic.ok && epic.state.hp.value).toBe(60);
    expect(run("short", rest(), [{ die: 10, roll: 6 }], true)).toMatchObject({ ok: false, reason: "gateClosed" });
  });

  it("GA-HEAL-1: spells, talents, potions and item powers open the gate; mending only from a caster the GM marks", () => {
    expect(gateFromHealing("spell")).toBe("magicalHealing");
    expect(gateFromHealing("talent")).toBe("magicalHealing");
    expect(gateFromHealing("potion")).toBe("magicalHealing");
    expect(gateFromHealing("itemPower")).toBe("magicalHealing");
    expect(gateFromHealing("mending")).toBeNull();
    expect(gateFromHealing("mending", { casterMarked: true })).toBe("magicalHealing");
    expect(gateFromHealing("other")).toBeNull();
  });

  it("GA-HEAL-1: another character with the repair background: DC 20, −1 per extra hour; self or no background refused", () => {
    expect([1, 2, 5].map(repairerDc)).toEqual([20, 19, 16]);
    const check = { repairerIsPatient: false, repairerHasBackground: true, hours: 3, total: 18 };
    expect(planRepairerCheck(check)).toEqual({ ok: true, dc: 18, success: true, gate: "repairer" });
    expect(planRepairerCheck({ ...check, total: 17 })).toMatchObject({ ok: true, success: false, gate: null });
    expect(planRepairerCheck({ ...check, repairerIsPatient: true })).toMatchObject({ ok: false, reason: { code: "repairerIsSelf" } });
    expect(planRepairerCheck({ ...check, repairerHasBackground: false })).toMatchObject({ ok: false, reason: { code: "noRepairBackground" } });
    expect(planRepairerCheck({ ...check, hours: 0 })).toMatchObject({ ok: false, reason: { code: "invalidHours" } });
  });

  it("GA-HEAL-1: champion feat: an uninterrupted 4-hour maintenance opens the gate", () => {
    expect(gateFromMaintenance(true, true)).toBe("maintenance");
    expect(gateFromMaintenance(true, false)).toBeNull();
    expect(gateFromMaintenance(false, true)).toBeNull();
  });

  it("GA-HEAL-1 scenario: 40 damage, no hit dice on a short rest, a healing potion, then it can", () => {
    const hurt = rest({ hp: { value: 20, max: 60, temp: 0 } });
    expect(run("short", hurt, [{ die: 10, roll: 5 }]).ok).toBe(false);
    const healed = { ...hurt, hp: { ...hurt.hp, value: 27 }, openGate: gateFromHealing("potion") };
    expect(run("short", healed, [{ die: 10, roll: 5 }])).toMatchObject({ ok: true, state: { hp: { value: 34 } } });
  });
});

describe("Wrecked, not dead", () => {
  it("GA-WRECK-1: at 0 HP it is stable at once, without death saves", () => {
    const saves = wreckedAtZero({ success: 0, failure: 0 });
    expect(lifeState({ hp: { value: 0 }, deathSaves: saves })).toBe("stable");
  });

  it("GA-WRECK-1: dropping to 0 records 3 successes and keeps the failures already taken", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), (success, failure) => {
        expect(wreckedAtZero({ success, failure })).toEqual({ success: 3, failure });
        expect(lifeState({ hp: { value: 0 }, deathSaves: wreckedAtZero({ success, failure }) })).toBe("stable");
      }),
    );
  });

  it("GA-WRECK-1: a gearforged already dead (3 failures) stays dead, its record unchanged", () => {
    for (const success of [0, 1, 2]) expect(wreckedAtZero({ success, failure: 3 })).toEqual({ success, failure: 3 });
  });

  it("GA-WRECK-1: a record out of range is read within 0..3 first", () => {
    expect(wreckedAtZero({ success: -2, failure: 1.7 })).toEqual({ success: 3, failure: 1 });
    expect(wreckedAtZero({ success: 1, failure: 9 })).toEqual({ success: 1, failure: 3 });
  });
});

describe("Tireless", () => {
  const feats = { champion: false, epic: false };
  const maint = (over: Partial<MaintenanceAttempt> = {}): MaintenanceAttempt => ({
    hours: 4,
    underwater: false,
    underwaterFeat: false,
    immobile: false,
    maintainer: { isPatient: true, isGearforged: true, hasBackground: false },
    ...over,
  });

  it("GA-TIRE-1: immune to exhaustion: a gain is ignored with a note", () => {
    expect(tirelessExhaustionGain(0, 1)).toEqual({ exhaustion: 0, ignored: 1, noteKey: "AUGMENTED.Gearforged.Tireless.ignored" });
  });

  it("GA-TIRE-1: each day without maintenance is a cumulative −2 (champion −1) to attacks, damage and skills", () => {
    expect(daysWithoutMaintenance(0, 3 * DAY_SECONDS + 10)).toBe(3);
    expect(neglectState(3, 4, feats)).toEqual({ days: 3, penalty: -6, immobile: false });
    expect(neglectState(3, 4, { champion: true, epic: false }).penalty).toBe(-3);
  });

  it("GA-TIRE-1: the day count is the same exactly inside sameDaysWindow, and different just outside it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY_SECONDS, max: 10 * DAY_SECONDS }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: -40 * DAY_SECONDS, max: 40 * DAY_SECONDS }), (last, days, t) => {
        const { from, until } = sameDaysWindow(last, days);
        expect(daysWithoutMaintenance(last, t) === days).toBe(from <= t && t < until);
      }),
    );
    expect(sameDaysWindow(0, -1)).toEqual({ from: -Infinity, until: -Infinity });
  });

  it("GA-TIRE-1 scenario: a level-8 gearforged (13th Age level 4): 3 days → −6, a 4th day → immobile and helpless", () => {
    const level13 = thirteenthAgeLevel(8);
    expect(neglectState(daysWithoutMaintenance(0, 3 * DAY_SECONDS), level13, feats)).toEqual({ days: 3, penalty: -6, immobile: false });
    expect(neglectState(daysWithoutMaintenance(0, 4 * DAY_SECONDS), level13, feats)).toMatchObject({ days: 4, immobile: true });
  });

  it("GA-TIRE-1: epic feat: no penalty and never immobile", () => {
    expect(neglectState(30, 4, { champion: true, epic: true })).toEqual({ days: 30, penalty: 0, immobile: false });
  });

  it("GA-TIRE-1: an uninterrupted 4-hour maintenance clears everything; an interruption restarts it", () => {
    expect(planFourHourMaintenance(maint(), 5000)).toEqual({ ok: true, lastMaintenanceAt: 5000 });
    // An interruption starts the hours again: fewer than 4 uninterrupted hours are refused.
    expect(planFourHourMaintenance(maint({ hours: 3 }), 5000)).toMatchObject({ ok: false, reason: { code: "interrupted" } });
    expect(planFourHourMaintenance(maint({ hours: 3.99 }), 5000)).toMatchObject({ ok: false, reason: { code: "interrupted" } });
  });

  it("GA-TIRE-1: once immobile, only another gearforged or someone with a suitable background can maintain it", () => {
    expect(planFourHourMaintenance(maint({ immobile: true }), 0)).toMatchObject({ ok: false, reason: { code: "needsAnotherMaintainer" } });
    expect(planFourHourMaintenance(maint({ immobile: true, maintainer: { isPatient: false, isGearforged: false, hasBackground: false } }), 0)).toMatchObject({ ok: false });
    expect(planFourHourMaintenance(maint({ immobile: true, maintainer: { isPatient: false, isGearforged: true, hasBackground: false } }), 0)).toMatchObject({ ok: true });
    expect(planFourHourMaintenance(maint({ immobile: true, maintainer: { isPatient: false, isGearforged: false, hasBackground: true } }), 0)).toMatchObject({ ok: true });
  });

  it("GA-TIRE-1 (property): the penalty is never positive, grows with days, and is 0 with the epic feat", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 20 }), fc.boolean(), fc.boolean(), (days, level, champion, epic) => {
        const s = neglectState(days, level, { champion, epic });
        const next = neglectState(days + 1, level, { champion, epic });
        expect(s.penalty).toBeLessThanOrEqual(0);
        expect(next.penalty).toBeLessThanOrEqual(s.penalty);
        if (epic) expect([s.penalty, s.immobile]).toEqual([0, false]);
      }),
    );
  });
});

describe("Amphibious", () => {
  const none = { adventurer: false, champion: false };

  it("GA-AMPH-1: underwater for hours = Strength score, then it halts until a 4-hour repair", () => {
    expect(haltsAt(100, 14, none)).toBe(100 + 14 * 3600);
    expect(underwaterHalted(100, 100 + 14 * 3600 - 1, 14, none)).toBe(false);
    expect(underwaterHalted(100, 100 + 14 * 3600, 14, none)).toBe(true);
    expect(underwaterHalted(null, 1e9, 14, none)).toBe(false);
  });

  it("GA-AMPH-1: −4 to swim checks; adventurer feat: no limit and no penalty; champion feat: +2 and maintenance underwater", () => {
    expect(swimModifier(none)).toBe(-4);
    expect(swimModifier({ adventurer: true, champion: false })).toBe(0);
    expect(haltsAt(0, 14, { adventurer: true, champion: false })).toBeNull();
    expect(swimModifier({ adventurer: false, champion: true })).toBe(2);
    expect(canMaintainUnderwater({ adventurer: true, champion: false })).toBe(false);
    expect(canMaintainUnderwater({ adventurer: false, champion: true })).toBe(true);
    const attempt: MaintenanceAttempt = { hours: 4, underwater: true, underwaterFeat: false, immobile: false, maintainer: { isPatient: true, isGearforged: true, hasBackground: false } };
    expect(planFourHourMaintenance(attempt, 0)).toMatchObject({ ok: false, reason: { code: "underwater" } });
    expect(planFourHourMaintenance({ ...attempt, underwaterFeat: true }, 0)).toMatchObject({ ok: true });
  });
});
