import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAMAGE_TYPES,
  type DamagePlan,
  type DamageTarget,
  type DamageTraits,
  applyDamageTrait,
  damageTraitFor,
  planDamage,
  validateDamageInstances,
} from "../../../src/rules/core";

const fresh = (value: number, max: number, temp = 0): DamageTarget => ({
  hp: { value, max, temp },
  deathSaves: { success: 0, failure: 0 },
});

function plan(target: DamageTarget, lines: Array<{ amount: number; type: string }>, options = {}): DamagePlan {
  const result = planDamage(target, lines, options);
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.plan;
}

const arbTarget = fc.record({
  hp: fc
    .record({ max: fc.integer({ min: 1, max: 200 }), frac: fc.double({ min: 0, max: 1, noNaN: true }), temp: fc.integer({ min: 0, max: 50 }) })
    .map(({ max, frac, temp }) => ({ max, value: Math.floor(max * frac), temp })),
  deathSaves: fc.record({ success: fc.integer({ min: 0, max: 3 }), failure: fc.integer({ min: 0, max: 3 }) }),
  exhaustion: fc.integer({ min: 0, max: 6 }),
});
const arbKind = fc.constantFrom(...DAMAGE_TYPES, "healing", "temphp");
const arbLines = fc.array(fc.record({ amount: fc.integer({ min: 0, max: 400 }), type: arbKind }), { maxLength: 6 });
const arbTraits: fc.Arbitrary<DamageTraits> = fc.record({
  immune: fc.subarray([...DAMAGE_TYPES]),
  resistant: fc.subarray([...DAMAGE_TYPES]),
  vulnerable: fc.subarray([...DAMAGE_TYPES]),
});

describe("damage types and validation", () => {
  it("has the thirteen 5e damage types", () => {
    expect(DAMAGE_TYPES).toHaveLength(13);
  });

  it("rejects unknown types, non-numbers, non-finite and negative amounts with reason codes", () => {
    const result = validateDamageInstances([
      { amount: 5, type: "fire" },
      { amount: 5, type: "laser" },
      { amount: -1, type: "cold" },
      { amount: Infinity, type: "acid" },
      { amount: Number.NaN, type: "acid" },
      { amount: "7", type: "acid" },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { index: 1, reason: "unknownType" },
        { index: 2, reason: "negative" },
        { index: 3, reason: "nonFinite" },
        { index: 4, reason: "notANumber" },
        { index: 5, reason: "notANumber" },
      ],
    });
    expect(planDamage(fresh(10, 10), [{ amount: -3, type: "fire" }]).ok).toBe(false);
  });

  it("rounds fractional amounts down (halved damage)", () => {
    expect(validateDamageInstances([{ amount: 7.5, type: "fire" }])).toEqual({ ok: true, instances: [{ amount: 7, type: "fire" }] });
  });
});

describe("damage multipliers", () => {
  it("CORE-3: immunity 0, resistance halves rounded down, vulnerability doubles", () => {
    expect(applyDamageTrait(9, "immune")).toBe(0);
    expect(applyDamageTrait(9, "resistant")).toBe(4);
    expect(applyDamageTrait(9, "vulnerable")).toBe(18);
    expect(applyDamageTrait(9, "none")).toBe(9);
    const p = plan(fresh(100, 100), [
      { amount: 9, type: "fire" },
      { amount: 9, type: "poison" },
      { amount: 9, type: "cold" },
      { amount: 9, type: "slashing" },
    ], { traits: { resistant: ["fire"], immune: ["poison"], vulnerable: ["cold"] } });
    expect(p.instances.map((i) => [i.type, i.trait, i.amount])).toEqual([
      ["fire", "resistant", 4],
      ["poison", "immune", 0],
      ["cold", "vulnerable", 18],
      ["slashing", "none", 9],
    ]);
    expect(p.totals.damage).toBe(31);
    expect(p.hp.value).toBe(69);
  });

  it("CORE-3: resistance and vulnerability cancel; immunity beats both", () => {
    expect(damageTraitFor("fire", { resistant: ["fire"], vulnerable: ["fire"] })).toBe("cancelled");
    // GA-IMM-1: immunity to ongoing poison leaves a hit not called ongoing untouched.
    expect(damageTraitFor("poison", { immuneOngoing: ["poison"] })).toBe("none");
    expect(damageTraitFor("fire", { resistant: ["fire"], vulnerable: ["fire"], immune: ["fire"] })).toBe("immune");
    expect(damageTraitFor("fire", { resistant: new Set(["fire"] as const) })).toBe("resistant");
  });

  it("GA-IMM-1: a type immune when ongoing takes nothing from an ongoing line and all of a one-off hit", () => {
    const traits: DamageTraits = { immuneOngoing: ["poison"] };
    const result = planDamage(fresh(20, 20), [{ amount: 7, type: "poison", ongoing: true }, { amount: 5, type: "poison" }, { amount: 3, type: "fire", ongoing: true }], { traits });
    if (!result.ok) throw new Error("planned");
    expect(result.plan.instances.map((line) => [line.type, line.ongoing, line.trait, line.amount])).toEqual([
      ["poison", true, "immune", 0],
      ["poison", false, "none", 5],
      ["fire", true, "none", 3],
    ]);
    expect(result.plan.hp.value).toBe(12);
    // Immunity to the ongoing kind says nothing about resistance to the one-off hit; full immunity covers both.
    expect(damageTraitFor("poison", { immuneOngoing: ["poison"], resistant: ["poison"] }, false)).toBe("resistant");
    expect(damageTraitFor("poison", { immune: ["poison"] }, true)).toBe("immune");
  });

  it("GA-IMM-1: only a literal true marks a line ongoing; healing lines never are", () => {
    expect(validateDamageInstances([{ amount: 4, type: "poison", ongoing: "yes" }, { amount: 4, type: "poison", ongoing: true }, { amount: 4, type: "healing", ongoing: true }])).toEqual({
      ok: true,
      instances: [{ amount: 4, type: "poison" }, { amount: 4, type: "poison", ongoing: true }, { amount: 4, type: "healing" }],
    });
  });

  it("GA-IMM-1 (property): an ongoing line of a type immune when ongoing never changes HP; the same line one-off does as without traits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 100 }), fc.constantFrom(...DAMAGE_TYPES), (amount, max, type) => {
        const traits: DamageTraits = { immuneOngoing: [type] };
        const ongoing = planDamage(fresh(max, max), [{ amount, type, ongoing: true }], { traits });
        const once = planDamage(fresh(max, max), [{ amount, type }], { traits });
        const plain = planDamage(fresh(max, max), [{ amount, type }]);
        if (!ongoing.ok || !once.ok || !plain.ok) return false;
        return ongoing.plan.hp.value === max && once.plan.hp.value === plain.plan.hp.value;
      }),
    );
  });

  it("CORE-3: healing and temp HP ignore damage traits", () => {
    const p = plan(fresh(5, 20), [{ amount: 6, type: "healing" }], { traits: { immune: [...DAMAGE_TYPES] } });
    expect(p.hp.value).toBe(11);
  });

  it("CORE-3: multipliers are monotone in the amount and ordered immune ≤ resistant ≤ none ≤ vulnerable", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const trait of ["immune", "resistant", "none", "cancelled", "vulnerable"] as const) {
          expect(applyDamageTrait(lo, trait)).toBeLessThanOrEqual(applyDamageTrait(hi, trait));
        }
        const order = (["immune", "resistant", "none", "vulnerable"] as const).map((t) => applyDamageTrait(a, t));
        for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThanOrEqual(order[i - 1] ?? 0);
      }),
    );
  });
});

describe("applying damage to hit points", () => {
  it("CORE-2: temp HP absorb damage first; the breakdown keeps the absorbed part in each amount", () => {
    const p = plan(fresh(30, 60, 10), [
      { amount: 6, type: "slashing" },
      { amount: 8, type: "fire" },
    ]);
    expect(p.hp).toEqual({ value: 26, max: 60, temp: 0 });
    expect(p.instances.map((i) => [i.amount, i.absorbedByTemp, i.applied])).toEqual([
      [6, 6, 0],
      [8, 4, 4],
    ]);
    expect(p.totals).toMatchObject({ damage: 14, absorbedByTemp: 10, hpLost: 4, largestInstance: 8 });
  });

  it("CORE-2: HP never drops below 0", () => {
    const p = plan(fresh(5, 60), [{ amount: 20, type: "bludgeoning" }]);
    expect(p.hp.value).toBe(0);
    expect(p.droppedToZero).toBe(true);
    expect(p.killedOutright).toBe(false);
    expect(p.totals.overflow).toBe(15);
  });

  it("CORE-2: healing never goes above max; temp HP take the higher, not the sum", () => {
    expect(plan(fresh(50, 60), [{ amount: 25, type: "healing" }]).hp.value).toBe(60);
    expect(plan(fresh(50, 60, 8), [{ amount: 5, type: "temphp" }]).hp.temp).toBe(8);
    const p = plan(fresh(50, 60, 8), [{ amount: 5, type: "temphp" }, { amount: 12, type: "temphp" }]);
    expect(p.hp.temp).toBe(12);
    expect(p.totals.tempGained).toBe(4);
  });

  it("CORE-2: HP stays in 0..max and temp never negative, whatever the lines", () => {
    fc.assert(
      fc.property(arbTarget, arbLines, arbTraits, fc.boolean(), (target, lines, traits, critical) => {
        const p = plan(target, lines, { traits, critical });
        expect(p.hp.value).toBeGreaterThanOrEqual(0);
        expect(p.hp.value).toBeLessThanOrEqual(p.hp.max);
        expect(p.hp.temp).toBeGreaterThanOrEqual(0);
        expect(p.hp.max).toBe(target.hp.max);
        for (const i of p.instances) expect(i.absorbedByTemp + i.applied).toBeLessThanOrEqual(i.amount);
      }),
    );
  });

  it("CORE-2: damage accounting adds up (temp absorbed + HP lost + overflow = damage)", () => {
    fc.assert(
      fc.property(arbTarget, arbLines, arbTraits, (target, lines, traits) => {
        const damageOnly = lines.filter((l) => l.type !== "healing" && l.type !== "temphp");
        const p = plan(target, damageOnly, { traits });
        expect(p.totals.absorbedByTemp + p.totals.hpLost + p.totals.overflow).toBe(p.totals.damage);
        expect(p.instances.reduce((s, i) => s + i.amount, 0)).toBe(p.totals.damage);
      }),
    );
  });

  it("CORE-9: killed outright when the damage left over after 0 is ≥ HP max", () => {
    const exact = plan(fresh(10, 20), [{ amount: 30, type: "force" }]);
    expect(exact.killedOutright).toBe(true);
    expect(exact.dead).toBe(true);
    expect(exact.died).toBe(true);
    expect(exact.deathSaves).toEqual({ success: 0, failure: 3 });
    const short = plan(fresh(10, 20), [{ amount: 29, type: "force" }]);
    expect(short.killedOutright).toBe(false);
    expect(short.dead).toBe(false);
    expect(short.droppedToZero).toBe(true);
  });

  it("CORE-9: several lines of one event are summed; temp HP absorb before the leftover is counted", () => {
    expect(plan(fresh(5, 14), [{ amount: 10, type: "slashing" }, { amount: 10, type: "fire" }]).killedOutright).toBe(true);
    expect(plan(fresh(10, 20, 5), [{ amount: 34, type: "force" }]).killedOutright).toBe(false);
    expect(plan(fresh(10, 20, 5), [{ amount: 35, type: "force" }]).killedOutright).toBe(true);
  });

  it("CORE-4: damage at 0 HP adds one death save failure, a critical two", () => {
    const dying: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 1, failure: 0 } };
    const hit = plan(dying, [{ amount: 3, type: "piercing" }]);
    expect(hit.deathSaves).toEqual({ success: 1, failure: 1 });
    expect(hit.deathSaveFailuresAdded).toBe(1);
    const crit = plan(dying, [{ amount: 3, type: "piercing" }], { critical: true });
    expect(crit.deathSaves).toEqual({ success: 1, failure: 2 });
    expect(crit.deathSaveFailuresAdded).toBe(2);
  });

  it("CORE-4: three failures from damage at 0 HP = dead; damage that a trait reduces to 0 adds none", () => {
    const dying: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 0, failure: 2 } };
    const p = plan(dying, [{ amount: 3, type: "piercing" }], { critical: true });
    expect(p.deathSaves.failure).toBe(3);
    expect(p.deathSaveFailuresAdded).toBe(1);
    expect(p.dead && p.died).toBe(true);
    const immune = plan(dying, [{ amount: 3, type: "poison" }], { traits: { immune: ["poison"] } });
    expect(immune.deathSaves.failure).toBe(2);
  });

  it("CORE-4: damage to a stable character at 0 ends stability and adds a failure", () => {
    const stable: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 3, failure: 0 } };
    expect(plan(stable, [{ amount: 1, type: "fire" }]).deathSaves).toEqual({ success: 0, failure: 1 });
  });

  it("CORE-9: massive damage at 0 HP (≥ max) kills outright", () => {
    const dying: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 0, failure: 0 } };
    const p = plan(dying, [{ amount: 30, type: "fire" }]);
    expect(p.killedOutright).toBe(true);
    expect(p.deathSaves.failure).toBe(3);
    expect(p.deathSaveFailuresAdded).toBe(0);
  });

  it("CORE-4: healing from 0 HP resets both counters", () => {
    const dying: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 2, failure: 2 } };
    const result = planDamage(dying, [{ amount: 4, type: "healing" }]);
    expect(result.ok && result.plan.hp.value).toBe(4);
    expect(result.ok && result.plan.deathSaves).toEqual({ success: 0, failure: 0 });
  });

  it("CORE-4: the dead are not healed by a damage card", () => {
    const dead: DamageTarget = { hp: { value: 0, max: 30, temp: 0 }, deathSaves: { success: 0, failure: 3 } };
    const p = plan(dead, [{ amount: 10, type: "healing" }]);
    expect(p.hp.value).toBe(0);
    expect(p.healingIgnored).toBe(true);
    expect(p.died).toBe(false);
  });

  it("CORE-4: death save counters stay in 0..3 and the living carry none", () => {
    fc.assert(
      fc.property(arbTarget, arbLines, fc.boolean(), (target, lines, critical) => {
        const p = plan(target, lines, { critical });
        for (const n of [p.deathSaves.success, p.deathSaves.failure]) {
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(3);
        }
        if (p.hp.value > 0 && !p.dead) expect(p.deathSaves).toEqual({ success: 0, failure: 0 });
      }),
    );
  });
});

describe("CORE-4: marks left from before a drop", () => {
  it("CORE-4: dropping from above 0 starts the death-save counts afresh (stale marks from a hand edit are not carried)", () => {
    const p = plan({ hp: { value: 5, max: 20, temp: 0 }, deathSaves: { success: 1, failure: 2 } }, [{ amount: 8, type: "fire" }]);
    expect(p.hp.value).toBe(0);
    expect(p.deathSaves).toEqual({ success: 0, failure: 0 });
  });
});
