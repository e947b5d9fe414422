/**
 * Issue 23 item 5: the sheet builds the drag data of its own rows itself, as dnd5e's sheets do (`_onDragItem`):
 * an inventory item, a carried augment and a carried automail limb dragged from the character sheet carry the
 * item's `toDragData()` even when core ActorSheetV2 builds nothing from `data-item-id` (not documented for v13:
 * the stand-in's own builder is switched off here), and the drag dropped on another actor's sheet copies the
 * item there, dropped on another row of the same sheet reorders it (creating nothing).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { ActorSheetV2 } from "../../foundry/document-sheet";
import { createCharacter, openSheet, type SheetHandle } from "../helpers";
import { createAugment } from "../augments/helpers";
import { packItem } from "../automail/helpers";

vi.setConfig({ testTimeout: 90_000 });

afterEach(() => vi.restoreAllMocks());

function drag(target: Element, type: "dragstart" | "drop", payload?: string): DataTransfer {
  const transfer = new DataTransfer();
  if (payload !== undefined) transfer.setData("text/plain", payload);
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event);
  return transfer;
}

function row(sheet: SheetHandle, selector: string): HTMLElement {
  const element = sheet.element.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

async function setup() {
  const world = await createWorld({ seed: 11 });
  const owner = { default: 0, [world.player.user.id!]: 3 };
  const ana = await createCharacter({ ownership: owner });
  const bea = await createCharacter({ name: "Bea", ownership: owner });
  // cast: partial item source data.
  const [rope, lamp] = (await ana.createEmbeddedDocuments("Item", [
    { name: "Rope", type: "equipment", sort: 100 },
    { name: "Lamp", type: "equipment", sort: 200 },
  ] as Item.CreateData[])) ?? [];
  const blade = await createAugment(ana, "Arm Blade");
  const limb = (await ana.createEmbeddedDocuments("Item", [(await packItem("Modern Blade Arm")).toObject()]))?.[0];
  if (!rope || !lamp || !limb) throw new Error("the items were not created");
  // Core's own drag data from `data-item-id` switched off: only the system's sheet can put anything on the drag.
  vi.spyOn(ActorSheetV2.prototype as unknown as { _onDragStart(e: DragEvent): Promise<void> }, "_onDragStart").mockImplementation(async () => undefined);
  return { world, ana, bea, rope, lamp, blade, limb };
}

describe("the sheet's own drag data", () => {
  it("an inventory item, a carried augment and a carried limb carry their item's drag data", async () => {
    const { world, ana, rope, blade, limb } = await setup();
    await world.as(world.player, async () => {
      const sheet = await openSheet(ana);
      for (const item of [rope, blade, limb]) {
        const dragged = row(sheet, `.draggable[data-item-id="${item.id}"]`);
        expect(JSON.parse(drag(dragged, "dragstart").getData("text/plain")), item.name).toEqual(item.toDragData());
      }
    });
  });

  it("AM-ATT-1 (detached limbs keep all their data): a carried limb dragged from Ana's sheet onto Bea's is copied to Bea", async () => {
    const { world, ana, bea, limb } = await setup();
    await world.as(world.player, async () => {
      const from = await openSheet(ana);
      const payload = drag(row(from, `.draggable[data-item-id="${limb.id}"]`), "dragstart").getData("text/plain");
      const to = await openSheet(bea);
      drag(to.element, "drop", payload);
    });
    await world.settle();
    expect(bea.items.map((i) => i.name)).toContain("Modern Blade Arm");
    expect(ana.items.get(limb.id!)).toBeDefined();
  });

  it("an inventory row dropped on another row of the same sheet moves before it, creating nothing", async () => {
    const { world, ana, rope, lamp } = await setup();
    const count = ana.items.size;
    await world.as(world.player, async () => {
      const sheet = await openSheet(ana);
      const payload = drag(row(sheet, `.draggable[data-item-id="${lamp.id}"]`), "dragstart").getData("text/plain");
      drag(row(sheet, `.draggable[data-item-id="${rope.id}"]`), "drop", payload);
    });
    await world.settle();
    expect(ana.items.size).toBe(count);
    expect(ana.items.get(lamp.id!)!.sort).toBeLessThan(ana.items.get(rope.id!)!.sort);
  });
});
