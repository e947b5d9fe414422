// Bad input (issue 29): an augment of the dnd5e module (`augmented-dnd5e.augment`, from its compendium or its
// export) dropped on an actor of the Augmented system is refused with the reason and creates nothing. The other
// direction, the system's augment in a dnd5e world, is in dnd5e-body-map.test.ts.
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet, showTab } from "../helpers";
import { dropOn, sectionEl } from "../augment-install/helpers";

/** A drop whose `text/plain` JSON carries the item's data itself (as a drag from an exported document does). */
function dropData(target: Element, data: Record<string, unknown>): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", data });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  target.dispatchEvent(event);
}

describe("the dnd5e module's augments on the system's actor", () => {
  it("are refused with the reason, on the body map and elsewhere on the sheet, by data or by compendium uuid; nothing is created", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const moduleAugment = { name: "Wrist Cannon", type: "augmented-dnd5e.augment", system: { sectionKind: "arm", purpose: "attack" } };
    const before = world.notifications.length;
    dropData(sectionEl(sheet, "rightArm"), moduleAugment);
    dropData(sheet.element, moduleAugment);
    dropOn(sectionEl(sheet, "rightArm"), "Compendium.augmented-dnd5e.augments.Item.wristCannon00000");
    await world.settle();
    expect(actor.items.contents).toEqual([]);
    const reason = expect.stringMatching(/comes from Augmented for dnd5e.*nothing was created/);
    expect(world.notifications.slice(before)).toEqual([
      expect.objectContaining({ level: "warning", message: reason }),
      expect.objectContaining({ level: "warning", message: reason }),
      expect.objectContaining({ level: "warning", message: reason }),
    ]);
    expect(world.errors).toEqual([]);
    await sheet.close();
  });
});
