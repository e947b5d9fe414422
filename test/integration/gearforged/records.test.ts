/**
 * GF-MEM-1 and the gearforged records through the stand-in: installing a memory gear costs 2,000 gp (confirmed,
 * refused with the missing amount) and a salvaged one is readable a week after the day of work; the soul gem,
 * memory gears and age are edited on the Gearforged tab in edit mode. GC-VIT-1 / GF-BODY-3: the long rest card
 * says what the body did.
 */
import { describe, expect, it } from "vitest";
import { editField, enterEditMode, openSheet, showTab } from "../helpers";
import { cards, gearforgedTable } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

describe("gearforged records", SCENARIO, () => {
  it("GF-MEM-1: a memory gear costs 2,000 gp after a confirm; a salvaged one is readable a day and a week later", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { currency: { gp: 5000 } });
    world.dialogs.respond({ action: "pay", client: world.player });
    const gear = await world.as(world.player, () => hero.installMemoryGear({ salvaged: true }));
    await world.settle();
    expect(gear).toMatchObject({ salvaged: true, count: 2, readableAt: 8 * 86400 });
    expect(hero.system.currency.gp).toBe(3000);
    expect(hero.system.gearforged.memoryGears).toMatchObject({ count: 2, readableAt: 8 * 86400 });
    expect(await cardHtml(cards(world, "memory-gear").at(-1))).toContain("a new soulforging is needed");
  });

  it("GF-MEM-1: a purse short of 2,000 gp is refused with the missing amount; nothing changes", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { currency: { gp: 500 } });
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.installMemoryGear())).toBeNull();
    expect(hero.system.gearforged.memoryGears.count).toBe(1);
    expect(hero.system.currency.gp).toBe(500);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("1500");
  });

  it("GF-REV-1 / GF-MEM-1: edit mode shows the soul gem, gears and age inputs; too few gears for the age are flagged", async () => {
    const { world, hero } = await gearforgedTable(1);
    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "gearforged");
    await world.as(world.player, () => enterEditMode(sheet));
    const names = [...sheet.element.querySelectorAll<HTMLInputElement>(".gearforged-record input")].map((input) => input.name);
    expect(names).toEqual(["system.gearforged.soulGem.intact", "system.gearforged.memoryGears.intact", "system.gearforged.memoryGears.count", "system.gearforged.age"]);
    // Through the edit-mode form, as the player types (the species' trait effects do not get in the way).
    await world.as(world.player, () => editField(sheet, "system.gearforged.age", "35"));
    await world.settle();
    await world.as(world.player, async () => {
      const box = sheet.element.querySelector<HTMLInputElement>('[name="system.gearforged.soulGem.intact"]')!;
      box.checked = false;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await world.settle();
    expect(hero.system.gearforged.age).toBe(35);
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.gearforged.age"]')?.value).toBe("35");
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.gearforged.soulGem.intact"]')?.checked).toBe(false);
    // Back to play mode: the derived view of the records.
    await world.as(world.player, async () => sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')!.click());
    await world.settle();
    expect(sheet.element.querySelector('[data-gears="count"]')?.textContent?.trim()).toBe("1 / 4");
    expect(sheet.element.querySelector(".gearforged-soul .gearforged-problem")?.textContent).toContain("Fewer gears recorded");
    expect(sheet.element.querySelector(".gearforged-soul dd.lost")?.textContent).toBe("Lost");
  });

  it("GC-VIT-1 / GF-BODY-3: the long rest card says the chassis variant was dormant and the homebrew one did maintenance", async () => {
    const chassis = await gearforgedTable(1, "chassis");
    await chassis.world.as(chassis.world.player, () => chassis.hero.longRest());
    await chassis.world.settle();
    expect(await cardHtml(cards(chassis.world, "rest").at(-1))).toContain("Six hours dormant (semiconscious, disadvantage on Wisdom (Perception)), counting as the rest");
    const homebrew = await gearforgedTable(1);
    await homebrew.world.as(homebrew.world.player, () => homebrew.hero.shortRest({ hitDice: 0 }));
    await homebrew.world.settle();
    expect(await cardHtml(cards(homebrew.world, "rest").at(-1))).toContain("Gearforged maintenance: aware of the surroundings");
  });
});
