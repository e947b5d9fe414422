/** History lines show world time as a day and a clock when no calendar formats it. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockText, worldTimeParts } from "../../../src/rules/core/world-time";

describe("worldTimeParts", () => {
  it("day 1 starts at 0; hours and minutes within the day; bad input is day 1, 00:00", () => {
    expect(worldTimeParts(0)).toEqual({ day: 1, hour: 0, minute: 0 });
    expect(worldTimeParts(3600 * 25 + 61)).toEqual({ day: 2, hour: 1, minute: 1 });
    expect(clockText(worldTimeParts(3600 * 9 + 5 * 60))).toBe("09:05");
    for (const bad of [-5, Number.NaN, Number.POSITIVE_INFINITY]) expect(worldTimeParts(bad)).toEqual({ day: 1, hour: 0, minute: 0 });
  });

  it("property: the parts give back the time to the minute", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (t) => {
        const p = worldTimeParts(t);
        return p.hour < 24 && p.minute < 60 && ((p.day - 1) * 24 + p.hour) * 60 + p.minute === Math.floor(t / 60);
      }),
    );
  });
});
