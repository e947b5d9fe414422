/**
 * Issue 25, findings 3 to 6: writes that must be counted or unique, made by two clients at once (the player and
 * the GM, 2 ms of server latency between each client and the server, as R2's pairs). Each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "../workflows/setup";
import { cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };

type Payer = { payCost(gp: number, options?: object): Promise<unknown> };
const gp = (actor: Actor.Implementation) => (actor.system as unknown as { currency: { gp: number } }).currency.gp;

describe("writes two clients make at once", SCENARIO, () => {
  it("CORE-8: two payments at once (player and GM, 250 gp each, 1000 gp in the purse) leave 500 gp, as serially", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    const both = Promise.all([
      world.as(world.player, () => payer.payCost(250, { confirmed: true, reason: "repair" })),
      world.as(world.gm, () => payer.payCost(250, { confirmed: true, reason: "repair" })),
    ]);
    const [a, b] = await both;
    await world.settle();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gp(hero)).toBe(500);
  });

  it("CORE-8: three payments at once, then one more: every charge counted once (1000 → 0)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    await Promise.all([
      world.as(world.player, () => payer.payCost(250, { confirmed: true })),
      world.as(world.gm, () => payer.payCost(250, { confirmed: true })),
      world.as(world.player, () => payer.payCost(250, { confirmed: true })),
    ]);
    await world.settle();
    expect(gp(hero)).toBe(250);
    await world.as(world.player, () => payer.payCost(250, { confirmed: true }));
    await world.settle();
    expect(gp(hero)).toBe(0);
  });

  it("CORE-8: a purse that cannot cover the charge a race lost is left as it is, and a card says what is missing", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    await Promise.all([world.as(world.player, () => payer.payCost(250, { confirmed: true })), world.as(world.gm, () => payer.payCost(250, { confirmed: true }))]);
    await world.settle();
    expect(gp(hero)).toBe(50);
    expect(world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ")).toContain("could not be charged");
  });
});
