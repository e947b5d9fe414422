import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { COINS, type Purse,  gpToCp, planPayment, purseValueCp } from "../../../src/rules/core";

const purse = (p: Partial<Purse>): Purse => ({ pp: 0, gp: 0, ep: 0, sp: 0, cp: 0, ...p });

describe("currency", () => {
  it("CORE-8: coins convert to gp (pp 10, ep ½, sp ⅒, cp ⅟₁₀₀)", () => {
    expect(gpToCp(1.1)).toBe(110);
    expect(gpToCp(0.005)).toBe(1);
  });

  it("CORE-8: pays with gold first, exactly when possible", () => {
    const r = planPayment(purse({ pp: 1, gp: 1500, sp: 5 }), 1000);
    expect(r).toMatchObject({ ok: true, newPurse: purse({ pp: 1, gp: 500, sp: 5 }), waived: false });
    // Platinum only once gold and smaller coins run short.
    expect(planPayment(purse({ pp: 2, gp: 5 }), 15)).toMatchObject({ ok: true, newPurse: purse({ pp: 1 }) });
  });

  it("CORE-8: makes change from a larger coin when smaller ones do not cover the price", () => {
    const r = planPayment(purse({ pp: 3 }), 2.5);
    expect(r).toMatchObject({ ok: true, paid: purse({ pp: 1 }), change: purse({ gp: 7, sp: 5 }), newPurse: purse({ pp: 2, gp: 7, sp: 5 }) });
    const mixed = planPayment(purse({ gp: 1, sp: 3 }), 0.5);
    expect(mixed).toMatchObject({ ok: true, newPurse: purse({ sp: 8 }) });
  });

  it("CORE-8: refuses when the actor cannot pay, saying by how much", () => {
    expect(planPayment(purse({ gp: 240, sp: 5 }), 250)).toEqual({ ok: false, reason: "insufficient", shortBy: 9.5, shortByCp: 950 });
  });

  it("CORE-8: the GM may waive the cost", () => {
    expect(planPayment(purse({}), 1000, { waived: true })).toMatchObject({ ok: true, newPurse: purse({}), paid: purse({}), waived: true });
  });

  it("CORE-8: invalid input is refused, not thrown", () => {
    expect(planPayment(purse({}), -1)).toEqual({ ok: false, reason: "invalidCost" });
    expect(planPayment(purse({}), Number.NaN)).toEqual({ ok: false, reason: "invalidCost" });
    expect(planPayment(purse({ gp: -1 }), 1)).toEqual({ ok: false, reason: "invalidPurse" });
  });

  it("CORE-8: a payment never makes a coin negative and removes exactly the price", () => {
    const arbPurse = fc.record({ pp: fc.nat(20), gp: fc.nat(200), ep: fc.nat(20), sp: fc.nat(50), cp: fc.nat(200) });
    fc.assert(
      fc.property(arbPurse, fc.integer({ min: 0, max: 100_000 }), (p, costCp) => {
        const r = planPayment(p, costCp / 100);
        if (r.ok) {
          for (const coin of COINS) expect(r.newPurse[coin]).toBeGreaterThanOrEqual(0);
          expect(purseValueCp(p) - purseValueCp(r.newPurse)).toBe(costCp);
        } else {
          expect(r.reason).toBe("insufficient");
          expect(purseValueCp(p)).toBeLessThan(costCp);
        }
      }),
    );
  });
});

describe("CORE-8: which coin is broken for change", () => {
  it("CORE-8: the smallest coin worth more than the remainder is broken, not a larger one", () => {
    expect(planPayment(purse({ pp: 1, gp: 1 }), 0.3)).toMatchObject({ ok: true, paid: purse({ gp: 1 }), change: purse({ sp: 7 }), newPurse: purse({ pp: 1, sp: 7 }) });
  });

  it("CORE-8: a coin the exact pass already spent is not broken again", () => {
    expect(planPayment(purse({ gp: 1, sp: 5 }), 0.55)).toMatchObject({ ok: true, paid: purse({ gp: 1, sp: 5 }), change: purse({ sp: 9, cp: 5 }), newPurse: purse({ sp: 9, cp: 5 }) });
  });

  it("CORE-8: a waived cost is the whole plan of nothing paid", () => {
    expect(planPayment(purse({ gp: 3 }), 12, { waived: true })).toEqual({ ok: true, newPurse: purse({ gp: 3 }), paid: purse({}), change: purse({}), costCp: 1200, waived: true });
  });

  it("CORE-8 (property): a payment leaves the purse worth exactly its value less the cost, or refuses by exactly what is short", () => {
    fc.assert(
      fc.property(fc.record({ pp: fc.nat(5), gp: fc.nat(20), ep: fc.nat(5), sp: fc.nat(30), cp: fc.nat(30) }), fc.integer({ min: 0, max: 8000 }), (coins, costCp) => {
        const plan = planPayment(purse(coins), costCp / 100);
        const before = purseValueCp(purse(coins));
        if (plan.ok) {
          expect(purseValueCp(plan.newPurse)).toBe(before - costCp);
          for (const coin of COINS) expect(plan.newPurse[coin]).toBeGreaterThanOrEqual(0);
        } else expect(plan).toEqual({ ok: false, reason: "insufficient", shortBy: (costCp - before) / 100, shortByCp: costCp - before });
      }),
    );
  });
});
