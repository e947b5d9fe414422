import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests
type Fake = typeof import("./fake-system");
type World = Awaited<ReturnType<typeof createWorld>>;
/** `who`'s own copy of the fake system (each client loads the system separately). */
const fakeOf = (world: World, who: string): Promise<Fake> => world.systemModule<Fake>(who);

describe("stand-in multi-client model", () => {
  it("runs post-change hooks once per connected client, pre-hooks only on the requester", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "P1", role: "PLAYER" }, { name: "P2", role: "PLAYER", connected: false }] });
    const [gmFake, p1Fake] = [await fakeOf(world, "GM"), await fakeOf(world, "P1")];
    gmFake.seen.length = 0;
    p1Fake.seen.length = 0;
    const pre: string[] = [];
    const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    world.as(world.player, () => g.Hooks.on("preUpdateActor", () => void pre.push(g.game.user.name)));
    await world.as(world.player, () => actor.update({ "system.hp.value": 3 }));
    await world.settle();
    expect(pre).toEqual(["P1"]);
    // Each client's hook ran its own copy of the system's code.
    expect(p1Fake.seen.filter((s) => s.startsWith("updateActor"))).toEqual(["updateActor:Ana:P1:by:P1:system,_id"]);
    expect(gmFake.seen.filter((s) => s.startsWith("updateActor"))).toEqual(["updateActor:Ana:GM:by:P1:system,_id"]);
    expect(g.game.users.getName("P2").active).toBe(false);
    expect(g.game.users.activeGM.name).toBe("GM");
  });

  it("vetoes through pre-hooks and _preUpdate without error or change", async () => {
    await createWorld({ entry });
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    const id = g.Hooks.on("preUpdateActor", (_doc: unknown, changes: { name?: string }) => (changes.name === "Nope" ? false : undefined));
    expect(await actor.update({ name: "Nope" })).toBeUndefined();
    expect(actor.name).toBe("Ana");
    g.Hooks.off("preUpdateActor", id);
    const updated = await actor.update({ name: "Bea" });
    expect(updated).toBe(actor);
    expect(await actor.update({ name: "Bea" })).toBeUndefined(); // nothing changed: no update at all
  });

  it("delivers socket emits to the other clients, where the GM acts", async () => {
    const world = await createWorld({ entry });
    const [gmFake, playerFake] = [await fakeOf(world, "Gamemaster"), await fakeOf(world, "Player")];
    gmFake.seen.length = 0;
    playerFake.seen.length = 0;
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    world.as(world.player, () => g.game.socket.emit("system.augmented", { type: "setHp", actorId: actor.id, hp: 2 }));
    await world.settle();
    expect(gmFake.seen).toContain("socket:setHp:Gamemaster");
    expect(playerFake.seen.filter((s) => s.startsWith("socket:"))).toEqual([]);
    expect(actor.system.hp.value).toBe(2);
    expect(world.socketHub.emitted("system.augmented")).toHaveLength(1);
  });

  it("world settings: GM only, onChange on every client; client settings per client", async () => {
    const world = await createWorld({ entry });
    const [gmFake, playerFake] = [await fakeOf(world, "Gamemaster"), await fakeOf(world, "Player")];
    gmFake.calls.length = 0;
    playerFake.calls.length = 0;
    await g.game.settings.set("augmented", "automation", "auto");
    await world.settle();
    expect([...gmFake.calls, ...playerFake.calls]).toEqual(["onChange:auto:Gamemaster", "onChange:auto:Player"]);
    expect(world.as(world.player, () => g.game.settings.get("augmented", "automation"))).toBe("auto");
    await expect(world.as(world.player, () => g.game.settings.set("augmented", "automation", "off"))).rejects.toThrow(/permission/);
    await world.as(world.player, () => g.game.settings.set("augmented", "theme", "light"));
    expect(g.game.settings.get("augmented", "theme")).toBe("dark");
    expect(world.as(world.player, () => g.game.settings.get("augmented", "theme"))).toBe("light");
    await expect(g.game.settings.set("augmented", "automation", "bogus")).rejects.toThrow(/valid choice/);
  });

  it("connects a client later: it boots and then receives hooks", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "Late", role: "PLAYER", connected: false }] });
    const before = await fakeOf(world, "Late");
    await world.connect("Late");
    // A fresh page: a new copy of the system, which ran init on it.
    const fake = await fakeOf(world, "Late");
    expect(fake).not.toBe(before);
    expect(fake.calls).toContain(`init:${world.client("Late").user.id}:undefined`);
    expect(world.as("Late", () => g.CONFIG.AUGMENTED.sections)).toEqual(["head", "torso", "arm"]);
    await world.disconnect("Late");
    await expect(world.as("Late", () => g.Actor.create({ name: "X", type: "character" }))).rejects.toThrow(/not connected/);
  });

  it("every reconnect is a fresh page: a new copy each time, though reconnect copies share one bundle (test/foundry/fresh-copy.ts)", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "P", role: "PLAYER" }, { name: "Q", role: "PLAYER" }] });
    const seen = [await fakeOf(world, "P"), await fakeOf(world, "Q")];
    for (const who of ["P", "Q", "P"]) {
      await world.disconnect(who);
      await world.connect(who);
      const fake = await fakeOf(world, who);
      for (const earlier of seen) expect(fake).not.toBe(earlier);
      expect(fake.calls).toEqual([`init:${world.client(who).user.id}:undefined`, ...fake.calls.slice(1)]);
      seen.push(fake);
    }
    // The copy Q got on its reconnect is still Q's, untouched by P's later one.
    expect(await fakeOf(world, "Q")).toBe(seen[3]);
    expect(world.as("Q", () => g.CONFIG.Actor.documentClass)).toBe(seen[3]!.FakeActor);
    expect(world.as("P", () => g.CONFIG.Actor.documentClass)).toBe(seen[4]!.FakeActor);
  });
});

describe("stand-in: each client loads the system separately", () => {
  it("module state, classes and registrations are per client, never shared by accident", async () => {
    const world = await createWorld({ entry });
    const [gmFake, playerFake] = [await fakeOf(world, "Gamemaster"), await fakeOf(world, "Player")];
    expect(gmFake).not.toBe(playerFake);
    expect(gmFake.calls).not.toBe(playerFake.calls);
    expect(gmFake.FakeActor).not.toBe(playerFake.FakeActor);
    expect(world.as(world.gm, () => g.CONFIG.Actor.documentClass)).toBe(gmFake.FakeActor);
    expect(world.as(world.player, () => g.CONFIG.Actor.documentClass)).toBe(playerFake.FakeActor);
    expect(gmFake.calls).toContain("ready:Gamemaster");
    expect(gmFake.calls).not.toContain("ready:Player");
    expect(playerFake.calls).toContain("ready:Player");
    // The same client in the file's next world keeps its copy (loaded once per slot and file, as before).
    const next = await createWorld({ entry });
    expect(await fakeOf(next, "Gamemaster")).toBe(gmFake);
  });
});

describe("stand-in permissions", () => {
  it("players create actors only when the role table allows it, and then own them", async () => {
    const world = await createWorld({ entry });
    await expect(world.as(world.player, () => g.Actor.create({ name: "Mine", type: "character" }))).rejects.toThrow(/lacks permission to create/);
    expect(g.game.actors.size).toBe(0);
    const permissive = await createWorld({ entry, permissions: { ACTOR_CREATE: "PLAYER" } });
    const actor = await permissive.as(permissive.player, () => g.Actor.create({ name: "Mine", type: "character" }));
    expect(actor.ownership[permissive.player.user.id as string]).toBe(3);
    expect(permissive.as(permissive.player, () => actor.isOwner)).toBe(true);
    const [item] = await permissive.as(permissive.player, () => actor.createEmbeddedDocuments("Item", [{ name: "Eye", type: "augment" }]));
    expect(permissive.as(permissive.player, () => item.isOwner)).toBe(true);
  });
});
