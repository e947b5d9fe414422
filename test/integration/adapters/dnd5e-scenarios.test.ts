// The Cyborg in a dnd5e world (issue 29, "Done when"): the companion module on the dnd5e stand-in (test/dnd5e),
// through dnd5e's own documents, sheet drop, advancement, rest and AC, and the shared install workflow with its
// card. Still to come: the body-map window, the 35-damage hit with the GM's pick, and System Failure.
import { describe, expect, it, vi } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { clickCardButton, renderMessage } from "../workflows/setup";
import type { IntegrityCardState } from "../../../src/rules/cyborg/integrity-flow";

interface Dnd5eActor {
  id: string;
  system: PlainObject & {
    abilities: Record<string, { value: number; mod: number }>;
    attributes: { ac: { value: number }; hp: { value: number; max: number }; movement: { walk: number } };
    traits: { size: string; languages: { value: Set<string> } };
  };
  items: { contents: Item.Implementation[] };
  effects: { contents: ActiveEffect.Implementation[] };
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  longRest(config: PlainObject): Promise<unknown>;
}

const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

async function character(name: string, data: PlainObject = {}): Promise<Dnd5eActor> {
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create(foundry.utils.mergeObject({ name, type: "character", system: { abilities: SCORES } }, data) as never)) as unknown as Dnd5eActor;
  await actor.createEmbeddedDocuments("Item", [FIGHTER]);
  return actor;
}

/** Drops a document on a sheet as Foundry's drag and drop does: `text/plain` JSON `{type, uuid}`. */
function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

async function augmentFromPack(actor: Dnd5eActor, name: string, patch: PlainObject = {}): Promise<Item.Implementation> {
  const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
  const data = foundry.utils.mergeObject(source.toObject(), patch) as PlainObject;
  const [item] = await actor.createEmbeddedDocuments("Item", [data]);
  return item!;
}

describe("the module in a dnd5e world", () => {
  it("registers the augment type and its model, with no warning on dnd5e 5.3.3", async () => {
    const world = await createModuleWorld({ dnd5eVersion: "5.3.3" });
    expect(Object.keys(CONFIG.Item.dataModels)).toContain("augmented-dnd5e.augment");
    expect(world.notifications).toEqual([]);
  });

  it("registers everything with no warning on dnd5e 6.0.0, a line it has been checked on", async () => {
    const world = await createModuleWorld({ dnd5eVersion: "6.0.0" });
    expect(Object.keys(CONFIG.Item.dataModels)).toContain("augmented-dnd5e.augment");
    expect(world.notifications).toEqual([]);
  });

  it("on a dnd5e version it has not been checked on but whose layout it knows (5.2.1, 6.1.0), warns the GM naming the checked lines, and still runs", async () => {
    for (const version of ["5.2.1", "6.1.0"]) {
      const world = await createModuleWorld({ dnd5eVersion: version });
      expect(world.notifications, version).toEqual([
        expect.objectContaining({ level: "warning", userId: world.gm.userId, message: expect.stringContaining(`checked on dnd5e 5.3.x, 6.0.x; this world runs dnd5e ${version}. It is running anyway`) }),
      ]);
      expect(Object.keys(CONFIG.Item.dataModels)).toContain("augmented-dnd5e.augment");
      expect((game.modules!.get("augmented-dnd5e") as unknown as { api?: unknown }).api).toBeDefined();
    }
  });

  it("on a dnd5e line whose data it does not know (7.0.0), warns naming the checked lines and registers nothing at all", async () => {
    const world = await createModuleWorld({ dnd5eVersion: "7.0.0" });
    expect(world.notifications).toEqual([
      expect.objectContaining({ level: "warning", userId: world.gm.userId, message: expect.stringContaining("checked on dnd5e 5.3.x, 6.0.x; this world runs dnd5e 7.0.0, whose data it does not know. It has registered nothing") }),
    ]);
    expect(Object.keys(CONFIG.Item.dataModels)).not.toContain("augmented-dnd5e.augment");
    expect((game.modules!.get("augmented-dnd5e") as unknown as { api?: unknown }).api).toBeUndefined();
    // No listener either: a Cyborg species on a character makes no Visionaire effect, and nothing throws.
    const actor = await character("Vex");
    await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }]);
    await world.settle();
    expect(actor.effects.contents).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});

describe("Cyborg scenarios on the dnd5e stand-in", () => {
  it("CY-SP-1: the Cyborg species dropped on a dnd5e character applies through dnd5e's advancement", async () => {
    const world = await createModuleWorld();
    const actor = await character("Vex");
    const manager = (game as unknown as { dnd5e: { applications: { advancement: { AdvancementManager: { queueChoices(c: PlainObject): void } } } } }).dnd5e
      .applications.advancement.AdvancementManager;
    manager.queueChoices({ rGWo0A9YEHjWtWtL: { chosen: ["languages:standard:common", "languages:standard:dwarvish"] } });
    await actor.sheet.render(true);
    drop(actor.sheet.element, await packUuid("species", "Cyborg"));
    await world.settle();
    const race = actor.items.contents.find((i) => (i.type as string) === "race");
    expect(race?.getFlag("augmented-dnd5e" as never, "cyborg" as never)).toBe(true);
    expect(actor.system.abilities.str.value).toBe(15);
    expect(actor.system.abilities.con.value).toBe(15);
    expect(actor.system.abilities.dex.value).toBe(16);
    expect(actor.system.traits.size).toBe("med");
    expect([...actor.system.traits.languages.value].sort()).toEqual(["common", "dwarvish"]);
    expect(world.errors).toEqual([]);
  });

  it("CY-VIS-1..3: installed augments raise dnd5e's AC through ac.bonus, up to +2; a damaged one stops counting", async () => {
    const world = await createModuleWorld();
    const actor = await character("Vex");
    await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }]);
    await world.settle();
    const base = actor.system.attributes.ac.value;
    const cannon = await augmentFromPack(actor, "Wrist Cannon", { system: { installedSection: "rightArm" } });
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(base + 1);
    await augmentFromPack(actor, "Head Lamp", { system: { installedSection: "head" } });
    await augmentFromPack(actor, "Spring Heels", { system: { installedSection: "leftLeg" } });
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(base + 2);
    expect(actor.effects.contents.filter((e) => e.getFlag("augmented-dnd5e" as never, "visionaire" as never))).toHaveLength(1);
    await cannon.update({ "system.integrity": "damaged" } as never);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(base + 2);
    const lamp = actor.items.contents.find((i) => i.name === "Head Lamp")!;
    await lamp.update({ "system.integrity": "damaged" } as never);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(base + 1);
    expect(world.errors).toEqual([]);
  });

  it("CY-SLOT-2/3: the same vetoes as the system: one augment per section, the right kind of section", async () => {
    const world = await createModuleWorld();
    const actor = await character("Vex");
    await augmentFromPack(actor, "Wrist Cannon", { system: { installedSection: "rightArm" } });
    await world.settle();
    const before = world.notifications.length;
    const second = await actor.createEmbeddedDocuments("Item", [
      foundry.utils.mergeObject((await fromUuid(await packUuid("augments", "Forearm Blade")) as Item.Implementation).toObject(), { system: { installedSection: "rightArm" } }) as PlainObject,
    ]);
    await world.settle();
    expect(second).toEqual([]);
    expect(actor.items.contents.filter((i) => (i.type as string) === "augmented-dnd5e.augment").map((i) => i.name)).toEqual(["Wrist Cannon"]);
    expect(world.notifications.slice(before)).toEqual([expect.objectContaining({ level: "warning", message: expect.stringContaining("Wrist Cannon") })]);
    // A head augment on a leg.
    const lamp = (await fromUuid(await packUuid("augments", "Head Lamp"))) as Item.Implementation;
    expect(await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(lamp.toObject(), { system: { installedSection: "leftLeg" } }) as PlainObject])).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning" });
    expect(world.errors).toEqual([]);
  });

  it("CY-INS-1/2: a compendium augment installed on a section: the GM's DCs, two Sleight of Hand checks by dnd5e, the card", async () => {
    // The module has no install entry of its own yet: the workflow is reached in the GM client's copy directly.
    const world = await createModuleWorld({ moduleByModule: true });
    const actor = await character("Vex");
    await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }]);
    await world.settle();
    const base = actor.system.attributes.ac.value;
    const rollSkill = vi.spyOn(actor as unknown as { rollSkill: (...args: unknown[]) => Promise<unknown> }, "rollSkill");
    const install = await world.systemModule<{ installAugment: (a: unknown, i: unknown, s: string) => Promise<unknown> }>(
      world.gm,
      "src/workflows/augment-install/install.ts",
    );
    const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
    world.dialogs.respond({ action: "ok", fields: { dc1: 2, dc2: 3 }, client: world.gm });
    world.dialogs.respond({ action: "ok", fields: { text: "The barrel sticks." }, client: world.gm });
    const installed = await install.installAugment(actor, source, "rightArm");
    await world.settle();
    expect(installed).not.toBeNull();
    // dnd5e's own roll, twice, Sleight of Hand (the workflow compares with the GM's DCs), without its dialog or card.
    expect(rollSkill.mock.calls.map((call) => [(call[0] as PlainObject).skill, call[1], call[2]])).toEqual([
      ["slt", { configure: false }, { create: false }],
      ["slt", { configure: false }, { create: false }],
    ]);
    const cannon = actor.items.contents.find((i) => i.name === "Wrist Cannon")!;
    expect(cannon.type).toBe("augmented-dnd5e.augment");
    expect(cannon.system).toMatchObject({ installedSection: "rightArm" });
    expect((cannon.system as unknown as { quality: string | null }).quality).not.toBeNull();
    expect(actor.system.attributes.ac.value).toBe(base + 1);
    const card = world.chat.at(-1)!;
    expect(card.type).toBe("augmented-dnd5e.augment");
    expect(card.system).toMatchObject({ kind: "augment-install" });
    // Drawn from its data by the module's renderChatMessageHTML listener, for the viewer.
    const html = await (card as unknown as { renderHTML(): Promise<HTMLElement> }).renderHTML();
    await world.settle();
    const content = html.querySelector(".message-content");
    expect(content?.querySelector(".augmented")).not.toBeNull();
    expect(content?.textContent).toContain("Wrist Cannon");
    expect(world.errors).toEqual([]);
  });

  it("CY-INT-1..3: 35 damage to a 60-HP cyborg by dnd5e's applyDamage → the player rolls dnd5e's Constitution save → the GM picks", async () => {
    const world = await createModuleWorld();
    const owner = { default: 0, [world.player.userId]: 3 };
    const actor = await character("Ana", { ownership: owner, system: { attributes: { hp: { value: 60, max: 60 } } } });
    await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }]);
    const chest = await augmentFromPack(actor, "Chest Cannon", { system: { installedSection: "torso" } });
    const cannon = await augmentFromPack(actor, "Wrist Cannon", { system: { installedSection: "rightArm" } });
    await world.settle();
    const acBefore = actor.system.attributes.ac.value;
    await world.as(world.gm, () => (actor as unknown as { applyDamage(amount: number): Promise<unknown> }).applyDamage(35));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(25);
    const cards = world.chat.filter((m) => m.type === "augmented-dnd5e.integrity") as unknown as ChatMessage.Implementation[];
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    const state = () => (card.system as unknown as { integrity: IntegrityCardState | null }).integrity;
    expect(state()).toMatchObject({ stage: "save", dc: 17, amount: 35 });
    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.querySelector("[data-augmented-action=integrityRoll]")).not.toBeNull();

    world.dice.queue([3]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(state()).toMatchObject({ stage: "pick", save: { saved: false } });
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${chest.id}"]`);
    const integrity = (item: Item.Implementation) => (actor.items.contents.find((i) => i.id === item.id)!.system as unknown as { integrity: string }).integrity;
    expect(integrity(chest)).toBe("damaged");
    expect(integrity(cannon)).toBe("intact");
    expect(actor.system.attributes.ac.value).toBe(acBefore - 1);
    expect(state()).toMatchObject({ stage: "done", outcome: "damaged" });
    expect(world.errors).toEqual([]);
  });

  it("CY-INT-1: 29 damage to a 60-HP cyborg calls for no save", async () => {
    const world = await createModuleWorld();
    const actor = await character("Ana", { system: { attributes: { hp: { value: 60, max: 60 } } } });
    await augmentFromPack(actor, "Wrist Cannon", { system: { installedSection: "rightArm" } });
    await world.settle();
    await (actor as unknown as { applyDamage(amount: number): Promise<unknown> }).applyDamage(29);
    await world.settle();
    expect(world.chat.filter((m) => m.type === "augmented-dnd5e.integrity")).toEqual([]);
  });

  it("CY-USE-1/2: an augment has PB uses, and dnd5e's long rest refills them", async () => {
    const world = await createModuleWorld();
    const actor = await character("Vex");
    const cannon = await augmentFromPack(actor, "Wrist Cannon", { system: { installedSection: "rightArm", uses: { spent: 3 } } });
    await world.settle();
    const uses = () => (cannon.system as unknown as { uses: { spent: number; value: number; max: number } }).uses;
    expect([uses().max, uses().value]).toEqual([3, 0]);
    await actor.longRest({ dialog: false, chat: false });
    await world.settle();
    expect([uses().spent, uses().value]).toEqual([0, 3]);
    expect(world.errors).toEqual([]);
  });
});
