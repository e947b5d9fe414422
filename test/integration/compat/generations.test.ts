/**
 * Issue 24: the system on Foundry v13 and v14 (src/compat/). The same scenarios under both generations of the
 * stand-in (a flight's minute and its 6 s grounded, a roll card's message mode, a player's request stored and
 * removed), then the v14-only rows: the effect shape, core's expiry leaving the system's effects alone, the
 * message mode option, the deletion operator. Each v14-only test fails against the v13 code path (the layer's
 * v13 branch: run once with `isV14` forced false, README of test/foundry, "Generations").
 */
import { afterAll, describe, expect, it } from "vitest";
import { createWorld, setDefaultGeneration } from "../../foundry/world";
import { heroWithAugment, user } from "../augment-use/helpers";
import { lastMessage, tableWithHero, type World } from "../workflows/setup";
import { rollD20Test } from "../../../src/workflows/rolls/rolls";
import { forgetOwnRequest, storeOwnRequest, storedRequests } from "../../../src/requests/stored-request";
import { SYSTEM_EXPIRY } from "../../../src/compat/effect-data";

const SCENARIO = { timeout: 30_000 };
const THRUSTERS = { sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", damageType: null, mobility: { mode: "fly", bonus: 20 } };

function flySpeed(actor: { system: unknown }): number {
  // cast: the derived speeds (docs/actor-data.md).
  return (actor.system as unknown as { attributes: { speed: { fly: number } } }).attributes.speed.fly;
}

async function advance(world: World, seconds: number): Promise<void> {
  await world.as(world.gm, () => world.time.advance(seconds));
  await world.settle();
}

async function takeOff(): Promise<Awaited<ReturnType<typeof heroWithAugment>>> {
  const table = await heroWithAugment("Leg Thrusters", THRUSTERS);
  table.world.dialogs.respond({ action: "flight", matching: "take off" });
  await table.world.as(table.world.player, () => user(table.hero).useAugment(table.augment));
  await table.world.settle();
  return table;
}

/** cast: a structural read of an effect's source (either generation's shape). */
function sourceOf(effect: unknown): Record<string, unknown> {
  return (effect as { _source: Record<string, unknown> })._source;
}

afterAll(() => setDefaultGeneration(13));

describe.each([13, 14] as const)("on Foundry v%i", (generation) => {
  it("boots as that generation", SCENARIO, async () => {
    setDefaultGeneration(generation);
    const { world } = await tableWithHero();
    expect(world.as(world.gm, () => game.release?.generation)).toBe(generation);
  });

  it("CY-MOB-1: a flight lasts exactly a minute, then 6 s grounded, then it is over", SCENARIO, async () => {
    setDefaultGeneration(generation);
    const { world, hero } = await takeOff();
    expect(flySpeed(hero)).toBe(20);
    await advance(world, 59);
    expect(flySpeed(hero)).toBe(20);
    await advance(world, 1);
    expect(flySpeed(hero)).toBe(0);
    expect([...hero.effects].map((e) => e.name)).toEqual(["Grounded after flight"]);
    await advance(world, 6);
    expect(hero.effects.size).toBe(0);
    expect(world.deprecations).toEqual([]);
  });

  it("a roll posted blind is whispered to the GM and blind, with no deprecation", SCENARIO, async () => {
    setDefaultGeneration(generation);
    const { world, hero } = await tableWithHero();
    world.dice.queue([12]);
    await world.as(world.player, () => rollD20Test(hero, { kind: "check", title: "Check", parts: [] }, { fastForward: true, messageMode: "blindroll" }));
    await world.settle();
    const message = lastMessage(world);
    expect(message.blind).toBe(true);
    expect([...message.whisper].map(String)).toEqual([world.gm.user.id]);
    expect(world.deprecations).toEqual([]);
  });

  it("a player's stored request is removed once answered, with no deprecation", SCENARIO, async () => {
    setDefaultGeneration(generation);
    const { world } = await tableWithHero();
    const self = world.player.user as unknown as User.Implementation; // the stand-in's User is the document class at runtime
    const pointer = await world.as(world.player, () => storeOwnRequest(self, { type: "ping" }));
    await world.settle();
    expect(Object.keys(storedRequests(self))).toEqual([pointer.id]);
    await world.as(world.player, () => forgetOwnRequest(self, pointer));
    await world.settle();
    expect(storedRequests(self)).toEqual({});
    expect(world.deprecations).toEqual([]);
  });
});

describe("v14 only", () => {
  it("a flight effect has v14's shape: system.changes with a type and phase, duration in seconds, a start, the system's expiry event", SCENARIO, async () => {
    setDefaultGeneration(14);
    const { hero } = await takeOff();
    const [flight] = [...hero.effects];
    const source = sourceOf(flight);
    expect(source.changes).toBeUndefined();
    expect(source.system).toEqual({ changes: [{ key: "system.attributes.movement.fly", type: "upgrade", value: "20", phase: "initial", priority: null }] });
    expect(source.duration).toMatchObject({ value: 60, units: "seconds", expiry: SYSTEM_EXPIRY });
    expect((source.start as { time: number }).time).toBe(0);
  });

  it("core's expiry never ends the system's timed effects (one expiry path), though it ends an effect of its own", SCENARIO, async () => {
    setDefaultGeneration(14);
    const { world, hero } = await takeOff();
    const expired: string[] = [];
    world.as(world.gm, () => Hooks.on("updateActiveEffect", (effect: ActiveEffect.Implementation, change: Record<string, unknown>) => {
      if ((change.duration as { expired?: unknown } | undefined)?.expired === true) expired.push(effect.name ?? "");
    }));
    // A core effect of 10 seconds with no expiry event: core's to end.
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Bless", duration: { value: 10, units: "seconds" } } as never]));
    await world.settle();
    await advance(world, 60);
    expect(expired).toEqual(["Bless"]);
    expect([...hero.effects].map((e) => e.name).sort()).toEqual(["Bless", "Grounded after flight"]);
  });

  it("a roll's message mode goes by v14's option (the roll-mode option warns there)", SCENARIO, async () => {
    setDefaultGeneration(14);
    const { world, hero } = await tableWithHero();
    world.dice.queue([12]);
    await world.as(world.player, () => rollD20Test(hero, { kind: "check", title: "Check", parts: [] }, { fastForward: true, messageMode: "gmroll" }));
    await world.settle();
    expect([...lastMessage(world).whisper].map(String)).toEqual([world.gm.user.id]);
    expect(world.deprecations.filter((d) => d.includes("rollMode"))).toEqual([]);
  });

  it("a request is deleted with v14's deletion operator, not the deprecated -= key", SCENARIO, async () => {
    setDefaultGeneration(14);
    const { world } = await tableWithHero();
    const self = world.player.user as unknown as User.Implementation; // the stand-in's User is the document class at runtime
    const pointer = await world.as(world.player, () => storeOwnRequest(self, { type: "ping" }));
    await world.as(world.player, () => forgetOwnRequest(self, pointer));
    await world.settle();
    expect(storedRequests(self)).toEqual({});
    expect(world.deprecations.filter((d) => d.includes("-="))).toEqual([]);
  });
});

describe("a world written on v13 opening on v14", () => {
  it("CY-MOB-1: a flight written on v13 still flies on v14, is the system's to end (not core's), and grounds for 6 s", SCENARIO, async () => {
    setDefaultGeneration(13);
    const v13 = await takeOff();
    await advance(v13.world, 20);
    // cast: the stored actor, as the v13 server holds it (the fixture).
    const stored = v13.hero.toObject() as unknown as Record<string, unknown>;
    const effectSource = (stored.effects as Array<Record<string, unknown>>)[0]!;
    expect(effectSource.duration).toMatchObject({ startTime: 0, seconds: 60 });

    const world = await createWorld({ generation: 14, worldTime: 20, stored: { Actor: [stored] } });
    const hero = world.as(world.gm, () => game.actors!.contents[0]!);
    const [flight] = [...hero.effects];
    expect(sourceOf(flight).duration).toMatchObject({ value: 60, units: "seconds", expiry: SYSTEM_EXPIRY });
    expect(flySpeed(hero)).toBe(20);
    const expired: string[] = [];
    world.as(world.gm, () => Hooks.on("updateActiveEffect", (effect: ActiveEffect.Implementation, change: Record<string, unknown>) => {
      if ((change.duration as { expired?: unknown } | undefined)?.expired === true) expired.push(effect.name ?? "");
    }));
    await advance(world, 40);
    expect(flySpeed(hero)).toBe(0);
    expect([...hero.effects].map((e) => e.name)).toEqual(["Grounded after flight"]);
    expect(expired).toEqual([]);
  });
});
