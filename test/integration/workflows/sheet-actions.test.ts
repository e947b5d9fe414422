/**
 * The workflows driven from the real character sheet, as a player does: a Shift-click on an ability rolls
 * it without the dialog; the Long Rest button runs the long rest (CORE-5).
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../helpers";
import { hp, lastMessage, tableWithHero } from "./setup";
import { cardHtml } from "../cards";

async function playModeButton(sheet: Awaited<ReturnType<typeof openSheet>>, selector: string): Promise<HTMLElement> {
  let button = sheet.element.querySelector<HTMLElement>(selector);
  if (!button) {
    sheet.element.querySelector<HTMLElement>("[data-action=toggleMode]")?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    button = sheet.element.querySelector<HTMLElement>(selector);
  }
  if (!button) throw new Error(`no ${selector} on the sheet`);
  return button;
}

describe("workflows from the character sheet", () => {
  it("CORE-1: Shift-clicking an ability on the sheet posts the check without asking", async () => {
    const { world, hero } = await tableWithHero({ abilities: { dex: { value: 14 } } });
    world.dice.queue([9]);
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      const button = await playModeButton(sheet, '[data-action=rollAbility][data-ability="dex"]');
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
    });
    await world.settle();
    expect(world.dialogs.history).toHaveLength(0);
    expect(lastMessage(world).rolls[0]?.total).toBe(11);
  });

  it("CORE-5: the sheet's Long Rest button restores hit points and posts the summary", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 4, max: 20 } } });
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      const button = await playModeButton(sheet, "[data-action=longRest]");
      button.click();
    });
    await world.settle();
    expect(hp(hero).value).toBe(20);
    expect(await cardHtml(lastMessage(world))).toContain("Long Rest");
  });
});
