// The augment's item sheet in a dnd5e world: dnd5e's ItemSheet5e (registered for every Item type, dnd5e.mjs:180)
// with the augment's part in its Details tab (the model's getSheetData), as a subclass the module registers for its
// augment type; the part's Start design, Check design, Upgrade and Use buttons run the shared workflows with the
// actor first, a player's asking the GM's client for the DC. Three clients (GM, the owning player, another player) at 50 ms latency.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { clickCardButton, messages } from "../workflows/setup";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
const TYPE = `${MODULE}.augment`;
const DC_DIALOG = "The GM sets the DC";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };

interface Sheet {
  element: HTMLElement;
  rendered: boolean;
  constructor: { name: string };
}
interface AugmentSystem { designStatus: string; installedSection: string | null; dice: number; history: { action: string }[] }

async function table(options: { gp?: number; augment?: PlainObject } = {}): Promise<{ world: World; actorId: string; itemId: string }> {
  const world = await createModuleWorld({
    latency: 50,
    users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Other", role: "PLAYER" }],
  });
  const ids = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const system = { currency: { gp: options.gp ?? 0 }, abilities: { int: { value: 14 } } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana", type: "character", ownership, system } as never)) as unknown as Actor.Implementation;
    const blade = (await fromUuid(await packUuid("augments", "Forearm Blade"))) as Item.Implementation;
    const data = foundry.utils.mergeObject(blade.toObject(), { system: options.augment ?? {} }) as PlainObject;
    const created = await actor.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }, { name: "Tinker's Tools", type: "tool", system: {} }, data] as never);
    return { actorId: actor.id!, itemId: (created ?? []).find((i) => (i.type as string) === TYPE)!.id! };
  });
  await world.settle();
  return { world, ...ids };
}

/** The augment on `who`'s client (each client holds its own copy). */
function augmentOn(world: World, who: World["gm"], actorId: string, itemId: string): Item.Implementation {
  return world.as(who, () => game.actors!.get(actorId)!.items.get(itemId)!);
}

async function openSheet(world: World, who: World["gm"], actorId: string, itemId: string): Promise<Sheet> {
  // The sheet of `who`'s copy, made on `who`'s client (a sheet belongs to the client that made it).
  // cast: the item's sheet, an ApplicationV2 at runtime (the stand-in's).
  const sheet = world.as(who, () => augmentOn(world, who, actorId, itemId).sheet) as unknown as Sheet & { render(force: boolean): Promise<unknown> };
  await world.as(who, () => sheet.render(true));
  await world.settle();
  return sheet;
}

async function click(world: World, who: World["gm"], sheet: Sheet, action: string): Promise<void> {
  const button = world.as(who, () => sheet.element.querySelector<HTMLButtonElement>(`[data-action="${action}"]`));
  expect(button, `the ${action} button`).not.toBeNull();
  expect(button!.disabled, `the ${action} button is enabled`).toBe(false);
  world.as(who, () => button!.click());
  await world.settle();
}

const systemOf = (item: Item.Implementation) => item.system as unknown as AugmentSystem;
/** The titles of the dialogs the GM's client has shown. */
const gmDialogs = (world: World) => world.dialogs.history.filter((entry) => entry.userId === world.gm.user.id).map((entry) => entry.title);

describe("the augment's item sheet in a dnd5e world", () => {
  it("opens as dnd5e's item sheet with the augment's part in its Details tab; dnd5e's own items keep dnd5e's plain sheet", SCENARIO, async () => {
    const { world, actorId, itemId } = await table();
    const sheet = await openSheet(world, world.gm, actorId, itemId);
    expect(sheet.constructor.name).toBe("AugmentSheet5e");
    expect(Object.getPrototypeOf(sheet.constructor).name).toBe("ItemSheet5e");
    expect(sheet.element.classList.contains("dnd5e2")).toBe(true);
    expect(sheet.element.classList.contains("augmented-dnd5e")).toBe(true);
    // dnd5e's tabs: the description (system.description.value), the details with the augment's part (design,
    // state, history), the activities.
    expect([...sheet.element.querySelectorAll("nav.tabs [data-tab]")].map((a) => (a as HTMLElement).dataset.tab)).toEqual(["description", "details", "activities"]);
    expect(sheet.element.querySelector(".tab.description .editor-content")?.innerHTML).toContain("blade");
    expect(sheet.element.querySelector(".tab.details .augment-details [data-derived=augment-design-values]")).not.toBeNull();
    // A carried augment with no past offers its owner a new design.
    expect(sheet.element.querySelector('[data-action="startDesign"]')).not.toBeNull();

    // cast: the tool's sheet, an ApplicationV2 at runtime.
    const toolSheet = world.as(world.gm, () => game.actors!.get(actorId)!.items.getName("Tinker's Tools")!.sheet) as unknown as Sheet;
    expect(toolSheet.constructor.name).toBe("ItemSheet5e");
    expect(world.errors).toEqual([]);
  });

  it("CY-DES-1 / CY-DES-2: the player starts a design, checks it from the sheet (the GM's client gives the DC, dnd5e rolls Intelligence) and pays to build it", SCENARIO, async () => {
    const { world, actorId, itemId } = await table({ gp: 1200 });
    const sheet = await openSheet(world, world.player, actorId, itemId);
    await click(world, world.player, sheet, "startDesign");
    expect(systemOf(augmentOn(world, world.gm, actorId, itemId)).designStatus).toBe("draft");
    // The sheet follows the item: the draft's check button replaces Start design.
    expect(sheet.element.querySelector("[data-derived=design-status]")?.textContent).toContain("Draft");

    world.dialogs.respond({ action: "ok", matching: DC_DIALOG, fields: { dc: 13 }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 1000", client: world.player });
    world.dice.queue([11]);
    const before = gmDialogs(world).length;
    await click(world, world.player, sheet, "designAugment");

    // The GM's client is asked for the DC, once; the player confirms the materials' cost on their own client; the
    // check is dnd5e's Intelligence check (1d20 + 2 at Int 14).
    expect(gmDialogs(world).slice(before)).toEqual(["Forearm Blade: Player's work needs a DC"]);
    expect(world.dialogs.pending).toBe(0);
    const item = augmentOn(world, world.gm, actorId, itemId);
    expect(systemOf(item).designStatus).toBe("built");
    expect(systemOf(item).history.at(-1)?.action).toBe("design");
    const gp = world.as(world.gm, () => (game.actors!.get(actorId)!.system as unknown as { currency: { gp: number } }).currency.gp);
    expect(gp).toBe(200);
    // The card carries dnd5e's roll (a D20Roll: the character's dnd5e bonuses applied) and the GM's Undo.
    const card = messages(world).filter((m) => String(m.type) === TYPE).at(-1)!;
    expect(card.rolls[0]?.constructor.name).toBe("D20Roll");
    expect(card.rolls[0]?.total).toBe(13);
    // Every client sees the one built design; the other player's sheet offers no design button.
    expect(systemOf(augmentOn(world, world.client("Other"), actorId, itemId)).designStatus).toBe("built");
    expect(sheet.element.querySelector('[data-action="designAugment"]')).toBeNull();

    // The card answers once: the player has no Undo, the GM's puts the draft and the gold back, and is gone.
    await expect(clickCardButton(world, world.player, card, "undo")).rejects.toThrow("no undo button");
    await clickCardButton(world, world.gm, card, "undo");
    expect(systemOf(augmentOn(world, world.gm, actorId, itemId)).designStatus).toBe("draft");
    expect(world.as(world.gm, () => (game.actors!.get(actorId)!.system as unknown as { currency: { gp: number } }).currency.gp)).toBe(1200);
    await expect(clickCardButton(world, world.gm, card, "undo")).rejects.toThrow("no undo button");
    expect(world.errors).toEqual([]);
  });

  it("CY-UPG-1 / CY-USE-1: an installed attack augment's Upgrade and Use buttons run the shared workflows for the player", SCENARIO, async () => {
    const { world, actorId, itemId } = await table({ gp: 600, augment: { installedSection: "rightArm" } });
    const sheet = await openSheet(world, world.player, actorId, itemId);
    const dice = systemOf(augmentOn(world, world.gm, actorId, itemId)).dice;

    world.dialogs.respond({ action: "ok", matching: DC_DIALOG, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 500", client: world.player });
    // 17: a success without a natural 18–20's Lasting Effect offer (CY-LE-1).
    world.dice.queue([17]);
    const before = gmDialogs(world).length;
    await click(world, world.player, sheet, "upgradeAugment");
    // The DC on the GM's client; the cost confirmed on the player's.
    expect(gmDialogs(world).slice(before)).toEqual(["Forearm Blade: Player's work needs a DC"]);
    expect(world.dialogs.pending).toBe(0);
    expect(systemOf(augmentOn(world, world.gm, actorId, itemId)).dice).toBe(dice + 1);

    // The header's Attack button: the shared use workflow (one use spent, an attack card).
    const cards = messages(world).length;
    // A click from the sheet asks the player how to roll (the attack's roll dialog, on the player's client).
    world.dialogs.respond({ action: "normal", matching: "Attack", client: world.player });
    world.dice.queue([15, 3, 4, 5]);
    await click(world, world.player, sheet, "useItem");
    expect(world.dialogs.pending).toBe(0);
    expect(messages(world).length).toBeGreaterThan(cards);
    const spent = (augmentOn(world, world.gm, actorId, itemId).system as unknown as { uses: { spent: number } }).uses.spent;
    expect(spent).toBe(1);
    expect(world.errors).toEqual([]);
  });
});
