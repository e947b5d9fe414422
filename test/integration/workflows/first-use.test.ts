/**
 * Issue 22 item 1: every feature works the first time it is used in a session, on a fresh GM client. Each case is
 * a new world with a GM and a player where the GM has done nothing yet; the player starts the feature once, and
 * whatever the GM's client must do for it (a GM decision dialog, a card transition, a follow-up) is done by code
 * that client registered at init. The bug this guards against: GM-decision kinds registered by modules loaded on
 * first use, so a GM client that had not loaded them refused every player-started install ("The GM's client
 * refused this question").
 *
 * The player's call runs on the player's own copy of the actor (`own` below): each simulated client evaluates src/
 * itself and holds its own documents (test/foundry/README.md), so a method runs the code of the client it is
 * called on.
 */
import { describe, expect, it } from "vitest";
import type { WorkflowActor } from "../../../src/workflows/workflow-actor";
import type { Client } from "../../foundry";
import { copyOn, createCharacter, openSheet } from "../helpers";
import { createAugment } from "../augments/helpers";
import { dropOn } from "../augment-install/helpers";
import { cyborgTable as integrityTable, onlyCard, stateOf } from "../integrity/helpers";
import { cyborgTable as sfTable, prompts, sfCards } from "../system-failure/helpers";
import { SPECIES, gearforgedTable, packItem } from "../gearforged/helpers";
import { type World, clickCardButton, deathSaves, hp, tableWithHero } from "./setup";

/** A first world can take many seconds on a loaded two-core machine: a hang guard, not a timed assertion. */
const SCENARIO = { timeout: 90_000 };

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;
const itemSystem = (item: Item.Implementation | undefined) => (item?.system ?? {}) as Record<string, unknown>;

/** `client`'s own copy of `actor`, whose methods run that client's copy of the system. */
function own(client: Client, actor: Actor.Implementation): WorkflowActor {
  // cast: CONFIG.Actor.documentClass is the system's WorkflowActor on every client (src/index.ts).
  return copyOn(client, actor) as unknown as WorkflowActor;
}

/** A compendium Item by pack and name. */
async function compendiumItem(pack: string, name: string): Promise<Item.Implementation> {
  // cast: every system pack named here holds Items (system.json).
  const docs = (await game.packs!.get(`augmented.${pack}`)!.getDocuments()) as unknown as Item.Implementation[];
  const doc = docs.find((d) => d.name === name);
  if (!doc) throw new Error(`no ${name} in ${pack}`);
  return doc;
}

async function withTools(world: World, hero: Actor.Implementation): Promise<void> {
  await hero.createEmbeddedDocuments("Item", [{ name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData]);
  await world.settle();
}

function gmDialogs(world: World): number {
  return world.dialogs.history.filter((entry) => entry.userId === world.gm.user.id).length;
}

function refusals(world: World): string[] {
  return world.notifications.filter((n) => n.level === "error" && n.message.includes("refused")).map((n) => n.message);
}

describe("first use in a session, on a fresh GM client (issue 22 item 1)", SCENARIO, () => {
  it("CY-INS-1/2: a player's install from the compendium asks the GM for the DCs and installs", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 0 } });
    const cannon = await compendiumItem("augments", "Wrist Cannon");
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    const result = await world.as(world.player, () => own(world.player, hero).installAugment(cannon, "rightArm"));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result?.section).toBe("rightArm");
    expect(itemSystem(hero.items.getName("Wrist Cannon"))).toMatchObject({ installedSection: "rightArm", quality: "flawless" });
    expect(gmDialogs(world)).toBe(1);
  });

  it("CY-REM-1: a player's removal asks the GM for the DC and removes", async () => {
    const { world, hero } = await tableWithHero();
    await withTools(world, hero);
    const blade = await createAugment(hero, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    world.dialogs.respond({ action: "ok", client: world.gm });
    world.dice.queue([20, 20]);
    const result = await world.as(world.player, () => own(world.player, hero).removeAugment(copyOn(world.player, blade)));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result).not.toBeNull();
    expect(itemSystem(blade).installedSection).toBeFalsy();
    expect(gmDialogs(world)).toBeGreaterThanOrEqual(1);
  });

  it("CY-REP-1: a player's repair asks the GM for the DC and repairs", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    await withTools(world, hero);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 12, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    world.dice.queue([5, 14]);
    const result = await world.as(world.player, () => own(world.player, hero).repairAugment(cannon));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result?.dc).toBe(12);
    expect(itemSystem(cannon).integrity).toBe("intact");
    expect(gold(hero)).toBe(50);
  });

  it("CY-UPG-1: a player's upgrade asks the GM for the DC and upgrades", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 600 } });
    await withTools(world, hero);
    const cannon = await createAugment(hero, "Wrist Cannon", { dice: 2 });
    world.dialogs.respond({ action: "ok", fields: { dc: 10 }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 500", client: world.player });
    world.dice.queue([15, 15]);
    const result = await world.as(world.player, () => own(world.player, hero).upgradeAugment(cannon));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result).not.toBeNull();
    expect(gold(hero)).toBe(100);
  });

  it("CY-DES-1/2: a player's design asks the GM for the DC and builds", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1200 }, abilities: { int: { value: 14 } } });
    const blade = await createAugment(hero, "Arc Blade", { designStatus: "draft", deployment: "Slides out of the forearm", limits: "Needs a free hand" });
    world.dialogs.respond({ action: "ok", fields: { dc: 13 }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 1000", client: world.player });
    world.dice.queue([11]);
    const result = await world.as(world.player, () => own(world.player, hero).designAugment(blade));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result).toMatchObject({ dc: 13, viable: true, built: true });
  });

  it("CY-ENV-1: a player's augment use asks the GM for the check's DC", async () => {
    const { world, hero } = await tableWithHero();
    const filter = await createAugment(hero, "Sealed Filter Leg", { sectionKind: "leg", installedSection: "rightLeg", purpose: "environmental", damageType: null });
    world.dialogs.respond({ action: "ok", client: world.gm });
    world.dice.queue([4, 16]);
    const result = await world.as(world.player, () => own(world.player, hero).useAugment(filter));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result?.success).toBe(true);
    expect(gmDialogs(world)).toBe(1);
  });

  it("CY-INT-1/2: damage starts an integrity save; the player's roll and the GM's pick resolve it", async () => {
    const { world, hero, arm } = await integrityTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("pick");
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${arm.id}"]`);
    expect(stateOf(card)?.stage).toBe("done");
    expect(itemSystem(hero.items.get(arm.id!)).integrity).toBe("damaged");
  });

  it("SF-1/2: a drop to 0 HP offers System Failure; the player's choice is carried out", async () => {
    const { world, hero, cannon } = await sfTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "slashing" }]));
    await world.settle();
    const [prompt] = prompts(world);
    await clickCardButton(world, world.player, prompt!, "systemFailureChoose", `[data-augment-id="${cannon.id}"]`);
    expect(sfCards(world)).toHaveLength(1);
    expect(itemSystem(hero.items.get(cannon.id!)).integrity).toBe("destroyed");
    expect(hp(hero).value).toBe(1);
  });

  it("CORE-4: a player's death save at 0 HP", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    world.dice.queue([15]);
    const outcome = await world.as(world.player, () => own(world.player, hero).rollDeathSave({ fastForward: true }));
    await world.settle();
    expect(outcome).not.toBeNull();
    expect(deathSaves(hero)).toEqual({ success: 1, failure: 0 });
  });

  it("CY-SP-1, GF-BODY-4: a species dropped on the player's sheet applies (and starts the Gearforged clock)", async () => {
    const { world, hero } = await tableWithHero();
    const species = await packItem("species", SPECIES.homebrew);
    world.dialogs.respond({ action: "apply", fields: { ability0: "str", ability1: "con" }, client: world.player });
    await world.as(world.player, async () => dropOn((await openSheet(hero)).element, species.uuid));
    await world.settle();
    expect(hero.items.some((item) => (item.type as string) === "species")).toBe(true);
    expect(hero.system.gearforged.maintenance.lastLongRestAt).toBe(world.gm.game.time.worldTime);
  });

  it("CY-SP-1: the species choices dialog pre-selects a different ability in each select", async () => {
    const { world, hero } = await tableWithHero();
    const species = await packItem("species", SPECIES.homebrew);
    world.dialogs.respond({ action: "apply", client: world.player });
    await world.as(world.player, async () => dropOn((await openSheet(hero)).element, species.uuid));
    await world.settle();
    // cast: a species item's system data, of which only the record of the choices is read.
    const applied = hero.items.find((item) => (item.type as string) === "species")?.system as { applied: { chosen: { abilities: string[] } } } | undefined;
    expect(applied?.applied.chosen.abilities).toEqual(["str", "dex"]);
  });

  it("CORE-5: a player's short rest", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 5, max: 20 }, hd: { die: "d8", spent: 0 } }, details: { level: 2 } });
    world.dice.queue([6]);
    const summary = await world.as(world.player, () => own(world.player, hero).shortRest({ hitDice: 1 }));
    await world.settle();
    expect(summary).not.toBeNull();
    expect(hp(hero).value).toBeGreaterThan(5);
  });

  it("GF-BODY-1: a chassis-variant gearforged's potion, used by the player, heals", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis", { attributes: { hp: { value: 5, max: 20 } } });
    const created = await world.as(world.player, () =>
      hero.createEmbeddedDocuments("Item", [{ name: "Potion", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: true, quantity: 2 } } as Item.CreateData]),
    );
    // cast: the embedded Item the stand-in created is the system's configured Item class.
    const potion = created![0] as unknown as Item.Implementation;
    const used = await world.as(world.player, () => own(world.player, hero).useConsumable(potion));
    await world.settle();
    expect(used?.quantity).toBe(1);
    expect(hp(hero).value).toBe(5 + used!.healed);
  });

  it("GA-HEAL-1: a player's repairer's check asks the GM for the hours", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 10, max: 60 }, hd: { die: "d10", spent: 4 } } });
    const priest = await world.as(world.gm, () => createCharacter({ name: "Sister Cog", ownership: { default: 0, [world.player.user.id!]: 3 }, system: { abilities: { int: { value: 30 } } } }));
    const feat = await packItem("gearforged", "Gear Priest (Background)");
    await world.as(world.player, () => priest.createEmbeddedDocuments("Item", [feat.toObject() as unknown as Item.CreateData]));
    await world.settle();
    world.dialogs.respond({ action: "ok", fields: { value: 6 }, client: world.gm });
    const result = await world.as(world.player, () => own(world.player, hero).repairerCheck({ repairer: priest, fastForward: true }));
    await world.settle();
    expect(refusals(world)).toEqual([]);
    expect(result?.hours).toBe(6);
    expect(result?.dc).toBe(15);
  });

  it("AM-PORT-1, AM-ATT-1: a player buys a port and attaches a compendium limb to it", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 2000 }, abilities: { dex: { value: 14 } } });
    const port = await world.as(world.player, () => own(world.player, hero).buyPort("natural", "rightArm", { confirmed: true }));
    await world.settle();
    expect(port?.priceGp).toBe(400);
    world.dice.queue([20]);
    const limb = await compendiumItem("automail", "Modern Blade Arm");
    const attached = await world.as(world.player, () => own(world.player, hero).attachAutomail(limb, port!.item.id!, { ability: "dex" }));
    await world.settle();
    expect(attached).not.toBeNull();
    expect(hero.items.getName("Modern Blade Arm")).toBeDefined();
  });

  it("GF-BODY-4: the GM's first click on the Workshop button opens it", async () => {
    const { world } = await gearforgedTable(1);
    await world.as(world.gm, async () => {
      const root = document.createElement("section");
      root.innerHTML = `<header class="directory-header"><div class="header-actions action-buttons"></div></header>`;
      // cast: the community types list the hook's app argument as the directory; the system reads only the element.
      (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll("renderActorDirectory", {}, root, {});
      root.querySelector<HTMLButtonElement>(".augmented-workshop-button")!.click();
    });
    await world.settle();
    expect(world.as(world.gm, () => document.querySelector("#augmented-workshop"))).not.toBeNull();
  });

  it("migration at load: the GM's client stamps a new world with the schema version at ready", async () => {
    const { world } = await tableWithHero();
    // cast: the system's hidden setting, read by name.
    const stored = world.as(world.gm, () => (game.settings as unknown as { get(ns: string, key: string): unknown }).get("augmented", "schemaVersion"));
    expect(stored).toEqual(expect.any(Number));
  });
});
