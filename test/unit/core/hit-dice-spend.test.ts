/**
 * CORE-5's hit-die spending at its edges: one pool spent, the others untouched; every impossible roll refused with
 * its position; the dead spend nothing; the death-save counts reset only when HP ends above 0 (CORE-4).
 */
import { describe, expect, it } from "vitest";
import { planHitDiceSpend, spendHitDie } from "../../../src/rules/core";

const pools = () => [
  { die: 8 as const, max: 3, spent: 0 },
  { die: 10 as const, max: 2, spent: 1 },
];
const state = (hp = 0, failure = 1) => ({ hp: { value: hp, max: 30, temp: 0 }, hitDice: pools(), deathSaves: { success: 1, failure } });

describe("CORE-5: spending hit dice", () => {
  it("CORE-5: a die is taken from its own pool; the other pools stay exactly as they were", () => {
    expect(spendHitDie(pools(), 10)).toEqual({ ok: true, pools: [{ die: 8, max: 3, spent: 0 }, { die: 10, max: 2, spent: 2 }] });
    expect(spendHitDie(pools(), 8)).toEqual({ ok: true, pools: [{ die: 8, max: 3, spent: 1 }, { die: 10, max: 2, spent: 1 }] });
  });

  it("CORE-5: a roll that is not a whole face of its die refuses the batch, naming its position", () => {
    for (const roll of [0, 9, 2.5, Number.NaN]) {
      expect(planHitDiceSpend(state(5), [{ die: 8, roll: 4 }, { die: 8, roll }], 1)).toEqual({ ok: false, reason: "invalidRoll", index: 1 });
    }
    expect(planHitDiceSpend(state(5), [{ die: 8, roll: 8 }, { die: 8, roll: 1 }], 1)).toMatchObject({ ok: true, healed: 11 });
  });

  it("CORE-4 / CORE-5: three failures is dead: nothing is spent", () => {
    expect(planHitDiceSpend(state(0, 3), [{ die: 8, roll: 4 }], 1)).toEqual({ ok: false, reason: "dead", index: 0 });
    expect(planHitDiceSpend(state(0, 2), [{ die: 8, roll: 4 }], 1)).toMatchObject({ ok: true, hp: { value: 5 } });
  });

  it("CORE-4: healed above 0 the counts reset; a die that heals nothing at 0 HP leaves them as they were", () => {
    expect(planHitDiceSpend(state(0), [{ die: 8, roll: 4 }], 1)).toMatchObject({ ok: true, deathSaves: { success: 0, failure: 0 } });
    expect(planHitDiceSpend(state(0), [{ die: 8, roll: 1 }], -1)).toEqual({
      ok: true,
      hp: { value: 0, max: 30, temp: 0 },
      hitDice: [{ die: 8, max: 3, spent: 1 }, { die: 10, max: 2, spent: 1 }],
      deathSaves: { success: 1, failure: 1 },
      dice: [{ die: 8, roll: 1, healing: 0 }],
      healed: 0,
    });
  });
});
