/**
 * CY-SP-1 through the stand-in: the Cyborg species dragged from the compendium onto a new character's sheet,
 * a second species refused at the drop and at the data level, and deleting the species undoing it exactly.
 */
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, type SheetHandle } from "../helpers";
import type { SpeciesData } from "../../../src/data/item/species";

type SpeciesItem = Item.Implementation & { system: SpeciesData };

/** Drops a document on a sheet as Foundry's drag and drop does: `text/plain` JSON `{type, uuid}`. */
function drop(sheet: SheetHandle, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  sheet.element.dispatchEvent(event);
}

async function cyborgUuid(): Promise<string> {
  const pack = game.packs!.get("augmented.species")!;
  const index = await pack.getIndex();
  const entry = [...index].find((e) => e.name === "Cyborg");
  if (!entry) throw new Error("no Cyborg in the species pack");
  return (entry as { uuid: string }).uuid;
}

/** The stored values a species touches, for "unchanged" comparisons. */
function snapshot(actor: Actor.Implementation) {
  return foundry.utils.deepClone((actor.toObject() as { system: unknown }).system);
}

function speciesOf(actor: Actor.Implementation): SpeciesItem[] {
  return actor.items.filter((item) => (item.type as string) === "species") as SpeciesItem[];
}

describe("species (CY-SP-1)", () => {
  it("CY-SP-1: dropping Cyborg on a new character: Str and Con +1, chosen language, walk 30, humanoid, one update", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const before = snapshot(actor);
    const uuid = await cyborgUuid();

    let updates = 0;
    let creates = 0;
    Hooks.on("updateActor", () => void updates++);
    Hooks.on("createItem", () => void creates++);
    world.dialogs.respond({ action: "apply", fields: { language0: "elvish" }, client: world.player });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      drop(sheet, uuid);
    });
    await world.settle();

    expect(world.dialogs.history.at(-1)?.title).toContain("Cyborg");
    const system = actor.system;
    expect(system.abilities.str.value).toBe(11);
    expect(system.abilities.con.value).toBe(11);
    expect(system.abilities.dex.value).toBe(10);
    expect([...system.traits.languages].sort()).toEqual(["common", "elvish"]);
    expect(system.attributes.movement.walk).toBe(30);
    expect([...system.traits.creatureTypes]).toEqual(["humanoid"]);
    expect(system.traits.size).toBe("medium");
    expect(updates).toBe(1);
    expect(creates).toBe(1);

    const [species] = speciesOf(actor);
    expect(species?.name).toBe("Cyborg");
    expect(species?._stats.compendiumSource).toBe(uuid);
    expect(species?.system.applied).toMatchObject({
      active: true,
      abilities: { str: 1, con: 1, dex: 0 },
      chosen: { languages: ["elvish"] },
      languages: { added: ["common", "elvish"] },
      creatureTypes: { added: ["humanoid"], removed: [] },
      walk: { from: 30, to: 30 },
    });

    // The player deletes it from their own client: one update, made by that client, puts everything back.
    await world.as(world.player, () => species!.delete());
    await world.settle();
    expect(updates).toBe(2);
    expect(snapshot(actor)).toEqual(before);
  });

  it("CY-SP-1: a species copied onto an actor without the drop workflow applies nothing and records nothing", async () => {
    const world = await createWorld({ seed: 12 });
    const first = await createCharacter();
    world.dialogs.respond({ action: "apply", fields: { language0: "orc" } });
    drop(await openSheet(first), await cyborgUuid());
    await world.settle();
    const copy = speciesOf(first)[0]!.toObject();
    expect(copy.system.applied.active).toBe(true);

    const second = await createCharacter({ name: "Bo" });
    const before = snapshot(second);
    const [created] = (await second.createEmbeddedDocuments("Item", [copy])) as SpeciesItem[];
    await world.settle();
    expect(created?.system.applied.active).toBe(false);
    await created!.delete();
    await world.settle();
    expect(snapshot(second)).toEqual(before);
  });

  it("CY-SP-1: a second species is refused at the drop and at the data level; the actor is unchanged", async () => {
    const world = await createWorld({ seed: 8 });
    const actor = await createCharacter();
    const uuid = await cyborgUuid();
    world.dialogs.respond({ action: "apply", fields: { language0: "dwarvish" } });
    const sheet = await openSheet(actor);
    drop(sheet, uuid);
    await world.settle();
    expect(speciesOf(actor)).toHaveLength(1);
    const applied = snapshot(actor);
    const dialogs = world.dialogs.history.length;

    // Another species from the sidebar, dropped on the same sheet.
    const other = await Item.create({ name: "Gearforged", type: "species", system: { abilityChoice: { count: 2 }, languages: { fixed: ["common", "machine"] } } } as Item.CreateData);
    world.notifications.length = 0;
    drop(sheet, other!.uuid);
    await world.settle();
    expect(speciesOf(actor).map((i) => i.name)).toEqual(["Cyborg"]);
    expect(snapshot(actor)).toEqual(applied);
    expect(world.dialogs.history.length).toBe(dialogs);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning" });
    expect(world.notifications.at(-1)?.message).toContain("already has a species");

    // Data level: creating one directly through the API is vetoed by the species model.
    const created = await actor.createEmbeddedDocuments("Item", [other!.toObject()]);
    await world.settle();
    expect(created).toHaveLength(0);
    expect(speciesOf(actor).map((i) => i.name)).toEqual(["Cyborg"]);
    expect(snapshot(actor)).toEqual(applied);
  });

  it("CY-SP-1: deleting the species reverses exactly what it changed", async () => {
    const world = await createWorld({ seed: 9 });
    const actor = await createCharacter({
      system: { abilities: { str: { value: 14 }, con: { value: 12 } }, attributes: { movement: { walk: 25 } }, traits: { size: "small", languages: ["dwarvish"] } },
    });
    const before = snapshot(actor);
    world.dialogs.respond({ action: "apply", fields: { language0: "orc" } });
    const sheet = await openSheet(actor);
    drop(sheet, await cyborgUuid());
    await world.settle();
    expect(actor.system.abilities.str.value).toBe(15);
    expect(actor.system.traits.size).toBe("medium");
    expect([...actor.system.traits.languages].sort()).toEqual(["common", "dwarvish", "orc"]);

    let updates = 0;
    Hooks.on("updateActor", () => void updates++);
    await speciesOf(actor)[0]!.delete();
    await world.settle();
    expect(speciesOf(actor)).toHaveLength(0);
    expect(updates).toBe(1);
    expect(snapshot(actor)).toEqual(before);
  });

  it("CY-SP-1: cancelling the choice dialog adds nothing", async () => {
    const world = await createWorld({ seed: 10 });
    const actor = await createCharacter();
    const before = snapshot(actor);
    world.dialogs.respond({ action: "cancel" });
    const sheet = await openSheet(actor);
    drop(sheet, await cyborgUuid());
    await world.settle();
    expect(speciesOf(actor)).toHaveLength(0);
    expect(snapshot(actor)).toEqual(before);
  });

  it("CY-SP-1: the pack entry is valid against the species model and matches the rules", async () => {
    await createWorld({ seed: 11 });
    const file = path.join(REPO_ROOT, "packs/_source/species/cyborg.yml");
    const source = loadYaml(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    delete source._key;
    const item = (await Item.create(source as Item.CreateData)) as SpeciesItem;
    expect(item.system.toObject()).toEqual(source.system);
    expect(item.system.definition).toEqual({
      abilities: { str: 1, dex: 0, con: 1, int: 0, wis: 0, cha: 0 },
      abilityChoice: { count: 0, amount: 1, allowed: [] },
      size: "medium",
      walk: 30,
      creatureTypes: ["humanoid"],
      languages: { fixed: ["common"], choices: 1 },
    });
    expect(item.system.traits.map((t) => t.name)).toEqual(["Visionaire", "Pay to Win"]);
    const packed = (await game.packs!.get("augmented.species")!.getDocument(String(source._id))) as SpeciesItem;
    expect(packed.system.toObject()).toEqual(source.system);

    const sheet = await openSheet(item);
    expect(sheet.element.querySelector('[data-application-part="species"]')).not.toBeNull();
    expect(sheet.element.querySelector('[data-trait="Visionaire"]')?.textContent).toContain("AC");
    // Play mode reads as text (issue 28); the inputs are Edit mode's.
    expect(sheet.element.querySelector('[data-derived="species-increases"]')?.textContent).toBe("STR +1, CON +1");
    expect(sheet.element.querySelector('[name="system.abilities.str"]')).toBeNull();
    await enterEditMode(sheet);
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.abilities.str"]')?.value).toBe("1");
    // Edited on the sheet like any item.
    const world = await createWorld({ seed: 13 });
    const fresh = (await Item.create({ name: "Custom", type: "species" } as Item.CreateData)) as SpeciesItem;
    const own = await openSheet(fresh);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(own);
    editField(own, "system.movement.walk", "25");
    editField(own, "system.size", "small");
    await world.settle();
    expect(fresh.system.movement.walk).toBe(25);
    expect(fresh.system.size).toBe("small");
  });
});
