// Automail through the module's API (`game.modules.get("augmented-dnd5e").api`, src/adapters/dnd5e/api.ts) in a dnd5e
// world: a player buys a port with dnd5e's coins and attaches a modern limb (dnd5e's Dexterity check); the GM asks
// who notices it (AM-SEEN-1), each observer's passive Perception as dnd5e prepares it (`skills.prc.passive`, its
// passive bonus included: module/data/actor/templates/creature.mjs:270-277 at release-5.3.3). Bad input through the
// API is refused with the reason, nothing created or spent: a line that is off, something that is no actor, a port
// the purse cannot pay for, a player asking who notices.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 120_000 };
const MODULE = "augmented-dnd5e";
const AUTOMAIL_ON = { [`${MODULE}.content.automail`]: true };
const ABILITY_DIALOG = "DND5E.AbilityPromptTitle";

type Dnd5eActor = Actor.Implementation & { system: PlainObject & { currency: Record<string, number> } };

interface AutomailApi {
  buyPort(actor: unknown, kind: string, site: string, options?: PlainObject): Promise<{ item: Item.Implementation; priceGp: number } | null>;
  attachAutomail(actor: unknown, item: unknown, portId: string, options?: PlainObject): Promise<{ success: boolean } | null>;
  whoNoticesAutomail(actor: unknown, observers?: unknown[]): Promise<{ observer: string; noticed: string[]; onCheck: string[] }[] | null>;
}

function api(world: World, client: World["gm"]): AutomailApi {
  // cast: that client's copy of the module's API (api.ts publishes it on the package entry).
  return world.as(client, () => (game.modules!.get(MODULE) as unknown as { api: AutomailApi }).api);
}

async function character(world: World, name: string, system: PlainObject, owned = true): Promise<Dnd5eActor> {
  const ownership = owned ? { default: 0, [world.player.userId]: 3 } : { default: 0 };
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await world.as(world.gm, () => Actor.create({ name, type: "character", ownership, system } as never))) as unknown as Dnd5eActor;
  await world.settle();
  return actor;
}

const mine = (world: World, actor: Dnd5eActor) => world.as(world.player, () => game.actors!.get(actor.id!)) as unknown as Dnd5eActor;
const warnings = (world: World) => world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
const ports = (actor: Dnd5eActor) => actor.items.filter((item) => (item.type as string) === `${MODULE}.port`).length;

describe("Automail through the module's API in a dnd5e world", () => {
  it("AM-PORT-1, AM-ATT-1, AM-SEEN-1: the player buys a natural port (400 gp of dnd5e's coins) and attaches the Modern Blade Arm; the GM asks who notices it: dnd5e's passive Perception 17 notices, 10 would need an active DC 10; hidden, neither", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: AUTOMAIL_ON, worldTime: 50 });
    const ana = await character(world, "Ana", { currency: { gp: 1500 }, abilities: { int: { value: 14 }, dex: { value: 14 } }, attributes: { hp: { value: 40, max: 40 } } });
    // Wisdom 18 (+4) with dnd5e's passive bonus of 3 (Observant-like): passive 17. Wisdom 10: passive 10.
    const hawk = await character(world, "Hawk", { abilities: { wis: { value: 18 } }, skills: { prc: { bonuses: { passive: "3" } } } }, false);
    const mole = await character(world, "Mole", { abilities: { wis: { value: 10 } } }, false);
    const player = api(world, world.player);
    const bought = await world.as(world.player, () => player.buyPort(mine(world, ana), "natural", "leftArm", { confirmed: true }));
    await world.settle();
    expect(bought?.priceGp).toBe(400);
    expect(ana.system.currency.gp).toBe(1100);
    world.dice.queue([15]);
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    const blade = (await fromUuid(await packUuid("automail", "Modern Blade Arm"))) as Item.Implementation;
    const attached = await world.as(world.player, () => player.attachAutomail(mine(world, ana), blade, bought!.item.id!, { ability: "dex" }));
    await world.settle();
    expect(attached?.success).toBe(true);

    const passive = (actor: Dnd5eActor) => (actor.system as unknown as { skills: { prc: { passive: number } } }).skills.prc.passive;
    expect([passive(hawk), passive(mole)]).toEqual([17, 10]);
    const gm = api(world, world.gm);
    const answers = await world.as(world.gm, () => gm.whoNoticesAutomail(ana, [hawk, mole]));
    await world.settle();
    expect(answers).toEqual([
      { observer: "Hawk", noticed: ["Modern Blade Arm"], onCheck: [] },
      { observer: "Mole", noticed: [], onCheck: ["Modern Blade Arm"] },
    ]);
    // cast: the stand-in's last chat message, the card the GM's question posted.
    const card = await cardHtml(world.chat.at(-1) as unknown as ChatMessage.Implementation);
    expect(card).toContain("Mole notices: nothing. With an active check (DC 10): Modern Blade Arm.");
    // The player keeps it hidden: noticed by neither.
    const limb = ana.items.find((item) => item.name === "Modern Blade Arm")!;
    await world.as(world.player, () => mine(world, ana).items.get(limb.id!)!.update({ "system.hidden": true } as never));
    await world.settle();
    const hidden = await world.as(world.gm, () => gm.whoNoticesAutomail(ana, [hawk, mole]));
    expect(hidden).toEqual([
      { observer: "Hawk", noticed: [], onCheck: [] },
      { observer: "Mole", noticed: [], onCheck: [] },
    ]);
    // Asking is the GM's: a player's call is refused, no card.
    const cards = world.chat.length;
    world.notifications.length = 0;
    expect(await world.as(world.player, () => player.whoNoticesAutomail(mine(world, ana), [hawk, mole]))).toBeNull();
    expect(warnings(world)).toContain("Only a GM asks who notices automail.");
    expect(world.chat.length).toBe(cards);
    expect(world.errors).toEqual([]);
  });

  it("AM-PORT-1 bad input through the API: a port the purse cannot pay for, and something that is no actor, are refused with the reason; nothing created or spent", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: AUTOMAIL_ON });
    const poor = await character(world, "Poor", { currency: { gp: 100 } });
    const player = api(world, world.player);
    expect(await world.as(world.player, () => player.buyPort(mine(world, poor), "natural", "leftArm", { confirmed: true }))).toBeNull();
    await world.settle();
    expect(warnings(world)).toContain("400");
    expect(poor.system.currency.gp).toBe(100);
    expect(ports(poor)).toBe(0);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => player.buyPort(null, "natural", "leftArm"))).toBeNull();
    expect(warnings(world)).toContain("The first argument must be an actor");
    expect(world.errors).toEqual([]);
  });

  it("the API's Automail and Gearforged entries refuse while their line is off, with the reason; nothing created or spent", SCENARIO, async () => {
    const world = await createModuleWorld({});
    const ana = await character(world, "Ana", { currency: { gp: 1500 } });
    const gm = world.as(world.gm, () => (game.modules!.get(MODULE) as unknown as { api: AutomailApi & { integrateArmor(a: unknown, b: unknown): Promise<unknown> } }).api);
    expect(await world.as(world.gm, () => gm.buyPort(ana, "natural", "leftArm", { confirmed: true }))).toBeNull();
    expect(warnings(world)).toContain("The Automail content line is off in this world");
    expect(await world.as(world.gm, () => gm.integrateArmor(ana, null))).toBeNull();
    expect(warnings(world)).toContain("The Gearforged content line is off in this world");
    await world.settle();
    expect(ana.system.currency.gp).toBe(1500);
    expect(ports(ana)).toBe(0);
    expect(world.errors).toEqual([]);
  });
});
