/**
 * Issue 23 item 4, CORE-2 for unlinked tokens: lowering a world actor's maximum HP below the HP an unlinked token
 * holds in its ActorDelta would leave the token's actor with value > max (joint validation fails; the stand-in
 * builds synthetic actors strictly, so that shows as an error). The token's HP comes down with its own update
 * first (src/documents/actor/token-hp.ts); a token whose delta sets its own maximum keeps its values.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";

vi.setConfig({ testTimeout: 90_000 });

type Hp = { value: number; max: number };
const hpOf = (actor: { system: unknown }): Hp => (actor.system as { attributes: { hp: Hp } }).attributes.hp;

async function npcOnScene() {
  const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }] });
  // cast: partial source data of an npc.
  const npc = (await Actor.create({ name: "Drone", type: "npc", system: { attributes: { hp: { value: 30, max: 30 } } } } as Actor.CreateData))!;
  const scene = (await Scene.create({ name: "Arena" } as Scene.CreateData))!;
  const [plain, ownMax] = await scene.createEmbeddedDocuments("Token", [
    { name: "Drone A", actorId: npc.id, actorLink: false },
    { name: "Drone B", actorId: npc.id, actorLink: false },
  ] as never) as unknown as TokenDocument.Implementation[]; // cast: partial token data; created tokens
  // cast: dotted paths of the actor models (docs/actor-data.md).
  await plain!.actor!.update({ "system.attributes.hp.value": 25 } as Actor.UpdateData);
  await ownMax!.actor!.update({ "system.attributes.hp.max": 40, "system.attributes.hp.value": 35 } as Actor.UpdateData);
  await world.settle();
  return { world, npc, plain: plain!, ownMax: ownMax! };
}

describe("unlinked tokens when the world actor's maximum HP drops", () => {
  it("CORE-2: the token's HP comes down to the new maximum by its own update; every actor stays valid", async () => {
    const { world, npc, plain, ownMax } = await npcOnScene();
    expect(hpOf(plain.actor!)).toMatchObject({ value: 25, max: 30 });
    // cast: a dotted path of the actor models.
    await world.as(world.gm, () => npc.update({ "system.attributes.hp.max": 10 } as Actor.UpdateData));
    await world.settle();
    expect(hpOf(npc)).toMatchObject({ value: 10, max: 10 });
    expect(hpOf(plain.actor!)).toMatchObject({ value: 10, max: 10 });
    expect(hpOf(ownMax.actor!)).toMatchObject({ value: 35, max: 40 });
    for (const client of world.clients) {
      const token = client.game.scenes!.contents[0]!.tokens.get(plain.id!)!;
      expect(hpOf(token.actor!), client.user.name!).toMatchObject({ value: 10, max: 10 });
    }
  });

  it("CORE-2: the owning player lowering the maximum from their client brings the token down the same way", async () => {
    const { world, npc, plain } = await npcOnScene();
    await npc.update({ ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } } as unknown as Actor.UpdateData); // cast: an ownership map
    await world.settle();
    // cast: a dotted path of the actor models.
    const done = await world.as(world.player, () => npc.update({ "system.attributes.hp.max": 12 } as Actor.UpdateData));
    await world.settle();
    expect(done).toBeDefined();
    expect(hpOf(npc)).toMatchObject({ value: 12, max: 12 });
    expect(hpOf(plain.actor!)).toMatchObject({ value: 12, max: 12 });
  });

  it("CORE-2: a user who may not change a token's actor is told why, and nothing is written", async () => {
    const { world, npc, plain } = await npcOnScene();
    const player = world.player.user.id!;
    await npc.update({ ownership: { default: 0, [player]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } } as unknown as Actor.UpdateData); // cast: an ownership map
    // The token's own delta takes the player's ownership away (a synthetic actor's ownership is base + delta).
    await plain.actor!.update({ ownership: { default: 0, [player]: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE } } as unknown as Actor.UpdateData); // cast: as above
    await world.settle();
    const before = world.notifications.length;
    // cast: a dotted path of the actor models.
    const done = await world.as(world.player, () => npc.update({ "system.attributes.hp.max": 12 } as Actor.UpdateData));
    await world.settle();
    expect(done).toBeUndefined();
    expect(hpOf(npc)).toMatchObject({ value: 30, max: 30 });
    expect(hpOf(plain.actor!)).toMatchObject({ value: 25, max: 30 });
    const told = world.notifications.slice(before).filter((n) => n.userId === player && n.level === "error");
    expect(told.map((n) => n.message)).toEqual([game.i18n!.format("AUGMENTED.Error.TokenHpAboveMax", { name: "Drone A", value: "25", max: "12" })]);
  });
});
