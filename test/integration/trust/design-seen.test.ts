/**
 * CY-HEAL-1, CY-DES-1 (docs/trust.md, "The designed range"): the GM's Apply on a healing card takes the design's
 * dice and range as the GM's client saw them when the design check passed. A client that skips its own
 * `_preUpdate` writes a fixed 1d6 + 2, 30 ft medkit to 5 dice or 60 ft afterwards; the GM's Apply neither heals
 * beyond the 1d6 + 2 nor reaches past 30 ft, after a reload of the GM's client too (the record is a world setting
 * only a GM writes). A patient with two tokens is measured from the nearer one.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { createAugment } from "../augments/helpers";
import { clickCardButton, hpOf, messages, tableWithHero } from "../workflows/setup";
import { user } from "../augment-use/helpers";
import { cardKind } from "../cards";

const SCENARIO = { timeout: 60_000 };

const MEDKIT_DRAFT = {
  designStatus: "draft",
  sectionKind: "torso",
  installedSection: null,
  purpose: "healing",
  ability: "int",
  damageType: null,
  dice: 1,
  rangeFt: 30,
  deployment: "A hatch in the chest opens on a spray nozzle",
  limits: "Needs a hand free to aim",
};

interface PreUpdating {
  _preUpdate(...args: unknown[]): Promise<boolean | void>;
}

/** A healer whose 1d6 + 2, 30 ft medkit passed its design check (seen by the GM's client), installed; Bo `squares` × 5 ft away. */
async function designedMedkit(squares: number, ...moreBoSquares: number[]) {
  const { world, hero } = await tableWithHero({ details: { level: 5 }, currency: { gp: 1500 }, abilities: { int: { value: 14 } } });
  const medkit = await createAugment(hero, "Subdermal Medkit", MEDKIT_DRAFT);
  await world.settle();
  world.dice.queue([18]);
  const designed = await world.as(world.player, () => hero.designAugment(medkit as unknown as Item.Implementation, { dc: 10, costConfirmed: true }));
  await world.settle();
  expect(designed?.built).toBe(true);
  await world.as(world.gm, () => medkit.update({ "system.installedSection": "torso" } as Item.UpdateData));
  const bo = (await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 40 } } } }))!;
  await world.as(world.gm, async () => {
    // cast: Scene.create and createEmbeddedDocuments take source data; the stand-in has v13's grid and token fields.
    const scene = (await Scene.create({ name: "Clinic", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
    await scene.createEmbeddedDocuments("Token", [[hero, 0], [bo, squares], ...moreBoSquares.map((x) => [bo, x])].map(([actor, x]) => ({ name: (actor as Actor.Implementation).name, actorId: (actor as Actor.Implementation).id, actorLink: true, x: (x as number) * 100, y: 0 })));
  });
  await world.settle();
  return { world, hero, medkit, bo };
}

type Table = Awaited<ReturnType<typeof designedMedkit>>;

/** The player's client skips its own `_preUpdate` (one line in the console) and writes `changes` on the medkit. */
async function writeSkippingPreUpdate({ world, medkit }: Table, changes: Record<string, unknown>): Promise<void> {
  await world.as(world.player, async () => {
    // cast: the configured augment model's prototype, read structurally for the one method the player replaces.
    const proto = (CONFIG.Item.dataModels as unknown as Record<string, { prototype: PreUpdating }>).augment!.prototype;
    const own = Object.prototype.hasOwnProperty.call(proto, "_preUpdate");
    const original = proto._preUpdate;
    proto._preUpdate = () => Promise.resolve();
    try {
      await medkit.update(changes as Item.UpdateData);
    } finally {
      if (own) proto._preUpdate = original;
      else delete (proto as Partial<PreUpdating>)._preUpdate;
    }
  });
  await world.settle();
}

/**
 * The GM's client reloads (a fresh page: no memory of its own); the table's documents are then the player's copies
 * (the GM's objects of before the reload are gone with it).
 */
async function afterGmReload(table: Table): Promise<Table> {
  const { world } = table;
  await world.disconnect(world.gm);
  await world.connect(world.gm);
  return world.as(world.player, () => {
    const hero = game.actors!.get(table.hero.id!)!;
    return { ...table, hero, bo: game.actors!.get(table.bo.id!)!, medkit: hero.items.get(table.medkit.id!)! } as unknown as Table; // cast: the same documents, the player's copies
  });
}

/** The player heals Bo with the medkit (check 15, then `dice`), and the GM clicks Apply healing on the card. */
async function useAndApply({ world, hero, medkit, bo }: Table, dice: number[]): Promise<void> {
  world.dice.queue([15, ...dice]);
  await world.as(world.player, () => user(hero).useAugment(medkit as unknown as Item.Implementation, { dc: 10, target: bo }));
  await world.settle();
  const card = messages(world).findLast((message) => cardKind(message) === "damage");
  expect(card).toBeDefined();
  await clickCardButton(world, world.gm, card!, "applyDamage", '[data-mode="healing"]');
  await world.settle();
}

describe("the GM's Apply takes a design as the GM's client saw it pass (CY-HEAL-1, CY-DES-1)", SCENARIO, () => {
  it("an honest 1d6 + 2 card heals Bo 10 ft away by its roll", async () => {
    const table = await designedMedkit(2);
    await useAndApply(table, [4]);
    expect(hpOf(table.bo)).toBe(3 + 4 + 2);
  });

  it("the range rewritten 30 → 60 ft past the model's check: Bo 50 ft away is not healed", async () => {
    const table = await designedMedkit(10);
    await writeSkippingPreUpdate(table, { "system.rangeFt": 60 });
    expect(table.medkit.system.rangeFt).toBe(60);
    await useAndApply(table, [4]);
    expect(hpOf(table.bo)).toBe(3);
  });

  it("the dice rewritten 1 → 5 past the model's check: the 5d6 + 2 card does not heal Bo through the record", async () => {
    const table = await designedMedkit(2);
    await writeSkippingPreUpdate(table, { "system.dice": 5 });
    expect(table.medkit.system.dice).toBe(5);
    await useAndApply(table, [6, 6, 6, 6, 6]);
    expect(hpOf(table.bo)).toBe(3);
  });

  it("the record outlives the GM's reload: after a reconnect, the 5d6 card still does not heal Bo through it", async () => {
    const table = await afterGmReload(await designedMedkit(2));
    await writeSkippingPreUpdate(table, { "system.dice": 5 });
    await useAndApply(table, [6, 6, 6, 6, 6]);
    expect(hpOf(table.bo)).toBe(3);
    await useAndApply(table, [1, 1, 1, 1, 1]);
    expect(hpOf(table.bo)).toBe(3);
  });

  it("after the GM's reload, an honest card still heals: the record read back is the design as it passed", async () => {
    const table = await afterGmReload(await designedMedkit(2));
    await useAndApply(table, [4]);
    expect(hpOf(table.bo)).toBe(3 + 4 + 2);
  });

  it("a deleted augment's entry goes with it: the record holds only augments that exist", async () => {
    const table = await designedMedkit(2);
    const { world, medkit } = table;
    const entries = () => world.as(world.gm, () => Object.keys(game.settings!.get("augmented" as never, "designsSeen" as never) as object));
    expect(await entries()).toContain(medkit.uuid);
    await world.as(world.gm, () => medkit.delete());
    await world.settle();
    expect(await entries()).not.toContain(medkit.uuid);
  });

  it("the upgrade's die is seen: the 2d6 + 2 card heals Bo by its roll", async () => {
    const table = await designedMedkit(2);
    const { world, hero, medkit, bo } = table;
    world.dialogs.respond({ action: "ok", fields: { dc: 10 }, matching: "The GM sets the DC" });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dice.queue([12]);
    const upgraded = await world.as(world.player, () => hero.upgradeAugment(medkit as unknown as Item.Implementation));
    await world.settle();
    expect(upgraded?.dice).toEqual({ from: 1, to: 2 });
    await useAndApply(table, [3, 3]);
    expect(hpOf(bo)).toBe(3 + 3 + 3 + 2);
  });

  it("the GM's own edit is seen: a range the GM set to 60 ft reaches Bo 50 ft away", async () => {
    const table = await designedMedkit(10);
    await table.world.as(table.world.gm, () => table.medkit.update({ "system.rangeFt": 60 } as Item.UpdateData));
    await table.world.settle();
    await useAndApply(table, [4]);
    expect(hpOf(table.bo)).toBe(3 + 4 + 2);
  });

  it("CY-HEAL-1: Bo with two tokens, one 50 ft away and one 10 ft away: the nearer counts, and the GM's Apply heals him", async () => {
    const table = await designedMedkit(10, 2);
    await useAndApply(table, [4]);
    expect(hpOf(table.bo)).toBe(3 + 4 + 2);
  });
});
