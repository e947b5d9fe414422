/**
 * touchesPath (src/utils/touches-path.ts): whether an update writes at a path or below it, whatever mix of dotted
 * and nested keys it uses; the actor-update listeners return early on it.
 *
 * Run: npx vitest run --project unit test/unit/utils/touches-path.test.ts
 */
import { describe, expect, it } from "vitest";
import { touchesPath } from "../../../src/utils/touches-path";

const GP = "system.currency.gp";

describe("touchesPath", () => {
  it("finds the path nested, dotted or mixed", () => {
    expect(touchesPath({ system: { currency: { gp: 5 } } }, GP)).toBe(true);
    expect(touchesPath({ "system.currency.gp": 5 }, GP)).toBe(true);
    expect(touchesPath({ "system.currency": { gp: 5 } }, GP)).toBe(true);
    expect(touchesPath({ system: { "currency.gp": 5 } }, GP)).toBe(true);
    expect(touchesPath({ name: "x", system: { attributes: { hp: { value: 1 } }, currency: { gp: 0 } } }, GP)).toBe(true);
  });

  it("finds a write below the path (the whole scope of a flag)", () => {
    expect(touchesPath({ flags: { "augmented-dnd5e": { charges: { abc: { cp: 1 } } } } }, "flags.augmented-dnd5e.charges")).toBe(true);
    expect(touchesPath({ "flags.augmented-dnd5e.charges.-=abc": null }, "flags.augmented-dnd5e.charges")).toBe(true);
  });

  it("is false for siblings, prefixes that are not path segments, and parents that hold no object", () => {
    expect(touchesPath({ system: { currency: { sp: 5 } } }, GP)).toBe(false);
    expect(touchesPath({ "system.currency.gpx": 5 }, GP)).toBe(false);
    expect(touchesPath({ "system.cur": { "rency.gp": 5 } }, GP)).toBe(false);
    expect(touchesPath({ system: { currency: null } }, GP)).toBe(false);
    expect(touchesPath({ system: { currency: {} } }, GP)).toBe(false);
    expect(touchesPath({ system: { attributes: { hp: { value: 3 } } } }, GP)).toBe(false);
    expect(touchesPath({}, GP)).toBe(false);
    expect(touchesPath(null, GP)).toBe(false);
    expect(touchesPath(undefined, GP)).toBe(false);
  });
});
