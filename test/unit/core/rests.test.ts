import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type HitDicePool,
  REST_TYPES,
  type RestState,
  type RestStepFor,
  hitDieHealing,
  planHitDiceSpend,
  planRest,
  regainHitDice,
  usesValue,
} from "../../../src/rules/core";

const base = (over: Partial<RestState> = {}): RestState => ({
  hp: { value: 10, max: 40, temp: 5 },
  hitDice: [
    { die: 10, max: 3, spent: 3 },
    { die: 8, max: 2, spent: 1 },
  ],
  deathSaves: { success: 0, failure: 0 },
  exhaustion: 2,
  uses: {
    cannon: { spent: 2, max: 2, recovery: ["lr"] },
    surge: { spent: 1, max: 1, recovery: ["sr"] },
    dawn: { spent: 1, max: 1, recovery: ["day"] },
    fight: { spent: 1, max: 1, recovery: ["combat"] },
  },
  ...over,
});

describe("hit dice", () => {
  it("CORE-5: each hit die heals roll + Con mod, never less than 0", () => {
    expect(hitDieHealing(6, 2)).toBe(8);
    expect(hitDieHealing(1, -3)).toBe(0);
  });

  it("CORE-5: spending hit dice heals up to max and marks the dice spent (all or nothing)", () => {
    const state = base();
    const r = planHitDiceSpend(state, [{ die: 8, roll: 5 }], 2);
    expect(r).toMatchObject({ ok: true, healed: 7, hp: { value: 17 } });
    expect(planHitDiceSpend(state, [{ die: 8, roll: 5 }, { die: 8, roll: 3 }], 2)).toEqual({ ok: false, reason: "noHitDice", index: 1 });
    expect(planHitDiceSpend(state, [{ die: 10, roll: 5 }], 2)).toMatchObject({ ok: false, reason: "noHitDice" });
    expect(planHitDiceSpend(state, [{ die: 8, roll: 9 }], 2)).toMatchObject({ ok: false, reason: "invalidRoll" });
    const big = planHitDiceSpend({ ...state, hp: { value: 39, max: 40, temp: 0 } }, [{ die: 8, roll: 8 }], 2);
    expect(big).toMatchObject({ ok: true, healed: 1, hp: { value: 40 } });
  });

  it("CORE-5: a long rest regains half the total hit dice (min 1), larger dice first", () => {
    const r = regainHitDice([
      { die: 8, max: 2, spent: 2 },
      { die: 10, max: 3, spent: 3 },
    ]);
    expect(r.regained).toBe(2);
    expect(r.pools).toEqual([
      { die: 8, max: 2, spent: 2 },
      { die: 10, max: 3, spent: 1 },
    ]);
    expect(regainHitDice([{ die: 6, max: 1, spent: 1 }]).regained).toBe(1);
  });

  it("CORE-5: regaining never exceeds the spent dice nor leaves a pool out of 0..max", () => {
    const arbPool = fc.record({ die: fc.constantFrom(6, 8, 10, 12) as fc.Arbitrary<HitDicePool["die"]>, max: fc.integer({ min: 0, max: 20 }), spent: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(fc.array(arbPool, { maxLength: 4 }), (pools) => {
        const { pools: out } = regainHitDice(pools);
        for (const pool of out) {
          expect(pool.spent).toBeGreaterThanOrEqual(0);
          expect(pool.spent).toBeLessThanOrEqual(pool.max);
        }
      }),
    );
  });
});

describe("rests", () => {
  it("CORE-5: a short rest spends the chosen hit dice and refills short-rest uses only", () => {
    const r = planRest("short", base(), { conMod: 1, hitDiceRolls: [{ die: 8, roll: 4 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.hp.value).toBe(15);
    expect(r.state.exhaustion).toBe(2);
    expect(usesValue(r.state.uses.surge!)).toBe(1);
    expect(usesValue(r.state.uses.cannon!)).toBe(0);
    expect(usesValue(r.state.uses.dawn!)).toBe(0);
    expect(r.steps.map((s) => s.id)).toEqual([...REST_TYPES.short.steps]);
  });

  it("CORE-5: a long rest: HP to max, half the hit dice back, exhaustion −1, long- and short-rest uses refilled", () => {
    const r = planRest("long", { ...base(), deathSaves: { success: 0, failure: 0 } }, { conMod: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.hp).toEqual({ value: 40, max: 40, temp: 0 });
    expect(r.state.exhaustion).toBe(1);
    expect(usesValue(r.state.uses.cannon!)).toBe(2);
    expect(usesValue(r.state.uses.surge!)).toBe(1);
    expect(usesValue(r.state.uses.dawn!)).toBe(1);
    // Combat uses refresh when a combat ends, not on a rest.
    expect(usesValue(r.state.uses.fight!)).toBe(0);
  });

  it("CORE-5: the dead and the dying do not rest; a long rest needs at least 1 HP; the GM may force", () => {
    const dying = base({ hp: { value: 0, max: 40, temp: 0 } });
    expect(planRest("short", dying, { conMod: 0 })).toEqual({ ok: false, reason: "dying" });
    const stable = base({ hp: { value: 0, max: 40, temp: 0 }, deathSaves: { success: 3, failure: 0 } });
    expect(planRest("long", stable, { conMod: 0 })).toEqual({ ok: false, reason: "zeroHp" });
    expect(planRest("short", stable, { conMod: 0 }).ok).toBe(true);
    expect(planRest("long", base({ exhaustion: 6 }), { conMod: 0 })).toEqual({ ok: false, reason: "dead" });
    expect(planRest("long", stable, { conMod: 0 }, { force: true }).ok).toBe(true);
    expect(planRest("nap", base(), { conMod: 0 })).toEqual({ ok: false, reason: "unknownRest" });
  });

  it("CORE-5: a refusing step stops the rest with its reason", () => {
    const r = planRest("short", base(), { conMod: 0, hitDiceRolls: [{ die: 12, roll: 3 }] });
    expect(r).toEqual({ ok: false, reason: "noHitDice", step: "hitDiceSpend" });
  });

  it("CORE-5: species can add steps and tables without touching the core (extended state survives)", () => {
    type GearState = RestState & { maintenanceExhaustion: number };
    const maintenance: RestStepFor<GearState> = (state) => ({
      ok: true,
      state: { ...state, exhaustion: Math.max(0, state.exhaustion - state.maintenanceExhaustion), maintenanceExhaustion: 0 },
    });
    const table = { long: { steps: [...REST_TYPES.long.steps, "maintenance"] }, short: REST_TYPES.short };
    const state: GearState = { ...base({ exhaustion: 3 }), maintenanceExhaustion: 2 };
    const r = planRest("long", state, { conMod: 0 }, { steps: { maintenance }, table });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.exhaustion).toBe(0);
    expect(r.state.maintenanceExhaustion).toBe(0);
    expect(r.steps.at(-1)?.id).toBe("maintenance");
    expect(planRest("long", state, { conMod: 0 }, { table: { long: { steps: ["nope"] } } })).toEqual({ ok: false, reason: "unknownStep", step: "nope" });
  });

  it("CORE-2: HP stays in 0..max through any short rest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -5, max: 5 }), fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 5 }), (value, con, rolls) => {
        const state = base({ hp: { value: Math.min(value, 40), max: 40, temp: 0 }, hitDice: [{ die: 10, max: 5, spent: 0 }] });
        const r = planRest("short", state, { conMod: con, hitDiceRolls: rolls.map((roll) => ({ die: 10, roll })) });
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.state.hp.value).toBeGreaterThanOrEqual(0);
          expect(r.state.hp.value).toBeLessThanOrEqual(40);
        }
      }),
    );
  });
});

describe("CORE-5: what each step of a rest reports for the card", () => {
  it("CORE-5: a long rest reports the HP healed, the hit dice regained, the exhaustion removed", () => {
    const r = planRest("long", base(), { conMod: 1 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.steps).toEqual([
      { id: "hp", summary: { healed: 30 } },
      { id: "hitDice", summary: { regained: 2 } },
      { id: "exhaustion", summary: { removed: 1 } },
      { id: "deathSaves" },
      { id: "uses:lr" },
      { id: "uses:sr" },
    ]);
  });

  it("CORE-5: a short rest reports the dice spent and what they healed; none chosen, nothing", () => {
    const spent = planRest("short", base(), { conMod: 1, hitDiceRolls: [{ die: 8, roll: 4 }] });
    if (!spent.ok) throw new Error(spent.reason);
    expect(spent.steps[0]).toEqual({ id: "hitDiceSpend", summary: { healed: 5, spent: 1 } });
    const none = planRest("short", base(), { conMod: 1 });
    if (!none.ok) throw new Error(none.reason);
    expect(none.steps[0]).toEqual({ id: "hitDiceSpend", summary: { healed: 0, spent: 0 } });
    expect(none.state.hp).toEqual(base().hp);
  });

  it("CORE-5: a long rest needs at least 1 HP at its start: exactly 1 is enough", () => {
    const stableAtOne = { ...base(), hp: { value: 1, max: 40, temp: 0 } };
    expect(planRest("long", stableAtOne, { conMod: 0 }).ok).toBe(true);
  });
});
