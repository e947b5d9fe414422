// CORE-9 for one damage application whose amount is known (CORE-10): what a host's damage step reports, not capped
// at the HP left.
import { describe, expect, it } from "vitest";
import { killsOutright } from "../../../src/rules/core/hit-points";

describe("killsOutright (CORE-9)", () => {
  it("from above 0: the damage left over after reaching 0 (temp HP soak first) is at least the maximum", () => {
    expect(killsOutright({ value: 10, max: 40, temp: 0 }, 50)).toBe(true);
    expect(killsOutright({ value: 10, max: 40, temp: 0 }, 49)).toBe(false);
    expect(killsOutright({ value: 10, max: 40, temp: 5 }, 54)).toBe(false);
    expect(killsOutright({ value: 10, max: 40, temp: 5 }, 55)).toBe(true);
  });

  it("a hit that leaves HP above 0, healing and nothing never kill", () => {
    expect(killsOutright({ value: 100, max: 40, temp: 0 }, 60)).toBe(false);
    expect(killsOutright({ value: 10, max: 40, temp: 0 }, 0)).toBe(false);
    expect(killsOutright({ value: 10, max: 40, temp: 0 }, -50)).toBe(false);
  });

  it("already at 0 HP: massive damage (a left-over of at least the maximum)", () => {
    expect(killsOutright({ value: 0, max: 40, temp: 0 }, 40)).toBe(true);
    expect(killsOutright({ value: 0, max: 40, temp: 0 }, 39)).toBe(false);
    expect(killsOutright({ value: 0, max: 0, temp: 0 }, 0)).toBe(false);
  });
});

describe("CORE-9: a maximum of 0 (a broken sheet)", () => {
  it("CORE-9: no damage kills no one, even where the maximum is 0", () => {
    expect(killsOutright({ value: 0, max: 0, temp: 0 }, 0)).toBe(false);
    expect(killsOutright({ value: 0, max: 0, temp: 0 }, 1)).toBe(true);
  });
});
