/**
 * Issue 13, "a gearforged built from the compendiums": the species, a chassis, one upgrade at 1st level and a
 * second refused until 5th, all dragged onto the character sheet from the Gearforged compendiums (GF-SP-1,
 * GC-CH-1, GF-UPG-1). A second chassis replaces the first after a confirm; deleting it reverses it; refused
 * drops create nothing and say why.
 */
import { describe, expect, it } from "vitest";
import { type SheetHandle, createCharacter, openSheet } from "../helpers";
import type { World } from "../workflows/setup";
import { gearforgedTable, packItem } from "./helpers";

const SCENARIO = { timeout: 30_000 };

/** Drops a document on a sheet as Foundry's drag and drop does: `text/plain` JSON `{type, uuid}`. */
function drop(sheet: SheetHandle, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  sheet.element.dispatchEvent(event);
}

async function dropAs(world: World, actor: Actor.Implementation, pack: "gearforged" | "species", name: string): Promise<void> {
  const item = await world.as(world.player, () => packItem(pack, name));
  await world.as(world.player, async () => drop(await openSheet(actor), item.uuid));
  await world.settle();
}

function itemsOf(actor: Actor.Implementation, type: string): string[] {
  return actor.items.filter((item) => (item.type as string) === type).map((item) => item.name);
}

function warnings(world: World): string[] {
  return world.notifications.filter((n) => n.level === "warning" || n.level === "error").map((n) => n.message);
}

describe("a gearforged built from the compendiums", SCENARIO, () => {
  it("GF-SP-1 / GC-CH-1 / GF-UPG-1: species, Dwarf chassis, one upgrade at 1st, a second refused until 5th", async () => {
    const { world, hero } = await gearforgedTable(1);
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "machine"]);
    expect([...hero.system.traits.creatureTypes].sort()).toEqual(["construct", "humanoid"]);

    await dropAs(world, hero, "gearforged", "Dwarf Chassis");
    expect(itemsOf(hero, "chassis")).toEqual(["Dwarf Chassis"]);
    expect(hero.system.traits.size).toBe("medium");
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "dwarvish", "machine"]);

    await dropAs(world, hero, "gearforged", "Claw Arm");
    expect(itemsOf(hero, "upgrade")).toEqual(["Claw Arm"]);

    world.notifications.length = 0;
    await dropAs(world, hero, "gearforged", "Enhanced Optics");
    expect(itemsOf(hero, "upgrade")).toEqual(["Claw Arm"]);
    expect(warnings(world).join(" ")).toContain("No free upgrade slot for Enhanced Optics");

    await world.as(world.gm, () => hero.update({ "system.details.level": 5 } as Actor.UpdateData));
    await world.settle();
    await dropAs(world, hero, "gearforged", "Enhanced Optics");
    expect(itemsOf(hero, "upgrade").sort()).toEqual(["Claw Arm", "Enhanced Optics"]);
    // Both slots used: a third is refused even at 5th level.
    world.notifications.length = 0;
    await dropAs(world, hero, "gearforged", "Claw Arm Laser");
    expect(itemsOf(hero, "upgrade")).toHaveLength(2);
    expect(warnings(world).join(" ")).toContain("No free upgrade slot for Claw Arm Laser");
  });

  it("GF-UPG-1: every broken rule is named (level, prerequisite) and nothing is created", async () => {
    const { world, hero } = await gearforgedTable(1);
    world.notifications.length = 0;
    await dropAs(world, hero, "gearforged", "Claw Arm Laser");
    expect(itemsOf(hero, "upgrade")).toEqual([]);
    const text = warnings(world).join(" ");
    expect(text).toContain("Claw Arm Laser needs character level 5");
    expect(text).toContain("needs the Claw Arm upgrade first");
  });

  it("GF-UPG-1: a Large chassis refuses an upgrade that adds movement", async () => {
    const { world, hero } = await gearforgedTable(1);
    const large = await world.as(world.gm, async () => {
      const source = (await packItem("gearforged", "Dwarf Chassis")).toObject() as Record<string, unknown>;
      foundry.utils.setProperty(source, "system.size", "large");
      foundry.utils.setProperty(source, "name", "Siege Chassis");
      // cast: a world copy of the compendium chassis with its size changed, as a GM would edit one.
      return Item.create(source as Item.CreateData);
    });
    await world.as(world.player, () => hero.installChassis(large!));
    await world.settle();
    expect(hero.system.traits.size).toBe("large");
    world.notifications.length = 0;
    await dropAs(world, hero, "gearforged", "Water Jets");
    expect(itemsOf(hero, "upgrade")).toEqual([]);
    expect(warnings(world).join(" ")).toContain("A Large chassis cannot take Water Jets");
  });

  it("GC-CH-1: a second chassis replaces the first after a confirm (old changes reversed); cancel changes nothing; deleting reverses", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    await dropAs(world, hero, "gearforged", "Dwarf Chassis");
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "dwarvish", "machine"]);

    world.dialogs.respond({ action: "cancel", client: world.player });
    await dropAs(world, hero, "gearforged", "Gnome Chassis");
    expect(itemsOf(hero, "chassis")).toEqual(["Dwarf Chassis"]);
    expect(hero.system.traits.size).toBe("medium");

    world.dialogs.respond({ action: "replace", client: world.player });
    await dropAs(world, hero, "gearforged", "Gnome Chassis");
    expect(itemsOf(hero, "chassis")).toEqual(["Gnome Chassis"]);
    expect(hero.system.traits.size).toBe("small");
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "gnomish", "machine"]);

    const gnome = hero.items.find((item) => (item.type as string) === "chassis")!;
    await world.as(world.player, () => gnome.delete());
    await world.settle();
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "machine"]);
    expect(hero.system.traits.size).toBe("medium");
  });

  it("GC-CH-1: the human chassis asks for its language of choice", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    world.dialogs.respond({ action: "apply", fields: { language0: "elvish" }, client: world.player });
    await dropAs(world, hero, "gearforged", "Human Chassis");
    expect([...hero.system.traits.languages].sort()).toEqual(["common", "elvish", "machine"]);
  });

  it("GC-CH-1 / GF-UPG-1: a character of another species is refused a chassis and an upgrade; nothing is created", async () => {
    const { world } = await gearforgedTable(1);
    const human = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: { default: 0, [world.player.user.id!]: 3 } }));
    world.notifications.length = 0;
    await dropAs(world, human, "gearforged", "Dwarf Chassis");
    await dropAs(world, human, "gearforged", "Claw Arm");
    expect(human.items.size).toBe(0);
    const text = warnings(world).join(" ");
    expect(text).toContain("Bo is not a gearforged");
    expect(text).toContain("only a Gearforged (homebrew) character can take it");
  });

  it("GF-UPG-12: Fortified Memory Tapes records the chosen ability; a cancelled choice creates nothing", async () => {
    const { world, hero } = await gearforgedTable(5);
    world.dialogs.respond({ action: "cancel", client: world.player });
    await dropAs(world, hero, "gearforged", "Fortified Memory Tapes");
    expect(itemsOf(hero, "upgrade")).toEqual([]);
    world.dialogs.respond({ action: "choose", fields: { choice: "wis" }, client: world.player });
    await dropAs(world, hero, "gearforged", "Fortified Memory Tapes");
    const tapes = hero.items.find((item) => (item.type as string) === "upgrade")!;
    expect((tapes.system as unknown as { choice: { ability: string } }).choice.ability).toBe("wis");
  });

  it("GF-UPG-2: Always Armed without a fitting weapon is refused with the reason", async () => {
    const { world, hero } = await gearforgedTable(1);
    world.notifications.length = 0;
    await dropAs(world, hero, "gearforged", "Always Armed");
    expect(itemsOf(hero, "upgrade")).toEqual([]);
    expect(warnings(world).join(" ")).toContain("needs a weapon you are proficient with");
  });
});
