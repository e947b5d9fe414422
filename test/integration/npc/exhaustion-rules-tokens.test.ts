/**
 * Issue 23 item 7, CORE-6: changing the `exhaustionRules` setting prepares every actor again, the synthetic
 * actors of unlinked tokens too (they are not in `game.actors`), on every client: a token's exhausted npc gets the
 * new rule's speed at once. Failed before: the token's actor kept the old rule's speed until something else
 * prepared it.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";

vi.setConfig({ testTimeout: 90_000 });

const walkOf = (actor: { system: unknown }): number => (actor.system as { attributes: { speed: { walk: number } } }).attributes.speed.walk;

describe("the exhaustion rule set and token actors", () => {
  it("CORE-6: switching 2024 → 2014 re-derives an unlinked token's exhausted npc on every client", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }] });
    // cast: partial source data of an npc.
    const npc = (await Actor.create({ name: "Drone", type: "npc", system: { attributes: { movement: { walk: 30 } } } } as Actor.CreateData))!;
    const scene = (await Scene.create({ name: "Arena" } as Scene.CreateData))!;
    // cast: partial token data; the created token.
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Drone A", actorId: npc.id, actorLink: false }] as never)) as unknown as TokenDocument.Implementation[];
    // cast: a dotted path of the actor models (docs/actor-data.md).
    await token!.actor!.update({ "system.attributes.exhaustion": 2 } as Actor.UpdateData);
    await world.settle();
    expect(walkOf(token!.actor!)).toBe(20); // 2024: −5 ft per level
    await world.as(world.gm, () => game.settings!.set("augmented", "exhaustionRules", "2014"));
    await world.settle();
    for (const client of world.clients) {
      const seen = client.game.scenes!.contents[0]!.tokens.get(token!.id!)!.actor!;
      expect(walkOf(seen), client.user.name!).toBe(15); // 2014 level 2: speed halved
    }
    expect(walkOf(npc)).toBe(30);
  });
});
