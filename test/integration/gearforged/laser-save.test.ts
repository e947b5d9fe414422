/**
 * GF-UPG-11 Claw Arm Laser: the target's owner rolls the save (issue 28 item 5). Three clients: the GM, the
 * attacker's player (owns Ana, the gearforged with the laser) and the target's player (owns Near). The laser
 * posts a save request; only Near's owner and the GM see its Roll save button; Near's owner rolls in their own
 * dialog; the GM's client records the result once, from the DC the documents give, and on a failure rolls the
 * 2d10 radiant and posts the damage card (laserDamage); on a success there is none. A repeated click, a forged
 * roll, a forged DC and a request from a user who does not own the target are refused, recording nothing.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { Localization } from "../../foundry/i18n";
import { cardHtml, stateOf } from "../cards";
import { createCharacter, type CharacterActor } from "../helpers";
import { applySpecies } from "../../../src/workflows/species/apply";
import { type World, clickCardButton, renderMessage } from "../workflows/setup";
import { cards, packItem } from "./helpers";

const SCENARIO = { timeout: 60_000 };

type CardActionModule = typeof import("../../../src/workflows/cards/card-action");

interface SceneView {
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<unknown[]>;
}

interface Table {
  world: World;
  ana: CharacterActor;
  near: CharacterActor;
  laser: Item.Implementation;
}

/**
 * Ana (level 5, Con 17 after the species: DC 8 + 3 + 3 = 14) with the Claw Arm and its laser, owned by "Attacker";
 * Near (Dexterity 10: the save's total is the die) owned by "Target", 10 ft away on the active scene.
 */
async function laserTable(latency?: number): Promise<Table> {
  const world = await createWorld({
    seed: 29,
    ...(latency ? { latency } : {}),
    users: [
      { name: "Gamemaster", role: "GAMEMASTER" },
      { name: "Attacker", role: "PLAYER" },
      { name: "Target", role: "PLAYER" },
    ],
  });
  const attacker = world.client("Attacker");
  const targetOwner = world.client("Target");
  const ana = await world.as(world.gm, () =>
    createCharacter({ name: "Ana", ownership: { default: 0, [attacker.user.id!]: 3 }, system: { details: { level: 5 }, abilities: { con: { value: 16 } } } }),
  );
  const near = await world.as(world.gm, () =>
    createCharacter({ name: "Near", ownership: { default: 0, [targetOwner.user.id!]: 3 }, system: { abilities: { dex: { value: 10 } }, attributes: { hp: { value: 30, max: 30 } } } }),
  );
  await world.as(attacker, async () => {
    await applySpecies(ana, await packItem("species", "Gearforged (homebrew)"), { choices: { abilities: ["str", "con"], languages: [] } });
    await ana.addUpgrade(await packItem("gearforged", "Claw Arm"));
    await ana.addUpgrade(await packItem("gearforged", "Claw Arm Laser"));
  });
  await world.as(world.gm, async () => {
    // cast: Scene.create takes source data; the stand-in (like v13) has the grid, `activate` and the embedded tokens.
    const scene = (await Scene.create({ name: "Range", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as SceneView;
    await scene.createEmbeddedDocuments("Token", [ana, near].map((actor, x) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 200, y: 0 })));
    await scene.activate();
  });
  await world.settle();
  const laser = ana.items.find((item) => item.name === "Claw Arm Laser")!;
  return { world, ana, near, laser };
}

async function fire(table: Table): Promise<ChatMessage.Implementation> {
  const { world, ana, near, laser } = table;
  await world.as(world.client("Attacker"), () => ana.useUpgrade(laser, { target: near }));
  await world.settle();
  return cards(world, "save-request").at(-1)!;
}

async function rollButton(world: World, client: Parameters<World["as"]>[0], card: ChatMessage.Implementation): Promise<HTMLButtonElement | null> {
  return world.as(client, async () => (await renderMessage(world, card)).querySelector<HTMLButtonElement>("[data-augmented-action=rollSave]"));
}

/** The target's owner clicks Roll save and answers their roll dialog. */
async function rollSave(world: World, card: ChatMessage.Implementation, die: number): Promise<void> {
  world.dice.queue([die]);
  world.dialogs.respond({ action: "normal", client: world.client("Target") });
  (await rollButton(world, world.client("Target"), card))!.click();
  await world.settle();
}

function said(world: World, from: number): string {
  return world.notifications.slice(from).map((n) => n.message).join("\n");
}

describe("GF-UPG-11: the laser's save is rolled by the target's owner", SCENARIO, () => {
  it("GF-UPG-11: targeting its own wielder is refused with the message; no use spent, nothing posted", async () => {
    const { world, ana, laser } = await laserTable();
    // cast: the upgrade's stored uses, read by path.
    const spent = () => (laser.system as unknown as { uses: { spent: number } }).uses.spent;
    const before = { spent: spent(), posted: world.chat.length, told: world.notifications.length };
    const result = await world.as(world.client("Attacker"), () => ana.useUpgrade(laser, { target: ana }));
    await world.settle();
    expect(result).toBeNull();
    expect(spent()).toBe(before.spent);
    expect(world.chat).toHaveLength(before.posted);
    expect(said(world, before.told)).toContain("cannot target its own wielder");
  });

  it("GF-UPG-11: the Roll save button shows for the target's owner and the GM, not for the attacker; no damage before the save", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    expect(stateOf(card).saveRequest).toMatchObject({ ability: "dex", dc: 14, result: null });
    expect(await rollButton(world, world.client("Target"), card)).not.toBeNull();
    expect(await rollButton(world, world.gm, card)).not.toBeNull();
    expect(await rollButton(world, world.client("Attacker"), card)).toBeNull();
    expect(cards(world, "damage")).toHaveLength(0);
  });

  it("GF-UPG-11: a 13 against DC 14 fails: the GM's client records it and posts 2d10 radiant (4 + 5 = 9) on a damage card", async () => {
    const table = await laserTable();
    const { world, near } = table;
    const card = await fire(table);
    world.dice.queue([13, 4, 5]);
    world.dialogs.respond({ action: "normal", client: world.client("Target") });
    (await rollButton(world, world.client("Target"), card))!.click();
    await world.settle();
    const record = stateOf(card).saveRequest;
    expect(record?.result).toMatchObject({ total: 13, natural: 13, saved: false, userId: world.client("Target").user.id });
    const text = await world.as(world.client("Attacker"), () => cardHtml(card));
    expect(text).toContain("Near fails the save.");
    expect(text).toContain("Near takes 9 radiant damage");
    const damage = cards(world, "damage");
    expect(damage).toHaveLength(1);
    expect(damage[0]!.author?.isGM).toBe(true);
    expect(stateOf(damage[0]!).damage).toMatchObject({ type: "radiant", total: 9 });
    // The save is the card's: its roll is shown on it, and its button is gone for everyone.
    expect((card as unknown as { rolls: Roll[] }).rolls[0]?.total).toBe(13);
    expect(await rollButton(world, world.gm, card)).toBeNull();
    expect(near.system.attributes.hp.value).toBe(30);
  });

  it("GF-UPG-11: a save of exactly the DC (14) succeeds: recorded as saved, no damage card", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    await rollSave(world, card, 14);
    expect(stateOf(card).saveRequest?.result).toMatchObject({ total: 14, saved: true });
    expect(await cardHtml(card)).toContain("Near saves.");
    expect(cards(world, "damage")).toHaveLength(0);
  });

  it("GF-UPG-11: the card answers once: a second roll sent on the old version is refused and records nothing", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    const action = await world.systemModule<CardActionModule>(world.client("Target"), "src/workflows/cards/card-action.ts");
    const honest = JSON.stringify((await world.as(world.client("Target"), () => new Roll("1d20").evaluate({ maximize: true }))).toJSON());
    await rollSave(world, card, 3);
    const from = world.notifications.length;
    // The replay names the card's version before the first answer: it loses, whatever it carries.
    const replay = await world.as(world.client("Target"), () => action.clickCard(card, "rollSave", { roll: honest }));
    await world.settle();
    expect(replay).toBe(false);
    expect(said(world, from)).toMatch(/already|changed/i);
    expect(stateOf(card).saveRequest?.result).toMatchObject({ total: 3, saved: false });
    expect(cards(world, "damage")).toHaveLength(1);
  });

  it("GF-UPG-11: a forged roll (a total its formula cannot give, or no d20) is refused; nothing is recorded", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    const target = world.client("Target");
    const action = await world.systemModule<CardActionModule>(target, "src/workflows/cards/card-action.ts");
    const rolled = (await world.as(target, () => new Roll("1d20").evaluate())).toJSON() as unknown as { total: number };
    const from = world.notifications.length;
    expect(await world.as(target, () => action.clickCard(card, "rollSave", { roll: JSON.stringify({ ...rolled, total: 25 }) }))).toBe(false);
    const noD20 = JSON.stringify((await world.as(target, () => new Roll("1d100").evaluate())).toJSON());
    expect(await world.as(target, () => action.clickCard(card, "rollSave", { roll: noD20 }))).toBe(false);
    expect(await world.as(target, () => action.clickCard(card, "rollSave", { roll: "not json" }))).toBe(false);
    await world.settle();
    expect(said(world, from)).toContain("That roll is not a saving throw this card can record.");
    expect(stateOf(card).saveRequest?.result).toBeNull();
    expect(cards(world, "damage")).toHaveLength(0);
  });

  it("GF-UPG-11: a save sent as 2d20kh that keeps the lower die is refused; the honest one (the higher kept) is recorded", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    const target = world.client("Target");
    const action = await world.systemModule<CardActionModule>(target, "src/workflows/cards/card-action.ts");
    world.dice.queue([17, 4]);
    const honest = (await world.as(target, () => new Roll("2d20kh").evaluate())).toJSON() as unknown as { total: number; terms: Array<{ results?: Array<{ result: number; active?: boolean; discarded?: boolean }> }> };
    expect(honest.total).toBe(17);
    // The player's client flips which die is kept: advantage claimed, the 4 kept (a fail against DC 14 either way,
    // so only the shape can refuse it).
    const flipped = foundry.utils.deepClone(honest);
    flipped.terms[0]!.results = flipped.terms[0]!.results!.map((r) => ({ ...r, active: r.result === 4, discarded: r.result !== 4 }));
    flipped.total = 4;
    const from = world.notifications.length;
    expect(await world.as(target, () => action.clickCard(card, "rollSave", { roll: JSON.stringify(flipped) }))).toBe(false);
    await world.settle();
    expect(said(world, from)).toContain("That roll is not a saving throw this card can record.");
    expect(stateOf(card).saveRequest?.result).toBeNull();
    expect(await world.as(target, () => action.clickCard(card, "rollSave", { roll: JSON.stringify(honest) }))).toBe(true);
    await world.settle();
    expect(stateOf(card).saveRequest?.result).toMatchObject({ total: 17, natural: 17, saved: true });
  });

  it("GF-UPG-11: the attacker cannot roll for the target, nor lower the DC its card shows", async () => {
    const table = await laserTable();
    const { world } = table;
    const card = await fire(table);
    const attacker = world.client("Attacker");
    const action = await world.systemModule<CardActionModule>(attacker, "src/workflows/cards/card-action.ts");
    const roll = JSON.stringify((await world.as(attacker, () => new Roll("1d20").evaluate())).toJSON());
    let from = world.notifications.length;
    expect(await world.as(attacker, () => action.clickCard(card, "rollSave", { roll }))).toBe(false);
    await world.settle();
    expect(said(world, from)).toContain("You may not do that for this character");
    // The card's author may rewrite its own message: a DC it lowered is not the one the documents give.
    await world.as(attacker, () => card.update({ "system.saveRequest.dc": 5 } as ChatMessage.UpdateData));
    await world.settle();
    from = world.notifications.length;
    await rollSave(world, card, 6);
    expect(said(world, from)).toContain("does not match");
    expect(stateOf(card).saveRequest?.result).toBeNull();
    expect(cards(world, "damage")).toHaveLength(0);
  });

  it("GF-UPG-11: the save request reads in the viewer's language: a German target owner sees German, the GM English", async () => {
    const table = await laserTable();
    const { world } = table;
    const german = new Localization("de");
    german.addTranslations({ AUGMENTED: { SaveRequest: { Title: "{target}: Rettungswurf auf {ability}", Asked: "{name}s {item}: SG {dc}.", Roll: "Rettungswurf würfeln" }, Ability: { dex: { long: "Geschicklichkeit" } } } });
    world.client("Target").i18n = german;
    const card = await fire(table);
    const { view } = card.toObject().system as { view: { lines: unknown[] } };
    expect(view.lines[0]).toMatchObject({ key: "AUGMENTED.SaveRequest.Asked" });
    const asTarget = await world.as(world.client("Target"), () => renderMessage(world, card));
    expect(asTarget.textContent).toContain("Near: Rettungswurf auf Geschicklichkeit");
    expect(asTarget.textContent).toContain("Anas Claw Arm Laser: SG 14.");
    expect(asTarget.querySelector("[data-augmented-action=rollSave]")?.textContent?.trim()).toBe("Rettungswurf würfeln");
    expect((await world.as(world.gm, () => renderMessage(world, card))).textContent).toContain("Ana's Claw Arm Laser: DC 14.");
  });

  it("GF-UPG-11: the GM and the target's owner click Roll save at once (50 ms per operation): one result, one damage card", async () => {
    const table = await laserTable(50);
    const { world } = table;
    const card = await fire(table);
    world.dice.queue([5, 6, 4, 5]);
    world.dialogs.respond({ action: "normal", client: world.client("Target") });
    world.dialogs.respond({ action: "normal", client: world.gm });
    const forTarget = await rollButton(world, world.client("Target"), card);
    const forGm = await rollButton(world, world.gm, card);
    forTarget!.click();
    forGm!.click();
    await world.settle();
    const result = stateOf(card).saveRequest?.result;
    expect(result?.saved).toBe(false);
    expect([5, 6]).toContain(result?.total);
    expect(cards(world, "damage")).toHaveLength(1);
  });

  it("GF-UPG-11: the GM's Undo of the laser use takes its save back: the roll is refused, nothing recorded, no damage", async () => {
    const table = await laserTable();
    const { world, laser } = table;
    const card = await fire(table);
    await clickCardButton(world, world.gm, cards(world, "laser").at(-1)!, "undo");
    // cast: the upgrade model's prepared uses.
    expect((laser.system as unknown as { uses: { value: number } }).uses.value).toBe(3);
    const from = world.notifications.length;
    await rollSave(world, card, 2);
    expect(said(world, from)).toContain("What asked Near for this save was undone. Nothing was recorded.");
    expect(stateOf(card).saveRequest?.result).toBeNull();
    expect(cards(world, "damage")).toHaveLength(0);
  });
});
