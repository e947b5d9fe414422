/**
 * Issue 25 (Deliver 2, payments; audit): the GM's Undo of a purchase gives the coins back while another charge is
 * made from another client (2 ms of server latency, as R2's pairs). Serially the two orders end alike: the refund,
 * then the charge (1000 − 250); or the charge, then the refund by difference (350 + 400). A race must end there
 * too, never with the refund or the charge lost.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "../workflows/setup";
import { cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };

type Actorish = Actor.Implementation & {
  payCost(gp: number, options?: object): Promise<unknown>;
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
};
const gp = (actor: Actor.Implementation) => (actor.system as unknown as { currency: { gp: number } }).currency.gp;

describe("an Undo's refund racing a charge", SCENARIO, () => {
  for (const order of ["the refund lands first", "the charge lands first"] as const) {
    it(`CORE-8, AM-PORT-1: the GM's Undo of a 400 gp port purchase and a 250 gp charge at once (${order}): 750 gp, as serially`, async () => {
      const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
      const actor = hero as unknown as Actorish;
      const bought = await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true }));
      await world.settle();
      expect(bought).not.toBeNull();
      expect(gp(hero)).toBe(600);
      const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
      const { clickCardButton } = await import("../workflows/setup");
      const undo = () => clickCardButton(world, world.gm, card, "undo");
      const charge = () => world.as(world.player, () => actor.payCost(250, { confirmed: true, reason: "repair" }));
      // Each write spends 2 ms on its way to the server: the one sent 1 ms later lands second, both planned on 600.
      const later = <T>(work: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 1)).then(work);
      await (order === "the refund lands first" ? Promise.all([undo(), later(charge)]) : Promise.all([charge(), later(undo)]));
      await world.settle();
      expect(hero.items.filter((i) => i.type === "port")).toHaveLength(0);
      expect(gp(hero)).toBe(750);
      const said = world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ");
      expect(said).toContain(order === "the refund lands first" ? "given back now" : "charged now");
      // Later charges count from there as usual.
      await world.as(world.player, () => actor.payCost(50, { confirmed: true }));
      await world.settle();
      expect(gp(hero)).toBe(700);
    });
  }

  it("CORE-8 (control): an Undo alone gives the 400 gp back once, and no settlement card follows", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const actor = hero as unknown as Actorish;
    await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true }));
    await world.settle();
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    const before = world.chat.length;
    const { clickCardButton } = await import("../workflows/setup");
    await clickCardButton(world, world.gm, card, "undo");
    await world.settle();
    expect(gp(hero)).toBe(1000);
    expect(world.chat.slice(before).map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ")).not.toMatch(/given back now|charged now/);
  });
});
