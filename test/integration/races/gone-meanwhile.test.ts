/**
 * A repair, a design or a purchase whose actor or item is deleted while its write travels (Foundry refuses a write
 * to a document that is gone): the workflow ends with the system's message, nothing thrown and nothing half-paid.
 * Before, the charge (src/workflows/currency/pay-cost.ts) threw `Actor "…" does not exist` at the player, and a
 * design's charge landed while its augment's write failed. 50 ms of server latency, as R2's pairs.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "../workflows/setup";
import { createAugment } from "../augments/helpers";
import { drive } from "../suites/dialogs";

const SCENARIO = { timeout: 60_000 };
const LATENCY = 50;
// cast: the character's currency, read by path.
const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

describe("an actor or item deleted while the write that pays for it travels", SCENARIO, () => {
  it("CORE-8: a payment whose actor the GM deletes meanwhile ends with the system's message, nothing thrown", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, undefined, LATENCY);
    const payer = hero as unknown as { payCost(gp: number, options?: object): Promise<unknown> };
    const told = world.notifications.length;
    const run = await drive(
      world,
      Promise.all([world.as(world.gm, () => hero.delete()), world.timer(20, "the payment starts").then(() => world.as(world.player, () => payer.payCost(250, { confirmed: true })))]),
    );
    expect(run.error).toBeNull();
    expect(run.worldErrors).toEqual([]);
    expect(run.value?.[1]).toBeNull();
    expect(world.notifications.slice(told).map((n) => n.message)).toContain(game.i18n!.format("AUGMENTED.Recheck.ActorGone", { actor: "Ana" }));
  });

  it("CY-DES-1, CORE-8: a design whose augment the GM deletes while its write travels charges nothing and says the augment is gone", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1200 }, abilities: { int: { value: 14 } } }, undefined, LATENCY);
    const blade = await createAugment(hero, "Arc Blade", { designStatus: "draft", deployment: "Slides out of the forearm", limits: "Needs a free hand" });
    await world.settle();
    world.dialogs.respond({ action: "ok", fields: { dc: 13 } });
    // The GM's deletion leaves just before the player confirms the payment: the design re-checks (the augment is
    // still there on the player's client) and writes while the deletion travels.
    world.dialogs.respond((dialog) => {
      void world.as(world.gm, () => blade.delete());
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="pay"]')!.click();
    });
    world.dice.queue([15]);
    const told = world.notifications.length;
    const chat = world.chat.length;
    const run = await drive(world, world.as(world.player, () => hero.designAugment(blade)));
    expect(run.error).toBeNull();
    expect(run.worldErrors).toEqual([]);
    expect(run.value).toBeNull();
    expect(hero.items.has(blade.id!)).toBe(false);
    expect(gold(hero)).toBe(1200);
    expect(world.notifications.slice(told).map((n) => n.message)).toContain(game.i18n!.format("AUGMENTED.Recheck.ItemGone", { actor: "Ana", item: "Arc Blade" }));
    // No receipt for a cost given back.
    expect(world.chat.slice(chat).filter((m) => (m.system as { kind?: string }).kind === "cost")).toEqual([]);
  });
});
