/**
 * Undo by difference (issue 11 deliverable 5; src/rules/core/undo-plan.ts): a path unchanged since comes back as
 * it was; a counter that moved since loses exactly the change's own difference, within its bounds; anything else
 * that changed since is a conflict that refuses the whole undo.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUndoablePath, planRevert, revertValue, sameValue } from "../../../src/rules/core/undo-plan";

describe("undo plan", () => {
  it("CORE-4: an older death-save card's failure is taken back by difference (2 → 1, not 0)", () => {
    // The card recorded 0 → 1; a later card 1 → 2.
    expect(revertValue(0, 1, 2, true, { min: 0, max: 3 })).toEqual({ ok: true, value: 1 });
    expect(revertValue(0, 1, 1, true, { min: 0, max: 3 })).toEqual({ ok: true, value: 0 });
  });

  it("property: a counter's revert is current − (applied − previous), clamped to its bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (previous, applied, current) => {
        const result = revertValue(previous, applied, current, true, { min: 0, max: 6 });
        expect(result.ok).toBe(true);
        const value = (result as { value: number }).value;
        expect(value).toBe(current === applied ? previous : Math.min(6, Math.max(0, current - (applied - previous))));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(6);
      }),
    );
  });

  it("property: a non-number that changed since is a conflict; one that did not comes back", () => {
    fc.assert(
      fc.property(fc.constantFrom("rightArm", "leftArm", null), fc.constantFrom("rightArm", "head", null), fc.constantFrom("torso", "rightArm", null), (previous, applied, current) => {
        const result = revertValue(previous, applied, current, true);
        if (sameValue(current, applied)) expect(result).toEqual({ ok: true, value: previous });
        else expect(result).toEqual({ ok: false });
      }),
    );
  });

  it("one conflict refuses the whole plan and names every path that changed", () => {
    const plan = planRevert([
      { path: "system.attributes.hp.value", previous: 0, applied: 1, hasApplied: true, current: 1 },
      { path: "flags.augmented.systemFailure", previous: null, applied: { combatId: "a" }, hasApplied: true, current: { combatId: "b" } },
      { path: "system.installedSection", previous: "rightArm", applied: null, hasApplied: true, current: "leftArm" },
    ]);
    expect(plan).toEqual({ ok: false, conflicts: ["flags.augmented.systemFailure", "system.installedSection"] });
  });

  it("a legacy record (no applied values) restores as it is", () => {
    expect(revertValue(5, undefined, 17, false)).toEqual({ ok: true, value: 5 });
  });

  it("only system data and the system's flags may be written by an undo", () => {
    expect(isUndoablePath("system.attributes.death.failure")).toBe(true);
    expect(isUndoablePath("flags.augmented.systemFailure")).toBe(true);
    // The dnd5e companion's workflows write their flags under the module's id (a hyphen in it, escaped).
    expect(isUndoablePath("flags.augmented-dnd5e.designLocks", "augmented-dnd5e")).toBe(true);
    expect(isUndoablePath("flags.augmented-dnd5e.designLocks")).toBe(false);
    expect(isUndoablePath("flags.augmented.designLocks", "augmented-dnd5e")).toBe(false);
    expect(isUndoablePath("flags.augmentedXdnd5e.designLocks", "augmented.dnd5e")).toBe(false);
    for (const path of ["ownership.default", "name", "flags.core.sheetClass", "system.-=uses", "system.items.==x", "system", "type"]) expect(isUndoablePath(path)).toBe(false);
  });
});

describe("undo plan: the equality an undo relies on (sameValue)", () => {
  it("property: a JSON-like value equals its deep copy, and a value with one leaf changed does not", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(sameValue(value, structuredClone(value))).toBe(true);
        expect(sameValue({ wrap: value }, { wrap: value, extra: 1 })).toBe(false);
        expect(sameValue([value], [value, 1])).toBe(false);
      }),
    );
  });

  it("equal primitives are equal; null and undefined are the same absence, but not 0 or an empty string", () => {
    expect(sameValue(3, 3)).toBe(true);
    expect(sameValue("rightArm", "rightArm")).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    for (const other of [0, "", false, {}, []]) {
      expect(sameValue(null, other)).toBe(false);
      expect(sameValue(other, null)).toBe(false);
      expect(sameValue(undefined, other)).toBe(false);
      expect(sameValue(other, undefined)).toBe(false);
    }
  });

  it("a primitive never equals an object, and an array never equals an object, even one with no keys or a length", () => {
    for (const [a, b] of [
      [1, {}],
      ["x", { 0: "x" }],
      [[], {}],
      [[], { length: 0 }],
      [["x"], { 0: "x", length: 1 }],
    ] as const) {
      expect(sameValue(a, b)).toBe(false);
      expect(sameValue(b, a)).toBe(false);
    }
  });

  it("objects compare key by key, and arrays item by item with their lengths", () => {
    expect(sameValue({ combatId: "a", round: 2 }, { round: 2, combatId: "a" })).toBe(true);
    expect(sameValue({ combatId: "a" }, { combatId: "b" })).toBe(false);
    expect(sameValue({ combatId: "a" }, { combatId: "a", round: 1 })).toBe(false);
    // A key holding undefined is an absent key.
    expect(sameValue({ combatId: "a", round: undefined }, { combatId: "a" })).toBe(true);
    expect(sameValue(["rightArm", "head"], ["rightArm", "head"])).toBe(true);
    expect(sameValue(["rightArm", "head"], ["rightArm", "torso"])).toBe(false);
    expect(sameValue(["rightArm"], ["rightArm", "head"])).toBe(false);
    // An array with a trailing hole is longer, not equal.
    expect(sameValue([1, 2], [1, 2, undefined])).toBe(false);
  });
});

describe("undo plan: counters and conflicts", () => {
  it("a revert by difference happens only when previous, applied and current are all finite numbers", () => {
    for (const [previous, applied, current] of [
      [0, 1, "2"],
      [null, 1, 2],
      [0, null, 2],
      [Number.NaN, 1, 2],
      [0, 1, Number.POSITIVE_INFINITY],
      [0, Number.NEGATIVE_INFINITY, 2],
    ] as const) {
      expect(revertValue(previous, applied, current, true, { min: 0, max: 10 })).toEqual({ ok: false });
    }
  });

  it("a counter with no bounds given stays between 0 and the largest safe integer", () => {
    expect(revertValue(0, 1, 2, true)).toEqual({ ok: true, value: 1 });
    // Two uses recorded (0 → 2), one given back since (2 → 1): taking back the two would go below 0.
    expect(revertValue(0, 2, 1, true)).toEqual({ ok: true, value: 0 });
    expect(revertValue(Number.MAX_SAFE_INTEGER, 0, 5, true)).toEqual({ ok: true, value: Number.MAX_SAFE_INTEGER });
  });

  it("a counter's own bounds clamp its revert, a minimum above 0 included", () => {
    // HP 4 → 8 by the card, 8 → 5 since: 1 left, but this counter's minimum is 3.
    expect(revertValue(4, 8, 5, true, { min: 3, max: 10 })).toEqual({ ok: true, value: 3 });
    expect(revertValue(8, 2, 9, true, { min: 0, max: 12 })).toEqual({ ok: true, value: 12 });
  });

  it("a plan with no conflict gives every path its value", () => {
    const plan = planRevert([
      { path: "system.attributes.hp.value", previous: 0, applied: 1, hasApplied: true, current: 1 },
      { path: "system.attributes.death.failure", previous: 0, applied: 1, hasApplied: true, current: 2, bounds: { min: 0, max: 3 } },
      { path: "system.installedSection", previous: "rightArm", hasApplied: false, current: "leftArm" },
    ]);
    expect(plan).toEqual({
      ok: true,
      values: { "system.attributes.hp.value": 0, "system.attributes.death.failure": 1, "system.installedSection": "rightArm" },
    });
    expect(planRevert([])).toEqual({ ok: true, values: {} });
  });

  it("the flag scope is matched literally: a dot in it is a dot, not any character", () => {
    expect(isUndoablePath("flags.augmented.dnd5e.designLocks", "augmented.dnd5e")).toBe(true);
    expect(isUndoablePath("flags.augmentedXdnd5e.designLocks", "augmented.dnd5e")).toBe(false);
  });
});
