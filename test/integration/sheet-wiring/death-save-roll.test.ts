/**
 * CORE-4 on the sheet: a dying character's death-save panel offers the roll; a dead one (three failures, or
 * exhaustion 6: CORE-6) keeps the panel with its pips but offers no roll.
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../helpers";
import { tableWithHero } from "../workflows/setup";

const ROLL = '.death-saves [data-action="rollDeathSave"]';

async function panel(system: Record<string, unknown>): Promise<{ panel: boolean; roll: boolean }> {
  const { world, hero } = await tableWithHero(system);
  const sheet = await world.as(world.player, () => openSheet(hero));
  await world.settle();
  return { panel: sheet.element.querySelector(".death-saves") !== null, roll: sheet.element.querySelector(ROLL) !== null };
}

describe("the death-save roll on the sheet (CORE-4)", () => {
  it("a dying character is offered the roll", async () => {
    expect(await panel({ attributes: { hp: { value: 0, max: 20 }, death: { success: 1, failure: 2 } } })).toEqual({ panel: true, roll: true });
  });

  it("a dead character (three failures) is not", async () => {
    expect(await panel({ attributes: { hp: { value: 0, max: 20 }, death: { success: 1, failure: 3 } } })).toEqual({ panel: true, roll: false });
  });

  it("nor one dead of exhaustion 6 (CORE-6)", async () => {
    expect(await panel({ attributes: { hp: { value: 0, max: 20 }, exhaustion: 6, death: { success: 0, failure: 0 } } })).toEqual({ panel: true, roll: false });
  });
});
