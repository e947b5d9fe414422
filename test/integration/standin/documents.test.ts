import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;

describe("stand-in documents", () => {
  it("boots the system and creates actors with typed system data", async () => {
    const world = await createWorld({ entry, seed: 1 });
    const fake = await world.systemModule<typeof import("./fake-system")>(world.gm);
    expect(fake.calls).toContain(`init:${world.gm.user.id}:undefined`);
    // The player's client booted its own copy of the system.
    expect((await world.systemModule<typeof import("./fake-system")>(world.player)).calls).toContain("ready:Player");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    expect(actor).toBeInstanceOf(fake.FakeActor);
    expect(actor.system).toBeInstanceOf(fake.CharacterData);
    expect(actor.system.hp.value).toBe(10);
    expect(actor.system.hp.pct).toBe(100);
    expect(actor.derivedByDocument).toBe(true);
    expect(g.game.actors.get(actor.id)).toBe(actor);
    await actor.update({ "system.hp.value": "5" });
    expect(actor.system.hp.value).toBe(5);
    expect(actor.system.hp.pct).toBe(50);
    // v13 NumberField cleaning clamps into min..max (foundryvtt issue 12487) instead of refusing: -1 → 0.
    await actor.update({ "system.hp.value": -1 });
    expect(actor.system.hp.value).toBe(0);
    await actor.update({ "system.hp.value": 5 });
    expect(actor.system.hp.value).toBe(5);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Wrist Cannon", type: "augment", system: { section: "arm" } }]);
    expect(item.parent).toBe(actor);
    expect(actor.items.get(item.id)).toBe(item);
    expect(actor.system.augmentCount).toBe(1);
    await item.update({ "system.uses.value": 2 });
    expect(actor._source.items[0].system.uses.value).toBe(2);
    expect(item.uuid).toBe(`Actor.${actor.id}.Item.${item.id}`);
    await item.delete();
    expect(actor.items.size).toBe(0);
    expect(actor.system.augmentCount).toBe(0);
    await world.settle();
  });
});
