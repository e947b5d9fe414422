/**
 * A compendium entry whose stored data is not valid, dropped on a character sheet: the user is told which entry
 * and why, nothing is created, nothing is thrown (before, Foundry's drop failed with a console error only).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet } from "../helpers";
import { dropOn } from "../../scenarios/support";

describe("a broken compendium entry dropped on a sheet", () => {
  it("says which entry and why, creates nothing", { timeout: 90_000 }, async () => {
    const world = await createWorld({ seed: 4, packs: [{ name: "broken-gear", type: "Item", label: "Broken Gear", source: "test/integration/documents/fixtures/broken-gear" }] });
    const hero = await createCharacter({ name: "Ana" });
    const sheet = await openSheet(hero);
    const items = hero.items.size;
    const told = world.notifications.length;
    dropOn(sheet.element, { type: "Item", uuid: "Compendium.augmented.broken-gear.Item.itemSlag00000001" });
    await world.settle();
    expect(hero.items.size).toBe(items);
    const errors = world.notifications.slice(told).filter((n) => n.level === "error").map((n) => n.message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Slag Arm");
    expect(errors[0]).toContain("Broken Gear");
    expect(errors[0]).toContain("integrity");
    await sheet.close();
  });
});
