/**
 * CORE-8: costs in gp are deducted only after the user confirms, refused with a clear message when the actor
 * cannot pay, and a GM may waive them.
 */
import { describe, expect, it } from "vitest";
import { lastMessage, tableWithHero } from "./setup";
import { cardHtml } from "../cards";

const purse = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency;

describe("payCost", () => {
  it("CORE-8: the player confirms and the cost is deducted (change made from larger coins)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 5, pp: 1 } });
    world.dialogs.respond({ action: "pay", client: world.player });
    const paid = await world.as(world.player, () => hero.payCost(12, { reason: "materials" }));
    await world.settle();
    expect(paid?.ok).toBe(true);
    expect(purse(hero).pp * 10 + purse(hero).gp).toBe(15 - 12);
    expect(await cardHtml(lastMessage(world))).toContain("materials");
  });

  it("CORE-8: cancelling deducts nothing", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 50 } });
    world.dialogs.respond({ action: "cancel" });
    expect(await hero.payCost(10, { reason: "rope" })).toBeNull();
    await world.settle();
    expect(purse(hero).gp).toBe(50);
  });

  it("CORE-8: a player who cannot pay is refused with the shortfall, and nothing changes", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 3 } });
    const paid = await world.as(world.player, () => hero.payCost(1000, { reason: "an augment" }));
    await world.settle();
    expect(paid).toBeNull();
    expect(purse(hero).gp).toBe(3);
    expect(world.notifications.at(-1)?.message).toContain("997");
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("CORE-8: the GM may waive a cost the actor cannot pay", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 3 } });
    world.dialogs.respond({ action: "waive" });
    const paid = await world.as(world.gm, () => hero.payCost(1000, { reason: "an augment" }));
    await world.settle();
    expect(paid?.waived).toBe(true);
    expect(purse(hero).gp).toBe(3);
  });
});
