// The stand-in's item sorting, as v13 has it: `foundry.utils.performIntegerSort` (the updates that put a source
// before or after a target among its siblings) and ActorSheetV2 `_onSortItem` (an owned item dropped on another
// row of its own sheet). Evidence: test/foundry/README.md ("performIntegerSort", "ActorSheetV2 `_onSortItem`").
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

type Entry = { id: string; sort: number };

/** Applies the updates and returns the ids in the new order. */
function order(entries: Entry[], updates: Array<{ target: Entry; update: { sort: number } }>): string[] {
  for (const { target, update } of updates) target.sort = update.sort;
  return [...entries].sort((a, b) => a.sort - b.sort).map((e) => e.id);
}

function drop(target: Element, payload: unknown): void {
  const transfer = new DataTransfer();
  transfer.setData("text/plain", JSON.stringify(payload));
  const event = new Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event);
}

describe("stand-in sorting", () => {
  it("performIntegerSort: forwards after the target, backwards before it; one update while there is room", async () => {
    await createWorld({ entry });
    const sort = g.foundry.utils.performIntegerSort;
    const list = (): Entry[] => [{ id: "a", sort: 100 }, { id: "b", sort: 200 }, { id: "c", sort: 300 }, { id: "d", sort: 400 }];
    let e = list();
    const updates = sort(e[0], { target: e[2], siblings: e.filter((x) => x.id !== "a") });
    expect(updates).toHaveLength(1);
    expect(order(e, updates)).toEqual(["b", "c", "a", "d"]); // a dragged forwards onto c: after it
    e = list();
    expect(order(e, sort(e[3], { target: e[1], siblings: e }))).toEqual(["a", "d", "b", "c"]); // backwards: before b
    e = list();
    expect(order(e, sort(e[0], { target: e[3], siblings: e }))).toEqual(["b", "c", "d", "a"]); // after the last
    e = list();
    expect(order(e, sort(e[2], { target: e[0], siblings: e, sortBefore: false }))).toEqual(["a", "c", "b", "d"]); // explicit side
    e = list();
    expect(order(e, sort(e[1], { siblings: e }))).toEqual(["a", "c", "d", "b"]); // no target: last
  });

  it("performIntegerSort: equal keys (items never sorted) are reindexed in their given order, the source placed", async () => {
    await createWorld({ entry });
    const e: Entry[] = ["a", "b", "c"].map((id) => ({ id, sort: 0 }));
    const updates = g.foundry.utils.performIntegerSort(e[0], { target: e[1], siblings: e });
    expect(updates.length).toBe(3);
    expect(order(e, updates)).toEqual(["b", "a", "c"]);
    expect(g.CONST.SORT_INTEGER_DENSITY).toBe(100000);
  });

  it("_onSortItem: an owned item dropped on another row of its own sheet moves there; creates nothing", async () => {
    const world = await createWorld({ entry });
    const ana = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    const items = await ana.createEmbeddedDocuments("Item", ["Arm", "Eye", "Leg"].map((name, i) => ({ name, type: "augment", sort: (i + 1) * 10 })));
    const [arm, , leg] = items;
    const rows = () => [...ana.sheet.element.querySelectorAll("li[data-item-id]")].map((li: Element) => li.textContent?.trim().split(" ")[0]);
    await world.as(world.player, async () => {
      await ana.sheet.render(true);
      expect(rows()).toEqual(["Arm", "Eye", "Leg"]);
      drop(ana.sheet.element.querySelector(`li[data-item-id="${arm.id}"]`), { type: "Item", uuid: leg.uuid });
    });
    await world.settle();
    expect(ana.items.size).toBe(3);
    expect(await world.as(world.player, () => rows())).toEqual(["Leg", "Arm", "Eye"]);
    // Dropped on itself, or off any row: nothing changes.
    const before = ana.items.contents.map((i: Entry) => i.sort);
    await world.as(world.player, async () => {
      drop(ana.sheet.element.querySelector(`li[data-item-id="${leg.id}"]`), { type: "Item", uuid: leg.uuid });
      drop(ana.sheet.element.querySelector(".sheet-body"), { type: "Item", uuid: leg.uuid });
    });
    await world.settle();
    expect(ana.items.contents.map((i: Entry) => i.sort)).toEqual(before);
  });
});
