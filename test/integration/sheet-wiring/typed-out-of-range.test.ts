/**
 * Issue 23 item 3: a number typed out of range into a sheet field is refused through the sheet's own form submit
 * (DocumentSheetV2: FormDataExtended → `_processFormData` → `_prepareSubmitData`, validated with cleaning, which
 * clamps NumberFields (foundryvtt issue 12487) and, in the stand-in, cleans the submitted data in place), before
 * that cleaning can clamp it: an error naming the typed value, nothing written, the field showing the stored
 * value again (src/sheets/range-refusal.ts). Without it a typed -3 HP was stored as 0, silently.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, showTab } from "../helpers";
import { createItem } from "../items/helpers";

vi.setConfig({ testTimeout: 90_000 });

function countUpdates(hook: "updateActor" | "updateItem"): { readonly count: number; stop(): void } {
  let count = 0;
  const id = Hooks.on(hook, () => void count++);
  return { get count() { return count; }, stop: () => Hooks.off(hook, id) };
}

const input = (sheet: { element: HTMLElement }, name: string) => sheet.element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe("out-of-range numbers typed on a sheet", () => {
  it("CORE-2: -3 typed into HP is refused with a message; HP stays 8, nothing is written, the field shows 8", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
    const hero = await createCharacter({ system: { attributes: { hp: { value: 8, max: 12 } } } });
    const sheet = await openSheet(hero);
    const updates = countUpdates("updateActor");
    const before = world.notifications.length;
    editField(sheet, "system.attributes.hp.value", "-3");
    await world.settle();
    updates.stop();
    expect(hero.system.attributes.hp.value).toBe(8);
    expect(updates.count).toBe(0);
    const errors = world.notifications.slice(before).filter((n) => n.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("-3");
    expect(input(sheet, "system.attributes.hp.value").value).toBe("8");
  });

  it("CORE-8: -5 typed into the gold on the sheet is refused; the purse keeps 12 gp", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
    const hero = await createCharacter({ system: { currency: { gp: 12 } } });
    const sheet = await openSheet(hero);
    await enterEditMode(sheet);
    await showTab(sheet, "inventory");
    const updates = countUpdates("updateActor");
    const before = world.notifications.length;
    editField(sheet, "system.currency.gp", "-5");
    await world.settle();
    updates.stop();
    expect(hero.system.currency.gp).toBe(12);
    expect(updates.count).toBe(0);
    expect(world.notifications.slice(before).some((n) => n.level === "error" && n.message.includes("-5"))).toBe(true);
    expect(input(sheet, "system.currency.gp").value).toBe("12");
  });

  it("an item's quantity typed as -1 is refused on the item sheet; an in-range value still saves", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
    const sword = await createItem("weapon");
    const sheet = await openSheet(sword);
    await enterEditMode(sheet);
    const updates = countUpdates("updateItem");
    const before = world.notifications.length;
    editField(sheet, "system.quantity", "-1");
    await world.settle();
    expect(sword.system.quantity).toBe(1);
    expect(updates.count).toBe(0);
    expect(world.notifications.slice(before).some((n) => n.level === "error" && n.message.includes("-1"))).toBe(true);
    expect(input(sheet, "system.quantity").value).toBe("1");
    editField(sheet, "system.quantity", "3");
    await world.settle();
    updates.stop();
    expect(sword.system.quantity).toBe(3);
    expect(updates.count).toBe(1);
  });
});
