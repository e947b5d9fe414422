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

describe("CORE-8: which charge of a race the purse kept", () => {
  it("charges that followed different entries did not race: none is lost", () => {
    const entries = [entry("a", 250, 750, "x", 1), entry("b", 100, 650, "y", 2), entry("c", 50, 600, null, 3)];
    expect(lostCharges(entries, 600)).toEqual([]);
  });

  it("when the purse shows none of the racing totals, the latest charge is the one kept, whatever the order of the entries", () => {
    const a = entry("a", 10, 990, "p", 1);
    const b = entry("b", 20, 980, "p", 3);
    const c = entry("c", 30, 970, "p", 2);
    expect(lostCharges([b, c, a], 0)).toEqual([a, c]);
    expect(lostCharges([a, b, c], 0)).toEqual([a, c]);
  });

  it("charges that raced at the same moment are ordered by id: the greatest id is kept", () => {
    const a = entry("a", 10, 990, "p", 5);
    const b = entry("b", 20, 980, "p", 5);
    expect(lostCharges([b, a], 0)).toEqual([a]);
    expect(lostCharges([a, b], 0)).toEqual([a]);
  });

  it("property: a charge racing k − 1 settled ones, or a race all settled, loses nothing more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), (k, allSettled) => {
        const entries = Array.from({ length: k }, (_, i) => entry(`e${i}`, 10, 1000 - i, "p", i, allSettled || i > 0));
        expect(lostCharges(entries, 0)).toEqual([]);
      }),
    );
  });
});

describe("CORE-8 (interpretation): the hand value that stands", () => {
  const hand = (id: string, toCp: number, at: number, parent = "p"): ChargeEntry => ({ ...entry(id, 0, toCp, parent, at), set: true });

  it("charges that raced only each other are no business of a hand value", () => {
    expect(handSetStands([entry("a", 10, 990, "p", 1), entry("b", 20, 980, "p", 2)], 980)).toEqual({ restore: null, included: [] });
  });

  it("two hand values raced too: the one the purse shows stands; else the latest, whatever the order of the entries", () => {
    const early = hand("h1", 5_000, 1);
    const late = hand("h2", 7_000, 2);
    const charge = entry("c", 100, 900, "p", 3);
    expect(handSetStands([early, late, charge], 5_000)).toEqual({ restore: null, included: [charge] });
    expect(handSetStands([early, late, charge], 900)).toEqual({ restore: late, included: [charge] });
    expect(handSetStands([late, early, charge], 900)).toEqual({ restore: late, included: [charge] });
  });

  it("two hand values set at the same moment: the greatest id stands", () => {
    const charge = entry("c", 100, 900, "p", 3);
    expect(handSetStands([hand("h2", 7_000, 1), hand("h1", 5_000, 1), charge], 900)).toMatchObject({ restore: { id: "h2" } });
    expect(handSetStands([hand("h1", 5_000, 1), hand("h2", 7_000, 1), charge], 900)).toMatchObject({ restore: { id: "h2" } });
  });
});

describe("CORE-8: the ledger's order", () => {
  it("the latest entry is the latest in time, whatever the order of the entries; at the same moment, the greatest id", () => {
    const entries = [entry("c", 1, 1, null, 3), entry("a", 1, 1, null, 9), entry("b", 1, 1, null, 1)];
    expect(latestCharge(entries)?.id).toBe("a");
    expect(latestCharge([entry("b", 1, 1, null, 4), entry("a", 1, 1, null, 4)])?.id).toBe("b");
    expect(latestCharge([entry("a", 1, 1, null, 4), entry("b", 1, 1, null, 4)])?.id).toBe("b");
    expect(latestCharge([])).toBeNull();
  });

  it("entries written at the same moment are pruned by id, the smallest first", () => {
    const entries = Array.from({ length: LEDGER_KEEP + 1 }, (_, i) => entry(`e${String(i).padStart(2, "0")}`, 1, 1, null, 7));
    expect(prunable(entries).map((e) => e.id)).toEqual(["e00"]);
    expect(prunable([...entries].reverse()).map((e) => e.id)).toEqual(["e00"]);
  });
});
