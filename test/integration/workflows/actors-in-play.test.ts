/**
 * Timed effects run out on every actor in play: world actors and the synthetic actors of unlinked tokens (most
 * npcs), which are not in `game.actors` (CY-MOB-1 on a token's actor). Real scenes and tokens of the stand-in
 * (test/foundry/scene.ts), as v13 has them.
 */
import { describe, expect, it } from "vitest";
import { actorsInPlay } from "../../../src/utils/actors-in-play";
import { createOwnedItems, systemFlag } from "../../scenarios/support";
import { tableWithHero } from "./setup";

interface TokenHandle {
  id: string;
  actor: Actor.Implementation | null;
}

/** A scene with tokens of `actor` (unlinked first), created as the GM. */
async function sceneWith(actor: Actor.Implementation, tokens: Array<{ actorLink: boolean }>): Promise<TokenHandle[]> {
  // cast: Scene.create takes source data.
  const scene = (await Scene.create({ name: "Arena" } as unknown as Scene.CreateData))!;
  // cast: token source data in, the created tokens (in order) out.
  return (await scene.createEmbeddedDocuments("Token", tokens.map((t) => ({ actorId: actor.id, ...t })) as never)) as unknown as TokenHandle[];
}

describe("actorsInPlay", () => {
  it("lists world actors once, adds unlinked tokens' actors, skips linked tokens", async () => {
    const { hero } = await tableWithHero();
    const [unlinked, linked] = await sceneWith(hero, [{ actorLink: false }, { actorLink: true }]);
    const synthetic = unlinked!.actor;
    expect(synthetic).not.toBe(hero);
    expect(linked!.actor).toBe(hero);
    const actors = actorsInPlay();
    expect(actors.filter((actor) => actor === hero)).toHaveLength(1);
    expect(actors.filter((actor) => actor === synthetic)).toHaveLength(1);
    expect(actors).toHaveLength(2);
  });

  it("a world without scenes gives its actors", async () => {
    const { hero } = await tableWithHero();
    expect(actorsInPlay()).toEqual([hero]);
  });

  it("CY-MOB-1 on an unlinked token's actor: its flight runs out once with world time; the world actor is untouched", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 5 } });
    const [token] = await sceneWith(hero, [{ actorLink: false }]);
    const synthetic = token!.actor!;
    const [thrusters] = await createOwnedItems(synthetic, [{
      name: "Leg Thrusters", type: "augment",
      system: { sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", ability: "dex", functionTag: "leg thrusters", damageType: null, mobility: { mode: "fly", bonus: 20 } },
    }]);
    expect(hero.items.size).toBe(0);
    const deleted: string[] = [];
    // Seen on the GM's client: every deletion on the token's actor, whichever client made it.
    world.as(world.gm, () => Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation) => {
      if (effect.parent === synthetic) deleted.push(systemFlag<{ kind: string }>(effect, "augmentUse")?.kind ?? "?");
    }));
    // cast: the system's Actor method (docs/hooks.md, useAugment).
    await (synthetic as unknown as { useAugment(item: Item.Implementation, options: object): Promise<unknown> }).useAugment(thrusters!, { hover: false });
    await world.settle();
    const flying = (actor: Actor.Implementation) => Number(foundry.utils.getProperty(actor.system, "attributes.speed.fly"));
    expect(flying(synthetic)).toBe(20);
    await world.as(world.gm, () => world.time.advance(60));
    await world.settle();
    expect(flying(synthetic)).toBe(0);
    expect(deleted).toEqual(["mobility"]);
    expect(synthetic.effects.filter((e) => systemFlag<{ kind: string }>(e, "augmentUse")?.kind === "grounded")).toHaveLength(1);
    expect(hero.effects.size).toBe(0);
  });
});
