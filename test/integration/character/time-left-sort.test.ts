/**
 * Two small pieces of the character sheet: time left as a Foundry player reads it (rounds under a minute, then
 * minutes, hours, days, singular or plural, rounded up), and the inventory's sort mode, kept per user in a flag on
 * their User document (by hand until chosen; a click switches to by name and back).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { timeLeft } from "../../../src/sheets/actor/time-left";
import { compareRows, cycleItemSortMode, itemSortMode } from "../../../src/sheets/actor/item-sort";

describe("time left and the inventory's sort mode", () => {
  it("says time left in rounds, minutes, hours or days, never less than is left", async () => {
    await createWorld();
    const said = [0, 6, 7, 59, 60, 61, 3599, 3600, 7199, 86_399, 86_400, 86_401].map(timeLeft);
    expect(said).toEqual(["1 round", "1 round", "2 rounds", "10 rounds", "1 minute", "2 minutes", "60 minutes", "1 hour", "2 hours", "24 hours", "1 day", "2 days"]);
  });

  it("sorts by hand until the user chooses by name, remembered on the user, and back", async () => {
    const world = await createWorld();
    expect(itemSortMode("character", "inventory")).toBe("m");
    expect(await cycleItemSortMode("character", "inventory")).toBe("a");
    expect(itemSortMode("character", "inventory")).toBe("a");
    // cast: the flag is a sheet preference the system's declared flags leave out.
    expect((world.gm.user as unknown as { getFlag(s: string, k: string): unknown }).getFlag("augmented", "sheetPrefs.character.tabs.inventory.sort")).toBe("a");
    // Another tab or sheet type keeps its own choice.
    expect(itemSortMode("npc", "inventory")).toBe("m");
    expect(await cycleItemSortMode("character", "inventory")).toBe("m");
    const rows = [
      { name: "Zweihander", sort: 100 },
      { name: "Axe", sort: 200 },
      { name: "Bow", sort: 100 },
    ];
    expect([...rows].sort((a, b) => compareRows(a, b, "m")).map((r) => r.name)).toEqual(["Bow", "Zweihander", "Axe"]);
    expect([...rows].sort((a, b) => compareRows(a, b, "a")).map((r) => r.name)).toEqual(["Axe", "Bow", "Zweihander"]);
  });
});
