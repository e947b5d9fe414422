// The module's Gearforged species in a dnd5e world with the Gearforged line on (src/adapters/dnd5e/packs/species/):
// the homebrew (seed 001) and chassis-variant (seed 002) entries for the 2014 and 2024 rules, dropped from the
// module's compendium on a dnd5e character's sheet, as dnd5e's own race items with their Advancement; their traits
// as granted features; their immunities and resistances on dnd5e's traits, honoured by dnd5e's own damage
// application; the "Gearforged body" effect that keeps a sinking body's swim speed at 0.
import { describe, expect, it } from "vitest";
import { type GearforgedCharacter, MODULE, SCORES, drop, gearforgedTable, itemOf } from "./dnd5e-gearforged-table";
import { packUuid } from "./dnd5e-module-world";
import { pressUsageButton } from "../../dnd5e/helpers";
import type { PlainObject } from "../../foundry/utils";

const HOMEBREW_TRAITS = ["Constructed Body", "Solid Construction", "Steel of Flesh", "Upgrades"];
const CHASSIS_TRAITS = ["Construct Resilience", "Construct Vitality", "Living Construct", "Race Chassis"];
const ENTRIES = [
  { name: "Gearforged (homebrew)", variant: "homebrew", rules: "2014", asi: "gfHb1Asi00000000", traits: HOMEBREW_TRAITS, grant: "gfHb1Grant000000" },
  { name: "Gearforged (homebrew, 2024)", variant: "homebrew", rules: "2024", asi: null, traits: HOMEBREW_TRAITS, grant: "gfHb2Grant000000" },
  { name: "Gearforged (chassis variant)", variant: "chassis", rules: "2014", asi: "gfCh1Asi00000000", traits: CHASSIS_TRAITS, grant: "gfCh1Grant000000" },
  { name: "Gearforged (chassis variant, 2024)", variant: "chassis", rules: "2024", asi: null, traits: CHASSIS_TRAITS, grant: "gfCh2Grant000000" },
] as const;

function set(values: Set<string>): string[] {
  return [...values].sort();
}

function walkOf(actor: GearforgedCharacter): number {
  const movement = actor.system.attributes.movement;
  // 6.x prepares the speeds under `speeds` (the stand-in keeps both lines' fields: 5.3 leaves that place blank).
  return typeof movement.speeds?.walk === "number" ? movement.speeds.walk : movement.walk;
}

function swimOf(actor: GearforgedCharacter): number {
  const movement = actor.system.attributes.movement;
  return typeof movement.speeds?.swim === "number" ? movement.speeds.swim : movement.swim;
}

describe("GF-SP-1 / GC-SP-1: the Gearforged species as dnd5e race items", () => {
  for (const entry of ENTRIES) {
    it(`${entry.variant === "homebrew" ? "GF-SP-1" : "GC-SP-1"}: ${entry.name} (${entry.rules} rules) dropped on a dnd5e sheet: its variant, traits as features, ${entry.asi ? "two different +1, Common and Machine Speech" : "no increase or languages (the background's)"}, walk 30`, async () => {
      const choices = entry.asi ? { [entry.asi]: { assignments: { dex: 1, int: 1 } } } : {};
      const { world, actor } = await gearforgedTable(entry.name, { choices });
      const race = itemOf(actor, "race")!;
      expect(race.name).toBe(entry.name);
      expect(race.getFlag(MODULE as never, "gearforgedVariant" as never)).toBe(entry.variant);
      expect((race.system as unknown as { source: { rules: string } }).source.rules).toBe(entry.rules);
      const features = actor.items.contents.filter((i) => (i.type as string) === "feat");
      expect(features.map((f) => f.name).sort()).toEqual([...entry.traits].sort());
      for (const feature of features) expect(feature.getFlag("dnd5e" as never, "advancementRoot" as never)).toBe(`${race.id}.${entry.grant}`);
      if (entry.asi) {
        expect(actor.system.abilities.dex!.value).toBe(SCORES.dex.value + 1);
        expect(actor.system.abilities.int!.value).toBe(SCORES.int.value + 1);
        expect(set(actor.system.traits.languages.value)).toEqual(["common", "machine"]);
      } else {
        for (const [id, { value }] of Object.entries(SCORES)) expect(actor.system.abilities[id]!.value, id).toBe(value);
        expect(set(actor.system.traits.languages.value)).toEqual([]);
      }
      expect(actor.system.traits.size).toBe("med");
      expect(walkOf(actor)).toBe(30);
      expect(world.errors).toEqual([]);
    });
  }

  it("GF-SP-1: Machine Speech is one of dnd5e's languages, labelled by the module, once the Gearforged line is on", async () => {
    const { world } = await gearforgedTable("Gearforged (homebrew)");
    for (const client of [world.gm, world.player]) {
      const label = world.as(client, () => (CONFIG as unknown as { DND5E: { languages: { exotic: { children: Record<string, string> } } } }).DND5E.languages.exotic.children.machine);
      expect(label).toBe("AUGMENTED.Language.machine");
      expect(world.as(client, () => game.i18n!.localize(label!))).toBe("Machine Speech");
    }
  });

  it("GF-BODY-6 / GC-LIV-1: the creature type reads Construct with the Humanoid subtype, as dnd5e shows a species' type", async () => {
    for (const name of ["Gearforged (homebrew)", "Gearforged (chassis variant, 2024)"]) {
      const { actor } = await gearforgedTable(name);
      expect(actor.system.details.type, name).toMatchObject({ value: "construct", subtype: "Humanoid" });
    }
  });

  it("GF-BODY-6 / GC-LIV-1: healing applied through dnd5e's damage application restores a gearforged's hit points (dnd5e does not gate healing by creature type)", async () => {
    for (const name of ["Gearforged (homebrew, 2024)", "Gearforged (chassis variant, 2024)"]) {
      const { world, actor } = await gearforgedTable(name, { system: { attributes: { hp: { value: 6, max: 20 } } } });
      await world.as(world.gm, () => actor.applyDamage([{ value: 7, type: "healing" }], { isDelta: true }));
      await world.settle();
      expect(actor.system.attributes.hp.value, name).toBe(13);
    }
  });

  it("lists the granted traits on dnd5e's sheet as the species' passive features, each with its description", async () => {
    const { actor } = await gearforgedTable("Gearforged (chassis variant)", { choices: { gfCh1Asi00000000: { assignments: { str: 1, con: 1 } } } });
    const { categories, groups, features: html } = await actor.sheet.itemSections();
    const features = actor.items.contents.filter((i) => (i.type as string) === "feat");
    expect(features).toHaveLength(4);
    for (const feature of features) {
      expect(categories.features).toContain(feature.id);
      expect(groups[feature.id!]).toEqual({ origin: "species", activation: "passive" });
      expect(html).toContain(feature.name);
    }
  });

  it("a Gearforged species dropped on a character that has a species: dnd5e refuses it (one species per character), nothing created", async () => {
    const { world, actor, mine } = await gearforgedTable("Gearforged (homebrew)", { choices: { gfHb1Asi00000000: { assignments: { str: 1, con: 1 } } } });
    const before = actor.items.size;
    const uuid = await world.as(world.player, () => packUuid("species", "Gearforged (chassis variant)"));
    await world.as(world.player, () => drop(mine().sheet.element, uuid));
    await world.settle();
    expect(actor.items.size).toBe(before);
    expect(itemOf(actor, "race")!.name).toBe("Gearforged (homebrew)");
    expect(world.notifications.filter((n) => n.level === "error").map((n) => n.message)).toEqual(["DND5E.ACTOR.Warning.Singleton"]);
  });
});

describe("GF-STEEL-1 / GC-RES-1: immunities and resistances on dnd5e's traits", () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-STEEL-1 (dnd5e ${dnd5eVersion}): immune to poison damage, the poisoned condition and disease; dnd5e's damage application takes no poison`, async () => {
      const { world, actor } = await gearforgedTable("Gearforged (homebrew, 2024)", { dnd5eVersion });
      expect(set(actor.system.traits.di.value)).toEqual(["poison"]);
      expect(set(actor.system.traits.ci.value)).toEqual(["diseased", "poisoned"]);
      await world.as(world.gm, () => actor.applyDamage([{ value: 8, type: "poison" }, { value: 3, type: "slashing" }], { isDelta: true }));
      await world.settle();
      expect(actor.system.attributes.hp.value).toBe(17);
    });

    it(`GC-RES-1 (dnd5e ${dnd5eVersion}): resistance to poison damage and immune to disease; dnd5e's damage application halves poison`, async () => {
      const { world, actor } = await gearforgedTable("Gearforged (chassis variant, 2024)", { dnd5eVersion });
      expect(set(actor.system.traits.dr.value)).toEqual(["poison"]);
      expect(set(actor.system.traits.di.value)).toEqual([]);
      expect(set(actor.system.traits.ci.value)).toEqual(["diseased"]);
      await world.as(world.gm, () => actor.applyDamage([{ value: 9, type: "poison" }], { isDelta: true }));
      await world.settle();
      expect(actor.system.attributes.hp.value).toBe(16);
    });
  }

  it("GC-RES-1: a save marked against being poisoned rolls with advantage through dnd5e's roll; unmarked, or a homebrew body, it does not", async () => {
    const chassis = await gearforgedTable("Gearforged (chassis variant, 2024)");
    const marked = await chassis.world.as(chassis.world.player, () => chassis.mine().rollSavingThrow({ ability: "con", againstPoison: true }, { configure: false }, { create: false }));
    expect(marked![0]!.formula).toMatch(/^2d20kh/);
    const plain = await chassis.world.as(chassis.world.player, () => chassis.mine().rollSavingThrow({ ability: "con" }, { configure: false }, { create: false }));
    expect(plain![0]!.formula).toMatch(/^1d20/);
    const homebrew = await gearforgedTable("Gearforged (homebrew, 2024)");
    const other = await homebrew.world.as(homebrew.world.player, () => homebrew.mine().rollSavingThrow({ ability: "con", againstPoison: true }, { configure: false }, { create: false }));
    expect(other![0]!.formula).toMatch(/^1d20/);
  });
});

/** A monster's bite: a Constitution save (DC 11) whose failure applies `effect` (the item's own effect), through dnd5e's save card. */
async function biteCard(world: Awaited<ReturnType<typeof gearforgedTable>>["world"], statuses: string[]): Promise<PlainObject> {
  return world.as(world.gm, async () => {
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const spider = (await Actor.create({ name: "Giant Spider", type: "npc", system: { details: { cr: 1 } } } as never)) as unknown as { createEmbeddedDocuments(n: string, d: PlainObject[]): Promise<Item.Implementation[]> };
    const [bite] = await spider.createEmbeddedDocuments("Item", [{
      name: "Bite", type: "feat",
      effects: [{ _id: "venom00000000000", name: "Venom", statuses, transfer: false }],
      system: { activities: { bite000000000000: { type: "save", save: { ability: ["con"], dc: { calculation: "", formula: "11" } }, effects: [{ _id: "venom00000000000" }] } } },
    }]);
    // cast: dnd5e's item use, which the core types do not declare.
    const usage = (await (bite as unknown as { use(u: PlainObject, d: PlainObject): Promise<{ message: PlainObject }> }).use({}, { configure: false })) as { message: PlainObject };
    return usage.message;
  });
}

describe("GC-RES-1: advantage on saves against being poisoned, from dnd5e's save cards", () => {
  it("GC-RES-1: the save button of a card whose activity applies the Poisoned condition rolls the chassis variant's save with advantage; another card's does not", async () => {
    const table = await gearforgedTable("Gearforged (chassis variant, 2024)");
    await table.world.as(table.world.gm, () => game.users!.get(table.world.player.userId)!.update({ character: table.actor.id } as never));
    await table.world.settle();
    const roll = async (card: PlainObject) => {
      // dnd5e's save button opens the saver's roll dialog: its default button is the mode the roll carries.
      table.world.dialogs.respond({ client: table.world.player });
      const [rolls] = (await table.world.as(table.world.player, () => pressUsageButton(card, "rollSave"))) as { formula: string }[][];
      return rolls![0]!.formula;
    };
    expect(await roll(await biteCard(table.world, ["poisoned"]))).toMatch(/^2d20kh/);
    expect(await roll(await biteCard(table.world, ["restrained"]))).toMatch(/^1d20/);
    expect(table.world.errors).toEqual([]);
  });
});

describe("GF-BODY-2: a sinking body swims at 0 (the Gearforged body effect)", () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-BODY-2 (dnd5e ${dnd5eVersion}): a swim speed from elsewhere is held at 0 by the module's "Gearforged body" effect; the chassis variant swims`, async () => {
      const swimming = { attributes: { movement: { swim: "30" } } };
      const homebrew = await gearforgedTable("Gearforged (homebrew, 2024)", { dnd5eVersion, system: swimming });
      const effects = homebrew.actor.effects.contents.filter((e) => e.getFlag(MODULE as never, "gearforgedBody" as never) === true);
      expect(effects.map((e) => e.name)).toEqual(["Gearforged body"]);
      expect(swimOf(homebrew.actor)).toBe(0);
      expect(walkOf(homebrew.actor)).toBe(30);
      // The species removed: the effect goes with it and the swim speed comes back.
      await homebrew.world.as(homebrew.world.gm, () => itemOf(homebrew.actor, "race")!.delete());
      await homebrew.world.settle();
      expect(homebrew.actor.effects.contents.filter((e) => e.getFlag(MODULE as never, "gearforgedBody" as never) === true)).toEqual([]);
      expect(swimOf(homebrew.actor)).toBe(30);
      const chassis = await gearforgedTable("Gearforged (chassis variant, 2024)", { dnd5eVersion, system: swimming });
      expect(chassis.actor.effects.size).toBe(0);
      expect(swimOf(chassis.actor)).toBe(30);
    });
  }
});
