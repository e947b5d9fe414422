/**
 * Reordering an inventory as v13 sheets do (issue 9 item 1; test/foundry/README.md marks ActorSheetV2's
 * `_onSortItem` an assumption to check here): an owned item dragged onto another row of the same list lands
 * before it when dragged upwards (after it when dragged downwards), through `foundry.utils.performIntegerSort`
 * on the items' `sort` keys; nothing is created, and the sheet lists the rows in the new order. The drags start
 * on the sheet's own rows (issue 23 item 5): the sheet puts the item's drag data on them itself (as dnd5e's
 * `_onDragItem` does), and the same drag dropped on another actor's sheet copies the item there.
 */
import { equal, present, same } from "./assert";
import { defineScenario } from "./harness";
import { createActor, createOwnedItems, dragFrom, dropOn, find, openSheet } from "./support";

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

    // The crowbar (last) dragged up onto the rope (first): before it. The drag starts on the crowbar's row.
    const dragged = present(dragFrom(find(sheet.element, `li.item.draggable[data-item-id="${crowbar!.id}"]`)), "the drag data the crowbar's row carries");
    same(dragged, crowbar!.toDragData(), "the row's drag data is the item's");
    dropOn(find(sheet.element, `li.item[data-item-id="${rope!.id}"]`), dragged);
    await h.eventually("the crowbar sorted first", () => equal((crowbar!.sort ?? 0) < (rope!.sort ?? 0), true, "crowbar before rope"));
    await h.settle();
    equal(hero.items.size, 3, "no item created");
    await h.eventually("the sheet shows the new order", () => equal(rowNames(sheet.element).join(", "), "Quench crowbar, Quench rope, Quench lantern", "rows after the drop"));

    // The crowbar (now first) dragged down onto the lantern (last): after it.
    const lantern = hero.items.find((item) => item.name === NAMES[1])!;
    dropOn(find(sheet.element, `li.item[data-item-id="${lantern.id}"]`), present(dragFrom(find(sheet.element, `li.item.draggable[data-item-id="${crowbar!.id}"]`)), "crowbar drag"));
    await h.eventually("the sheet shows the crowbar last", () => equal(rowNames(sheet.element).join(", "), "Quench rope, Quench lantern, Quench crowbar", "rows after the second drop"));

    // The rope's row dragged onto another actor's sheet: a copy there, the rope still here.
    const other = await createActor(h, { name: "Quench receiver", type: "character" });
    const otherSheet = await openSheet(other);
    dropOn(otherSheet.element, present(dragFrom(find(sheet.element, `li.item.draggable[data-item-id="${rope!.id}"]`)), "rope drag"));
    await h.eventually("the rope copied to the other actor", () => equal(other.items.filter((i) => i.name === NAMES[0]).length, 1, "ropes on the receiver"));
    equal(hero.items.size, 3, "the packer keeps its three items");
    await otherSheet.close();
    await sheet.close();
  },
});
