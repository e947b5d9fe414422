// Design, the designing creature, upgrade and structural backlash in a dnd5e world (issue 29, "Done when";
// CY-DES-1..3, CY-WHO-1, CY-UPG-1, CY-LE-1, CY-ENV-2): the module's API on the player's client (the shared design,
// upgrade and use workflows, the shared integrity card), dnd5e rolling the Intelligence check, Sleight of Hand and
// the Constitution save, dnd5e's currency paying, and dnd5e's short rest ending a design lockout. The Design button of
// the module's window is another task's; these scenarios call the API as that button and macros do.
import { describe, expect, it, vi } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { augmentOf, cyborgTable, type CyborgTable } from "./dnd5e-cyborg-table";
import { answerOwnChecks, SKILL_DIALOG } from "./dnd5e-module-world";
import { clickCardButton, messages } from "../workflows/setup";
import { cardHtml } from "../cards";
import type { IntegrityCardState } from "../../../src/rules/cyborg/integrity-flow";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };
const DC_DIALOG = "The GM sets the DC";

/** A complete attack design (CY-DES-3), still a draft, carried by the character. */
const DRAFT = { designStatus: "draft", installedSection: null, deployment: "Slides out of the forearm", limits: "Needs a free hand" };

type RollMethod = (config: PlainObject, dialog?: PlainObject, message?: PlainObject) => unknown;
function spyRoll(actor: unknown, method: "rollAbilityCheck" | "rollSkill" | "rollSavingThrow") {
  // cast: Actor5e's roll methods, which the system's type definitions do not declare.
  return vi.spyOn(actor as Record<typeof method, RollMethod>, method);
}

async function design(table: CyborgTable, item: Item.Implementation, options: PlainObject = {}) {
  const own = table.mine(item);
  const out = await table.world.as(table.world.player, () => table.api().designAugment(own.actor, own.item!, options));
  await table.world.settle();
  return out;
}

async function upgrade(table: CyborgTable, item: Item.Implementation, options: PlainObject = {}) {
  const own = table.mine(item);
  const out = await table.world.as(table.world.player, () => table.api().upgradeAugment(own.actor, own.item!, options));
  await table.world.settle();
  return out;
}

describe("design, upgrade and backlash in a dnd5e world", () => {
  it("CY-DES-1 / CY-DES-2: dnd5e's Intelligence check vs the GM's DC makes the design viable; 1,000 gp from dnd5e's purse builds it", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 1200 } });
    const { world, actor } = table;
    const blade = await table.add("Forearm Blade", DRAFT);
    const check = spyRoll(table.mine().actor, "rollAbilityCheck");
    world.dialogs.respond({ action: "ok", fields: { dc: 13 }, matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    world.dice.queue([11]);
    const result = await design(table, blade);
    // Int 14 (+2) through dnd5e's own ability check, without its dialog or card.
    expect(result).toMatchObject({ dc: 13, natural: 11, viable: true, built: true, lockedOut: false });
    expect(result?.roll?.total).toBe(13);
    expect(check.mock.calls.map((call) => [call[0].ability, call[1], call[2]])).toEqual([["int", { configure: false }, { create: false }]]);
    expect(augmentOf(blade).designStatus).toBe("built");
    expect(actor.system.currency.gp).toBe(200);
    expect(augmentOf(blade).history.at(-1)?.action).toBe("design");
    expect(world.errors).toEqual([]);
  });

  it("CY-DES-1: a failed check locks the cyborg out of that design only, until dnd5e's short rest", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 2500 } });
    const { world, actor } = table;
    const blade = await table.add("Forearm Blade", DRAFT);
    const fist = await table.add("Hydraulic Fist", DRAFT);
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, matching: DC_DIALOG });
    world.dice.queue([3]);
    expect(await design(table, blade)).toMatchObject({ viable: false, lockedOut: true, built: false });
    expect(actor.system.currency.gp).toBe(2500);
    // Locked out of this design: refused before anything is asked or rolled.
    const dialogs = world.dialogs.history.length;
    expect(await design(table, blade)).toBeNull();
    expect(world.dialogs.history.length).toBe(dialogs);
    expect(world.notifications.at(-1)?.message).toContain("short or long rest");
    // Another design is checked at once.
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, matching: DC_DIALOG });
    world.dice.queue([16]);
    expect(await design(table, fist, { costConfirmed: true })).toMatchObject({ viable: true, built: true });
    // dnd5e's short rest (its own rest flow, the module's rest contribution) ends the lockout.
    await world.as(world.player, () => actor.shortRest({ dialog: false, chat: false }));
    await world.settle();
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, matching: DC_DIALOG });
    world.dice.queue([18]);
    expect(await design(table, blade, { costConfirmed: true })).toMatchObject({ viable: true, built: true });
    expect(actor.system.currency.gp).toBe(500);
    expect(world.errors).toEqual([]);
  });

  it("CY-DES-3: an incomplete design is refused naming what is missing; nothing is asked, rolled or changed", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 1200 } });
    const { world } = table;
    const blade = await table.add("Forearm Blade", { ...DRAFT, deployment: "", damageType: null });
    const before = blade.toObject();
    expect(await design(table, blade)).toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.dice.history).toHaveLength(0);
    const message = world.notifications.at(-1)?.message ?? "";
    expect(message).toMatch(/deploy/i);
    expect(message).toMatch(/damage type/i);
    expect(blade.toObject()).toEqual(before);
  });

  it("CY-WHO-1: another creature the player owns designs: its dnd5e Intelligence rolls and the lock is its own; one the player does not control is refused", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 1200 } });
    const { world, actor } = table;
    const blade = await table.add("Forearm Blade", DRAFT);
    const { tess, stranger } = await world.as(world.gm, async () => ({
      // cast (both): dnd5e actors, which the system's type definitions do not describe.
      tess: (await Actor.create({ name: "Tess", type: "character", ownership: { default: 0, [world.player.userId]: 3 }, system: { abilities: { int: { value: 20 } } } } as never)) as unknown as Actor.Implementation,
      stranger: (await Actor.create({ name: "Stranger", type: "character", system: {} } as never)) as unknown as Actor.Implementation,
    }));
    await world.settle();
    const refused = await design(table, blade, { worker: stranger.uuid });
    expect(refused).toBeNull();
    expect(world.dice.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("you do not control that creature");

    const tessChecks = world.as(world.player, () => spyRoll(game.actors!.get(tess.id!), "rollAbilityCheck"));
    world.dialogs.respond({ action: "ok", fields: { worker: tess.uuid }, matching: "Who designs" });
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, matching: DC_DIALOG });
    world.dice.queue([5]);
    const failed = await design(table, blade);
    // Int 20 (+5, dnd5e's modifier of Tess): 5 + 5 = 10 < 15.
    expect(failed?.roll?.total).toBe(10);
    expect(tessChecks).toHaveBeenCalledTimes(1);
    expect(await cardHtml(messages(world).at(-1)!)).toContain("Tess does the work");
    // Tess is locked out; the cyborg may still try.
    world.dialogs.respond({ action: "ok", fields: { worker: actor.uuid }, matching: "Who designs" });
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, matching: DC_DIALOG });
    world.dice.queue([17]);
    expect(await design(table, blade, { costConfirmed: true })).toMatchObject({ viable: true, built: true });
    expect(world.errors).toEqual([]);
  });

  it("CY-UPG-1 run by the GM: no roll dialog, and the character's own Sleight of Hand advantage (dnd5e's skill roll mode) stays", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 600 }, skills: { slt: { roll: { mode: 1 } } } });
    const { world, actor } = table;
    const cannon = await table.add("Wrist Cannon", { installedSection: "rightArm" });
    const skill = spyRoll(actor, "rollSkill");
    world.dialogs.respond({ action: "ok", fields: { dc: 12 }, matching: DC_DIALOG, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 500", client: world.gm });
    // Advantage: 3 and 17, the 17 kept (a plain d20 would fail on the 3).
    world.dice.queue([3, 17]);
    // cast: the GM's copy of the module's API (api.ts publishes it on the package entry).
    const gmApi = () => (game.modules!.get("augmented-dnd5e") as unknown as { api: { upgradeAugment(a: unknown, i: unknown): Promise<unknown> } }).api;
    const up = await world.as(world.gm, () => gmApi().upgradeAugment(actor, cannon));
    await world.settle();
    expect(up).toMatchObject({ success: true, natural: 17, dice: { from: 1, to: 2 } });
    expect(skill.mock.calls[0]![1]).toEqual({ configure: false });
    expect(world.dialogs.history.filter((d) => d.title === SKILL_DIALOG)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("CY-UPG-1 / CY-LE-1: dnd5e's Sleight of Hand upgrades 1d6 to 2d6 for 500 gp; a natural 19 offers a Lasting Effect the GM grants; a failure loses the gold only", SCENARIO, async () => {
    const table = await cyborgTable({ currency: { gp: 1000 } });
    const { world, actor } = table;
    const cannon = await table.add("Wrist Cannon", { installedSection: "rightArm" });
    const skill = spyRoll(table.mine().actor, "rollSkill");
    world.dialogs.respond({ action: "ok", fields: { dc: 12 }, matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dialogs.respond({ action: "grant", fields: { lastingEffect: "Targets hit glow for 1 minute." }, matching: "Lasting Effect" });
    answerOwnChecks(world, world.player, 1);
    world.dice.queue([19]);
    const up = await upgrade(table, cannon);
    expect(up).toMatchObject({ success: true, natural: 19, dice: { from: 1, to: 2 }, lastingEffectOffered: true });
    expect(skill.mock.calls[0]![0].skill).toBe("slt");
    // The player's own check: dnd5e's dialog, and no roll mode of the module's over the character's own.
    expect(skill.mock.calls[0]![0]).not.toHaveProperty("advantage");
    expect(skill.mock.calls[0]![1]).toEqual({ configure: true });
    expect(augmentOf(cannon)).toMatchObject({ dice: 2, lastingEffect: "Targets hit glow for 1 minute." });
    expect(actor.system.currency.gp).toBe(500);
    // A failure: the 500 gp of materials are lost, the augment is unharmed.
    world.dialogs.respond({ action: "ok", fields: { dc: 12 }, matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    answerOwnChecks(world, world.player, 1);
    world.dice.queue([2]);
    expect(await upgrade(table, cannon)).toMatchObject({ success: false, dice: { from: 2, to: 2 } });
    expect(augmentOf(cannon)).toMatchObject({ dice: 2, integrity: "intact" });
    expect(actor.system.currency.gp).toBe(0);
    // Attack and healing only.
    const lamp = await table.add("Head Lamp", { installedSection: "head" });
    expect(await upgrade(table, lamp)).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("CY-ENV-2: a failed destructive-contact check → the integrity card for that augment → the player asks, dnd5e's Constitution save fails → it is damaged", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    const ram = await table.add("Breaching Ram", { installedSection: "rightArm" });
    const lamp = await table.add("Head Lamp", { installedSection: "head" });
    const own = table.mine(ram);
    world.dice.queue([2, 3]);
    const result = await world.as(world.player, () => table.api().useAugment(own.actor, own.item, { dc: 15, destructiveContact: true }));
    await world.settle();
    expect(result).toMatchObject({ success: false, backlash: true });
    const card = messages(world).filter((m) => String(m.type) === "augmented-dnd5e.integrity").at(-1)!;
    expect(card).toBeDefined();
    const state = () => (card.system as unknown as { integrity: IntegrityCardState | null }).integrity;
    expect(state()).toMatchObject({ source: "structuralBacklash", stage: "save", target: { augmentId: ram.id } });
    // The player asks from the card; the card's one writer (the GM's client) rolls dnd5e's saving throw, once.
    const saves = spyRoll(actor, "rollSavingThrow");
    world.dice.queue([3]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(saves).toHaveBeenCalledTimes(1);
    expect(saves.mock.calls[0]![0].ability).toBe("con");
    expect(state()).toMatchObject({ stage: "done", outcome: "damaged", chosen: { augmentId: ram.id } });
    expect(augmentOf(actor.items.get(ram.id!)!).integrity).toBe("damaged");
    expect(augmentOf(actor.items.get(lamp.id!)!).integrity).toBe("intact");
    // Without destructive contact a failed check has no backlash.
    const torch = await table.add("Cutting Torch", { installedSection: "leftArm" });
    world.dice.queue([2, 3]);
    const mineTorch = table.mine(torch);
    expect(await world.as(world.player, () => table.api().useAugment(mineTorch.actor, mineTorch.item, { dc: 15, destructiveContact: false }))).toMatchObject({ success: false, backlash: false });
    await world.settle();
    expect(messages(world).filter((m) => String(m.type) === "augmented-dnd5e.integrity")).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });
});
