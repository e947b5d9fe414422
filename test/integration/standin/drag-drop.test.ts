// The stand-in's ActorSheetV2 drag and drop, as v13 wires it (test/foundry/document-sheet.ts; the evidence table in
// test/foundry/README.md): drags start only from `.draggable`, drops pass `_canDragDrop`, the
// `dropActorSheetData` hook and `fromDropData`.
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

/** Fires a drag event carrying a fresh DataTransfer; returns the transfer (what the drag put on it). */
function drag(target: Element, type: "dragstart" | "drop", payload?: unknown): DataTransfer {
  const transfer = new DataTransfer();
  if (payload !== undefined) transfer.setData("text/plain", JSON.stringify(payload));
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event);
  return transfer;
}

async function twoActors() {
  const world = await createWorld({ entry });
  const owner = { default: 0, [world.player.user.id as string]: 3 };
  const ana = await g.Actor.create({ name: "Ana", type: "character", ownership: owner });
  const bob = await g.Actor.create({ name: "Bob", type: "character", ownership: owner });
  const [eye] = await ana.createEmbeddedDocuments("Item", [{ name: "Cyber Eye", type: "augment" }]);
  return { world, ana, bob, eye };
}

describe("stand-in ActorSheetV2 drag and drop", () => {
  it("starts a drag only from .draggable elements, carrying the item's {type, uuid}", async () => {
    const { world, ana, eye } = await twoActors();
    await world.as(world.player, async () => {
      await ana.sheet.render(true);
      const row = ana.sheet.element.querySelector(`li.draggable[data-item-id="${eye.id}"]`);
      expect(row.getAttribute("draggable")).toBe("true");
      expect(JSON.parse(drag(row, "dragstart").getData("text/plain"))).toEqual({ type: "Item", uuid: eye.uuid });
      // The same item id on an element that is not `.draggable` (bubbling to the row, whose listener sees
      // currentTarget = the row) still drags the row; an element outside any `.draggable` starts nothing.
      const outside = ana.sheet.element.querySelector(".novice") ?? ana.sheet.element.querySelector(".sheet-body");
      outside.setAttribute("data-item-id", eye.id);
      expect(drag(outside, "dragstart").getData("text/plain")).toBe("");
    });
  });

  it("a drop on another actor's sheet creates a copy through fromDropData; dropActorSheetData can cancel it", async () => {
    const { world, bob, eye } = await twoActors();
    const seen: unknown[] = [];
    const fromDropData = g.CONFIG.Item.documentClass.fromDropData;
    const resolved: unknown[] = [];
    g.CONFIG.Item.documentClass.fromDropData = async function (this: unknown, data: unknown) {
      resolved.push(data);
      return fromDropData.call(this, data);
    };
    try {
      await world.as(world.player, async () => {
        await bob.sheet.render(true);
        const id = g.Hooks.on("dropActorSheetData", (actor: unknown, sheet: unknown, data: unknown) => {
          // The player's own copy of Bob and its sheet on the player's client.
          const playerBob = world.player.document(bob);
          seen.push([actor === playerBob, sheet === playerBob?.sheet, data]);
          return false;
        });
        drag(bob.sheet.element, "drop", { type: "Item", uuid: eye.uuid });
        await world.settle();
        expect(bob.items.size).toBe(0); // cancelled by the hook, before fromDropData
        expect(resolved).toEqual([]);
        g.Hooks.off("dropActorSheetData", id);
        drag(bob.sheet.element, "drop", { type: "Item", uuid: eye.uuid });
      });
      await world.settle();
    } finally {
      g.CONFIG.Item.documentClass.fromDropData = fromDropData;
    }
    expect(seen).toEqual([[true, true, { type: "Item", uuid: eye.uuid }]]);
    expect(resolved).toEqual([{ type: "Item", uuid: eye.uuid }]);
    expect(bob.items.getName("Cyber Eye")).toBeTruthy();
  });

  it("a drop on its own actor sorts (creates nothing); a sheet the user cannot edit takes no drop and starts no drag", async () => {
    const { world, ana, eye } = await twoActors();
    await world.as(world.player, async () => {
      await ana.sheet.render(true);
      drag(ana.sheet.element, "drop", { type: "Item", uuid: eye.uuid });
    });
    await world.settle();
    expect(ana.items.size).toBe(1);
    const stranger = await g.Actor.create({ name: "Cid", type: "character", ownership: { default: 2 } }); // observer
    await world.as(world.player, async () => {
      await stranger.sheet.render(true);
      drag(stranger.sheet.element, "drop", { type: "Item", uuid: eye.uuid });
    });
    await world.settle();
    expect(stranger.items.size).toBe(0);
    const [own] = await stranger.createEmbeddedDocuments("Item", [{ name: "Arm", type: "augment" }]);
    await world.as(world.player, async () => {
      await stranger.sheet.render(true);
      const row = stranger.sheet.element.querySelector(`li.draggable[data-item-id="${own.id}"]`);
      expect(drag(row, "dragstart").getData("text/plain")).toBe(""); // _canDragStart: not editable
    });
  });
});
