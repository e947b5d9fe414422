/**
 * GF-BODY-4 through the stand-in: the maintenance clock on world time (issue 13 item 4). A seed-001 gearforged
 * gains one exhaustion level each time it goes longer than a further 24 hours without a long rest, on exactly one client, with a card; a long
 * rest removes that exhaustion before CORE-5's −1 and restarts the clock; other actors are left alone.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { messages } from "../workflows/setup";
import { advanceHours, advanceSeconds, cards, exhaustionOf, gearforgedTable, maintenanceOf } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

describe("Gearforged maintenance clock", SCENARIO, () => {
  it("GF-BODY-4, CORE-9: a dead gearforged (exhaustion 6) gets no maintenance card on later time changes (issue 25, finding 9)", async () => {
    const { world, hero } = await gearforgedTable();
    await advanceHours(world, 6 * 24 + 1); // each day lapses after more than 24 h (GF-BODY-4)
    expect(exhaustionOf(hero)).toBe(6);
    const before = cards(world, "maintenance").length;
    await advanceHours(world, 24);
    await advanceHours(world, 72);
    expect(cards(world, "maintenance")).toHaveLength(before);
    expect(exhaustionOf(hero)).toBe(6);
  });

  it("GF-BODY-4: dropping the species starts the clock at the current world time", async () => {
    const { hero } = await gearforgedTable();
    expect(maintenanceOf(hero)).toEqual({ lastLongRestAt: 0, lapses: 0, exhaustion: 0 });
  });

  it("GF-BODY-4: exactly 24 hours adds nothing, 24 h + 1 s adds one; past 48 hours → 2 (one card each), a long rest → 0", async () => {
    const { world, hero } = await gearforgedTable();
    await advanceHours(world, 23);
    expect(exhaustionOf(hero)).toBe(0);
    await advanceHours(world, 1);
    expect(exhaustionOf(hero)).toBe(0);
    expect(cards(world, "maintenance")).toHaveLength(0);
    await advanceSeconds(world, 1);
    expect(exhaustionOf(hero)).toBe(1);
    expect(cards(world, "maintenance")).toHaveLength(1);
    await advanceHours(world, 24);
    expect(exhaustionOf(hero)).toBe(2);
    expect(maintenanceOf(hero)).toEqual({ lastLongRestAt: 0, lapses: 2, exhaustion: 2 });
    // Exactly one client acted for each lapse: two cards for two lapses, not one per client.
    expect(cards(world, "maintenance")).toHaveLength(2);

    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(exhaustionOf(hero)).toBe(0);
    expect(maintenanceOf(hero)).toEqual({ lastLongRestAt: 48 * 3600 + 1, lapses: 0, exhaustion: 0 });
    const rest = cards(world, "rest").at(-1)!;
    expect(await cardHtml(rest)).toContain("Maintenance exhaustion removed: 2.");
    expect(await cardHtml(rest)).toContain("Gearforged maintenance: aware of the surroundings, disadvantage on Wisdom (Perception).");

    // The clock runs again from the rest's end.
    await advanceHours(world, 24);
    expect(exhaustionOf(hero)).toBe(0);
    await advanceSeconds(world, 1);
    expect(exhaustionOf(hero)).toBe(1);
  });

  it("GF-BODY-4: one jump past 72 hours counts three lapses at once; the same time again adds nothing", async () => {
    const { world, hero } = await gearforgedTable();
    await advanceSeconds(world, 72 * 3600 + 1);
    expect(exhaustionOf(hero)).toBe(3);
    expect(cards(world, "maintenance")).toHaveLength(1);
    await advanceHours(world, 0);
    expect(exhaustionOf(hero)).toBe(3);
    expect(maintenanceOf(hero).lapses).toBe(3);
  });

  it("GF-BODY-4: a long rest removes maintenance exhaustion first, then CORE-5's −1 applies to the other exhaustion", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { attributes: { exhaustion: 2, hp: { value: 20, max: 20 } } });
    await advanceSeconds(world, 24 * 3600 + 1);
    expect(exhaustionOf(hero)).toBe(3);
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    // 3 − 1 (maintenance) − 1 (CORE-5) = 1.
    expect(exhaustionOf(hero)).toBe(1);
    expect(maintenanceOf(hero).exhaustion).toBe(0);
  });

  it("GF-BODY-4: the other variants and a non-gearforged character gain nothing from world time", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    const human = await world.as(world.gm, () => createCharacter({ name: "Bo" }));
    await advanceHours(world, 96);
    expect(exhaustionOf(hero)).toBe(0);
    expect(human.system.attributes.exhaustion).toBe(0);
    expect(cards(world, "maintenance")).toHaveLength(0);
    expect(messages(world).length).toBe(0);
  });

  it("GF-BODY-4: a pre-hook that returns false leaves the lapse uncounted until the next time change", async () => {
    const { world, hero } = await gearforgedTable();
    const veto = Hooks.on("augmented.preMaintenanceLapse", () => false);
    await advanceSeconds(world, 24 * 3600 + 1);
    Hooks.off("augmented.preMaintenanceLapse", veto);
    expect(exhaustionOf(hero)).toBe(0);
    await advanceSeconds(world, 1);
    expect(exhaustionOf(hero)).toBe(1);
  });

  it("GF-BODY-4: the GM's Undo on the card gives the exhaustion back but keeps the lapse counted", async () => {
    const { world, hero } = await gearforgedTable();
    await advanceSeconds(world, 24 * 3600 + 1);
    const card = cards(world, "maintenance")[0]!;
    const { clickCardButton } = await import("../workflows/setup");
    await clickCardButton(world, world.gm, card, "undo");
    expect(exhaustionOf(hero)).toBe(0);
    expect(maintenanceOf(hero)).toMatchObject({ lapses: 1, exhaustion: 0 });
    await advanceHours(world, 1);
    expect(exhaustionOf(hero)).toBe(0);
  });
});
