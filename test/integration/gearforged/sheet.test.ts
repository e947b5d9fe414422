/**
 * Issue 13 item 8 through the stand-in: the character sheet's Gearforged tab. A gearforged shows its chassis
 * (GM defaults marked, GC-CH-1), its upgrade slots filled / free / locked until 5th level (GF-UPG-1), its
 * maintenance clock (GF-BODY-4) and its soul gem and memory gears (GF-REV-1, GF-MEM-1); a character of another
 * species has no such tab. The Remove button runs the workflow after a confirm; a consumable's Use button runs
 * the consumable workflow (GF-BODY-1 refusal shown, nothing spent).
 */
import { describe, expect, it } from "vitest";
import { createCharacter, openSheet, shownText, showTab } from "../helpers";
import { advanceHours, gearforgedTable, packItem } from "./helpers";

const SCENARIO = { timeout: 30_000 };

function texts(root: HTMLElement, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((el) => el.textContent?.replace(/\s+/g, " ").trim() ?? "");
}

describe("the Gearforged tab", SCENARIO, () => {
  it("GF-UPG-1 / GC-CH-1 / GF-BODY-4: chassis with GM-default marks, one filled slot and one locked until 5th, the clock", async () => {
    const { world, hero } = await gearforgedTable(1);
    await world.as(world.player, async () => {
      await hero.installChassis(await packItem("gearforged", "Kobold Chassis"));
      await hero.addUpgrade(await packItem("gearforged", "Climbing Claws"));
    });
    await advanceHours(world, 30);
    const sheet = await world.as(world.player, () => openSheet(hero));
    const root = sheet.element;
    expect(root.querySelector('nav [data-tab="gearforged"]')).not.toBeNull();
    const tab = root.querySelector<HTMLElement>('section.tab[data-tab="gearforged"]')!;
    expect(shownText(sheet, ".gearforged-variant")).toBe("Gearforged (homebrew)");
    expect(shownText(sheet, ".gearforged-chassis .gearforged-name")).toBe("Kobold Chassis");
    expect(texts(tab, ".gearforged-chassis .gearforged-value")).toEqual([
      "Size Small GM",
      "Languages Draconic GM",
      "Walking speed (ft) from the species GM",
    ]);
    // Issue 28: each GM default is one small mark whose tooltip and name say what it means.
    const chassisMarks = [...tab.querySelectorAll<HTMLElement>(".gearforged-chassis [data-gm-default]")];
    expect(chassisMarks.map((el) => [el.getAttribute("aria-label"), el.dataset.tooltip])).toEqual(Array(3).fill(["GM default (the rules give none)", "GM default (the rules give none)"]));
    expect([...tab.querySelectorAll<HTMLElement>(".gearforged-slot")].map((el) => el.dataset.slotState)).toEqual(["filled", "locked"]);
    expect(texts(tab, ".gearforged-slot")[0]).toContain("Climbing Claws");
    expect(texts(tab, ".gearforged-slot")[1]).toBe("Locked until level 5");
    expect(shownText(sheet, '[data-clock="since"]')).toBe("30 h");
    expect(shownText(sheet, '[data-clock="until"]')).toBe("18 h");
    expect(shownText(sheet, '[data-clock="exhaustion"]')).toBe("1");
    expect(texts(tab, ".gearforged-soul dd")).toEqual(["Intact", "Intact", "1"]);
  });

  it("GF-UPG-6: the Claw Arm's slot shows its reach, lift (5 × Strength score lb) and which carried weapons it may wield", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { abilities: { str: { value: 13 } } });
    await world.as(world.player, async () => {
      await hero.addUpgrade(await packItem("gearforged", "Claw Arm"));
      await hero.createEmbeddedDocuments("Item", [
        { name: "Dagger", type: "weapon", system: { properties: ["light", "finesse"] } },
        { name: "Longsword", type: "weapon", system: { properties: ["versatile"] } },
        { name: "Shield", type: "equipment", system: { armor: { kind: "shield", value: 2 } } },
      ] as Item.CreateData[]);
    });
    await world.settle();
    // Strength 13 + 1 (species) = 14: 70 lb.
    expect(hero.system.abilities.str.value).toBe(14);
    const sheet = await world.as(world.player, () => openSheet(hero));
    const notes = [...sheet.element.querySelectorAll<HTMLElement>("[data-claw-note]")].map((el) => el.textContent?.trim());
    expect(notes[0]).toContain("Reach 5 ft; lifts up to 70 lb");
    expect(notes[1]).toBe("Light weapons only, no shields. It can wield: Dagger.");
  });

  it("GF-SP-1 / GA-SP-1: the species sheets mark the walking speed and languages no seed gives as GM defaults", async () => {
    const { world, hero } = await gearforgedTable(1, "thirteenthAge");
    const marks = async (actor: Actor.Implementation) => {
      const species = actor.items.find((item) => (item.type as string) === "species")!;
      const sheet = await world.as(world.player, () => openSheet(species));
      return ["walk", "languages"].map((key) => sheet.element.querySelector(`[data-derived="species-${key}"] [data-gm-default]`) !== null);
    };
    // Issue 28: one small mark beside a GM default, none beside a value the rules give.
    expect(await marks(hero)).toEqual([true, true]);
    const homebrew = await gearforgedTable(1, "homebrew");
    const sheet = await homebrew.world.as(homebrew.world.player, () => openSheet(homebrew.hero.items.find((item) => (item.type as string) === "species")!));
    expect(["walk", "languages"].map((key) => sheet.element.querySelector(`[data-derived="species-${key}"] [data-gm-default]`) !== null)).toEqual([true, false]);
    // Play mode says the walking speed in feet (a species that sets none says "Unchanged").
    expect(sheet.element.querySelector('[data-derived="species-walk"]')?.textContent?.trim()).toMatch(/^30 ft GM$/);
  });

  it("GF-UPG-1: at 5th level the second slot is free; Remove asks, then deletes the upgrade", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Enhanced Optics")));
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "gearforged");
    expect([...sheet.element.querySelectorAll<HTMLElement>(".gearforged-slot")].map((el) => el.dataset.slotState)).toEqual(["filled", "free"]);

    world.dialogs.respond({ action: "confirm", client: world.player });
    await world.as(world.player, async () => sheet.element.querySelector<HTMLButtonElement>('[data-action="removeUpgrade"]')!.click());
    await world.settle();
    expect(hero.items.filter((item) => (item.type as string) === "upgrade")).toHaveLength(0);
    expect([...sheet.element.querySelectorAll<HTMLElement>(".gearforged-slot")].map((el) => el.dataset.slotState)).toEqual(["free", "free"]);
  });

  it("GF-UPG-1: upgrades held beyond the level's slots (a level lowered) are shown and flagged, not removed", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => {
      await hero.addUpgrade(await packItem("gearforged", "Enhanced Optics"));
      await hero.addUpgrade(await packItem("gearforged", "Climbing Claws"));
    });
    await world.as(world.gm, () => hero.update({ "system.details.level": 1 } as Actor.UpdateData));
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(hero));
    expect([...sheet.element.querySelectorAll<HTMLElement>(".gearforged-slot")].map((el) => el.dataset.slotState)).toEqual(["filled", "locked", "extra"]);
    expect(shownText(sheet, ".gearforged-audit")).toContain("No free upgrade slot for Climbing Claws");
    expect(hero.items.filter((item) => (item.type as string) === "upgrade")).toHaveLength(2);
  });

  it("a character of another species has no Gearforged tab; the chassis variant shows no upgrade slots or clock", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    const human = await world.as(world.gm, () => createCharacter({ name: "Bo" }));
    const humanSheet = await world.as(world.gm, () => openSheet(human));
    expect(humanSheet.element.querySelector('nav [data-tab="gearforged"]')).toBeNull();
    expect(humanSheet.element.querySelector(".gearforged-body")).toBeNull();
    const sheet = await world.as(world.player, () => openSheet(hero));
    expect(shownText(sheet, ".gearforged-variant")).toBe("Gearforged (chassis variant)");
    expect(sheet.element.querySelector(".gearforged-upgrades")).toBeNull();
    expect(sheet.element.querySelector(".gearforged-clock")).toBeNull();
    expect(shownText(sheet, ".gearforged-chassis .gearforged-empty")).toContain("No chassis yet");
  });

  it("GF-BODY-1: the inventory's Use button on a potion runs the consumable workflow: refused, nothing spent", async () => {
    const { world, hero } = await gearforgedTable(1);
    // cast: a partial source, as createEmbeddedDocuments accepts it.
    const source = { name: "Potion of Healing", type: "consumable", system: { formula: "2d4 + 2", quantity: 1 } } as unknown as Item.CreateData;
    const [potion] = (await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [source]))) ?? [];
    const sheet = await world.as(world.player, () => openSheet(hero));
    world.notifications.length = 0;
    const row = sheet.element.querySelector<HTMLElement>(`[data-item-id="${potion!.id}"]`)!;
    await world.as(world.player, async () => row.querySelector<HTMLButtonElement>('[data-action="rollTool"]')!.click());
    await world.settle();
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("has no effect on it");
    expect((potion!.system as unknown as { quantity: number }).quantity).toBe(1);
  });
});
