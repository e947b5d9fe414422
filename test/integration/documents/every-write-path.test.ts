/**
 * CORE-2, CORE-8 on every write path: the system's class, Foundry's base class (a macro's `Actor.updateDocuments`,
 * `Item.updateDocuments` with a parent), and a compendium's documents, loaded or not. Before the guard ran in the
 * document's `_preUpdate` (src/documents/write-guard.ts, src/data/guarded-number-field.ts), the base class's batch
 * stored −5 gp as 0 and −1 quantity as 0 silently, and HP above the maximum threw a bare validation error.
 */
import { describe, expect, it } from "vitest";
import { createItems, tableWithHero, type World } from "../workflows/setup";
import { createWorld } from "../../foundry";

const SCENARIO = { timeout: 120_000 };
// cast: the stored numbers these tests read (docs/actor-data.md, docs/item-data.md).
const gp = (actor: { system: unknown }) => (actor.system as { currency: { gp: number } }).currency.gp;
const hpOf = (actor: { system: unknown }) => (actor.system as { attributes: { hp: { value: number; max: number } } }).attributes.hp;
const quantity = (item: { system: unknown }) => (item.system as { quantity: number }).quantity;
const spent = (item: { system: unknown }) => (item.system as { uses: { spent: number } }).uses.spent;

/** Runs a write; it must neither throw nor write, and must say why with an error naming `value`. */
async function refused(world: World, what: string, value: string, write: () => Promise<unknown>): Promise<void> {
  const told = world.notifications.length;
  let thrown: unknown = null;
  const result = await write().catch((error: unknown) => (thrown = error));
  await world.settle();
  expect(thrown, `${what}: thrown`).toBeNull();
  expect(result === undefined || (Array.isArray(result) && result.length === 0), `${what}: nothing returned`).toBe(true);
  const errors = world.notifications.slice(told).filter((n) => n.level === "error").map((n) => n.message);
  expect(errors.some((m) => m.includes(value)), `${what}: an error naming ${value} (${errors.join(" | ")})`).toBe(true);
}

describe("the one guard on every write path", SCENARIO, () => {
  it("CORE-8: −5 gp through Foundry's Actor class and the configured class is refused with the message, the purse unchanged; 7 gp through the base class is written", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 12 } });
    await refused(world, "Actor.updateDocuments", "-5", () => Actor.updateDocuments([{ _id: hero.id!, "system.currency.gp": -5 }] as never));
    await refused(world, "CONFIG.Actor.documentClass", "-5", () => CONFIG.Actor.documentClass.updateDocuments([{ _id: hero.id!, "system.currency.gp": -5 }] as never));
    expect(gp(hero)).toBe(12);
    await Actor.updateDocuments([{ _id: hero.id!, "system.currency.gp": 7 }] as never);
    expect(gp(hero)).toBe(7);
  });

  it("CORE-2: HP above the maximum and a maximum of 1e308 through Foundry's Actor class are refused with the message, never thrown", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 8, max: 12 } } });
    const above = game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: "20", max: "12" });
    await refused(world, "HP 20 of 12", above, () => Actor.updateDocuments([{ _id: hero.id!, "system.attributes.hp.value": 20 }] as never));
    await refused(world, "max 1e308", "1e+308", () => Actor.updateDocuments([{ _id: hero.id!, "system.attributes.hp.max": 1e308 }] as never));
    expect(hpOf(hero)).toEqual(expect.objectContaining({ value: 8, max: 12 }));
  });

  it("CORE-8: an embedded item's −1 quantity through Item.updateDocuments with a parent, and an augment's 1e300 uses spent, are refused with the message", async () => {
    const { world, hero } = await tableWithHero();
    const [rope, arm] = await createItems(hero, [
      { name: "Rope", type: "equipment", system: { quantity: 2 } },
      { name: "Claw", type: "augment" },
    ]);
    await refused(world, "Item.updateDocuments", "-1", () => Item.updateDocuments([{ _id: rope!.id!, "system.quantity": -1 }] as never, { parent: hero } as never));
    await refused(world, "uses.spent 1e300", "1e+300", () => Item.updateDocuments([{ _id: arm!.id!, "system.uses.spent": 1e300 }] as never, { parent: hero } as never));
    expect(quantity(rope!)).toBe(2);
    expect(spent(arm!)).toBe(0);
  });

  it("CORE-2, CORE-8: a compendium's documents, loaded or not, are refused the same way; an honest change is written", async () => {
    const world = await createWorld({
      seed: 12,
      packs: [
        { name: "heroes", type: "Actor", label: "Heroes", source: "test/integration/documents/fixtures/heroes" },
        { name: "tools", type: "Item", label: "Tools", source: "packs/_source/tools" },
      ],
    });
    const heroes = game.packs!.get("augmented.heroes")!;
    const tools = game.packs!.get("augmented.tools")!;
    await heroes.configure({ locked: false });
    await tools.configure({ locked: false });
    // Not loaded yet: the base class's batch names the pack.
    await refused(world, "pack, not loaded", "-5", () => Actor.updateDocuments([{ _id: "heroVera0000000a", "system.currency.gp": -5 }] as never, { pack: heroes.collection } as never));
    // cast: the heroes pack holds Actors, the tools pack Items.
    const vera = (await heroes.getDocument("heroVera0000000a")) as Actor.Implementation;
    await refused(world, "pack, loaded", "20", () => vera.update({ "system.attributes.hp.value": 20 } as Actor.UpdateData));
    const kit = (await tools.getDocument("TBZojie90xmY9F6Q")) as Item.Implementation;
    await refused(world, "pack item", "-1", () => Item.updateDocuments([{ _id: kit.id!, "system.quantity": -1 }] as never, { pack: tools.collection } as never));
    expect(gp(vera)).toBe(5);
    expect(hpOf(vera).value).toBe(8);
    expect(quantity(kit)).toBe(1);
    await vera.update({ "system.currency.gp": 9 } as Actor.UpdateData);
    expect(gp((await heroes.getDocument("heroVera0000000a")) as Actor.Implementation)).toBe(9);
  });
});

describe("the guard in a dnd5e world (the module's augment on dnd5e's Item class)", SCENARIO, () => {
  // The augment's uses are dnd5e's own field (module/data/shared/uses-field.mjs:19 at release-5.3.3, `min: 0`), which
  // treats a negative count as it does on every dnd5e item; the module's guard refuses what dnd5e leaves unbounded.
  it("CORE-8: an augment's uses spent of 1e300 through Item.updateDocuments with a parent is refused with the message; 1 is written", async () => {
    const { cyborgTable } = await import("../adapters/dnd5e-cyborg-table");
    const table = await cyborgTable();
    const { world, actor } = table;
    const pistons = await table.add("Sprinter Pistons", { installedSection: "leftLeg" });
    await refused(world, "uses.spent 1e300", String(1e300), () => Item.updateDocuments([{ _id: pistons.id!, "system.uses.spent": 1e300 }] as never, { parent: actor } as never));
    expect(spent(pistons)).toBe(0);
    await Item.updateDocuments([{ _id: pistons.id!, "system.uses.spent": 1 }] as never, { parent: actor } as never);
    expect(spent(pistons)).toBe(1);
  });
});
