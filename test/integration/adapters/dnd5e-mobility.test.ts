// Mobility and passive augments in a dnd5e world (issue 29, "Done when"; CY-MOB-2..4, CY-USE-3): the module's
// compendium augments on a dnd5e character, used through the module's API on the player's client (the shared use
// workflow, src/workflows/augment-use), their speed effects read back from dnd5e's own prepared
// `system.attributes.movement` (FormulaFields: dnd5e adds the effect's feet to the formula, then derives the number),
// on both dnd5e lines: 5.3 keeps the speeds on the movement, 6.x in `movement.speeds` (src/adapters/dnd5e/data-paths.ts).
import { describe, expect, it } from "vitest";
import { cyborgTable as table53, augmentOf, speedOf, type CyborgTable } from "./dnd5e-cyborg-table";
import type { PlainObject } from "../../foundry/utils";
import { lastMessage } from "../workflows/setup";
import { cardHtml } from "../cards";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };

async function use(table: CyborgTable, item: Item.Implementation, options: Record<string, unknown> = {}) {
  const { world, api, mine } = table;
  const own = mine(item);
  const out = await world.as(world.player, () => api().useAugment(own.actor, own.item, options));
  await world.settle();
  return out;
}

async function advance(table: CyborgTable, seconds: number): Promise<void> {
  await table.world.as(table.world.gm, () => table.world.time.advance(seconds));
  await table.world.settle();
}

describe.each(["5.3.3", "6.0.0"])("mobility and passive augments in a dnd5e %s world", (dnd5eVersion) => {
  const cyborgTable = (system: PlainObject = {}) => table53(system, { dnd5eVersion });
  // 6.x warns on a read of a speed's old place: the module reads and writes the new one.
  const noShimReads = (table: CyborgTable) => expect(table.world.deprecations.filter((m) => m.includes("movement"))).toEqual([]);
  // The keys of the actor's effects (v13 `changes`, v14 `system.changes`): the line's own speed paths.
  const effectKeys = (table: CyborgTable) =>
    table.actor.effects.contents.flatMap((e) => ((e as unknown as { system?: { changes?: { key: string }[] } }).system?.changes ?? (e as unknown as { changes?: { key: string }[] }).changes ?? []).map((c) => c.key));
  const walkKey = dnd5eVersion.startsWith("6") ? "system.attributes.movement.speeds.walk" : "system.attributes.movement.walk";

  it("CY-MOB-2 / CY-USE-3: a walking improvement adds its +10 ft to dnd5e's walking speed, passively (no use); damaged, it stops", SCENARIO, async () => {
    const table = await cyborgTable();
    const { actor, world } = table;
    expect(speedOf(actor, "walk")).toBe(30);
    const pistons = await table.add("Sprinter Pistons", { installedSection: "leftLeg" });
    expect(speedOf(actor, "walk")).toBe(40);
    expect(effectKeys(table)).toContain(walkKey);
    // Passive: no use to spend, the workflow refuses to "use" it and spends nothing.
    expect(await use(table, pistons)).toBeNull();
    expect(augmentOf(pistons).uses.spent).toBe(0);
    await world.as(world.gm, () => pistons.update({ "system.integrity": "damaged" } as never));
    await world.settle();
    expect(speedOf(actor, "walk")).toBe(30);
    expect(world.errors).toEqual([]);
    noShimReads(table);
  });

  it("CY-MOB-2: swim and climb at most +15 ft over dnd5e's own speed; a design beyond the cap is refused and changes nothing", SCENARIO, async () => {
    const table = await cyborgTable({ attributes: { movement: { climb: "10" } } });
    const { actor, world } = table;
    const calves = await table.add("Propeller Calves", { installedSection: "leftLeg" });
    const claws = await table.add("Grapple Claws", { installedSection: "rightArm" });
    expect(speedOf(actor, "swim")).toBe(15);
    expect(speedOf(actor, "climb")).toBe(25);
    await expect(world.as(world.gm, () => calves.update({ "system.mobility.bonus": 20 } as never))).rejects.toThrow(/at most 15 ft/);
    await expect(world.as(world.gm, () => claws.update({ "system.mobility": { mode: "walk", bonus: 15 } } as never))).rejects.toThrow(/at most 10 ft/);
    await world.settle();
    expect(speedOf(actor, "swim")).toBe(15);
    expect(speedOf(actor, "climb")).toBe(25);
    expect(speedOf(actor, "walk")).toBe(30);
  });

  it("CY-USE-3: a passive utility augment has no Use and spends nothing while installed", SCENARIO, async () => {
    const table = await cyborgTable();
    const eye = await table.add("Telescopic Eye", { installedSection: "head" });
    expect(augmentOf(eye).passive).toBe(true);
    expect(await use(table, eye)).toBeNull();
    expect(augmentOf(eye).uses.spent).toBe(0);
    expect(table.world.errors).toEqual([]);
  });

  it("CY-MOB-3: a transformation adds +10 ft to dnd5e's walking speed for 1 minute of world time, for one use", SCENARIO, async () => {
    const table = await cyborgTable();
    const { actor } = table;
    const shins = await table.add("Wheeled Shins", { installedSection: "rightLeg" });
    const result = await use(table, shins);
    expect(result?.effectId).toBeTruthy();
    expect(augmentOf(shins).uses.spent).toBe(1);
    expect(speedOf(actor, "walk")).toBe(40);
    await advance(table, 59);
    expect(speedOf(actor, "walk")).toBe(40);
    await advance(table, 1);
    expect(speedOf(actor, "walk")).toBe(30);
    expect(actor.effects.contents.map((e) => e.name).filter((n) => n?.includes("Wheeled Shins"))).toEqual([]);
    expect(table.world.errors).toEqual([]);
    noShimReads(table);
  });

  it("CY-MOB-4: an enhanced jump doubles one jump (dnd5e's Strength 14: 28 ft long, 10 ft high) and costs one use", SCENARIO, async () => {
    const table = await cyborgTable();
    const heels = await table.add("Spring Heels", { installedSection: "leftLeg" });
    const result = await use(table, heels);
    expect(result?.remaining).toBe(2);
    expect(augmentOf(heels).uses.spent).toBe(1);
    expect(await cardHtml(lastMessage(table.world))).toContain("running long jump up to 28 ft, high jump up to 10 ft");
    expect(speedOf(table.actor, "walk")).toBe(30);
  });
});
