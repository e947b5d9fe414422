// The stand-in's scenes, tokens and synthetic actors (ActorDelta), as v13 has them (test/foundry/scene.ts; the
// evidence table in test/foundry/README.md).
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

async function sceneWithTokens() {
  const world = await createWorld({ entry });
  const base = await g.Actor.create({ name: "Drone", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
  const scene = await g.Scene.create({ name: "Arena" });
  const [unlinked, linked] = await scene.createEmbeddedDocuments("Token", [
    { name: "Drone A", actorId: base.id, actorLink: false },
    { name: "Drone B", actorId: base.id, actorLink: true },
  ]);
  return { world, base, scene, unlinked, linked };
}

describe("stand-in scenes, tokens and synthetic actors", () => {
  it("gives an unlinked token a synthetic actor and a linked token the world actor", async () => {
    const { base, scene, unlinked, linked } = await sceneWithTokens();
    expect(g.game.scenes.get(scene.id)).toBe(scene);
    expect(linked.actor).toBe(base);
    expect(linked.isLinked).toBe(true);
    const synthetic = unlinked.actor;
    expect(synthetic).not.toBe(base);
    expect(synthetic).toBeInstanceOf(g.CONFIG.Actor.documentClass);
    expect(synthetic.isToken).toBe(true);
    expect(base.isToken).toBe(false);
    expect(synthetic.token).toBe(unlinked);
    expect(synthetic.parent).toBe(unlinked);
    expect(synthetic.id).toBe(base.id);
    expect(synthetic.uuid).toBe(`Scene.${scene.id}.Token.${unlinked.id}.Actor.${base.id}`);
    expect(g.fromUuidSync(synthetic.uuid)).toBe(synthetic);
    expect(unlinked.baseActor).toBe(base);
    expect(unlinked.delta.syntheticActor).toBe(synthetic);
    expect(unlinked.actor).toBe(synthetic); // one cached instance per token
  });

  it("writes a synthetic actor's update to the token's delta, with Actor hooks and the token's actor", async () => {
    const { world, base, unlinked } = await sceneWithTokens();
    const synthetic = unlinked.actor;
    const seen: string[] = [];
    for (const c of world.clients) {
      world.as(c, () => {
        // Each client's hooks get its own copy of the token's actor.
        const mine = c.document(synthetic);
        g.Hooks.on("preUpdateActor", (actor: unknown, changes: { system?: unknown }) => seen.push(`${g.game.user.name}:pre:${actor === mine}:${JSON.stringify(changes.system)}`));
        g.Hooks.on("updateActor", (actor: unknown, changed: { system?: unknown }, _options: unknown, userId: string) => seen.push(`${g.game.user.name}:update:${actor === mine}:${JSON.stringify(changed.system)}:${userId === world.player.user.id}`));
        g.Hooks.on("updateToken", () => seen.push(`${g.game.user.name}:updateToken`));
      });
    }
    await world.as(world.player, () => synthetic.update({ "system.hp.value": 4 }));
    await world.settle();
    expect(synthetic.system.hp.value).toBe(4);
    expect(unlinked.actor.system.hp.value).toBe(4);
    expect(base.system.hp.value).toBe(10);
    expect(unlinked.delta.system).toEqual({ hp: { value: 4 } });
    expect(seen).toEqual([
      'Player:pre:true:{"hp":{"value":4}}',
      'Player:update:true:{"hp":{"value":4}}:true',
      'Gamemaster:update:true:{"hp":{"value":4}}:true',
    ]);
  });

  it("keeps the delta over later base actor changes, and the synthetic actor's embedded documents apart", async () => {
    const { base, unlinked, linked } = await sceneWithTokens();
    const synthetic = unlinked.actor;
    await synthetic.update({ "system.hp.value": 3 });
    await base.update({ "system.hp.max": 20, name: "Drone Mk II" });
    expect(synthetic.system.hp.max).toBe(20); // from the base
    expect(synthetic.system.hp.value).toBe(3); // from the delta
    expect(synthetic.name).toBe("Drone Mk II");
    expect(linked.actor.system.hp.max).toBe(20);

    const [effect] = await synthetic.createEmbeddedDocuments("ActiveEffect", [{ name: "Jammed" }]);
    expect(effect.parent).toBe(synthetic);
    expect(synthetic.effects.size).toBe(1);
    expect(base.effects.size).toBe(0);
    expect(unlinked.delta._source.effects).toHaveLength(1);
    await effect.update({ disabled: true });
    expect(unlinked.delta._source.effects[0].disabled).toBe(true);
    await base.update({ "system.hp.max": 25 });
    expect(synthetic.effects.get(effect.id).disabled).toBe(true); // survives a base refresh
    await effect.delete();
    expect(synthetic.effects.size).toBe(0);
    expect(unlinked.delta._source.effects).toEqual([]);
  });

  it("modifies a token bar through modifyTokenAttribute (clamped delta, hook may cancel)", async () => {
    const { base, unlinked } = await sceneWithTokens();
    const synthetic = unlinked.actor;
    await synthetic.modifyTokenAttribute("hp", -15, true, true);
    expect(synthetic.system.hp.value).toBe(0); // clamped to 0..max
    await synthetic.modifyTokenAttribute("hp", 7, false, true);
    expect(synthetic.system.hp.value).toBe(7);
    const calls: unknown[] = [];
    g.Hooks.once("modifyTokenAttribute", (data: unknown, updates: unknown, actor: unknown) => {
      calls.push(data, updates, actor === synthetic);
      return false;
    });
    await synthetic.modifyTokenAttribute("hp", 2, true, true);
    expect(calls).toEqual([{ attribute: "hp", value: 2, isDelta: true, isBar: true }, { "system.hp.value": 9 }, true]);
    expect(synthetic.system.hp.value).toBe(7);
    expect(base.system.hp.value).toBe(10);
  });

  it("refuses a synthetic actor's update by a user who does not own it, changing nothing", async () => {
    const world = await createWorld({ entry });
    const base = await g.Actor.create({ name: "Drone", type: "character" });
    const scene = await g.Scene.create({ name: "Arena" });
    const [token] = await scene.createEmbeddedDocuments("Token", [{ actorId: base.id, actorLink: false }]);
    await expect(world.as(world.player, () => token.actor.update({ "system.hp.value": 1 }))).rejects.toThrow(/permission/);
    expect(token.actor.system.hp.value).toBe(10);
    expect(token.delta.system).toBeUndefined();
    await expect(world.as(world.player, () => scene.createEmbeddedDocuments("Token", [{ actorId: base.id }]))).rejects.toThrow(/permission/);
  });

  it("finds combatants by a synthetic actor's token and by a world actor's id", async () => {
    const { base, scene, unlinked, linked } = await sceneWithTokens();
    const combat = await g.Combat.create({ scene: scene.id, combatants: [
      { actorId: base.id, tokenId: unlinked.id, sceneId: scene.id },
      { actorId: base.id, tokenId: linked.id, sceneId: scene.id },
    ] });
    const [first, second] = combat.combatants.contents;
    expect(first.token).toBe(unlinked);
    expect(first.actor).toBe(unlinked.actor);
    expect(second.actor).toBe(base);
    expect(combat.getCombatantsByActor(unlinked.actor).map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(combat.getCombatantsByActor(base).length).toBe(2);
    expect(combat.getCombatantsByToken(linked).map((c: { id: string }) => c.id)).toEqual([second.id]);
  });
  it("gives scenes v13's grid (size in pixels, distance and units per space, defaults from system.json) and tokens a size in grid spaces", async () => {
    const { scene, unlinked } = await sceneWithTokens();
    // v13: `scene.grid` is the grid object (foundry.grid.SquareGrid here), its data in the source.
    expect(scene.grid).toBeInstanceOf(g.foundry.grid.SquareGrid);
    expect(scene.grid).toMatchObject({ type: g.CONST.GRID_TYPES.SQUARE, size: 100, distance: 5, units: "ft" });
    expect(scene._source.grid).toEqual({ type: g.CONST.GRID_TYPES.SQUARE, size: 100, distance: 5, units: "ft" });
    expect([unlinked.width, unlinked.height, unlinked.x, unlinked.y]).toEqual([1, 1, 0, 0]);
    const hex = await g.Scene.create({ name: "Hex", grid: { type: g.CONST.GRID_TYPES.HEXODDR, size: 140, distance: 1.5, units: "m" } });
    expect(hex.grid).toBeInstanceOf(g.foundry.grid.HexagonalGrid);
    expect(hex.grid).toMatchObject({ type: 2, size: 140, distance: 1.5, units: "m", columns: false, even: false });
    const [ogre] = await hex.createEmbeddedDocuments("Token", [{ name: "Ogre", width: 2, height: 2, x: 280, y: 140 }]);
    expect([ogre.width, ogre.height, ogre.x, ogre.y]).toEqual([2, 2, 280, 140]);
    await expect(hex.createEmbeddedDocuments("Token", [{ name: "Nothing", width: 0 }])).rejects.toThrow(/width/);
    await expect(g.Scene.create({ name: "Bad", grid: { distance: 0 } })).rejects.toThrow(/distance/);
  });

  it("links and unlinks a token after creation: linked → the world actor, the overrides dropped; unlinked → a fresh synthetic actor", async () => {
    const { world, base, unlinked } = await sceneWithTokens();
    await unlinked.actor.update({ "system.hp.value": 2 });
    const seen: unknown[] = [];
    g.Hooks.on("updateToken", (token: unknown, changed: { actorLink?: boolean }) => seen.push([token === unlinked, changed.actorLink]));
    await unlinked.update({ actorLink: true });
    await world.settle();
    expect(unlinked.isLinked).toBe(true);
    expect(unlinked.actor).toBe(base);
    expect(unlinked.delta.system ?? null).toBeNull(); // no overrides left
    expect(base.system.hp.value).toBe(10);
    expect(base.getDependentTokens({ linked: true })).toContain(unlinked);
    await unlinked.actor.update({ "system.hp.value": 7 }); // the world actor now
    expect(base.system.hp.value).toBe(7);

    await unlinked.update({ actorLink: false });
    await world.settle();
    const synthetic = unlinked.actor;
    expect(synthetic).not.toBe(base);
    expect(synthetic.isToken).toBe(true);
    expect(synthetic.system.hp.value).toBe(7); // from the world actor, no old override
    expect(base.getDependentTokens({ linked: true })).not.toContain(unlinked);
    expect(base.getDependentTokens()).toContain(unlinked);
    expect(seen).toEqual([[true, true], [true, false]]);
  });
});
