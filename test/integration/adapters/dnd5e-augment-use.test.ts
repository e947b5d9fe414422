// Augment use in a dnd5e world (issue 29, Deliver 3; CY-USE-*, CY-ATK-*, CY-HEAL-1, CY-MOB-*, CY-ENV-*, CY-UTL-1):
// every purpose the shared use workflow supports (src/workflows/augment-use), reached through the module's API
// (src/adapters/dnd5e/api.ts) on the player's client, reading the dnd5e actor through the module's port: uses =
// PB, one spent per use, the save-based attack's save request rolled by dnd5e's `rollSavingThrow` from the card,
// and dnd5e's long rest refilling them.
import { describe, expect, it, vi } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { clickCardButton, messages } from "../workflows/setup";
import type { ModuleApi } from "../../../src/adapters/dnd5e/api";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

interface UsesView { uses: { spent: number; value: number; max: number } }
type Dnd5eActor = Actor.Implementation & { longRest(config: PlainObject): Promise<unknown>; system: { attributes: { hp: { value: number } } } };

async function table(): Promise<{ world: World; actor: Dnd5eActor; install(name: string, section: string, patch?: PlainObject): Promise<Item.Implementation> }> {
  const world = await createModuleWorld();
  const actor = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Ana", type: "character", ownership, system: { abilities: SCORES, attributes: { hp: { value: 20, max: 44 } } } } as never)) as unknown as Dnd5eActor;
    await created.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }] as never);
    return created;
  });
  const install = async (name: string, section: string, patch: PlainObject = {}): Promise<Item.Implementation> => {
    const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
    const data = foundry.utils.mergeObject(source.toObject(), { system: { installedSection: section, ...patch } }) as PlainObject;
    const created = await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [data] as never));
    await world.settle();
    return created![0] as Item.Implementation;
  };
  await world.settle();
  return { world, actor, install };
}

/** The module's API on the player's client (each client runs its own copy of the module). */
function api(world: World): ModuleApi {
  return world.as(world.player, () => (game.modules!.get(MODULE) as unknown as { api: ModuleApi }).api);
}

function uses(item: Item.Implementation): UsesView["uses"] {
  return (item.system as unknown as UsesView).uses;
}

function playerCopy(world: World, actor: Actor.Implementation, item: Item.Implementation): { actor: Actor.Implementation; item: Item.Implementation } {
  return world.as(world.player, () => {
    // cast: the configured Actor class of this client (a dnd5e Actor5e here).
    const own = game.actors!.get(actor.id!)! as unknown as Actor.Implementation;
    return { actor: own, item: own.items.get(item.id!)! };
  });
}

describe("augment use in a dnd5e world", () => {
  it("CY-ATK-1/2, CY-USE-1/2: an attack augment (1d20 + PB + mod, Nd6 + mod) spends one of PB uses; dnd5e's long rest refills them", SCENARIO, async () => {
    const { world, actor, install } = await table();
    const cannon = await install("Wrist Cannon", "rightArm", { ability: "dex", damageType: "force" });
    expect(uses(cannon)).toMatchObject({ max: 3, value: 3 });
    const mine = playerCopy(world, actor, cannon);
    world.dice.queue([12, 4]);
    const result = await world.as(world.player, () => api(world).useAugment(mine.actor, mine.item, { roll: { fastForward: true } }));
    await world.settle();
    expect(result).not.toBeNull();
    expect(uses(cannon)).toMatchObject({ spent: 1, value: 2 });
    const [useCard, damageCard] = messages(world).slice(-2);
    expect(useCard!.type).toBe(`${MODULE}.augment`);
    expect(useCard!.rolls[0]?.formula).toBe("1d20 + 6"); // PB 3 + Dex 3 (dnd5e's prepared modifier)
    expect(damageCard!.rolls[0]?.formula).toBe("1d6 + 3");
    await world.as(world.player, () => (actor as Dnd5eActor).longRest({ dialog: false, chat: false }));
    await world.settle();
    expect(uses(cannon)).toMatchObject({ spent: 0, value: 3 });
    expect(world.errors).toEqual([]);
  });

  it("CY-ATK-3 / CY-DC-1: a save-based attack on one target posts the save request; its owner rolls dnd5e's saving throw from the card, once", SCENARIO, async () => {
    const { world, actor, install } = await table();
    const chest = await install("Chest Cannon", "torso", { damageType: "fire" });
    const goblin = await world.as(world.gm, () => Actor.create({ name: "Goblin", type: "npc", system: { abilities: { con: { value: 10 } } } } as never)) as unknown as Actor.Implementation;
    await world.settle();
    const mine = playerCopy(world, actor, chest);
    // cast: as in playerCopy.
    const target = world.as(world.player, () => game.actors!.get(goblin.id!)! as unknown as Actor.Implementation);
    world.dice.queue([3, 5]);
    await world.as(world.player, () => api(world).useAugment(mine.actor, mine.item, { target }));
    await world.settle();
    expect(uses(chest).spent).toBe(1);
    const request = messages(world).filter((m) => String(m.type) === `${MODULE}.saveRequest`).at(-1)!;
    expect(request).toBeDefined();
    // The player does not own the goblin: the GM rolls its save, through dnd5e's own rollSavingThrow.
    await expect(clickCardButton(world, world.player, request, "rollSave")).rejects.toThrow("no rollSave button");
    const rollSavingThrow = world.as(world.gm, () => vi.spyOn(game.actors!.get(goblin.id!) as unknown as { rollSavingThrow: (...a: unknown[]) => Promise<unknown> }, "rollSavingThrow"));
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([13]);
    await clickCardButton(world, world.gm, request, "rollSave");
    expect(rollSavingThrow).toHaveBeenCalledTimes(1);
    expect((rollSavingThrow.mock.calls[0]![0] as PlainObject).ability).toBe("con");
    await expect(clickCardButton(world, world.gm, request, "rollSave")).rejects.toThrow("no rollSave button");
    expect(world.errors).toEqual([]);
  });

  it("CY-HEAL-1, CY-MOB-1, CY-ENV-1, CY-UTL-1: healing, mobility, environmental and utility augments each spend one use and post their card", SCENARIO, async () => {
    const { world, actor, install } = await table();
    const injector = await install("Suture Injector", "leftArm");
    const heels = await install("Spring Heels", "leftLeg");
    const filter = await install("Purifier Gland", "torso");
    const lamp = await install("Head Lamp", "head");
    const before = messages(world).length;
    const use = async (item: Item.Implementation, options: PlainObject) => {
      const mine = playerCopy(world, actor, item);
      // The target as the player's client holds it (here: herself).
      const own = options.target === actor ? { ...options, target: mine.actor } : options;
      const out = await world.as(world.player, () => api(world).useAugment(mine.actor, mine.item, own as never));
      await world.settle();
      return out;
    };
    // CY-HEAL-1: 1d20 + PB against the GM's DC (given), then Nd6 + Int on the target (here herself).
    world.dice.queue([15, 4]);
    const healed = await use(injector, { dc: 10, target: actor });
    expect(healed).toMatchObject({ success: true, healing: 5 });
    expect(uses(injector).spent).toBe(1);
    expect(actor.system.attributes.hp.value).toBe(20 + 4 + 1);
    expect(await use(heels, {})).not.toBeNull();
    expect(uses(heels).spent).toBe(1);
    world.dice.queue([14]);
    expect(await use(filter, { dc: 10, destructiveContact: false })).not.toBeNull();
    expect(uses(filter).spent).toBe(1);
    expect(await use(lamp, {})).not.toBeNull();
    expect(uses(lamp).spent).toBe(1);
    expect(messages(world).length).toBeGreaterThanOrEqual(before + 4);
    expect(world.errors).toEqual([]);
  });
});
