/** CORE-8 across clients (issue 25, finding 3): which charges a purse lost to a race (src/rules/core/charge-ledger.ts). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type ChargeEntry, LEDGER_KEEP, handSetStands, latestCharge, lostCharges, prunable } from "../../../src/rules/core/charge-ledger";

const entry = (id: string, cp: number, toCp: number, parent: string | null, at: number, settled = false): ChargeEntry => ({ id, cp, toCp, parent, at, settled, set: false });

describe("CORE-8: the charge ledger", () => {
  it("a serial chain lost nothing", () => {
    expect(lostCharges([entry("a", 250, 750, null, 1), entry("b", 250, 500, "a", 2)], 500)).toEqual([]);
  });

  it("two charges that followed the same entry: the one the purse does not show is lost", () => {
    const a = entry("a", 250, 750, null, 1);
    const b = entry("b", 100, 900, null, 2);
    expect(lostCharges([a, b], 900)).toEqual([a]);
    expect(lostCharges([a, b], 750)).toEqual([b]);
  });

  it("a settled loss is not charged again, whatever the purse shows since", () => {
    expect(lostCharges([entry("a", 250, 750, null, 1), entry("b", 250, 750, null, 2, true), entry("s", 250, 500, "b", 3)], 500)).toEqual([]);
  });

  it("property: of k charges that raced, k − 1 are lost, once", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }), fc.nat(), (amounts, pick) => {
        const entries = amounts.map((cp, i) => entry(`e${i}`, cp, 10_000 - cp, "p", i));
        const shown = entries[pick % entries.length]!.toCp;
        const lost = lostCharges(entries, shown);
        expect(lost).toHaveLength(amounts.length - 1);
        const settled = entries.map((e) => (lost.includes(e) ? { ...e, settled: true } : e));
        expect(lostCharges(settled, 0)).toEqual([]);
      }),
    );
  });

  it("CORE-8 (interpretation): a charge that raced a value set by hand is included in it; the purse shows the hand value", () => {
    const set = { ...entry("s", 0, 10_000, "p", 1), set: true };
    const charge = entry("c", 25_000, 5_000, "p", 2);
    // The hand value landed first, the charge planned on 300 gp wrote 50 gp over it: put the 100 gp back.
    expect(handSetStands([set, charge], 5_000)).toEqual({ restore: set, included: [charge] });
    // The charge landed first: the purse shows the hand value already.
    expect(handSetStands([set, charge], 10_000)).toEqual({ restore: null, included: [charge] });
    // Not a loss to charge again, and once included nothing is left to settle.
    expect(lostCharges([set, charge], 5_000)).toEqual([]);
    expect(handSetStands([set, { ...charge, settled: true }], 5_000)).toEqual({ restore: null, included: [] });
  });

  it("CORE-8: a write that followed the race planned on what it saw: the purse is not put back over it", () => {
    const set = { ...entry("s", 0, 10_000, "p", 1), set: true };
    const charge = entry("c", 25_000, 5_000, "p", 2);
    const later = entry("d", 1_000, 4_000, "c", 3);
    expect(handSetStands([set, charge, later], 4_000)).toEqual({ restore: null, included: [charge] });
  });

  it("the latest entry is the one a new charge follows; only entries beyond the newest LEDGER_KEEP are pruned", () => {
    const entries = Array.from({ length: LEDGER_KEEP + 3 }, (_, i) => entry(`e${String(i).padStart(2, "0")}`, 1, 1, null, i));
    expect(latestCharge(entries)?.id).toBe(`e${LEDGER_KEEP + 2}`);
    expect(prunable(entries).map((e) => e.id)).toEqual(["e02", "e01", "e00"]);
  });
});

describe("CORE-8: the purse is bounded", () => {
  it("a purse of more than MAX_COINS of a kind is no valid purse: nothing is paid from 1e308 gp", async () => {
    const { MAX_COINS, planPayment, EMPTY_PURSE } = await import("../../../src/rules/core/currency");
    expect(planPayment({ ...EMPTY_PURSE, gp: 1e308 }, 400)).toEqual({ ok: false, reason: "invalidPurse" });
    expect(planPayment({ ...EMPTY_PURSE, gp: MAX_COINS }, 400)).toMatchObject({ ok: true, newPurse: { gp: MAX_COINS - 400 } });
  });
});
