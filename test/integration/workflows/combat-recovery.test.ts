/**
 * Uses with the "combat" recovery period (issue 3, item 2) refill when the combat ends, once, on one client.
 */
import { describe, expect, it } from "vitest";
import { createItems, tableWithHero } from "./setup";

type UsesView = { spent: number };
const spent = (item: { system: unknown }) => (item.system as { uses: UsesView }).uses.spent;

describe("combat-end recovery", () => {
  it("ending a combat refills 'combat' uses of every combatant, and leaves other periods alone", async () => {
    const { world, hero } = await tableWithHero();
    const [burst, charm] = await createItems(hero, [
      { name: "Adrenal Burst", type: "feature", system: { uses: { spent: 2, max: "2", recovery: ["combat"] } } },
      { name: "Charm", type: "feature", system: { uses: { spent: 1, max: "3", recovery: ["lr"] } } },
    ]);
    // Count the item updates: exactly one client must act, whoever is connected.
    let itemUpdates = 0;
    for (const client of world.clients) world.as(client, () => Hooks.on("updateItem", () => void (client === world.gm && itemUpdates++)));

    const combat = await Combat.create({ active: true, combatants: [{ actorId: hero.id }] } as Combat.CreateData);
    await combat!.startCombat();
    await world.settle();
    expect(spent(burst!)).toBe(2);

    await combat!.delete();
    await world.settle();
    expect(spent(burst!)).toBe(0);
    expect(spent(charm!)).toBe(1);
    expect(itemUpdates).toBe(1);
  });
});
