/**
 * Truthful clients (issue 22 item 2): each client holds its own document objects, built with its own copy of the
 * system's classes, and applies the server's broadcast to them (test/foundry/database.ts `receive`), as Foundry's
 * clients do (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html `_onUpdate`: "on every
 * client"; https://foundryvtt.com/api/v13/classes/foundry.abstract.DatabaseBackend.html).
 */
import { describe, expect, it } from "vitest";
import { createWorld, type World } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests
type Fake = typeof import("./fake-system");
const fakeOf = (world: World, who: string): Promise<Fake> => world.systemModule<Fake>(who);

async function setup() {
  const world = await createWorld({ entry });
  const [gmFake, playerFake] = [await fakeOf(world, "Gamemaster"), await fakeOf(world, "Player")];
  const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
  await actor.createEmbeddedDocuments("Item", [{ name: "Eye", type: "augment" }]);
  await world.settle();
  const gmActor = world.as(world.gm, () => g.game.actors.get(actor.id));
  const playerActor = world.as(world.player, () => g.game.actors.get(actor.id));
  return { world, gmFake, playerFake, gmActor, playerActor };
}

describe("stand-in: each client holds its own documents", () => {
  it("game.actors.get(id) is a different object on each client, an instance of that client's class; embedded and token actors too", async () => {
    const { world, gmFake, playerFake, gmActor, playerActor } = await setup();
    expect(gmActor).toBeTruthy();
    expect(playerActor).not.toBe(gmActor);
    expect(gmActor).toBeInstanceOf(gmFake.FakeActor);
    expect(playerActor).toBeInstanceOf(playerFake.FakeActor);
    expect(playerActor).not.toBeInstanceOf(gmFake.FakeActor);
    expect(playerActor.system).toBeInstanceOf(playerFake.CharacterData);
    expect(playerActor.toObject()).toEqual(gmActor.toObject());
    const [gmEye, playerEye] = [gmActor.items.getName("Eye"), playerActor.items.getName("Eye")];
    expect(playerEye).not.toBe(gmEye);
    expect(playerEye.system).toBeInstanceOf(playerFake.AugmentData);
    expect(playerEye.parent).toBe(playerActor);
    expect(world.player.document(gmEye)).toBe(playerEye);
    // The users, the scenes and an unlinked token's synthetic actor: each client's own.
    expect(world.as(world.player, () => g.game.user)).not.toBe(world.as(world.gm, () => g.game.users.get(world.player.user.id)));
    const scene = await g.Scene.create({ name: "Arena" });
    const [token] = await scene.createEmbeddedDocuments("Token", [{ actorId: gmActor.id, actorLink: false }]);
    await world.settle();
    const playerToken = world.player.document(token);
    expect(playerToken).not.toBe(token);
    expect(playerToken.actor).not.toBe(token.actor);
    expect(playerToken.actor).toBeInstanceOf(playerFake.FakeActor);
    expect(playerToken.actor.parent).toBe(playerToken);
  });

  it("a method called on the player's copy runs the player's copy of the system code (its module-level registry)", async () => {
    const { world, playerFake, gmActor, playerActor } = await setup();
    playerFake.kinds.add("install");
    try {
      expect(playerActor.knows("install")).toBe(true);
      expect(gmActor.knows("install")).toBe(false);
      // What the GM's own code finds in its world: its own copy, with its own registry.
      expect(world.as(world.gm, () => g.game.actors.get(gmActor.id).knows("install"))).toBe(false);
      expect(world.as(world.player, () => g.fromUuidSync(gmActor.uuid).knows("install"))).toBe(true);
    } finally {
      playerFake.kinds.delete("install");
    }
  });

  it("an update reaches every client's own object from the server's broadcast, each running its own _onUpdate", async () => {
    const { world, gmFake, playerFake, gmActor, playerActor } = await setup();
    gmFake.updates.length = 0;
    playerFake.updates.length = 0;
    await world.as(world.player, () => playerActor.update({ "system.hp.value": 4 }));
    // The requester's copy changed before the promise resolved; the GM's arrives with the broadcast.
    expect(playerActor.system.hp.value).toBe(4);
    await world.settle();
    expect(gmActor.system.hp.value).toBe(4);
    expect(gmActor.system.hp.pct).toBe(40); // prepared again on the GM's client
    expect(playerFake.updates).toEqual(["Player:true:4"]);
    expect(gmFake.updates).toEqual(["Gamemaster:true:4"]);
    // Embedded changes too: the GM updates the item, the player's copy of it follows.
    const gmEye = gmActor.items.getName("Eye");
    await world.as(world.gm, () => gmEye.update({ "system.uses.value": 2 }));
    await world.settle();
    expect(playerActor.items.getName("Eye").system.uses.value).toBe(2);
    await world.as(world.gm, () => gmEye.delete());
    await world.settle();
    expect(playerActor.items.size).toBe(0);
  });

  it("with server latency two clients' updates interleave and every copy ends at the server's state", async () => {
    const world = await createWorld({ entry, latency: 20 });
    const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    await world.settle();
    const playerActor = world.player.document(actor);
    await Promise.all([
      world.as(world.gm, () => actor.update({ "system.hp.value": 3 })),
      world.as(world.player, () => playerActor.update({ "system.level": 5 })),
    ]);
    await world.settle();
    for (const copy of [actor, playerActor]) expect([copy.system.hp.value, copy.system.level]).toEqual([3, 5]);
  });
});
