/**
 * Broken chassis, upgrade and consumable data (an older world, a module) loads and is flagged, never fixed:
 * the pure checks the item models' `problems` getters call (src/data/item/gearforged/problems.ts).
 */
import { describe, expect, it } from "vitest";
import { chassisProblems, consumableProblems, problemKeys, upgradeProblems, type UpgradeSource } from "../../../src/data/item/gearforged/problems";
import { UPGRADES, UPGRADE_KEYS } from "../../../src/rules/gearforged";

const upgrade = (over: Partial<UpgradeSource> = {}): UpgradeSource => ({
  key: "clawArmLaser",
  minLevel: 5,
  prerequisite: "clawArm",
  addsMovement: false,
  activation: "action",
  uses: { max: "@abilities.con.mod" },
  choice: { ability: null },
  ...over,
});

describe("item problems", () => {
  it("GC-CH-1: a chassis with an unknown size, a broken walk or language count is flagged, and its values are left as they are", () => {
    const source = { key: "dwarf", size: "enormous", walk: -5, languages: { fixed: ["dwarvish"], choices: -1 } };
    expect(chassisProblems(source)).toEqual(["unknownSize", "badWalk", "badLanguageChoices"]);
    expect(source.size).toBe("enormous");
    expect(chassisProblems({ key: "gnome", size: "small", walk: null, languages: { fixed: [], choices: 0 } })).toEqual([]);
  });

  it("GF-UPG-1: every shipped upgrade's numbers agree with the rules; a changed level, prerequisite or movement is flagged", () => {
    for (const key of UPGRADE_KEYS) {
      const rules = UPGRADES[key];
      const source = upgrade({ key, minLevel: rules.minLevel, prerequisite: rules.prerequisite, addsMovement: rules.addsMovement, activation: rules.activation, uses: { max: rules.uses.max } });
      expect(upgradeProblems(source), key).toEqual([]);
    }
    expect(upgradeProblems(upgrade({ minLevel: 1 }))).toEqual(["differsFromRules"]);
    expect(upgradeProblems(upgrade({ prerequisite: null }))).toEqual(["differsFromRules"]);
  });

  it("GF-UPG-12: a broken level, self-prerequisite, activation, uses formula or ability choice is flagged with an i18n key", () => {
    const problems = upgradeProblems({ key: "custom", minLevel: 0, prerequisite: "custom", addsMovement: false, activation: "sometimes", uses: { max: "2 +" }, choice: { ability: "str" } });
    expect(problems).toEqual(["badMinLevel", "selfPrerequisite", "unknownActivation", "badUsesFormula", "badAbilityChoice"]);
    expect(problemKeys(["badMinLevel"])).toEqual(["AUGMENTED.Gearforged.Problem.badMinLevel"]);
  });

  it("GF-BODY-1: a consumable with an unknown kind or a broken formula is flagged", () => {
    expect(consumableProblems({ kind: "elixir", formula: "2d4 +", uses: { max: "" } })).toEqual(["unknownKind", "badFormula"]);
    expect(consumableProblems({ kind: "potion", formula: "2d4 + 2", uses: { max: "1" } })).toEqual([]);
  });
});
