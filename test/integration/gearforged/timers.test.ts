/**
 * Gearforged timers on world time through the stand-in: GF-UPG-9 Jet Pack (once per long rest, a Bonus Action,
 * fly = walk for 1 minute of world time, then the effect ends like an augment flight) and GF-MEM-1's salvaged
 * memory gear (readable only a week after it is installed: the sheet counts down, a card says when).
 */
import { describe, expect, it } from "vitest";
import { openSheet, showTab } from "../helpers";
import { advanceHours, cards, gearforgedTable, packItem } from "./helpers";
import { cardHtml, cardText } from "../cards";

const SCENARIO = { timeout: 30_000 };

function fly(actor: Actor.Implementation): number {
  // cast: the character model's derived speeds.
  return Number((actor.system as unknown as { attributes: { speed: { fly: number } } }).attributes.speed.fly);
}

describe("gearforged timers", SCENARIO, () => {
  it("GF-UPG-9: the Jet Pack flies at walking speed for 1 minute of world time, once per long rest", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Jet Pack")));
    await world.settle();
    const pack = hero.items.find((item) => item.name === "Jet Pack")!;
    expect(fly(hero)).toBe(0);

    const used = await world.as(world.player, () => hero.useUpgrade(pack));
    await world.settle();
    expect(used?.flight?.fly).toBe(30);
    expect(fly(hero)).toBe(30);
    expect(await cardHtml(cards(world, "gearforged-jet-pack").at(-1))).toContain("fly speed 30 ft for 1 minute (10 rounds)");

    // The one use is spent: a second firing is refused, nothing spent or started.
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.useUpgrade(pack))).toBeNull();
    expect(hero.effects.size).toBe(1);

    // 54 seconds later it still runs; at 60 it ends (world time, as augment flights do).
    await world.as(world.gm, () => world.time.advance(54));
    await world.settle();
    expect(fly(hero)).toBe(30);
    await world.as(world.gm, () => world.time.advance(6));
    await world.settle();
    expect(fly(hero)).toBe(0);
    expect(hero.effects.size).toBe(0);

    // A long rest gives the use back.
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(await world.as(world.player, () => hero.useUpgrade(pack))).not.toBeNull();
  });

  it("GF-UPG-9, CORE-6: a dead gearforged (exhaustion 6) cannot fire the Jet Pack: nothing spent or started, the player told (found by R2 gearforged's soak)", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Jet Pack")));
    await world.settle();
    const pack = hero.items.find((item) => item.name === "Jet Pack")!;
    await advanceHours(world, 6 * 24 + 1); // six lapses of the maintenance clock (GF-BODY-4): exhaustion 6
    expect(hero.system.attributes.exhaustion).toBe(6);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.useUpgrade(pack))).toBeNull();
    await world.settle();
    expect(fly(hero)).toBe(0);
    expect(hero.effects.size).toBe(0);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("is dead");
  });

  it("GF-MEM-1: a salvaged gear counts down a week (after the day of installation) on the sheet, then a card says it is readable", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { currency: { gp: 2000 } });
    await world.as(world.player, () => hero.installMemoryGear({ salvaged: true, costConfirmed: true }));
    await world.settle();
    expect(hero.system.gearforged.memoryGears.readableAt).toBe(8 * 86400);
    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "gearforged");
    expect(sheet.element.querySelector('[data-gears="readable"]')?.textContent).toContain("in 8 d 0 h");

    await advanceHours(world, 7 * 24);
    expect(sheet.element.querySelector('[data-gears="readable"]')?.textContent).toContain("in 1 d 0 h");
    expect(cards(world, "memory-gear").filter((m) => cardText(m).includes("can be understood now"))).toHaveLength(0);

    await advanceHours(world, 24);
    expect(hero.system.gearforged.memoryGears.readableAt).toBeNull();
    expect(cards(world, "memory-gear").filter((m) => cardText(m).includes("can be understood now"))).toHaveLength(1);
    expect(sheet.element.querySelector('[data-gears="readable"]')).toBeNull();
  });
});
