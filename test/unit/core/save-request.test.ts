import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type RolledDie, d20TestShape, recordSaveResult, saveSucceeds } from "../../../src/rules/core";

const d20 = (faces: number[], modifiers: string[] = [], kept?: number): RolledDie => ({
  faces: 20,
  number: faces.length,
  modifiers,
  results: faces.map((result, index) => ({ result, active: kept === undefined ? true : index === kept })),
});

describe("a save asked of a target", () => {
  it("GF-UPG-11 / CY-ATK-3: a total equal to the DC saves, one less fails", () => {
    expect(saveSucceeds(14, 14)).toBe(true);
    expect(saveSucceeds(13, 14)).toBe(false);
    expect(saveSucceeds(Number.NaN, 14)).toBe(false);
  });

  it("GF-UPG-11: the result is recorded once; a second answer is refused", () => {
    const first = recordSaveResult(null, { total: 13, natural: 11 }, 14);
    expect(first).toEqual({ ok: true, record: { total: 13, natural: 11, saved: false } });
    if (!first.ok) throw new Error("recorded");
    expect(recordSaveResult(first.record, { total: 20, natural: 18 }, 14)).toEqual({ ok: false, error: "answered" });
    expect(recordSaveResult(null, { total: Number.POSITIVE_INFINITY, natural: 20 }, 14)).toEqual({ ok: false, error: "badTotal" });
  });

  it("GF-UPG-11: a roll is a d20 test only as one d20, or two kept high or low with the right one kept", () => {
    expect(d20TestShape([d20([12])])).toEqual({ ok: true, mode: "normal", natural: 12 });
    expect(d20TestShape([d20([4, 17], ["kh"], 1)])).toEqual({ ok: true, mode: "advantage", natural: 17 });
    expect(d20TestShape([d20([4, 17], ["kl"], 0)])).toEqual({ ok: true, mode: "disadvantage", natural: 4 });
    // A situational bonus may roll its own dice, not another d20.
    expect(d20TestShape([d20([9]), { faces: 4, number: 1, modifiers: [], results: [{ result: 3, active: true }] }])).toMatchObject({ ok: true, natural: 9 });
    expect(d20TestShape([d20([9]), d20([20])])).toEqual({ ok: false, error: "extraDice" });
    expect(d20TestShape([])).toEqual({ ok: false, error: "noD20" });
    expect(d20TestShape([{ faces: 6, number: 1, modifiers: [], results: [{ result: 6 }] }])).toEqual({ ok: false, error: "noD20" });
    expect(d20TestShape([d20([21])])).toEqual({ ok: false, error: "badFace" });
    expect(d20TestShape([d20([0])])).toEqual({ ok: false, error: "badFace" });
    // Kept low but claiming the higher die, or two d20 kept both.
    expect(d20TestShape([d20([4, 17], ["kl"], 1)])).toEqual({ ok: false, error: "badKeep" });
    // Kept high but claiming the lower die (advantage claimed, the worse face kept), with or without the count.
    expect(d20TestShape([d20([4, 17], ["kh"], 0)])).toEqual({ ok: false, error: "badKeep" });
    expect(d20TestShape([d20([17, 4], ["kh1"], 1)])).toEqual({ ok: false, error: "badKeep" });
    expect(d20TestShape([d20([17, 4], ["kl1"], 0)])).toEqual({ ok: false, error: "badKeep" });
    expect(d20TestShape([d20([4, 17])])).toEqual({ ok: false, error: "badKeep" });
    expect(d20TestShape([d20([20, 20, 20], ["kh"], 0)])).toEqual({ ok: false, error: "badKeep" });
  });

  it("GF-UPG-11 (property): any honest d20 test is accepted and reports its kept die", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom("normal", "advantage", "disadvantage"), (a, b, mode) => {
        if (mode === "normal") return d20TestShape([d20([a])]).ok;
        const keep = mode === "advantage" ? Math.max(a, b) : Math.min(a, b);
        const shape = d20TestShape([d20([a, b], [mode === "advantage" ? "kh" : "kl"], [a, b].indexOf(keep))]);
        return shape.ok && shape.mode === mode && shape.natural === keep;
      }),
    );
  });
});
