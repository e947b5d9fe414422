// Player → GM requests in a dnd5e world (issue 29, Deliver 3; CY-INS-1/2, CY-REM-1, CY-REP-1, CY-TOOL-1): a player
// installs, removes and repairs on their own client through the module's API (src/adapters/dnd5e/api.ts); the GM's
// client, a second client, is asked for the DCs (and the tool ruling); dnd5e rolls the Sleight of Hand checks; the
// cards answer once and the GM's Undo puts the install back. A second player's client watches, as a third.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { answerOwnChecks, createModuleWorld, packUuid } from "./dnd5e-module-world";
import { clickCardButton, messages } from "../workflows/setup";
import type { ModuleApi } from "../../../src/adapters/dnd5e/api";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
const TYPE = `${MODULE}.augment`;
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };

interface AugmentView { integrity: string; installedSection: string | null; quality: string | null }

async function table(gp = 0): Promise<{ world: World; actor: Actor.Implementation }> {
  const world = await createModuleWorld({
    latency: 50,
    users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Other", role: "PLAYER" }],
  });
  const actor = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Ana", type: "character", ownership, system: { currency: { gp } } } as never)) as unknown as Actor.Implementation;
    await created.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }, { name: "Tinker's Tools", type: "tool", system: {} }] as never);
    return created;
  });
  await world.settle();
  return { world, actor };
}

function api(world: World): ModuleApi {
  return world.as(world.player, () => (game.modules!.get(MODULE) as unknown as { api: ModuleApi }).api);
}

/** The actor and one of its items as the player's client holds them. */
function mine(world: World, actor: Actor.Implementation, itemName?: string): { actor: Actor.Implementation; item: Item.Implementation | null } {
  return world.as(world.player, () => {
    // cast: the configured Actor class of this client (a dnd5e Actor5e here).
    const own = game.actors!.get(actor.id!)! as unknown as Actor.Implementation;
    return { actor: own, item: itemName ? own.items.getName(itemName) ?? null : null };
  });
}

function augment(actor: Actor.Implementation, name: string): AugmentView | null {
  const item = actor.items.getName(name);
  return item && (item.type as string) === TYPE ? (item.system as unknown as AugmentView) : null;
}

function gmDialogs(world: World): number {
  return world.dialogs.history.filter((entry) => entry.userId === world.gm.user.id).length;
}

describe("player → GM requests in a dnd5e world", () => {
  it("CY-INS-1/2: the player installs a compendium augment; the GM's client gives the DCs; dnd5e rolls; the GM's Undo puts it back, once", SCENARIO, async () => {
    const { world, actor } = await table();
    const cannon = await world.as(world.player, async () => (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation);
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    answerOwnChecks(world, world.player, 2);
    const own = mine(world, actor);
    const result = await world.as(world.player, () => api(world).installAugment(own.actor, cannon, "rightArm"));
    await world.settle();
    expect(result?.section).toBe("rightArm");
    expect(gmDialogs(world)).toBe(1);
    expect(augment(actor, "Wrist Cannon")).toMatchObject({ installedSection: "rightArm", integrity: "intact" });
    // Every client sees the one install.
    expect(world.as(world.client("Other"), () => game.actors!.get(actor.id!)!.items.filter((i) => (i.type as string) === TYPE).length)).toBe(1);

    const card = messages(world).filter((m) => String(m.type) === `${MODULE}.augment`).at(-1)!;
    expect((card.system as unknown as { kind: string }).kind).toBe("augment-install");
    // The player has no Undo; the GM's undoes once, and a second click finds nothing to undo.
    await expect(clickCardButton(world, world.player, card, "undo")).rejects.toThrow("no undo button");
    await clickCardButton(world, world.gm, card, "undo");
    expect(augment(actor, "Wrist Cannon")).toBeNull();
    await expect(clickCardButton(world, world.gm, card, "undo")).rejects.toThrow("no undo button");
    expect(world.errors).toEqual([]);
  });

  it("CY-REM-1, CY-REP-1, CY-TOOL-1: the player's removal and repair ask the GM's client for the DC and apply once", SCENARIO, async () => {
    const { world, actor } = await table(300);
    const data = async (name: string, patch: PlainObject) => {
      const item = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      return foundry.utils.mergeObject(item.toObject(), { system: patch }) as PlainObject;
    };
    await world.as(world.gm, async () =>
      actor.createEmbeddedDocuments("Item", [await data("Forearm Blade", { installedSection: "leftArm", quality: "flawless" }), await data("Wrist Cannon", { integrity: "damaged" })] as never));
    await world.settle();

    world.dialogs.respond({ action: "ok", client: world.gm });
    answerOwnChecks(world, world.player, 2);
    world.dice.queue([20, 20]);
    const blade = mine(world, actor, "Forearm Blade");
    expect(await world.as(world.player, () => api(world).removeAugment(blade.actor, blade.item!))).not.toBeNull();
    await world.settle();
    expect(augment(actor, "Forearm Blade")?.installedSection).toBeFalsy();

    world.dialogs.respond({ action: "ok", fields: { dc: 12, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    // The repair's check with the advantage CY-REP-1 gives: dnd5e's dialog offers it as its default.
    answerOwnChecks(world, world.player, 1);
    world.dice.queue([5, 14]);
    const cannon = mine(world, actor, "Wrist Cannon");
    const repaired = await world.as(world.player, () => api(world).repairAugment(cannon.actor, cannon.item!));
    await world.settle();
    expect(repaired?.dc).toBe(12);
    expect(augment(actor, "Wrist Cannon")?.integrity).toBe("intact");
    expect((actor.system as unknown as { currency: { gp: number } }).currency.gp).toBe(50);
    expect(world.errors).toEqual([]);
  });
});
