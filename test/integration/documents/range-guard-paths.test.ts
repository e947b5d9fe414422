/**
 * Issue 25, finding 7 (CORE-2, CORE-8): the range guard covers every write path. v13 cleaning clamps an
 * out-of-range number (foundryvtt issue 12487), so −5 gp written by `Actor.updateDocuments`, an embedded item's
 * −1 quantity by `updateEmbeddedDocuments`, or a create with −3 HP became 0 silently. Each is refused with a
 * message naming the value, and nothing of the batch is written.
 */
import { describe, expect, it } from "vitest";
import { createItems, hp, tableWithHero } from "../workflows/setup";
import { editField, openSheet } from "../helpers";

const SCENARIO = { timeout: 120_000 };
const gp = (actor: Actor.Implementation) => (actor.system as unknown as { currency: { gp: number } }).currency.gp;
// cast: an actor model's stored HP (a token's synthetic actor has the character model too).
const hpValue = (actor: { system: unknown }) => (actor.system as { attributes: { hp: { value: number } } }).attributes.hp.value;
const quantity = (item: Item.Implementation) => (item.system as unknown as { quantity: number }).quantity;

describe("the range guard on every write path", SCENARIO, () => {
  it("CORE-8: updateDocuments of the Actor class (the configured one, as getDocumentClass gives it) with −5 gp is refused with a message; the batch's other actor is untouched", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 12 } });
    const other = await Actor.create({ name: "Bo", type: "character", system: { currency: { gp: 3 } } } as Actor.CreateData);
    const told = world.notifications.length;
    const result = await CONFIG.Actor.documentClass.updateDocuments([{ _id: other!.id!, "system.currency.gp": 4 }, { _id: hero.id!, "system.currency.gp": -5 }] as never);
    await world.settle();
    expect(result).toEqual([]);
    expect(gp(hero)).toBe(12);
    expect(gp(other!)).toBe(3);
    expect(world.notifications.slice(told).map((n) => n.message).join(" ")).toContain("-5");
  });

  it("CORE-8: an actor's update() with −5 gp is refused the same way (one path among the others)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 12 } });
    await hero.update({ "system.currency.gp": -5 } as Actor.UpdateData);
    await world.settle();
    expect(gp(hero)).toBe(12);
  });

  it("updateEmbeddedDocuments with a −1 quantity is refused; the batch's other item keeps its value too", async () => {
    const { world, hero } = await tableWithHero();
    const [rope, torch] = await createItems(hero, [
      { name: "Rope", type: "equipment", system: { quantity: 2 } },
      { name: "Torch", type: "equipment", system: { quantity: 5 } },
    ]);
    const told = world.notifications.length;
    await hero.updateEmbeddedDocuments("Item", [{ _id: torch!.id!, "system.quantity": 4 }, { _id: rope!.id!, "system.quantity": -1 }] as never);
    await world.settle();
    expect(quantity(rope!)).toBe(2);
    expect(quantity(torch!)).toBe(5);
    expect(world.notifications.slice(told).some((n) => n.level === "error" && n.message.includes("-1"))).toBe(true);
  });

  it("createEmbeddedDocuments with a −1 quantity and Actor.create with −3 HP create nothing and say why", async () => {
    const { world, hero } = await tableWithHero();
    const items = hero.items.size;
    const told = world.notifications.length;
    const created = await hero.createEmbeddedDocuments("Item", [{ name: "Rope", type: "equipment", system: { quantity: -1 } }] as never);
    expect(created ?? []).toHaveLength(0);
    expect(hero.items.size).toBe(items);
    const actors = game.actors!.size;
    await Actor.create({ name: "Ghost", type: "character", system: { attributes: { hp: { value: -3, max: 10 } } } } as Actor.CreateData);
    await Actor.create({ name: "Packrat", type: "character", items: [{ name: "Rope", type: "equipment", system: { quantity: -2 } }] } as Actor.CreateData);
    await world.settle();
    expect(game.actors!.size).toBe(actors);
    const said = world.notifications.slice(told).map((n) => n.message).join(" ");
    expect(said).toContain("-1");
    expect(said).toContain("-3");
    expect(said).toContain("-2");
  });

  it("CORE-8: a compendium document's update with a −1 quantity is refused with a message before anything is sent (the guard finds the pack's loaded copy)", async () => {
    const { world } = await tableWithHero();
    const pack = game.packs!.get("augmented.tools")!;
    // cast: the tools pack holds Items.
    const tools = (await pack.getDocument("TBZojie90xmY9F6Q")) as Item.Implementation;
    const told = world.notifications.length;
    // The stand-in cannot write inside a pack (it throws): reaching it would fail this test, as would a silent clamp.
    const result = await tools.update({ "system.quantity": -1 } as Item.UpdateData);
    expect(result).toBeUndefined();
    expect(quantity(tools)).toBe(1);
    expect(world.notifications.slice(told).some((n) => n.level === "error" && n.message.includes("-1"))).toBe(true);
  });
});

/**
 * CORE-2 on every write path: one guard (src/documents/write-guard.ts) before Foundry cleans and validates. Before,
 * it ran in Actor#update and the sheet only, so a batch or a token's actor with HP above the maximum failed the
 * joint validation with a thrown error and no message, and a batch lowering the maximum was refused instead of
 * bringing the value down.
 */
describe("the HP guard on every write path", SCENARIO, () => {
  const refusal = (value: number, max: number) => game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: String(value), max: String(max) });

  it("CORE-2: HP above the maximum through update, Actor.updateDocuments and a token's actor is refused with the localized message, nothing written", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 8, max: 12 } } });
    // cast: partial token data; the created token.
    const scene = (await Scene.create({ name: "Arena" } as Scene.CreateData))!;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ana's double", actorId: hero.id, actorLink: false }] as never)) as unknown as TokenDocument.Implementation[];
    const paths: Array<[string, () => Promise<unknown>]> = [
      // cast: dotted paths of the actor models (docs/actor-data.md).
      ["update", () => hero.update({ "system.attributes.hp.value": 20 } as Actor.UpdateData)],
      ["updateDocuments", () => CONFIG.Actor.documentClass.updateDocuments([{ _id: hero.id!, "system.attributes.hp.value": 20 }] as never)],
      ["token actor", () => token!.actor!.update({ "system.attributes.hp.value": 20 } as Actor.UpdateData)],
    ];
    for (const [path, write] of paths) {
      const told = world.notifications.length;
      const result = await write();
      await world.settle();
      expect(result === undefined || (Array.isArray(result) && result.length === 0), `${path}: nothing returned`).toBe(true);
      expect(hp(hero).value, path).toBe(8);
      expect(hpValue(token!.actor!), path).toBe(8);
      expect(world.notifications.slice(told).map((n) => n.message), path).toContain(refusal(20, 12));
    }
  });

  it("CORE-2: a batch lowering the maximum brings the value down, as update does", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } } });
    await CONFIG.Actor.documentClass.updateDocuments([{ _id: hero.id!, "system.attributes.hp.max": 15 }] as never);
    await world.settle();
    expect(hp(hero)).toMatchObject({ value: 15, max: 15 });
  });

  it("CORE-2: HP above the maximum typed on the sheet is refused with the message and the field shows the stored value", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 8, max: 12 } } });
    const sheet = await openSheet(hero);
    const told = world.notifications.length;
    editField(sheet, "system.attributes.hp.value", "30");
    await world.settle();
    expect(hp(hero).value).toBe(8);
    expect(world.notifications.slice(told).map((n) => n.message)).toContain(refusal(30, 12));
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.attributes.hp.value"]')!.value).toBe("8");
    await sheet.close();
  });
});

describe("CORE-8: currency is bounded", SCENARIO, () => {
  it("1e308 gp (or a billion and one) is refused with a message, nothing written; a billion is kept", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 12 } });
    const told = world.notifications.length;
    await hero.update({ "system.currency.gp": 1e308 } as Actor.UpdateData);
    await hero.update({ "system.currency.gp": 1_000_000_001 } as Actor.UpdateData);
    await world.settle();
    expect(gp(hero)).toBe(12);
    expect(world.notifications.slice(told).filter((n) => n.level === "error")).toHaveLength(2);
    await hero.update({ "system.currency.gp": 1_000_000_000 } as Actor.UpdateData);
    expect(gp(hero)).toBe(1_000_000_000);
  });
});
