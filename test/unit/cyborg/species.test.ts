import { describe, expect, it } from "vitest";
import { CYBORG_SPECIES } from "../../../src/rules/cyborg";

describe("Cyborg species", () => {
  it("CY-SP-1: Str +1, Con +1, Humanoid, Medium, walk 30 ft, Common + one language", () => {
    expect(CYBORG_SPECIES).toEqual({
      abilityBonuses: { str: 1, con: 1 },
      creatureType: "humanoid",
      size: "medium",
      walkSpeedFt: 30,
      languages: { fixed: ["common"], choices: 1 },
    });
  });
});
