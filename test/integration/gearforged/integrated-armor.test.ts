/**
 * GF-UPG-8 through the stand-in (issue 13, "Integrated Armor cannot be unequipped until a long rest"):
 * integrating a carried suit of armor spends a long rest; afterwards unequipping or deleting it is refused with
 * the reason (sheet toggle or API), until another long rest takes it out.
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../helpers";
import { cards, gearforgedTable, packItem } from "./helpers";

const SCENARIO = { timeout: 30_000 };

function equipped(item: Item.Implementation): boolean {
  // cast: the equipment model's equipped flag.
  return (item.system as unknown as { equipped: boolean }).equipped;
}

describe("Integrated Armor (GF-UPG-8)", SCENARIO, () => {
  it("GF-UPG-8: integrated over a long rest, the armor cannot be unequipped or deleted until a long rest removes it", async () => {
    const { world, hero } = await gearforgedTable(1);
    const source = { name: "Chain Mail", type: "equipment", system: { equipped: false, armor: { kind: "heavy", value: 16 } } };
    await world.as(world.player, async () => {
      await hero.addUpgrade(await packItem("gearforged", "Integrated Armor"));
      // cast: a partial source, as createEmbeddedDocuments accepts it.
      await hero.createEmbeddedDocuments("Item", [source as unknown as Item.CreateData]);
    });
    const armor = hero.items.find((item) => item.name === "Chain Mail")!;
    const rests = cards(world, "rest").length;
    expect(await world.as(world.player, () => hero.integrateArmor(armor))).toBe(true);
    await world.settle();
    expect(cards(world, "rest")).toHaveLength(rests + 1);
    expect(equipped(armor)).toBe(true);

    world.notifications.length = 0;
    await world.as(world.player, () => armor.update({ "system.equipped": false } as Item.UpdateData));
    await world.settle();
    expect(equipped(armor)).toBe(true);
    // The sheet's equip toggle goes through the same veto.
    const sheet = await world.as(world.player, () => openSheet(hero));
    await world.as(world.player, async () => sheet.element.querySelector<HTMLButtonElement>(`[data-item-id="${armor.id}"] [data-action="toggleEquipped"]`)!.click());
    await world.settle();
    expect(equipped(armor)).toBe(true);
    await world.as(world.player, () => armor.delete());
    await world.settle();
    expect(hero.items.has(armor.id!)).toBe(true);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Chain Mail is integrated into the body");

    expect(await world.as(world.player, () => hero.removeIntegratedArmor())).toBe(true);
    await world.settle();
    expect(cards(world, "rest")).toHaveLength(rests + 2);
    expect(equipped(armor)).toBe(false);
    await world.as(world.player, () => armor.update({ "system.equipped": true } as Item.UpdateData));
    await world.as(world.player, () => armor.update({ "system.equipped": false } as Item.UpdateData));
    await world.settle();
    expect(equipped(armor)).toBe(false);
  });

  it("GF-UPG-8: without the upgrade, or for an item that is not armor, nothing is integrated and no rest is taken", async () => {
    const { world, hero } = await gearforgedTable(1);
    const cloak = { name: "Cloak", type: "equipment", system: { armor: { kind: "clothing" } } };
    // cast: a partial source, as createEmbeddedDocuments accepts it.
    await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [cloak as unknown as Item.CreateData]));
    const item = hero.items.find((i) => i.name === "Cloak")!;
    expect(await world.as(world.player, () => hero.integrateArmor(item))).toBe(false);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Integrated Armor")));
    expect(await world.as(world.player, () => hero.integrateArmor(item))).toBe(false);
    expect(cards(world, "rest")).toHaveLength(0);
  });
});
