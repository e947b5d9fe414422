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
