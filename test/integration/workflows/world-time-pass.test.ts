/**
 * Issue 13's benchmark: the world-time pass (src/workflows/world-time.ts) gives each sweep only the actors it can
 * act on, from a summary made each time an actor is prepared (src/documents/actor/world-time-watch.ts). These
 * prove the summary follows every change that matters (effects, items, the clocks), also on an unlinked token's
 * actor, and that nothing is skipped that a sweep would have acted on. The sweeps themselves are proved by their
 * own tests (GF-BODY-4 in gearforged/maintenance.test.ts, SF-5, CY-MOB-1, AM-ACC-2, GA-TIRE-1…).
 */
import { describe, expect, it } from "vitest";
import type * as WatchModule from "../../../src/documents/actor/world-time-watch";
import type * as PassModule from "../../../src/workflows/world-time";
import { createOwnedItems } from "../../scenarios/support";
import { type World, setSetting, tableWithHero } from "./setup";
import { advanceHours, gearforgedTable } from "../gearforged/helpers";

const DAY = 86_400;

interface GmView {
  /** The GM client's copy of an actor (each client has its own documents and its own copy of the system). */
  actor(id: string): Actor.Implementation;
  /** Which sweeps the GM's pass would give `actor` to at `worldTime`. */
  sweepsFor(actor: Actor.Implementation, worldTime: number): string[];
  worldTimeWatch: typeof WatchModule.worldTimeWatch;
}

async function gmView(world: World): Promise<GmView> {
  const { worldTimeWatch } = await world.systemModule<typeof WatchModule>(world.gm, "src/documents/actor/world-time-watch.ts");
  const { worldTimeCandidates } = await world.systemModule<typeof PassModule>(world.gm, "src/workflows/world-time.ts");
  return {
    // cast: world actors are the system's Actor class.
    actor: (id) => world.as(world.gm, () => game.actors!.get(id) as unknown as Actor.Implementation),
    sweepsFor: (actor, worldTime) => {
      const due = worldTimeCandidates([actor], worldTime);
      return (Object.keys(due) as Array<keyof typeof due>).filter((key) => due[key].includes(actor));
    },
    worldTimeWatch,
  };
}

describe("world-time pass", () => {
  it("an actor with nothing timed goes to no sweep; its summary follows its effects and items", async () => {
    const { world, hero } = await tableWithHero();
    const gm = await gmView(world);
    const actor = gm.actor(hero.id!);
    const { sweepsFor, worldTimeWatch } = gm;
    expect(worldTimeWatch(actor)).toMatchObject({ effects: false, automail: false, gearforgedDueAt: Infinity, thirteenthAge: false });
    expect(sweepsFor(actor, 10 * DAY)).toEqual([]);

    // cast: effect source data.
    const [effect] = (await world.as(world.gm, () => actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Anything" } as ActiveEffect.CreateData])))!;
    await world.settle();
    expect(sweepsFor(actor, 0)).toEqual(["effects", "gearforged", "automail"]);
    await world.as(world.gm, () => actor.deleteEmbeddedDocuments("ActiveEffect", [effect!.id!]));
    await world.settle();
    expect(sweepsFor(actor, 0)).toEqual([]);

    const [limb] = await world.as(world.gm, () => createOwnedItems(actor, [{ name: "Spare Arm", type: "automail" }]));
    await world.settle();
    expect(sweepsFor(actor, 0)).toEqual(["automail"]);
    await world.as(world.gm, () => actor.deleteEmbeddedDocuments("Item", [limb!.id!]));
    await world.settle();
    expect(sweepsFor(actor, 0)).toEqual([]);
  });

  it("GF-BODY-4: a running maintenance clock reaches the Gearforged sweep from its next lapse on, and again after a long rest moves it", async () => {
    const { world, hero } = await tableWithHero();
    const gm = await gmView(world);
    const actor = gm.actor(hero.id!);
    const { sweepsFor, worldTimeWatch } = gm;
    // cast (both): the character model's gearforged block, by path.
    await world.as(world.gm, () => actor.update({ "system.gearforged.maintenance.lastLongRestAt": 100 } as Actor.UpdateData));
    await world.settle();
    expect(worldTimeWatch(actor)?.gearforgedDueAt).toBe(100 + DAY);
    expect(sweepsFor(actor, 100 + DAY - 1)).toEqual([]);
    expect(sweepsFor(actor, 100 + DAY)).toEqual(["gearforged"]);
    await world.as(world.gm, () => actor.update({ "system.gearforged.maintenance.lastLongRestAt": 5 * DAY, "system.gearforged.maintenance.lapses": 0 } as Actor.UpdateData));
    await world.settle();
    expect(sweepsFor(actor, 5 * DAY + 1)).toEqual([]);
    expect(sweepsFor(actor, 6 * DAY)).toEqual(["gearforged"]);
  });

  it("GF-MEM-1 and GA-TIRE-1: a salvaged gear's wait and a 13th Age record reach their sweeps", async () => {
    const { world, hero } = await tableWithHero();
    const gm = await gmView(world);
    const actor = gm.actor(hero.id!);
    const { sweepsFor } = gm;
    // cast (both): the character model's gearforged block, by path.
    await world.as(world.gm, () => actor.update({ "system.gearforged.memoryGears.readableAt": 7 * DAY } as Actor.UpdateData));
    await world.settle();
    expect(sweepsFor(actor, 7 * DAY - 1)).toEqual([]);
    expect(sweepsFor(actor, 7 * DAY)).toEqual(["gearforged"]);
    await world.as(world.gm, () => actor.update({ "system.gearforged.thirteenthAge.lastMaintenanceAt": 0 } as Actor.UpdateData));
    await world.settle();
    expect(sweepsFor(actor, 0)).toEqual(["thirteenthAge"]);
  });

  it("GA-TIRE-1: once the 13th Age sweep finds nothing due, it skips the actor until the next day, a rewind, a change or the level-scale setting", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    const gm = await gmView(world);
    const actor = gm.actor(hero.id!);
    const { sweepsFor } = gm;
    const HOUR = 3600;
    const neglect = () => [...actor.effects].filter((e) => (e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge === "neglect");
    expect(sweepsFor(actor, HOUR)).toContain("thirteenthAge");
    await advanceHours(world, 1);
    expect(sweepsFor(actor, HOUR)).not.toContain("thirteenthAge");
    expect(sweepsFor(actor, DAY - 1)).not.toContain("thirteenthAge");
    expect(sweepsFor(actor, DAY)).toContain("thirteenthAge");

    // The first day passes: the penalty is written (a new preparation), then the next advance finds day 1 in sync.
    await advanceHours(world, 24);
    expect(neglect()).toHaveLength(1);
    await advanceHours(world, 1);
    expect(sweepsFor(actor, DAY + 3 * HOUR)).not.toContain("thirteenthAge");
    expect(sweepsFor(actor, DAY - 1)).toContain("thirteenthAge");
    expect(sweepsFor(actor, 2 * DAY)).toContain("thirteenthAge");

    // The player deletes the penalty: the actor is prepared again, so the next advance puts it back.
    await world.as(world.player, () => hero.deleteEmbeddedDocuments("ActiveEffect", [neglect()[0]!.id!]));
    await world.settle();
    expect(neglect()).toHaveLength(0);
    expect(sweepsFor(actor, DAY + 3 * HOUR)).toContain("thirteenthAge");
    await advanceHours(world, 1);
    expect(neglect()).toHaveLength(1);

    await advanceHours(world, 1);
    expect(sweepsFor(actor, DAY + 4 * HOUR)).not.toContain("thirteenthAge");
    await setSetting(world, "gearforgedLevelScale", "full");
    expect(sweepsFor(actor, DAY + 4 * HOUR)).toContain("thirteenthAge");
  });

  it("GA-TIRE-1: a pass that found nothing due for any actor is not skipped once a summary changes", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    const neglect = () => [...hero.effects].filter((e) => (e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge === "neglect");
    await advanceHours(world, 1);
    await advanceHours(world, 1);
    expect(neglect()).toHaveLength(0);
    // cast: the character model's 13th Age block, by path.
    await world.as(world.gm, () => hero.update({ "system.gearforged.thirteenthAge.lastMaintenanceAt": -3 * DAY } as Actor.UpdateData));
    await world.settle();
    await advanceHours(world, 1);
    expect(neglect().map((e) => (e.flags as { augmented?: { days?: unknown } }).augmented?.days)).toEqual([3]);
  });

  it("an unlinked token's actor has its own summary, and an actor without one goes to every sweep", async () => {
    const { world, hero } = await tableWithHero();
    const gm = await gmView(world);
    const { sweepsFor } = gm;
    // cast: Scene.create takes source data; token source data in, the created tokens out.
    const scene = (await world.as(world.gm, () => Scene.create({ name: "Arena" } as unknown as Scene.CreateData)))!;
    const [token] = (await world.as(world.gm, () => scene.createEmbeddedDocuments("Token", [{ actorId: hero.id, actorLink: false }] as never))) as unknown as Array<{ actor: Actor.Implementation }>;
    const synthetic = world.as(world.gm, () => (game.scenes!.get(scene.id!) as unknown as { tokens: { get(id: string): { actor: Actor.Implementation } } }).tokens.get((token as unknown as { id: string }).id).actor);
    await world.as(world.gm, () => synthetic.createEmbeddedDocuments("ActiveEffect", [{ name: "Token only" } as ActiveEffect.CreateData]));
    await world.settle();
    expect(sweepsFor(synthetic, 0)).toContain("effects");
    expect(sweepsFor(gm.actor(hero.id!), 0)).toEqual([]);

    // cast: a stand-in for an actor never prepared (no summary): a plain object the pass only passes on.
    const unprepared = { effects: new Map(), items: [] } as unknown as Actor.Implementation;
    expect(sweepsFor(unprepared, 0)).toEqual(["effects", "gearforged", "automail", "thirteenthAge"]);
  });
});
