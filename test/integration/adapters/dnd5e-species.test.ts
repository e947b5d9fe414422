// The module's two Cyborg species (src/adapters/dnd5e/packs/species/): the 2014 entry (ability increases, languages)
// and the 2024 entry (neither: the background gives them), each granting Visionaire and System Failure as features,
// dropped from the module's compendium on a dnd5e character in a modern and in a legacy world.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

interface Dnd5eActor {
  id: string;
  system: PlainObject & {
    abilities: Record<string, { value: number }>;
    attributes: { ac: { value: number }; movement: { walk: number } };
    traits: { size: string; languages: { value: Set<string> } };
    details: { race: { id: string } | null; type: { value: string } };
  };
  items: { contents: Item.Implementation[] };
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement; itemSections(): Promise<Sections> };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
}

interface Sections {
  features: string;
  categories: Record<string, string[]>;
  groups: Record<string, { origin: string; activation: string }>;
}

const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };
const TRAITS = ["System Failure", "Visionaire"];

function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

/** A character in a world with the given rules, the species dropped on its sheet from the module's compendium. */
async function dropSpecies(rules: "modern" | "legacy", name: string, choices: PlainObject = {}) {
  const world = await createModuleWorld();
  await game.settings!.set("dnd5e" as never, "rulesVersion" as never, rules as never);
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name: "Vex", type: "character", system: { abilities: SCORES, traits: { languages: { value: [] } } } } as never)) as unknown as Dnd5eActor;
  const manager = (game as unknown as { dnd5e: { applications: { advancement: { AdvancementManager: { queueChoices(c: PlainObject): void } } } } }).dnd5e
    .applications.advancement.AdvancementManager;
  manager.queueChoices(choices);
  await actor.sheet.render(true);
  drop(actor.sheet.element, await packUuid("species", name));
  await world.settle();
  const race = actor.items.contents.find((i) => (i.type as string) === "race")!;
  const features = actor.items.contents.filter((i) => (i.type as string) === "feat");
  return { world, actor, race, features };
}

describe("the Cyborg species in the module's compendium", () => {
  for (const rules of ["modern", "legacy"] as const) {
    it(`the 2014 entry in a ${rules} world: Str and Con +1, Common and a chosen language, Visionaire and System Failure on the sheet`, async () => {
      const { world, actor, race, features } = await dropSpecies(rules, "Cyborg", { rGWo0A9YEHjWtWtL: { chosen: ["languages:standard:common", "languages:standard:dwarvish"] } });
      expect(game.settings!.get("dnd5e" as never, "rulesVersion" as never)).toBe(rules);
      expect(race.name).toBe("Cyborg");
      expect((race.system as unknown as { source: { rules: string } }).source.rules).toBe("2014");
      expect(race.getFlag("augmented-dnd5e" as never, "cyborg" as never)).toBe(true);
      expect(actor.system.abilities.str!.value).toBe(15);
      expect(actor.system.abilities.con!.value).toBe(15);
      expect(actor.system.abilities.dex!.value).toBe(16);
      expect([...actor.system.traits.languages.value].sort()).toEqual(["common", "dwarvish"]);
      expect(actor.system.traits.size).toBe("med");
      expect(actor.system.attributes.movement.walk).toBe(30);
      expect(actor.system.details.type.value).toBe("humanoid");
      expect(features.map((f) => f.name).sort()).toEqual(TRAITS);
      for (const feature of features) expect(feature.getFlag("dnd5e" as never, "advancementRoot" as never)).toBe(`${race.id}.cyborgGrant14000`);
      expect(world.errors).toEqual([]);
    });

    it(`the 2024 entry in a ${rules} world: no ability increase and no languages (the background gives them), the same features`, async () => {
      const { world, actor, race, features } = await dropSpecies(rules, "Cyborg (2024)");
      expect((race.system as unknown as { source: { rules: string } }).source.rules).toBe("2024");
      expect(race.getFlag("augmented-dnd5e" as never, "cyborg" as never)).toBe(true);
      for (const [id, { value }] of Object.entries(SCORES)) expect(actor.system.abilities[id]!.value, id).toBe(value);
      expect([...actor.system.traits.languages.value]).toEqual([]);
      expect(actor.system.traits.size).toBe("med");
      expect(actor.system.attributes.movement.walk).toBe(30);
      expect(features.map((f) => f.name).sort()).toEqual(TRAITS);
      for (const feature of features) expect(feature.getFlag("dnd5e" as never, "advancementRoot" as never)).toBe(`${race.id}.cyborgGrant24000`);
      expect(world.errors).toEqual([]);
    });
  }

  it("lists the granted traits on dnd5e's sheet as the species' passive features, each with its description", async () => {
    const { actor, features } = await dropSpecies("modern", "Cyborg (2024)");
    const { categories, groups, features: html } = await actor.sheet.itemSections();
    for (const feature of features) {
      expect(categories.features).toContain(feature.id);
      expect(groups[feature.id!]).toEqual({ origin: "species", activation: "passive" });
      expect(html).toContain(feature.name);
      const description = (feature.system as unknown as { description: { value: string } }).description.value;
      expect(description.length, feature.name).toBeGreaterThan(100);
    }
  });

  it("keeps the Cyborg trait: Visionaire raises AC for an installed augment under either entry", async () => {
    for (const name of ["Cyborg", "Cyborg (2024)"]) {
      const { world, actor } = await dropSpecies("modern", name);
      const base = actor.system.attributes.ac.value;
      const source = (await fromUuid(await packUuid("augments", "Head Lamp"))) as Item.Implementation;
      await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: "head" } }) as PlainObject]);
      await world.settle();
      expect(actor.system.attributes.ac.value, name).toBe(base + 1);
    }
  });
});
