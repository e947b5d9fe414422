/**
 * README row "Species (race items) and Advancement": a `race` item with AbilityScoreImprovement, Size and Trait
 * advancement dropped on a dnd5e character sheet.
 */
import { Hooks } from "../foundry/hooks";
import { describe, expect, it } from "vitest";
import { createDnd5eWorld, queueAdvancementChoices } from "./world";
import { createCharacter, itemsOf, sheetOf } from "./helpers";
import type { PlainObject } from "../foundry/utils";

const species = {
  name: "Cyborg", type: "race",
  system: {
    identifier: "cyborg",
    movement: { walk: "30", units: "ft" },
    type: { value: "humanoid", subtype: "cyborg" },
    advancement: [
      { _id: "asiCyborg0000001", type: "AbilityScoreImprovement", level: 0, configuration: { fixed: { con: 2, int: 1 }, points: 0 }, value: {} },
      { _id: "sizeCyborg000001", type: "Size", level: 0, configuration: { sizes: ["med"] }, value: {} },
      { _id: "traitCyborg00001", type: "Trait", level: 0, configuration: { grants: ["languages:standard:common"], choices: [{ count: 1, pool: ["languages:standard:dwarvish", "languages:standard:elvish"] }] }, value: {} },
    ],
  },
};

function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

describe("species drop", () => {
  it("applies ability increases, size and languages by Advancement, then links the species", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    const item = (await Item.create(species as never))!;
    const actor = await createCharacter({ system: { abilities: { con: { value: 14 }, int: { value: 10 } }, attributes: { movement: { walk: "" } } }, ownership: { default: 0, [world.player.user.id!]: 3 } });
    const hooks: unknown[][] = [];
    world.as(world.player, () => Hooks.on("dnd5e.preAdvancementManagerComplete", (...args: unknown[]) => void hooks.push(args)));
    const updates: PlainObject[] = [];
    world.as(world.gm, () => Hooks.on("updateActor", (_a: unknown, changed: PlainObject, options: PlainObject) => void updates.push({ changed, isAdvancement: options.isAdvancement })));
    queueAdvancementChoices(world.player, { traitCyborg00001: { chosen: ["languages:standard:common", "languages:standard:elvish"] } });
    await world.as(world.player, async () => {
      const sheet = sheetOf(world.player.document(actor)!);
      await sheet.render(true);
      drop(sheet.element, item.uuid);
    });
    await world.settle();
    const s = actor.system;
    expect(s.abilities.con!.value).toBe(16);
    expect(s.abilities.int!.value).toBe(11);
    expect(s.traits.size).toBe("med");
    expect(s.traits.languages.value).toEqual(new Set(["common", "elvish"]));
    const race = itemsOf(actor).find((i) => i.type === "race")!;
    expect(s.details.race).toBe(race);
    expect(s.details.type).toMatchObject({ value: "humanoid", subtype: "cyborg" });
    expect(s.attributes.movement).toMatchObject({ walk: 30 });
    expect((race.system.advancement as Record<string, PlainObject>).asiCyborg0000001!.value).toEqual({ type: "asi", assignments: { con: 2, int: 1 } });
    expect(updates.some((u) => u.isAdvancement === true)).toBe(true);
    // On the dropping client (the player's): (manager, actor updates, items to create, to update, to delete).
    expect(hooks).toHaveLength(1);
    const [, actorUpdates, toCreate, toUpdate, toDelete] = hooks[0] as [unknown, PlainObject, PlainObject[], unknown[], unknown[]];
    expect(actorUpdates).toMatchObject({ system: { abilities: { con: { value: 16 }, int: { value: 11 } } } });
    expect(toCreate.map((i) => i.type)).toEqual(["race"]);
    expect([toUpdate, toDelete]).toEqual([[], []]);
  });

  it("ItemGrant gives its features with the species: created with it, flagged to it, listed under Species on the sheet", async () => {
    const world = await createDnd5eWorld();
    const feature = (await Item.create({ name: "Plated Hide", type: "feat", system: { type: { value: "race" }, description: { value: "<p>Tough.</p>" } } } as never))!;
    const gone = "Item.missing000000001";
    const granting = { ...species, system: { ...species.system, advancement: [{ _id: "grantCyborg00001", type: "ItemGrant", level: 0, configuration: { items: [{ uuid: feature.uuid, optional: false }, { uuid: gone, optional: false }], optional: false, spell: null }, value: {} }] } };
    const item = (await Item.create(granting as never))!;
    const actor = await createCharacter();
    const toCreate: string[][] = [];
    Hooks.on("dnd5e.preAdvancementManagerComplete", (_m: unknown, _u: unknown, created: PlainObject[]) => void toCreate.push(created.map((i) => String(i.type))));
    const sheet = sheetOf(actor);
    await sheet.render(true);
    drop(sheet.element, item.uuid);
    await world.settle();
    expect(toCreate).toEqual([["race", "feat"]]);
    const race = itemsOf(actor).find((i) => i.type === "race")!;
    const granted = itemsOf(actor).find((i) => i.type === "feat")!;
    expect(granted.name).toBe("Plated Hide");
    expect(granted.id).not.toBe(feature.id);
    expect(granted.getFlag("dnd5e", "sourceId")).toBe(feature.uuid);
    expect(granted.getFlag("dnd5e", "advancementOrigin")).toBe(`${race.id}.grantCyborg00001`);
    expect(granted.getFlag("dnd5e", "advancementRoot")).toBe(`${race.id}.grantCyborg00001`);
    expect((granted as unknown as { _stats: { compendiumSource: string } })._stats.compendiumSource).toBe(feature.uuid);
    // The uuid that resolves to nothing is skipped; the value records what was added.
    expect((race.system.advancement as Record<string, PlainObject>).grantCyborg00001!.value).toEqual({ added: { [String(granted.id)]: feature.uuid } });
    const { groups } = await (sheet as unknown as { itemSections(): Promise<{ groups: Record<string, { origin: string; activation: string }> }> }).itemSections();
    expect(groups[String(granted.id)]).toEqual({ origin: "species", activation: "passive" });
  });

  it("an optional grant gives only its required entries at once", async () => {
    const world = await createDnd5eWorld();
    const [a, b] = await Promise.all(["Required", "Optional"].map((name) => Item.create({ name, type: "feat" } as never)));
    const granting = { ...species, system: { ...species.system, advancement: [{ _id: "grantCyborg00002", type: "ItemGrant", level: 0, configuration: { items: [{ uuid: a!.uuid, optional: false }, { uuid: b!.uuid, optional: true }], optional: true }, value: {} }] } };
    const item = (await Item.create(granting as never))!;
    const actor = await createCharacter();
    const sheet = sheetOf(actor);
    await sheet.render(true);
    drop(sheet.element, item.uuid);
    await world.settle();
    expect(itemsOf(actor).filter((i) => i.type === "feat").map((i) => i.name)).toEqual(["Required"]);
  });

  it("a second species is refused with dnd5e's singleton error and nothing is created", async () => {
    const world = await createDnd5eWorld();
    const item = (await Item.create(species as never))!;
    const actor = await createCharacter();
    const sheet = sheetOf(actor);
    await sheet.render(true);
    drop(sheet.element, item.uuid);
    await world.settle();
    expect(itemsOf(actor).filter((i) => i.type === "race")).toHaveLength(1);
    const before = actor.items.size;
    drop(sheet.element, item.uuid);
    await world.settle();
    expect(actor.items.size).toBe(before);
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
  });

  it("deleting the species clears details.race", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter();
    const [race] = await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", system: { advancement: {} } }]);
    await world.settle();
    expect(actor.system.details.race).toBe(race);
    await actor.deleteEmbeddedDocuments("Item", [String((race as { id: string }).id)]);
    await world.settle();
    expect(actor.system.details.race).toBeNull();
  });
});
