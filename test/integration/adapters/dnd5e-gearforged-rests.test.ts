// GF-UPG-2 Always Armed and GF-UPG-8 Integrated Armor over dnd5e's own rests, through the module's API
// (`game.modules.get("augmented-dnd5e").api`, src/adapters/dnd5e/api.ts): a player swaps an integrated weapon during
// dnd5e's short or long rest (`Actor5e#shortRest` / `longRest`, its rest dialog answered), integrates a suit of dnd5e
// armor over a long rest and takes it out over another; bad input is refused with the reason before any rest is
// taken; a Sleight of Hand check marked as concealing the integrated weapon has advantage in dnd5e's roll. Weapons and
// armor are read as dnd5e keeps them (the port's `gearOf`: `two`, `lgt`, the weapon's proficiency, the armor type).
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

const SCENARIO = { timeout: 120_000 };
const MODULE = "augmented-dnd5e";
const SCORES = { str: { value: 14 }, dex: { value: 12 }, con: { value: 14 }, int: { value: 10 }, wis: { value: 10 }, cha: { value: 8 } };

type Dnd5eActor = Actor.Implementation & {
  system: PlainObject & { attributes: { hp: { value: number; max: number } } };
  rollSkill(config: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ formula: string }[] | null>;
};

interface GearforgedApi {
  addUpgrade(actor: unknown, source: unknown, options?: PlainObject): Promise<{ item: Item.Implementation; choice: Record<string, string> } | null>;
  stabilizeGearforged(actor: unknown, method: string, options?: PlainObject): Promise<{ stabilized: boolean } | null>;
  integrateArmor(actor: unknown, armor: unknown): Promise<boolean | null>;
  removeIntegratedArmor(actor: unknown): Promise<boolean | null>;
  swapIntegratedWeapon(actor: unknown, side: string, weaponId: string | null, options?: PlainObject): Promise<{ previousId: string | null } | null>;
}

function api(world: World, client: World["gm"]): GearforgedApi {
  // cast: that client's copy of the module's API (api.ts publishes it on the package entry).
  return world.as(client, () => (game.modules!.get(MODULE) as unknown as { api: GearforgedApi }).api);
}

/** A level-5 homebrew gearforged fighter the player owns, at 10 of 44 HP (so a dnd5e long rest shows). */
async function gearforged(world: World): Promise<Dnd5eActor> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Cog", type: "character", ownership, system: { abilities: foundry.utils.deepClone(SCORES), attributes: { hp: { value: 10, max: 44 } } } } as never)) as unknown as Dnd5eActor;
    await actor.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
      { name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: "homebrew" } }, system: {} },
    ] as never);
    await world.settle();
    return actor;
  });
}

/** A compendium upgrade created on the actor by the GM. */
async function upgrade(world: World, actor: Dnd5eActor, name: string, patch: PlainObject = {}): Promise<Item.Implementation> {
  const source = (await fromUuid(await packUuid("gearforged", name))) as Item.Implementation;
  const data = foundry.utils.mergeObject(source.toObject() as PlainObject, patch);
  const [created] = (await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [data] as never)))!;
  await world.settle();
  return created as Item.Implementation;
}

async function owned(world: World, actor: Dnd5eActor, items: PlainObject[]): Promise<Item.Implementation[]> {
  const created = (await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", items as never)))!;
  await world.settle();
  return created as Item.Implementation[];
}

const equipped = (item: Item.Implementation) => (item.system as unknown as { equipped: boolean }).equipped;
const choice = (item: Item.Implementation) => (item.system as unknown as { choice: { weaponId: string | null; offHandWeaponId: string | null; armorId: string | null } }).choice;
const warnings = (world: World) => world.notifications.filter((n) => n.level === "warning").map((n) => n.message).join(" ");
const restCards = (world: World) => world.chat.filter((m) => (m as unknown as { type: string }).type === "rest").length;

/** The same actor as the player's client holds it. */
const mine = (world: World, actor: Dnd5eActor) => world.as(world.player, () => game.actors!.get(actor.id!)) as unknown as Dnd5eActor;

describe.each(["5.3.3", "6.0.0"])("GF-UPG-8 Integrated Armor over dnd5e's long rests (dnd5e %s)", (dnd5eVersion) => {
  it("GF-UPG-8: integrating dnd5e heavy armor takes dnd5e's long rest (HP back to max, its rest card), records and equips it; it then cannot be unequipped; another long rest takes it out", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true }, dnd5eVersion });
    const actor = await gearforged(world);
    const plate = await upgrade(world, actor, "Integrated Armor");
    const [mail] = await owned(world, actor, [{ name: "Chain Mail", type: "equipment", system: { type: { value: "heavy" }, armor: { value: 16 } } }]);
    const am = api(world, world.player);
    const cards = restCards(world);
    world.dialogs.respond({ action: "rest", client: world.player });
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(mail!.id!)))).toBe(true);
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(44);
    expect(restCards(world)).toBe(cards + 1);
    expect(choice(plate).armorId).toBe(mail!.id);
    expect(equipped(mail!)).toBe(true);
    await world.as(world.player, () => mine(world, actor).items.get(mail!.id!)!.update({ "system.equipped": false } as never));
    await world.settle();
    expect(equipped(mail!)).toBe(true);
    expect(warnings(world)).toContain("Chain Mail is integrated into the body");
    // Taking it out is another long rest; then dnd5e's own unequip works.
    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 10 } as never));
    world.dialogs.respond({ action: "rest", client: world.player });
    expect(await world.as(world.player, () => am.removeIntegratedArmor(mine(world, actor)))).toBe(true);
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(44);
    expect(choice(plate).armorId).toBeNull();
    expect(equipped(mail!)).toBe(false);
    expect(world.errors).toEqual([]);
  });
});

describe("GF-UPG-8 bad input in a dnd5e world", () => {
  it("GF-UPG-8: a weapon, or armor while one is integrated, is refused with the reason before any rest; a cancelled dnd5e rest dialog integrates nothing", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true } });
    const actor = await gearforged(world);
    const [mail, dagger, leather] = await owned(world, actor, [
      { name: "Chain Mail", type: "equipment", system: { type: { value: "heavy" }, armor: { value: 16 } } },
      { name: "Dagger", type: "weapon", system: { properties: ["lgt", "fin"] } },
      { name: "Leather", type: "equipment", system: { type: { value: "light" }, armor: { value: 11 } } },
    ]);
    const am = api(world, world.player);
    // No Integrated Armor upgrade yet.
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(mail!.id!)))).toBe(false);
    expect(warnings(world)).toContain("Integrated Armor");
    const plate = await upgrade(world, actor, "Integrated Armor");
    const cards = restCards(world);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(dagger!.id!)))).toBe(false);
    expect(warnings(world)).toContain("Dagger");
    // dnd5e's rest dialog closed: no rest, nothing recorded.
    world.dialogs.respond((dialog) => dialog.close());
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(mail!.id!)))).toBe(false);
    await world.settle();
    expect(choice(plate).armorId).toBeNull();
    expect(actor.system.attributes.hp.value).toBe(10);
    world.dialogs.respond({ action: "rest", client: world.player });
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(mail!.id!)))).toBe(true);
    await world.settle();
    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 10 } as never));
    world.notifications.length = 0;
    expect(await world.as(world.player, () => am.integrateArmor(mine(world, actor), mine(world, actor).items.get(leather!.id!)))).toBe(false);
    expect(warnings(world)).toContain("Chain Mail");
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(10);
    expect(restCards(world)).toBe(cards + 1);
    expect(world.errors).toEqual([]);
  });
});

describe("GF-UPG-2 Always Armed over dnd5e's rests", () => {
  it("GF-UPG-2: a light dnd5e weapon goes into the off arm during dnd5e's short rest; the main arm's is swapped during a long rest, the old one released; two-handed, not light, not proficient and a second arm's weapon are refused before any rest", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true } });
    const actor = await gearforged(world);
    const [sword, dagger, greatsword, handaxe, whip] = await owned(world, actor, [
      { name: "Longsword", type: "weapon", system: { properties: ["ver"], equipped: true } },
      { name: "Dagger", type: "weapon", system: { properties: ["lgt", "fin"] } },
      { name: "Greatsword", type: "weapon", system: { properties: ["hvy", "two"] } },
      { name: "Handaxe", type: "weapon", system: { properties: ["lgt"] } },
      { name: "Whip", type: "weapon", system: { properties: ["fin"], proficient: 0 } },
    ]);
    const armed = await upgrade(world, actor, "Always Armed", { system: { choice: { weaponId: sword!.id } } });
    const am = api(world, world.player);
    const cards = restCards(world);
    const refused = async (side: string, weapon: Item.Implementation, reason: string) => {
      world.notifications.length = 0;
      expect(await world.as(world.player, () => am.swapIntegratedWeapon(mine(world, actor), side, weapon.id!))).toBeNull();
      expect(warnings(world)).toContain(reason);
    };
    await refused("main", greatsword!, "Greatsword");
    await refused("off", sword!, "Longsword");
    await refused("main", whip!, "Whip");
    expect(restCards(world)).toBe(cards);
    expect(actor.system.attributes.hp.value).toBe(10);

    // The off arm: dnd5e's short rest (its dialog answered), then the dagger is recorded and equipped.
    world.dialogs.respond({ action: "rest", client: world.player });
    const off = await world.as(world.player, () => am.swapIntegratedWeapon(mine(world, actor), "off", dagger!.id!, { rest: "short" }));
    await world.settle();
    expect(off).not.toBeNull();
    expect(restCards(world)).toBe(cards + 1);
    expect(choice(armed).offHandWeaponId).toBe(dagger!.id);
    expect(equipped(dagger!)).toBe(true);
    // The same weapon in both arms is refused.
    await refused("main", dagger!, "Dagger");

    // The main arm over a long rest: the handaxe in, the longsword released (dnd5e's unequip then works).
    world.dialogs.respond({ action: "rest", client: world.player });
    const main = await world.as(world.player, () => am.swapIntegratedWeapon(mine(world, actor), "main", handaxe!.id!, { rest: "long" }));
    await world.settle();
    expect(main?.previousId).toBe(sword!.id);
    expect(actor.system.attributes.hp.value).toBe(44);
    expect(choice(armed).weaponId).toBe(handaxe!.id);
    expect(equipped(handaxe!)).toBe(true);
    expect(equipped(sword!)).toBe(false);
    await world.as(world.player, () => mine(world, actor).items.get(handaxe!.id!)!.delete());
    await world.settle();
    expect(actor.items.has(handaxe!.id!)).toBe(true);
    expect(world.errors).toEqual([]);
  });

  it("GF-UPG-2: from the Gearforged window, the off arm's Swap asks which light weapon, then dnd5e's short rest dialog; rested, the dagger is in the off arm", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true } });
    const actor = await gearforged(world);
    const [sword, dagger] = await owned(world, actor, [
      { name: "Longsword", type: "weapon", system: { properties: ["ver"], equipped: true } },
      { name: "Dagger", type: "weapon", system: { properties: ["lgt", "fin"] } },
    ]);
    const armed = await upgrade(world, actor, "Always Armed", { system: { choice: { weaponId: sword!.id } } });
    const windows = await world.systemModule<{ openGearforgedWindow(a: unknown): Promise<{ element: HTMLElement }> }>(world.player, "src/adapters/dnd5e/gearforged/gearforged-window.ts");
    const window = await world.as(world.player, () => windows.openGearforgedWindow(mine(world, actor)));
    await world.settle();
    const cards = restCards(world);
    world.dialogs.respond({ client: world.player, fields: { choice: dagger!.id! } });
    world.dialogs.respond({ action: "rest", client: world.player });
    await world.as(world.player, async () => window.element.querySelector<HTMLElement>(".gearforged-swap[data-side=off]")!.click());
    await world.settle();
    expect(restCards(world)).toBe(cards + 1);
    expect(choice(armed).offHandWeaponId).toBe(dagger!.id);
    expect(equipped(dagger!)).toBe(true);
    expect(world.errors).toEqual([]);
  });

  it("GF-UPG-2: dnd5e's Sleight of Hand marked as concealing the integrated weapon is rolled with advantage; unmarked, or without an integrated weapon, it is not", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true } });
    const actor = await gearforged(world);
    const roll = async (config: PlainObject) => {
      const rolls = await world.as(world.player, () => mine(world, actor).rollSkill(config, { configure: false }, { create: false }));
      return rolls?.[0]?.formula ?? "";
    };
    const [dagger] = await owned(world, actor, [{ name: "Dagger", type: "weapon", system: { properties: ["lgt", "fin"], equipped: true } }]);
    // The upgrade with no weapon in either arm yet: nothing to conceal.
    const armed = await upgrade(world, actor, "Always Armed");
    expect(await roll({ skill: "slt", concealingWeapon: true })).toMatch(/^1d20/);
    await world.as(world.gm, () => armed.update({ "system.choice.weaponId": dagger!.id } as never));
    await world.settle();
    expect(await roll({ skill: "slt", concealingWeapon: true })).toMatch(/^2d20kh/);
    expect(await roll({ skill: "slt" })).toMatch(/^1d20/);
    expect(await roll({ skill: "ste", concealingWeapon: true })).toMatch(/^1d20/);
  });
});

describe("the module API's Gearforged entries in a dnd5e world", () => {
  it("GF-UPG-1, GF-UPG-2, GF-BODY-5: a macro adds Always Armed with a dnd5e weapon (a two-handed one refused with the reason, an upgrade on a non-gearforged refused, nothing created) and stabilizes a dying gearforged by mending", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true } });
    const actor = await gearforged(world);
    const human = await world.as(world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const created = (await Actor.create({ name: "Hu", type: "character", ownership: { default: 0, [world.player.userId]: 3 } } as never)) as unknown as Dnd5eActor;
      await world.settle();
      return created;
    });
    const [sword, greatsword] = await owned(world, actor, [
      { name: "Longsword", type: "weapon", system: { properties: ["ver"] } },
      { name: "Greatsword", type: "weapon", system: { properties: ["hvy", "two"] } },
    ]);
    const source = (await fromUuid(await packUuid("gearforged", "Always Armed"))) as Item.Implementation;
    const am = api(world, world.player);
    const upgrades = (who: Dnd5eActor) => who.items.filter((item) => (item.type as string) === `${MODULE}.upgrade`).length;
    expect(await world.as(world.player, () => am.addUpgrade(mine(world, human), source, { weaponId: "x" }))).toBeNull();
    expect(upgrades(human)).toBe(0);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => am.addUpgrade(mine(world, actor), source, { weaponId: greatsword!.id! }))).toBeNull();
    await world.settle();
    expect(warnings(world)).toContain("Greatsword");
    expect(upgrades(actor)).toBe(0);
    const added = await world.as(world.player, () => am.addUpgrade(mine(world, actor), source, { weaponId: sword!.id! }));
    await world.settle();
    expect(added?.choice).toMatchObject({ weaponId: sword!.id });
    expect(upgrades(actor)).toBe(1);

    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 0 } as never));
    await world.settle();
    const out = await world.as(world.player, () => am.stabilizeGearforged(mine(world, actor), "mending"));
    await world.settle();
    expect(out?.stabilized).toBe(true);
    const death = (actor.system.attributes as unknown as { death: { success: number; failure: number } }).death;
    expect(death).toMatchObject({ success: 3, failure: 0 });
    expect(world.errors).toEqual([]);
  });
});
