/**
 * Issue 25 (AM-ATT-1, AM-ACC-1), found by the R2 automail soak (pair seeds 20094 and 20225): the player and the GM
 * attach the same carried limb to the same port at once, both acclimation checks failing. Serially the second
 * attach is refused (the limb is on the port already), so the limb ends on the port with ONE acclimation failure
 * effect and one attach done (the placement's write claim: src/workflows/recheck/write-claims.ts). Before, both attaches went through and
 * the limb carried two failure effects.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "../workflows/setup";
import { acclimationEffects } from "../../../src/workflows/automail/acclimation";

type AutomailActor = Actor.Implementation & {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation } | null>;
};

/** cast: the automail model's stored location (docs/actor-data.md). */
const locationOf = (item: Item.Implementation) => (item.system as unknown as { location: { mode: string; portId: string | null } }).location;

describe("the same limb attached by two clients at once", { timeout: 60_000 }, () => {
  for (const first of ["player", "gm"] as const) {
    it(`AM-ATT-1, AM-ACC-1: player and GM attach one carried limb to one port at once (${first} started first), both checks failing: one attach, one acclimation effect`, async () => {
      const { world, hero } = await tableWithHero({ currency: { gp: 1000 }, abilities: { wis: { value: 10 } } }, undefined, 2);
      const actor = hero as unknown as AutomailActor;
      const port = (await world.as(world.gm, () => actor.buyPort("natural", "rightArm", { confirmed: true })))!.item;
      const { packItem } = await import("../automail/helpers");
      const arm = await packItem("Modern Artisan Arm");
      const created = await world.as(world.gm, () => hero.createEmbeddedDocuments("Item", [arm.toObject()]));
      await world.settle();
      const limbId = created![0]!.id!;
      world.dice.queue([1, 1]);
      const attach = (client: typeof world.player) =>
        world.as(client, () => (game.actors!.get(hero.id!) as AutomailActor).attachAutomail(game.actors!.get(hero.id!)!.items.get(limbId)!, port.id!, { ability: "wis" }));
      const order = first === "player" ? [world.player, world.gm] : [world.gm, world.player];
      const results = await Promise.all(order.map(attach));
      await world.settle();
      expect(locationOf(hero.items.get(limbId)!)).toMatchObject({ mode: "port", portId: port.id });
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const effects = acclimationEffects(hero);
      expect(effects.filter((e) => e.limbId === limbId)).toHaveLength(1);
    });
  }
});
