/**
 * Issue 11, deliverable 4 (audit): the workflows that wait on a person (a dialog, the GM, a roll's dialog) and were
 * not re-checking what they read, each with the change a second client makes while the wait is open. Two clients
 * with 50 ms of server latency per document operation (the GM and the player), the change made from the other
 * client inside the open dialog, then the dialog answered. Each stops with a message, nothing charged or changed.
 */
import { describe, expect, it } from "vitest";
import { createAugment } from "../augments/helpers";
import { createCharacter } from "../helpers";
import { heroWithAugment, user } from "../augment-use/helpers";
import { type World, deathSaves, hp, tableWithHero } from "../workflows/setup";
import { gearforgedTable } from "../gearforged/helpers";
import { applySpecies } from "../../../src/workflows/species/apply";

const LATENCY = 50;
const SCENARIO = { timeout: 60_000 };

type Automail = {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<unknown>;
  repairAutomail(item: Item.Implementation, options?: object): Promise<unknown>;
};

// cast: the character's currency, read by path.
const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

function lastWarning(world: World): string {
  return world.notifications.filter((n) => n.level === "warning" || n.level === "error").at(-1)?.message ?? "";
}

function press(dialog: { element: HTMLElement }, action: string): void {
  const button = dialog.element.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
  if (!button) throw new Error(`the dialog has no ${action} button`);
  button.click();
}

async function automailPack(name: string): Promise<Item.Implementation> {
  // cast: the automail pack holds Items (system.json).
  const docs = (await game.packs!.get("augmented.automail")!.getDocuments()) as unknown as Item.Implementation[];
  const doc = docs.find((d) => d.name === name);
  if (!doc) throw new Error(`no ${name} in the automail pack`);
  return doc;
}

/** Ana with a damaged Modern Blade Arm on a natural right-arm port, 2,000 gp less the port. */
async function damagedArm() {
  const { world, hero } = await tableWithHero({ currency: { gp: 2000 }, abilities: { dex: { value: 14 } } }, undefined, LATENCY);
  const actor = hero as unknown as Actor.Implementation & Automail;
  const port = await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true }));
  world.dice.queue([20]);
  const limb = await automailPack("Modern Blade Arm");
  await world.as(world.player, () => actor.attachAutomail(limb, port!.item.id!, { ability: "dex" }));
  await world.settle();
  const arm = actor.items.find((i) => (i.type as string) === "automail")!;
  // cast: a partial automail update.
  await world.as(world.gm, () => arm.update({ system: { integrity: "damaged" } } as Item.UpdateData));
  await world.settle();
  return { world, hero, actor, arm };
}

describe("re-checks after each wait, two clients 50 ms apart (issue 11, deliverable 4)", SCENARIO, () => {
  it("AM-DMG-1 / CORE-8: the limb repaired from the GM's client while the player confirms the 250 gp → nothing charged, nothing rolled", async () => {
    const { world, hero, actor, arm } = await damagedArm();
    const before = gold(hero);
    world.dialogs.respond(async (dialog) => {
      // cast: a partial automail update, as the GM's sheet writes it.
      await world.as(world.gm, () => arm.update({ system: { integrity: "intact" } } as Item.UpdateData));
      press(dialog, "pay");
    });
    const rolled = world.dice.history.length;
    const result = await world.as(world.player, () => actor.repairAutomail(arm, { dc: 12 }));
    await world.settle();
    expect(result).toBeNull();
    expect(gold(hero)).toBe(before);
    expect(world.dice.history.length).toBe(rolled);
    expect(lastWarning(world)).toContain("Ana changed while waiting");
  });

  it("AM-PORT-1: the actor deleted from the GM's client while the port's cost dialog is open → no port, no exception, a message", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 2000 } }, undefined, LATENCY);
    const actor = hero as unknown as Actor.Implementation & Automail;
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => hero.delete());
      press(dialog, "pay");
    });
    const result = await world.as(world.player, () => actor.buyPort("natural", "leftArm"));
    await world.settle();
    expect(result).toBeNull();
    expect(world.errors).toEqual([]);
    expect(game.actors?.has(hero.id!)).toBe(false);
    expect(lastWarning(world)).toContain("Ana no longer exists");
  });

  it("AM-ATT-1: the limb deleted from the GM's client while the acclimation question is open → nothing rolled or attached", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 2000 } }, undefined, LATENCY);
    const actor = hero as unknown as Actor.Implementation & Automail;
    const port = await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true }));
    const [arm] = await world.as(world.player, async () => (await actor.createEmbeddedDocuments("Item", [(await automailPack("Modern Blade Arm")).toObject() as Item.CreateData])) ?? []);
    await world.settle();
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => arm!.delete());
      press(dialog, "wis");
    });
    const rolled = world.dice.history.length;
    // The player's own copies: the workflow runs on the player's client.
    const playerActor = world.player.document(actor)!;
    const playerArm = world.player.document(arm as Item.Implementation)!;
    const result = await world.as(world.player, () => playerActor.attachAutomail(playerArm, port!.item.id!));
    await world.settle();
    expect(result).toBeNull();
    expect(world.dice.history.length).toBe(rolled);
    expect(world.errors).toEqual([]);
    expect(lastWarning(world)).toContain("no longer on Ana");
  });

  it("CORE-4: a failure recorded from the GM's client while the player's death-save roll dialog is open is not overwritten", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 0 } } }, undefined, LATENCY);
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => hero.update({ "system.attributes.death.failure": 2 } as Actor.UpdateData));
      press(dialog, "normal");
    });
    world.dice.queue([5]);
    const result = await world.as(world.player, () => hero.rollDeathSave());
    await world.settle();
    // Before: the roll's write (failure 0 → 1, planned from before the dialog) replaced the GM's 2.
    expect(result).toBeNull();
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 2 });
    expect(lastWarning(world)).toContain("Ana changed while waiting");
  });

  it("GF-REV-1 / CORE-8: the gearforged restored meanwhile while the GM confirms the cost → nothing paid twice", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } });
    world.dialogs.respond({ action: "ok", fields: { value: 150 }, client: world.gm });
    world.dialogs.respond(async (dialog) => {
      // Another way back happened meanwhile (the GM's sheet edit): the character is no longer dead.
      await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 1, "system.attributes.death.failure": 0 } as Actor.UpdateData));
      press(dialog, "pay");
    });
    const outcome = await world.as(world.gm, () => hero.restoreGearforged("repair"));
    await world.settle();
    // Before: the 650 gp were paid first and the restore then refused.
    expect(outcome).toBeNull();
    expect(gold(hero)).toBe(1000);
    expect(hp(hero).value).toBe(1);
  });

  it("GF-BODY-5 / CY-WHO-1: the tender deleted from the GM's client while the Intelligence check's dialog is open → nothing written", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { attributes: { hp: { value: 0, max: 20 } } });
    const owner = { default: 0, [world.player.user.id!]: 3 };
    const bo = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: owner, system: { abilities: { int: { value: 30 } } } }));
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => bo.delete());
      press(dialog, "normal");
    });
    world.dice.queue([15]);
    const chat = world.chat.length;
    const outcome = await world.as(world.player, () => hero.stabilizeGearforged("intelligence", { tender: bo }));
    await world.settle();
    expect(outcome).toBeNull();
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    expect(world.chat.length).toBe(chat);
    expect(lastWarning(world)).toContain("Bo, who was to do the work on Ana, no longer exists");
  });

  it("CY-HEAL-1: the augment deleted from the GM's client while the GM's DC question is open → nothing rolled, no use spent", async () => {
    const { world, hero, augment } = await heroWithAugment("Subdermal Medkit", { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null });
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => augment.delete());
      press(dialog, "ok");
    });
    world.dice.queue([9, 5]);
    const rolled = world.dice.history.length;
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result).toBeNull();
    expect(world.dice.history.length).toBe(rolled);
    expect(hp(hero).value).toBe(10);
    expect(lastWarning(world)).toContain("Subdermal Medkit is no longer on Ana");
  });

  // The data-level guard (one species per actor) held this before too; the workflow now stops at its re-check.
  it("CY-SP-1: a species applied from another client while the choices dialog is open → still one species", async () => {
    const world = (await tableWithHero({}, undefined, LATENCY)).world;
    const actor = await createCharacter({ name: "Cy", ownership: { default: 0, [world.player.user.id!]: 3 } });
    await world.settle();
    // cast: the species pack holds Items (system.json).
    const docs = (await game.packs!.get("augmented.species")!.getDocuments()) as unknown as Item.Implementation[];
    const cyborg = docs.find((d) => d.name === "Cyborg")!;
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => applySpecies(actor, cyborg, { choices: { abilities: [], languages: ["orc"] } }));
      const field = dialog.element.querySelector<HTMLSelectElement>('[name="language0"]');
      if (field) field.value = "elvish";
      press(dialog, "apply");
    });
    await world.as(world.player, () => applySpecies(actor, cyborg));
    await world.settle();
    expect(actor.items.filter((item) => (item.type as string) === "species")).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });

  it("CY-REP-1 (control): an augment repair still works end to end across the two clients with latency", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, undefined, LATENCY);
    await hero.createEmbeddedDocuments("Item", [{ name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData]);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 10, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    world.dice.queue([15, 15]);
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result).not.toBeNull();
    expect(gold(hero)).toBe(50);
    expect(cannon.system.integrity).toBe("intact");
  });
});
