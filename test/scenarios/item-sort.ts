/**
 * Reordering an inventory as v13 sheets do (issue 9 item 1; test/foundry/README.md marks ActorSheetV2's
 * `_onSortItem` an assumption to check here): an owned item dragged onto another row of the same list lands
 * before it when dragged upwards (after it when dragged downwards), through `foundry.utils.performIntegerSort`
 * on the items' `sort` keys; nothing is created, and the sheet lists the rows in the new order.
 */
import { equal } from "./assert";
import { defineScenario } from "./harness";
import { createActor, createOwnedItems, dropOn, find, openSheet } from "./support";

const NAMES = ["Quench rope", "Quench lantern", "Quench crowbar"] as const;

/** The names of one inventory group's rows, top to bottom. */
function rowNames(element: HTMLElement): string[] {
  return [...element.querySelectorAll<HTMLElement>('.item-group[data-item-type="equipment"] li.item[data-item-id] .item-name')].map((e) => e.textContent?.trim() ?? "");
}

export default defineScenario({
  id: "item-sort",
  title: "an inventory item dropped onto another row of its own sheet moves there",
  proves: "issue 9 item 1 (ActorSheetV2 _onSortItem, performIntegerSort)",
  async run(h) {
    const hero = await createActor(h, { name: "Quench packer", type: "character" });
    const [rope, , crowbar] = await createOwnedItems(hero, NAMES.map((name, i) => ({ name, type: "equipment", sort: (i + 1) * 1000 })));
    const sheet = await openSheet(hero);
    find(sheet.element, '[data-action="tab"][data-tab="inventory"]').click();
    equal(rowNames(sheet.element).join(", "), NAMES.join(", "), "rows by sort before");

    // The crowbar (last) dragged up onto the rope (first): before it.
    dropOn(find(sheet.element, `li.item[data-item-id="${rope!.id}"]`), { type: "Item", uuid: crowbar!.uuid });
    await h.eventually("the crowbar sorted first", () => equal((crowbar!.sort ?? 0) < (rope!.sort ?? 0), true, "crowbar before rope"));
    await h.settle();
    equal(hero.items.size, 3, "no item created");
    await h.eventually("the sheet shows the new order", () => equal(rowNames(sheet.element).join(", "), "Quench crowbar, Quench rope, Quench lantern", "rows after the drop"));

    // The crowbar (now first) dragged down onto the lantern (last): after it.
    const lantern = hero.items.find((item) => item.name === NAMES[1])!;
    dropOn(find(sheet.element, `li.item[data-item-id="${lantern.id}"]`), { type: "Item", uuid: crowbar!.uuid });
    await h.eventually("the sheet shows the crowbar last", () => equal(rowNames(sheet.element).join(", "), "Quench rope, Quench lantern, Quench crowbar", "rows after the second drop"));
    await sheet.close();
  },
});
