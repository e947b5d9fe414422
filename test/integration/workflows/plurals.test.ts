/** Counted strings take the plural form the language's rules pick (`localizeCount`), never "failure(s)". */
import { describe, expect, it } from "vitest";
import { localizeCount } from "../../../src/utils/notify";
import { tableWithHero } from "./setup";

describe("localizeCount", () => {
  it("picks one / other by Intl.PluralRules and fills in the count", async () => {
    await tableWithHero();
    expect(localizeCount("AUGMENTED.DeathSave.FromDamage", 1, { name: "Ana" })).toBe("Ana takes damage at 0 hit points: 1 death save failure.");
    expect(localizeCount("AUGMENTED.DeathSave.FromDamage", 2, { name: "Ana" })).toBe("Ana takes damage at 0 hit points: 2 death save failures.");
    expect(localizeCount("AUGMENTED.AugmentUse.Mobility.Hover", 5, { speed: 20 })).toContain("for 5 minutes.");
    expect(localizeCount("AUGMENTED.AugmentUse.Mobility.Fly", 1, { speed: 20 })).toBe("Flying: fly speed 20 ft for 1 minute.");
  });
});
