// The Cyborg in a dnd5e world (issue 29, "Done when"): the companion module on the dnd5e stand-in (test/dnd5e),
// through dnd5e's own documents, sheet drop, advancement, rest and AC. Still to come: the body-map install, the
// 35-damage hit with the GM's pick, and System Failure (they need the shared cards in a module world).
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

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

async function character(name: string): Promise<Dnd5eActor> {
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name, type: "character", system: { abilities: SCORES } } as never)) as unknown as Dnd5eActor;
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
  it("registers the augment type and its model, with no warning on dnd5e 5.3.3 and 6.0.0", async () => {
    for (const version of ["5.3.3", "6.0.0"]) {
      const world = await createModuleWorld({ dnd5eVersion: version });
      expect(Object.keys(CONFIG.Item.dataModels)).toContain("augmented-dnd5e.augment");
      expect(world.notifications, version).toEqual([]);
    }
  });

  it("on a dnd5e version outside 5.3.x and 6.x, warns the GM naming both versions, and still runs", async () => {
    const world = await createModuleWorld({ dnd5eVersion: "5.2.1" });
    expect(world.notifications).toEqual([
      expect.objectContaining({ level: "warning", userId: world.gm.userId, message: expect.stringMatching(/supports dnd5e 5\.3\.x, 6\.x; this world runs dnd5e 5\.2\.1/) }),
    ]);
    expect(Object.keys(CONFIG.Item.dataModels)).toContain("augmented-dnd5e.augment");
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
