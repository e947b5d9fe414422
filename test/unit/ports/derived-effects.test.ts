/**
 * Derived effects (src/ports/derived-effects.ts): a feature's contributions, said in the rules' terms, become the
 * changes of a host whose layout keeps speeds under one movement path and an AC bonus at one key.
 */
import { describe, expect, it } from "vitest";
import { layoutEffectChanges } from "../../../src/ports/derived-effects";

const LAYOUT = {
  movement: "host.move",
  acBonus: "host.ac.bonus",
  acBonusValue: (bonus: number) => `+${bonus}`,
  abilityModifier: (bonus: number) => [{ key: "host.mods", kind: "add" as const, value: String(bonus) }],
  rollBonus: (rolls: string, bonus: number) => [{ key: `host.rolls.${rolls}`, kind: "add" as const, value: String(bonus) }],
};

describe("derived effects in a host's terms", () => {
  it("maps each contribution onto the layout", () => {
    expect(
      layoutEffectChanges(
        [
          { kind: "speed", mode: "fly", atLeast: 30 },
          { kind: "speed", mode: "swim", add: 10 },
          { kind: "speed", mode: "swim", set: 0 },
          { kind: "hover" },
          { kind: "armorClass", bonus: 1 },
          { kind: "abilityModifier", bonus: 3 },
          { kind: "rollBonus", rolls: "skill", bonus: -2 },
        ],
        LAYOUT,
      ),
    ).toEqual([
      { key: "host.move.fly", kind: "upgrade", value: "30" },
      { key: "host.move.swim", kind: "add", value: "10" },
      { key: "host.move.swim", kind: "override", value: "0" },
      { key: "host.move.hover", kind: "override", value: "true" },
      { key: "host.ac.bonus", kind: "add", value: "+1" },
      { key: "host.mods", kind: "add", value: "3" },
      { key: "host.rolls.skill", kind: "add", value: "-2" },
    ]);
  });

  it("a contribution the host derives itself gives no change", () => {
    expect(layoutEffectChanges([{ kind: "abilityModifier", bonus: 3 }], { ...LAYOUT, abilityModifier: () => [] })).toEqual([]);
  });
});
