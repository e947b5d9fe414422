/**
 * Issue 28: the inventory as a dnd5e player knows it — ± quantity, uses as "2/3", an equip icon whose label says
 * what a click does, a row's name opening its summary, edit and delete behind a "⋯" menu, and a filter that
 * hides the rows whose name does not match (in the page only: nothing is submitted).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet, showTab, type SheetHandle } from "../helpers";

// cast (both): the created items' models, read for the one field each test changes.
const quantityOf = (item: { system: unknown }) => (item.system as unknown as { quantity: number }).quantity;
const equippedOf = (item: { system: unknown }) => (item.system as unknown as { equipped: boolean }).equipped;
const row = (sheet: SheetHandle, id: string) => sheet.element.querySelector<HTMLElement>(`.inventory [data-item-id="${id}"]`)!;
const shownNames = (sheet: SheetHandle) =>
  [...sheet.element.querySelectorAll<HTMLElement>(".inventory .item[data-item-id]")].filter((li) => !li.hidden).map((li) => li.querySelector(".item-name")?.textContent?.trim());

async function inventoryOf(items: Array<Record<string, unknown>>) {
  const world = await createWorld({ seed: 28 });
  const actor = await createCharacter({ name: "Ana" });
  // cast: partial source data, as createEmbeddedDocuments accepts it.
  const created = (await actor.createEmbeddedDocuments("Item", items as Item.CreateData[])) ?? [];
  await world.settle();
  const sheet = await openSheet(actor);
  await showTab(sheet, "inventory");
  return { world, actor, sheet, items: created };
}

describe("character sheet: inventory rows", () => {
  it("± changes the quantity by one and never below none; uses read as left/max", async () => {
    const { world, sheet, items } = await inventoryOf([
      { name: "Rations", type: "consumable", system: { quantity: 1, uses: { max: "3", spent: 1 } } },
    ]);
    const rations = items[0]!;
    expect(row(sheet, rations.id!).querySelector('[data-column="uses"]')?.textContent?.trim()).toBe("2/3");
    row(sheet, rations.id!).querySelector<HTMLElement>('[data-action="adjustQuantity"][data-delta="1"]')!.click();
    await world.settle();
    expect(quantityOf(rations)).toBe(2);
    expect(row(sheet, rations.id!).querySelector(".quantity-value")?.textContent).toBe("2");
    for (let i = 0; i < 3; i++) {
      row(sheet, rations.id!).querySelector<HTMLElement>('[data-action="adjustQuantity"][data-delta="-1"]')!.click();
      await world.settle();
    }
    expect(quantityOf(rations)).toBe(0);
    await sheet.close();
  });

  it("the equip icon's label and tooltip say the state and what a click does", async () => {
    const { world, sheet, items } = await inventoryOf([{ name: "Chain Shirt", type: "equipment", system: { equipped: false } }]);
    const shirt = items[0]!;
    const button = () => row(sheet, shirt.id!).querySelector<HTMLElement>('[data-action="toggleEquipped"]')!;
    expect(button().getAttribute("aria-label")).toBe("Equip Chain Shirt");
    expect(button().dataset.tooltip).toBe("Not equipped");
    expect(button().textContent?.trim()).toBe("");
    button().click();
    await world.settle();
    expect(equippedOf(shirt)).toBe(true);
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(button().getAttribute("aria-label")).toBe("Unequip Chain Shirt");
    await sheet.close();
  });

  it("clicking a name opens its summary and clicking again closes it; delete is in the ⋯ menu and asks first", async () => {
    const { world, actor, sheet, items } = await inventoryOf([
      { name: "Longsword", type: "weapon", system: { description: "<p>A <strong>fine</strong> blade.</p>" } },
      { name: "Rope", type: "equipment" },
    ]);
    const sword = items[0]!;
    expect(row(sheet, sword.id!).querySelector(".item-summary")).toBeNull();
    row(sheet, sword.id!).querySelector<HTMLElement>(".item-name")!.click();
    await world.settle();
    expect(row(sheet, sword.id!).querySelector(".item-summary")?.textContent?.trim()).toBe("A fine blade.");
    expect(row(sheet, sword.id!).querySelector(".item-name")?.getAttribute("aria-expanded")).toBe("true");
    row(sheet, sword.id!).querySelector<HTMLElement>(".item-name")!.click();
    await world.settle();
    expect(row(sheet, sword.id!).querySelector(".item-summary")).toBeNull();

    // The row shows no delete button of its own: it is inside the menu.
    expect(row(sheet, sword.id!).querySelector('.item-controls > [data-action="deleteItem"]')).toBeNull();
    const remove = row(sheet, sword.id!).querySelector<HTMLElement>('.item-menu [data-action="deleteItem"]')!;
    world.dialogs.respond("cancel");
    remove.click();
    await world.settle();
    expect(actor.items.getName("Longsword")).toBeDefined();
    world.dialogs.respond("confirm");
    row(sheet, sword.id!).querySelector<HTMLElement>('.item-menu [data-action="deleteItem"]')!.click();
    await world.settle();
    expect(actor.items.getName("Longsword")).toBeUndefined();
    await sheet.close();
  });

  it("the filter hides non-matching rows and empty groups, submits nothing, and holds across a re-render", async () => {
    const { world, actor, sheet } = await inventoryOf([
      { name: "Longsword", type: "weapon" },
      { name: "Shortsword", type: "weapon" },
      { name: "Rope", type: "equipment" },
    ]);
    const updates: unknown[] = [];
    const watch = Hooks.on("updateActor", (_actor, changed) => void updates.push(changed));
    const input = sheet.element.querySelector<HTMLInputElement>("input[data-item-filter]")!;
    input.value = "SWORD";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(shownNames(sheet)).toEqual(["Longsword", "Shortsword"]);
    expect(sheet.element.querySelector<HTMLElement>('.inventory .item-group[data-item-type="equipment"]')!.hidden).toBe(true);
    expect(updates).toEqual([]);

    // An item changes: the re-rendered list is filtered the same way.
    await actor.createEmbeddedDocuments("Item", [{ name: "Lantern", type: "equipment" } as Item.CreateData]);
    await world.settle();
    expect(sheet.element.querySelector<HTMLInputElement>("input[data-item-filter]")!.value).toBe("SWORD");
    expect(shownNames(sheet)).toEqual(["Longsword", "Shortsword"]);

    const again = sheet.element.querySelector<HTMLInputElement>("input[data-item-filter]")!;
    again.value = "zzz";
    again.dispatchEvent(new Event("input", { bubbles: true }));
    expect(shownNames(sheet)).toEqual([]);
    expect(sheet.element.querySelector<HTMLElement>(".inventory .item-filter-none")!.hidden).toBe(false);
    Hooks.off("updateActor", watch);
    await sheet.close();
  });
});
