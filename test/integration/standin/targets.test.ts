/**
 * The stand-in's viewed scene and token targeting, as v13 has them (test/foundry/token-placeable.ts, scene.ts;
 * the evidence table in test/foundry/README.md): `game.scenes.viewed`/`active`, `Scene#view`/`activate`,
 * `TokenDocument#object` (a placeable only on a client that views its scene), `game.user.targets` (UserTargets
 * of Token placeables, `ids`), `Token#setTarget` with `releaseOthers`, the `targetToken` hook, and the targets
 * shown on the other clients.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

async function arena() {
  const world = await createWorld({ entry });
  const ana = await g.Actor.create({ name: "Ana", type: "character" });
  const bo = await g.Actor.create({ name: "Bo", type: "character" });
  const scene = await g.Scene.create({ name: "Arena" });
  const other = await g.Scene.create({ name: "Elsewhere" });
  const [a, b] = await scene.createEmbeddedDocuments("Token", [
    { name: "Ana", actorId: ana.id, actorLink: true },
    { name: "Bo", actorId: bo.id, actorLink: true },
  ]);
  await world.settle();
  return { world, ana, bo, scene, other, a, b };
}

describe("stand-in viewed scene and targets", () => {
  it("game.scenes.viewed is the scene the current user views; activating a scene makes every client view it", async () => {
    const { world, scene, other } = await arena();
    expect(world.as(world.gm, () => g.game.scenes.viewed)).toBeNull();
    await world.as(world.player, () => other.view());
    // Each client holds its own copies: compare with the player's copy of the scene.
    expect(world.as(world.player, () => g.game.scenes.viewed)).toBe(world.player.document(other));
    expect(world.as(world.player, () => other.isView)).toBe(true);
    expect(world.as(world.gm, () => g.game.scenes.viewed)).toBeNull();
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    expect(world.as(world.gm, () => [g.game.scenes.viewed, g.game.scenes.active])).toEqual([scene, scene]);
    expect(world.as(world.player, () => g.game.scenes.viewed)).toBe(world.player.document(scene));
    expect(other.active).toBe(false);
  });

  it("a token has a placeable (TokenDocument#object) only on a client viewing its scene", async () => {
    const { world, ana, scene, a } = await arena();
    expect(world.as(world.player, () => a.object)).toBeNull();
    await world.as(world.player, () => scene.view());
    const placeable = world.as(world.player, () => a.object);
    expect(placeable.document).toBe(world.player.document(a));
    expect(placeable.actor).toBe(world.player.document(ana));
    expect(placeable.id).toBe(a.id);
    expect(world.as(world.player, () => a.object)).toBe(placeable);
    expect(world.as(world.gm, () => a.object)).toBeNull();
  });

  it("setTarget fills game.user.targets, fires targetToken, releases the other targets unless told not to", async () => {
    const { world, scene, a, b } = await arena();
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    const hooks: string[] = [];
    for (const client of [world.gm, world.player]) {
      world.as(client, () => g.Hooks.on("targetToken", (user: { name: string }, token: { name: string }, targeted: boolean) => void hooks.push(`${g.game.user.name}: ${user.name} ${targeted ? "targets" : "releases"} ${token.name}`)));
    }
    const [tokenA, tokenB] = world.as(world.player, () => [a.object, b.object]);
    world.as(world.player, () => tokenA.setTarget());
    expect(world.as(world.player, () => [...g.game.user.targets])).toEqual([tokenA]);
    expect(world.as(world.player, () => [g.game.user.targets.ids, tokenA.isTargeted, g.game.user.targets.user])).toEqual([[a.id], true, world.player.user]);
    world.as(world.player, () => tokenB.setTarget(true));
    expect(world.as(world.player, () => g.game.user.targets.ids)).toEqual([b.id]);
    world.as(world.player, () => tokenA.setTarget(true, { releaseOthers: false }));
    expect(world.as(world.player, () => g.game.user.targets.ids.sort())).toEqual([a.id, b.id].sort());
    world.as(world.player, () => tokenB.setTarget(false));
    await world.settle();
    expect(hooks.filter((line) => line.startsWith("Player:"))).toEqual([
      "Player: Player targets Ana", "Player: Player releases Ana", "Player: Player targets Bo", "Player: Player targets Ana", "Player: Player releases Bo",
    ]);
    // The GM's client shows the player's targets on its own placeables, and not as the GM's own.
    expect(world.as(world.gm, () => world.player.user.targets.ids)).toEqual([a.id]);
    expect(world.as(world.gm, () => [...world.player.user.targets][0])).toBe(world.as(world.gm, () => a.object));
    expect(world.as(world.gm, () => g.game.user.targets.size)).toBe(0);
    expect(hooks.filter((line) => line.startsWith("Gamemaster:"))).toContain("Gamemaster: Player targets Ana");
    expect(hooks.filter((line) => line.startsWith("Gamemaster:")).at(-1)).toBe("Gamemaster: Player releases Bo");
  });

  it("a deleted token, or a scene no longer viewed, leaves the user's targets", async () => {
    const { world, scene, other, a, b } = await arena();
    await world.as(world.player, () => scene.view());
    world.as(world.player, () => a.object.setTarget(true, { releaseOthers: false }));
    world.as(world.player, () => b.object.setTarget(true, { releaseOthers: false }));
    await world.as(world.gm, () => scene.deleteEmbeddedDocuments("Token", [b.id]));
    await world.settle();
    expect(world.as(world.player, () => g.game.user.targets.ids)).toEqual([a.id]);
    await world.as(world.player, () => other.view());
    expect(world.as(world.player, () => g.game.user.targets.size)).toBe(0);
  });
});
