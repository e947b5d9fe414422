// Automail in a dnd5e world (seed 003), through what a player and a GM do there: ports bought with dnd5e's coins
// (AM-PORT-1), limbs from the module's Automail compendium attached with dnd5e's own ability check (AM-ATT-1,
// AM-ACC-1..3), the failure's disadvantage on world time, the limb's weapon as dnd5e's attack activity, water checks
// through dnd5e's skill roll (AM-WATER-1), limb damage from dnd5e's damage step (AM-DMG-1) that healing never
// undoes (AM-HEAL-1), and the refusals that create and spend nothing. The module on every client of a GM and a
// player; both dnd5e lines where a data path differs (coins, abilities and skills read the same: the ports' money
// and the unnatural-port limit run on both).
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

const MODULE = "augmented-dnd5e";
const SCENARIO = { timeout: 180_000 };
const ABILITY_DIALOG = "DND5E.AbilityPromptTitle";
const AUTOMAIL_ON = { [`${MODULE}.content.automail`]: true };

type AutomailModule = typeof import("../../../src/workflows/automail/port") & typeof import("../../../src/workflows/automail/attach");

interface LimbSystem {
  location: { mode: string; portId: string | null; site: string | null };
  integrity: string;
  acclimation: { failedAt: number | null; failedUntil: number | null; accustomedActorId: string | null };
  activities?: { get(id: string): { use(usage?: object): Promise<unknown> } | undefined; size?: number };
}

interface Dnd5eActor {
  id: string;
  name: string;
  uuid: string;
  items: Collection<Item.Implementation>;
  effects: Collection<ActiveEffect.Implementation>;
  statuses: Set<string>;
  system: PlainObject & { currency: Record<string, number>; attributes: { hp: { value: number; max: number } } };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  update(data: PlainObject): Promise<unknown>;
  applyDamage(damages: number | PlainObject[], options?: PlainObject): Promise<unknown>;
  rollSkill(config: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<Roll[] | null>;
  toggleStatusEffect(id: string, options?: PlainObject): Promise<unknown>;
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement } | null;
}

/** The workflows as the client running them loaded them (each simulated client has its own copy of src). */
async function automail(world: World, client: World["gm"]): Promise<AutomailModule> {
  const [port, attach] = await Promise.all([world.systemModule(client, "src/workflows/automail/port.ts"), world.systemModule(client, "src/workflows/automail/attach.ts")]);
  // cast: the client's own copies of the two workflow files.
  return { ...(port as object), ...(attach as object) } as AutomailModule;
}

/** Ana, a level-1 character the player owns, with dnd5e's coins and abilities. */
async function wearer(world: World, system: PlainObject = {}): Promise<Dnd5eActor> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const base = { currency: { gp: 1500 }, abilities: { int: { value: 14 }, dex: { value: 14 }, wis: { value: 10 } }, attributes: { hp: { value: 40, max: 40 } } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana", type: "character", ownership, system: foundry.utils.mergeObject(base, system) } as never)) as unknown as Dnd5eActor;
    await world.settle();
    return actor;
  });
}

function ofKind(actor: Dnd5eActor, kind: "port" | "automail"): Item.Implementation[] {
  return actor.items.filter((i) => i.type === `${MODULE}.${kind}`);
}

function limbSystem(item: Item.Implementation): LimbSystem {
  // cast: the module's limb model (automail/kinds.ts), read by its stored paths.
  return item.system as unknown as LimbSystem;
}

async function packLimb(name: string): Promise<Item.Implementation> {
  // cast: the Automail pack holds Items.
  return (await fromUuid(await packUuid("automail", name))) as Item.Implementation;
}

/** The player's own view of the actor (its client's copy). */
function asSeenBy(world: World, client: World["gm"], actor: Dnd5eActor): Promise<Dnd5eActor> {
  // cast: the same dnd5e actor, as that client's collection holds it.
  return world.as(client, async () => game.actors!.get(actor.id) as unknown as Dnd5eActor);
}

describe.each(["5.3.3", "6.0.0"])("Automail ports in a dnd5e %s world", (version) => {
  it("AM-PORT-1: a natural port costs 400 gp of dnd5e's coins; an unnatural one past the Intelligence limit, a taken site and a port the player cannot pay for are refused, nothing created or spent", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, settings: AUTOMAIL_ON, worldTime: 1000 });
    const actor = await wearer(world, { abilities: { int: { value: 12 } } });
    const am = await automail(world, world.player);
    const mine = await asSeenBy(world, world.player, actor);
    const bought = await world.as(world.player, () => am.buyPort(mine as never, "natural", "rightArm", { confirmed: true }));
    await world.settle();
    expect(bought?.priceGp).toBe(400);
    expect(actor.system.currency.gp).toBe(1100);
    expect(ofKind(actor, "port").map((p) => (p.system as unknown as { kind: string; site: string }).site)).toEqual(["rightArm"]);

    // The site is taken: refused with the reason, no second port, no coin spent.
    const warnings: string[] = [];
    await world.as(world.player, async () => {
      const warn = ui.notifications!.warn.bind(ui.notifications);
      ui.notifications!.warn = ((message: string, options?: object) => (warnings.push(String(message)), warn(message, options))) as typeof warn;
      expect(await am.buyPort(mine as never, "natural", "rightArm", { confirmed: true })).toBeNull();
      // Intelligence 12 (+1): one unnatural port, a second refused.
      expect(await am.buyPort(mine as never, "unnatural", "other", { confirmed: true })).not.toBeNull();
      expect(await am.buyPort(mine as never, "unnatural", "tail", { confirmed: true })).toBeNull();
      // 800 gp for an eye with 500 left: the player cannot pay, so nothing.
      expect(await am.buyPort(mine as never, "ocular", "leftEye", { confirmed: true })).toBeNull();
    });
    await world.settle();
    expect(warnings).toHaveLength(3);
    expect(warnings.join("\n")).toMatch(/Right arm/);
    expect(ofKind(actor, "port")).toHaveLength(2);
    expect(actor.system.currency.gp).toBe(500);
  });

  it("AM-PORT-1: a port made by hand (a macro, another module) on a taken site or past the limit is vetoed by the port's model", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, settings: AUTOMAIL_ON });
    const actor = await wearer(world, { abilities: { int: { value: 10 } } });
    await world.as(world.gm, async () => {
      await actor.createEmbeddedDocuments("Item", [{ name: "Port", type: `${MODULE}.port`, system: { kind: "natural", site: "leftLeg" } }]);
      await actor.createEmbeddedDocuments("Item", [{ name: "Port 2", type: `${MODULE}.port`, system: { kind: "natural", site: "leftLeg" } }]);
      // Intelligence 10 (+0): no unnatural port at all.
      await actor.createEmbeddedDocuments("Item", [{ name: "Port 3", type: `${MODULE}.port`, system: { kind: "unnatural", site: "other" } }]);
    });
    await world.settle();
    expect(ofKind(actor, "port").map((p) => p.name)).toEqual(["Port"]);
  });
});

describe("the module's Automail compendium in a dnd5e world", () => {
  it("AM-GEN-1, AM-KIND-1, AM-LIST-1, AM-FLAW-1: every limb is the module's dnd5e item, of a generation and a kind, marked as an original example, with GM-editable flaw text; each weapon limb has its dnd5e attack activity", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: AUTOMAIL_ON });
    const docs = await world.as(world.gm, async () => (await game.packs!.get(`${MODULE}.automail`)!.getDocuments()) as unknown as Item.Implementation[]);
    const limbs = docs.filter((d) => (d.type as string) === `${MODULE}.automail`);
    expect(limbs.length).toBeGreaterThan(10);
    // cast (each): the module's limb model, read by its stored paths.
    const systems = limbs.map((l) => ({ name: l.name, flags: l.flags as PlainObject, system: l.system as unknown as PlainObject & { generation: string; kind: string; flaws: string; adds: { weapon: { formula: string } }; activities: { size: number } } }));
    expect(new Set(systems.map((l) => l.system.generation))).toEqual(new Set(["reforged", "modern"]));
    expect(new Set(systems.map((l) => l.system.kind))).toEqual(new Set(["normal", "weaponTool", "unnatural"]));
    for (const limb of systems) {
      expect((limb.flags[MODULE] as PlainObject | undefined)?.originalExample, limb.name).toBe(true);
      expect(typeof limb.system.flaws, limb.name).toBe("string");
      expect(limb.system.activities.size, limb.name).toBe(limb.system.adds.weapon.formula.trim() === "" ? 0 : 1);
    }
    // AM-FLAW-1: the GM writes a flaw on an owned limb; it is kept as text (no mechanics).
    const actor = await wearer(world);
    const [own] = await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [limbs[0]!.toObject() as PlainObject]));
    await world.as(world.gm, () => own!.update({ "system.flaws": "Squeaks in the cold." } as never));
    await world.settle();
    expect((own!.system as unknown as { flaws: string }).flaws).toBe("Squeaks in the cold.");
  });
});

// The character's Dexterity check bonus where each line keeps it: 5.3 `abilities.dex.bonuses.check`, 6.x
// `abilities.dex.check.roll.bonus` (src/adapters/dnd5e/data-paths.ts; test/dnd5e/README.md "dnd5e 6.x").
describe.each([
  ["5.3.3", { abilities: { dex: { bonuses: { check: "3" } } } }],
  ["6.0.0", { abilities: { dex: { check: { roll: { bonus: "3" } } } } }],
] as const)("the acclimation check in a dnd5e %s world", (version, bonus) => {
  it("AM-ACC-1: is dnd5e's own Dexterity check, the character's check bonus kept: 7 + Dex 2 + 3 = 12 meets DC 12", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, settings: AUTOMAIL_ON, worldTime: 50 });
    const actor = await wearer(world, bonus as unknown as PlainObject);
    const am = await automail(world, world.player);
    const mine = await asSeenBy(world, world.player, actor);
    const bought = await world.as(world.player, () => am.buyPort(mine as never, "natural", "leftArm", { confirmed: true }));
    await world.settle();
    world.dice.queue([7]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    const blade = await packLimb("Modern Blade Arm");
    const attached = await world.as(world.player, async () => am.attachAutomail(mine as never, blade, bought!.item.id!, { ability: "dex" }));
    await world.settle();
    expect(attached?.roll.total).toBe(12);
    expect(attached?.success).toBe(true);
  });

  it("AM-ACC-1: with the world's acclimation roll on automatic, the better of Wisdom and Dexterity counts the character's check bonus on this line: Dex 2 + 3 beats Wis 3", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, settings: { ...AUTOMAIL_ON, [`${MODULE}.acclimationRoll`]: "auto" }, worldTime: 50 });
    const actor = await wearer(world, foundry.utils.mergeObject({ abilities: { wis: { value: 16 } } }, bonus as unknown as PlainObject) as PlainObject);
    const am = await automail(world, world.player);
    const mine = await asSeenBy(world, world.player, actor);
    const bought = await world.as(world.player, () => am.buyPort(mine as never, "natural", "leftArm", { confirmed: true }));
    await world.settle();
    world.dice.queue([7]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    const attached = await world.as(world.player, async () => am.attachAutomail(mine as never, await packLimb("Modern Blade Arm"), bought!.item.id!));
    await world.settle();
    expect(attached?.roll.total).toBe(12);
  });
});

describe("Automail limbs in a dnd5e world", () => {
  async function withPort(worldTime = 10_000, system: PlainObject = {}) {
    const world = await createModuleWorld({ settings: AUTOMAIL_ON, worldTime });
    const actor = await wearer(world, system);
    const am = await automail(world, world.player);
    const mine = await asSeenBy(world, world.player, actor);
    const bought = await world.as(world.player, () => am.buyPort(mine as never, "natural", "rightArm", { confirmed: true }));
    await world.settle();
    return { world, actor, am, mine, portId: bought!.item.id! };
  }

  it("AM-ATT-1, AM-ACC-1: the player attaches the Modern Blade Arm from the compendium; the acclimation check is dnd5e's Dexterity check in its roll dialog, failed (DC 12), so its blade attacks through dnd5e's attack activity at disadvantage for 4 hours of world time", SCENARIO, async () => {
    const { world, actor, am, mine, portId } = await withPort();
    const blade = await packLimb("Modern Blade Arm");
    // dnd5e's roll dialog on the player's client (its own check), rolled normal: 5 + Dex 2 = 7 < 12.
    world.dice.queue([5]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    const attached = await world.as(world.player, async () => am.attachAutomail(mine as never, blade, portId, { ability: "dex" }));
    await world.settle();
    expect(attached?.success).toBe(false);
    expect(world.dialogs.history.some((d) => d.title.includes(ABILITY_DIALOG))).toBe(true);
    const [arm] = ofKind(actor, "automail");
    expect(limbSystem(arm!).location).toMatchObject({ mode: "port", portId });
    expect(limbSystem(arm!).acclimation).toMatchObject({ failedAt: 10_000, failedUntil: 10_000 + 4 * 3600 });
    expect(actor.effects.filter((e) => (e.flags as PlainObject)[MODULE] !== undefined)).toHaveLength(1);

    // The limb's weapon is dnd5e's attack activity (from the pack), rolled at disadvantage while the failure runs.
    // dnd5e's attack roll dialog opens on Disadvantage: its default button is taken.
    world.dice.queue([18, 3]);
    world.dialogs.respond({ client: world.player });
    await world.as(world.player, async () => {
      const own = game.actors!.get(actor.id)!.items.get(arm!.id!)!;
      await limbSystem(own).activities!.get("automailattack00")!.use({});
    });
    await world.settle();
    // cast: the stand-in's chat messages, dnd5e's roll flags read structurally.
    const attack = (world.chat as unknown as ChatMessage.Implementation[]).filter((m) => (m.flags as { dnd5e?: { roll?: { type?: string } } }).dnd5e?.roll?.type === "attack").at(-1);
    expect(attack?.rolls[0]?.formula).toMatch(/^2d20kl/);

    // Four hours later the failure has run out: the effect is gone, the limb is accustomed.
    await world.as(world.gm, () => world.time.advance(4 * 3600 + 1));
    await world.settle();
    expect(actor.effects.filter((e) => (e.flags as PlainObject)[MODULE] !== undefined)).toHaveLength(0);
    expect(limbSystem(arm!).acclimation.accustomedActorId).toBe(actor.id);
  });

  it("AM-ACC-2, AM-ACC-3: a limb the character is accustomed to is checked with advantage (dnd5e's dialog opens on it); while a failure runs, a new limb's check is at disadvantage", SCENARIO, async () => {
    const { world, actor, am, mine, portId } = await withPort();
    const blade = await packLimb("Modern Blade Arm");
    world.dice.queue([20]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    await world.as(world.player, async () => am.attachAutomail(mine as never, blade, portId, { ability: "dex" }));
    await world.settle();
    const [arm] = ofKind(actor, "automail");
    expect(limbSystem(arm!).acclimation.accustomedActorId).toBe(actor.id);
    // Off again (an Action), and on again: the dialog opens on Advantage (AM-ACC-2).
    await world.as(world.player, async () => am.detachAutomail(mine as never, game.actors!.get(actor.id)!.items.get(arm!.id!)!));
    await world.settle();
    world.dice.queue([2, 15]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    const again = await world.as(world.player, async () => am.attachAutomail(mine as never, game.actors!.get(actor.id)!.items.get(arm!.id!)!, portId, { ability: "dex" }));
    await world.settle();
    expect(again?.roll.formula).toMatch(/^2d20kh/);
    expect(again?.success).toBe(true);

    // A second port, a fresh limb failed: a running failure puts the next check at disadvantage (AM-ACC-3).
    const second = await world.as(world.player, () => am.buyPort(mine as never, "natural", "leftArm", { confirmed: true }));
    await world.settle();
    world.dice.queue([1]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    const failed = await world.as(world.player, async () => am.attachAutomail(mine as never, blade, second!.item.id!, { ability: "wis" }));
    await world.settle();
    expect(failed?.success).toBe(false);
    await world.as(world.player, async () => am.detachAutomail(mine as never, game.actors!.get(actor.id)!.items.get(failed!.item.id!)!));
    await world.settle();
    world.dice.queue([4, 17]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    const carried = await world.as(world.player, async () => am.attachAutomail(mine as never, blade, second!.item.id!, { ability: "dex" }));
    await world.settle();
    expect(carried?.roll.formula ?? "").toMatch(/^2d20kl/);
  });

  it("AM-ATT-1: a limb on an occupied or missing port is refused with the reason, nothing created", SCENARIO, async () => {
    const { world, actor, am, mine, portId } = await withPort();
    const blade = await packLimb("Modern Blade Arm");
    world.dice.queue([20]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    await world.as(world.player, async () => am.attachAutomail(mine as never, blade, portId, { ability: "dex" }));
    await world.settle();
    const before = ofKind(actor, "automail").length;
    const refused = await world.as(world.player, async () => [am.attachRefusal(mine as never, blade, portId), am.attachRefusal(mine as never, blade, "nosuchport00000")]);
    expect(refused[0]).toMatch(/Modern Blade Arm/);
    expect(refused[1]).not.toBeNull();
    expect(await world.as(world.player, async () => am.attachAutomail(mine as never, blade, portId, { ability: "dex" }))).toBeNull();
    // A limb made by hand onto the occupied port: the limb's model vetoes it.
    await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [{ ...(blade.toObject() as PlainObject), system: { ...(blade.toObject() as { system: PlainObject }).system, location: { mode: "port", portId, since: 0 } } }]));
    await world.settle();
    expect(ofKind(actor, "automail")).toHaveLength(before);
  });

  it("AM-WATER-1: with the token status In water, dnd5e's Athletics check of a character wearing automail opens on Disadvantage; Perception does not, nor Athletics out of water", SCENARIO, async () => {
    const { world, actor, am, mine, portId } = await withPort();
    world.dice.queue([20]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    await world.as(world.player, async () => am.attachAutomail(mine as never, await packLimb("Modern Blade Arm"), portId, { ability: "dex" }));
    await world.settle();
    const roll = async (skill: string) => {
      world.dice.queue([10, 10]);
      const rolls = await world.as(world.player, () => mine.rollSkill({ skill }, { configure: false }, { create: false }));
      return rolls?.[0]?.formula ?? "";
    };
    expect(await roll("ath")).toMatch(/^1d20/);
    await world.as(world.player, () => mine.toggleStatusEffect("augmented-dnd5e-in-water", { active: true }));
    await world.settle();
    expect(actor.statuses.has("augmented-dnd5e-in-water")).toBe(true);
    expect(await roll("ath")).toMatch(/^2d20kl/);
    expect(await roll("acr")).toMatch(/^2d20kl/);
    expect(await roll("prc")).toMatch(/^1d20/);
  });

  it("AM-DMG-1, AM-HEAL-1: dnd5e's damage step at half max HP calls for the integrity save, a failure damages the worn limb; its attack is then refused; dnd5e's healing never restores it", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { ...AUTOMAIL_ON, [`${MODULE}.integritySave`]: "auto", [`${MODULE}.integrityPick`]: "random" }, worldTime: 500 });
    const actor = await wearer(world);
    const am = await automail(world, world.player);
    const mine = await asSeenBy(world, world.player, actor);
    const bought = await world.as(world.player, () => am.buyPort(mine as never, "natural", "rightArm", { confirmed: true }));
    await world.settle();
    world.dice.queue([20]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player, action: "normal" });
    await world.as(world.player, async () => am.attachAutomail(mine as never, await packLimb("Modern Blade Arm"), bought!.item.id!, { ability: "dex" }));
    await world.settle();
    const [arm] = ofKind(actor, "automail");
    // 20 of 40 HP: the save (3 fails) and the pick (one face: the arm).
    world.dice.queue([3, 1]);
    await world.as(world.gm, () => actor.applyDamage([{ value: 20, type: "slashing" }], { multiplier: 1, isDelta: true }));
    await world.settle();
    expect(limbSystem(arm!).integrity).toBe("damaged");
    const cards = world.chat.filter((m) => String(m.type) === `${MODULE}.integrity`);
    expect(cards).toHaveLength(1);

    // Its attack activity is refused: nothing rolled.
    const before = world.chat.length;
    await world.as(world.player, async () => limbSystem(game.actors!.get(actor.id)!.items.get(arm!.id!)!).activities!.get("automailattack00")!.use({}));
    await world.settle();
    expect(world.chat.length).toBe(before);

    await world.as(world.gm, () => actor.applyDamage([{ value: 20, type: "healing" }], { multiplier: 1, isDelta: true }));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(40);
    expect(limbSystem(arm!).integrity).toBe("damaged");
  });

  it("AM-DMG-1: below the threshold setting nothing is asked for the limb", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { ...AUTOMAIL_ON, [`${MODULE}.integritySave`]: "auto" }, worldTime: 500 });
    const actor = await wearer(world);
    await world.as(world.gm, async () => {
      const [port] = await actor.createEmbeddedDocuments("Item", [{ name: "Port", type: `${MODULE}.port`, system: { kind: "natural", site: "rightArm" } }]);
      const blade = (await packLimb("Modern Blade Arm")).toObject() as { system: PlainObject } & PlainObject;
      await actor.createEmbeddedDocuments("Item", [{ ...blade, system: { ...blade.system, location: { mode: "port", portId: port!.id, since: 0 } } }]);
    });
    await world.settle();
    await world.as(world.gm, () => actor.applyDamage([{ value: 19, type: "slashing" }], { multiplier: 1, isDelta: true }));
    await world.settle();
    expect(world.chat.filter((m) => String(m.type) === `${MODULE}.integrity`)).toHaveLength(0);
  });
});
