// Gearforged's chassis and upgrades as dnd5e items (GC-CH-1, GF-UPG-1..12) in a dnd5e world with the Gearforged
// line on: dropped from the module's compendium on a dnd5e character's sheet (the shared workflows), refused at
// creation with the system's reasons, used through dnd5e's activities, and their numbers read back from dnd5e's
// own prepared data on both dnd5e lines (5.3 and 6.x: src/adapters/dnd5e/data-paths.ts).
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { LASER_USES_MAX, UPGRADE_ACTIVITY_IDS } from "../../../src/adapters/dnd5e/gearforged/activities";

const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
const SCORES = { str: { value: 14 }, dex: { value: 12 }, con: { value: 14 }, int: { value: 10 }, wis: { value: 10 }, cha: { value: 8 } };
const GEARFORGED = (variant: string) => ({ name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: variant } }, system: {} });
const fighter = (levels: number) => ({ name: "Fighter", type: "class", system: { identifier: "fighter", levels, hd: { denomination: "d10" } } });

type Dnd5eActor = Actor.Implementation & {
  longRest(config: PlainObject): Promise<unknown>;
  system: PlainObject & {
    attributes: PlainObject & { ac: { value: number }; hp: { temp: number }; senses?: { ranges: Record<string, number | null> }; movement: PlainObject & { speeds?: PlainObject } };
    traits: { size: string; languages: { value: Set<string> } };
  };
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
};

interface ActivityView {
  type: string;
  save?: { dc: { value?: number } };
  use(usage: PlainObject, dialog: PlainObject, message: PlainObject): Promise<unknown>;
}

function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

async function gearforged(world: World, options: { variant?: string | null; level?: number; system?: PlainObject } = {}): Promise<Dnd5eActor> {
  const variant = options.variant === undefined ? "homebrew" : options.variant;
  return world.as(world.gm, async () => {
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Cog", type: "character", system: foundry.utils.mergeObject({ abilities: foundry.utils.deepClone(SCORES), attributes: { hp: { value: 40, max: 44 }, movement: { walk: "30" } }, traits: { languages: { value: ["common"] } } }, options.system ?? {}) } as never)) as unknown as Dnd5eActor;
    const items: PlainObject[] = [fighter(options.level ?? 5)];
    if (variant) items.push(GEARFORGED(variant));
    await actor.createEmbeddedDocuments("Item", items as never);
    await world.settle();
    return actor;
  });
}

async function packData(name: string): Promise<PlainObject> {
  const source = (await fromUuid(await packUuid("gearforged", name))) as Item.Implementation;
  return source.toObject() as PlainObject;
}

/** A compendium item created on the actor directly (the API path, as a module or macro would). */
async function create(world: World, actor: Dnd5eActor, name: string, patch: PlainObject = {}): Promise<Item.Implementation | undefined> {
  const data = foundry.utils.mergeObject(await packData(name), patch) as PlainObject;
  const created = await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [data] as never));
  await world.settle();
  return created?.[0] as Item.Implementation | undefined;
}

function names(actor: Dnd5eActor, type: string): string[] {
  return actor.items.contents.filter((item) => (item.type as string) === type).map((item) => item.name);
}

function warnings(world: World): string[] {
  return world.notifications.filter((n) => n.level === "warning").map((n) => n.message);
}

function speed(actor: Dnd5eActor, mode: string, six: boolean): number {
  const movement = actor.system.attributes.movement;
  return Number((six ? movement.speeds : movement)?.[mode] ?? 0);
}

function activity(item: Item.Implementation, id: string): ActivityView {
  return (item.system as unknown as { activities: { get(id: string): ActivityView } }).activities.get(id);
}

function uses(item: Item.Implementation): { spent: number; value: number; max: number | string } {
  return (item.system as unknown as { uses: { spent: number; value: number; max: number | string } }).uses;
}

const world = (settings: PlainObject = {}, dnd5eVersion?: string) =>
  createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true, ...settings }, ...(dnd5eVersion ? { dnd5eVersion } : {}) });

describe("Gearforged chassis in a dnd5e world", () => {
  it("GC-CH-1: a chassis dropped from the module's compendium applies its size and language through the dnd5e port; deleting it reverses exactly that", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w);
    await w.as(w.gm, async () => {
      await actor.sheet.render(true);
      drop(actor.sheet.element, await packUuid("gearforged", "Gnome Chassis"));
    });
    await w.settle();
    expect(names(actor, `${MODULE}.chassis`)).toEqual(["Gnome Chassis"]);
    expect(actor.system.traits.size).toBe("sm");
    expect([...actor.system.traits.languages.value].sort()).toEqual(["common", "gnomish"]);
    const chassis = actor.items.contents.find((item) => (item.type as string) === `${MODULE}.chassis`)!;
    await w.as(w.gm, () => chassis.delete());
    await w.settle();
    expect(actor.system.traits.size).toBe("med");
    expect([...actor.system.traits.languages.value]).toEqual(["common"]);
    expect(w.errors).toEqual([]);
  });

  it("GC-CH-1: a second chassis created on the actor is refused with the reason, nothing created; a chassis on a non-gearforged is refused on drop", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w);
    await w.as(w.gm, async () => {
      await actor.sheet.render(true);
      drop(actor.sheet.element, await packUuid("gearforged", "Dwarf Chassis"));
    });
    await w.settle();
    expect(await create(w, actor, "Kobold Chassis")).toBeUndefined();
    expect(names(actor, `${MODULE}.chassis`)).toEqual(["Dwarf Chassis"]);
    expect(warnings(w).some((m) => m.includes("already has the Dwarf Chassis"))).toBe(true);
    const human = await gearforged(w, { variant: null });
    await w.as(w.gm, async () => {
      await human.sheet.render(true);
      drop(human.sheet.element, await packUuid("gearforged", "Dwarf Chassis"));
    });
    await w.settle();
    expect(names(human, `${MODULE}.chassis`)).toEqual([]);
    expect(warnings(w).some((m) => m.includes("is not a gearforged"))).toBe(true);
  });
});

describe.each(["5.3.3", "6.0.0"])("a GM's chassis in a dnd5e %s world", (version) => {
  it("GC-CH-1: a world chassis with the GM's walk 25 ft sets dnd5e's walking speed at the line's place; deleting it puts 30 ft back", SCENARIO, async () => {
    const six = version.startsWith("6");
    const w = await world({}, version);
    const actor = await gearforged(w);
    const uuid = await w.as(w.gm, async () => {
      const data = foundry.utils.mergeObject(await packData("Kobold Chassis"), { system: { walk: 25 } }) as PlainObject;
      delete data._id;
      const made = (await Item.create(data as never)) as unknown as Item.Implementation;
      await actor.sheet.render(true);
      return made.uuid;
    });
    await w.as(w.gm, () => drop(actor.sheet.element, uuid));
    await w.settle();
    expect(names(actor, `${MODULE}.chassis`)).toEqual(["Kobold Chassis"]);
    expect(speed(actor, "walk", six)).toBe(25);
    expect(actor.system.traits.size).toBe("sm");
    expect([...actor.system.traits.languages.value].sort()).toEqual(["common", "draconic"]);
    const chassis = actor.items.contents.find((item) => (item.type as string) === `${MODULE}.chassis`)!;
    await w.as(w.gm, () => chassis.delete());
    await w.settle();
    expect(speed(actor, "walk", six)).toBe(30);
    expect(actor.system.traits.size).toBe("med");
    expect(w.deprecations.filter((m) => m.includes("movement"))).toEqual([]);
    expect(w.errors).toEqual([]);
  });
});

describe("Gearforged upgrades' drop rules in a dnd5e world", () => {
  it("GF-UPG-1: refused on a non-gearforged and on another variant; past the slots at 1st and 5th level; under its level; nothing created", SCENARIO, async () => {
    const w = await world();
    const human = await gearforged(w, { variant: null });
    expect(await create(w, human, "Water Jets")).toBeUndefined();
    const chassisVariant = await gearforged(w, { variant: "chassis" });
    expect(await create(w, chassisVariant, "Water Jets")).toBeUndefined();
    const first = await gearforged(w, { level: 1 });
    expect(await create(w, first, "Jet Pack")).toBeUndefined();
    expect(await create(w, first, "Water Jets")).toBeDefined();
    expect(await create(w, first, "Climbing Claws")).toBeUndefined();
    const fifth = await gearforged(w, { level: 5 });
    expect(await create(w, fifth, "Water Jets")).toBeDefined();
    expect(await create(w, fifth, "Enhanced Optics")).toBeDefined();
    expect(await create(w, fifth, "Reinforced Chassis")).toBeUndefined();
    expect(names(human, `${MODULE}.upgrade`)).toEqual([]);
    expect(names(first, `${MODULE}.upgrade`)).toEqual(["Water Jets"]);
    expect(names(fifth, `${MODULE}.upgrade`)).toEqual(["Water Jets", "Enhanced Optics"]);
    expect(warnings(w).length).toBeGreaterThanOrEqual(5);
  });

  it("GF-UPG-1 / GF-UPG-11: Claw Arm Laser without Claw Arm is refused; a movement upgrade on a Large chassis is refused", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    expect(await create(w, actor, "Claw Arm Laser")).toBeUndefined();
    expect(warnings(w).at(-1)).toMatch(/Claw Arm/);
    const large = await gearforged(w, { level: 5 });
    expect(await create(w, large, "Dwarf Chassis", { system: { size: "large" } })).toBeDefined();
    expect(await create(w, large, "Climbing Claws")).toBeUndefined();
    expect(names(large, `${MODULE}.upgrade`)).toEqual([]);
  });

  it("GF-UPG-1: an upgrade dropped on the sheet runs the shared workflow (its reasons before anything is asked)", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 1 });
    await w.as(w.gm, async () => {
      await actor.sheet.render(true);
      drop(actor.sheet.element, await packUuid("gearforged", "Jet Pack"));
    });
    await w.settle();
    expect(names(actor, `${MODULE}.upgrade`)).toEqual([]);
    await w.as(w.gm, async () => drop(actor.sheet.element, await packUuid("gearforged", "Climbing Claws")));
    await w.settle();
    expect(names(actor, `${MODULE}.upgrade`)).toEqual(["Climbing Claws"]);
  });
});

describe("Gearforged upgrades' activities in a dnd5e world", () => {
  it("GF-UPG-11: Claw Arm Laser is dnd5e's save activity: Dexterity vs 8 + PB + Con, 2d10/3d10/4d10 radiant by level, Con-modifier uses per long rest (0 at Con 10)", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    await create(w, actor, "Claw Arm");
    const laser = (await create(w, actor, "Claw Arm Laser"))!;
    const save = activity(laser, UPGRADE_ACTIVITY_IDS.clawArmLaser);
    expect(save.type).toBe("save");
    // PB 3 + Con 2 + 8.
    expect(save.save?.dc.value).toBe(13);
    expect(uses(laser)).toMatchObject({ spent: 0, value: 2 });
    const part = () => (laser.system as unknown as { activities: { get(id: string): { damage: { parts: { number: number; denomination: number; types: Set<string> | string[] }[] } } } }).activities.get(UPGRADE_ACTIVITY_IDS.clawArmLaser).damage.parts[0]!;
    expect(part()).toMatchObject({ number: 2, denomination: 10 });
    expect([...part().types]).toEqual(["radiant"]);
    const fighterItem = actor.items.contents.find((item) => (item.type as string) === "class")!;
    for (const [level, dice] of [[11, 3], [16, 3], [17, 4], [10, 2]] as const) {
      await w.as(w.gm, () => fighterItem.update({ "system.levels": level } as never));
      expect(part().number).toBe(dice);
    }
    await w.as(w.gm, () => fighterItem.update({ "system.levels": 5 } as never));
    w.dice.queue([5]);
    await w.as(w.gm, () => save.use({}, { configure: false }, {}));
    await w.settle();
    expect(uses(laser)).toMatchObject({ spent: 1, value: 1 });
    await w.as(w.gm, () => actor.longRest({ dialog: false, chat: false }));
    await w.settle();
    expect(uses(laser)).toMatchObject({ spent: 0, value: 2 });
    const weak = await gearforged(w, { level: 5, system: { abilities: { con: { value: 8 } } } });
    await create(w, weak, "Claw Arm");
    const none = (await create(w, weak, "Claw Arm Laser"))!;
    expect(((none.toObject() as PlainObject).system as { uses: { max: string } }).uses.max).toBe(LASER_USES_MAX);
    expect(uses(none).value).toBe(0);
  });

  it("GF-UPG-3: Quick Fix (dnd5e's utility activity, a Bonus Action) rolls and spends a hit die: temporary HP = roll + Con", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 1 });
    const fix = (await create(w, actor, "Quick Fix"))!;
    const use = activity(fix, UPGRADE_ACTIVITY_IDS.quickFix);
    expect(use.type).toBe("utility");
    expect((use as unknown as { activation: { type: string } }).activation.type).toBe("bonus");
    await w.as(w.gm, () => use.use({}, { configure: false }, {}));
    await w.settle();
    const card = w.chat.at(-1) as unknown as { rolls: { total: number; formula: string }[] };
    expect(card.rolls[0]!.formula).toBe("1d10");
    const rolled = card.rolls[0]!.total;
    expect(actor.system.attributes.hp.temp).toBe(rolled + 2);
    const fighterItem = actor.items.contents.find((item) => (item.type as string) === "class")!;
    expect((fighterItem.system as unknown as { hd: { spent: number } }).hd.spent).toBe(1);
    // No die left: refused before anything is rolled.
    await w.as(w.gm, () => use.use({}, { configure: false }, {}));
    await w.settle();
    expect(warnings(w).at(-1)).toMatch(/no hit die left/);
    expect(actor.system.attributes.hp.temp).toBe(rolled + 2);
    expect(w.errors).toEqual([]);
  });

  for (const version of ["5.3.3", "6.0.0"]) {
    it(`GF-UPG-9: Jet Pack (dnd5e ${version}): dnd5e spends its one use; fly = walk for 1 minute of world time; a long rest refills it`, SCENARIO, async () => {
      const six = version.startsWith("6");
      const w = await world({}, version);
      const actor = await gearforged(w, { level: 5 });
      const pack = (await create(w, actor, "Jet Pack"))!;
      expect(uses(pack)).toMatchObject({ spent: 0, value: 1 });
      await w.as(w.gm, () => activity(pack, UPGRADE_ACTIVITY_IDS.jetPack).use({}, { configure: false }, {}));
      await w.settle();
      expect(uses(pack)).toMatchObject({ spent: 1, value: 0 });
      expect(speed(actor, "fly", six)).toBe(30);
      await w.as(w.gm, () => w.time.advance(60));
      await w.settle();
      expect(speed(actor, "fly", six)).toBe(0);
      await w.as(w.gm, () => actor.longRest({ dialog: false, chat: false }));
      await w.settle();
      expect(uses(pack)).toMatchObject({ spent: 0, value: 1 });
      expect(w.errors).toEqual([]);
    });
  }
});

describe.each(["5.3.3", "6.0.0"])("Gearforged upgrades' numbers in a dnd5e %s world", (version) => {
  const six = version.startsWith("6");

  it("GF-UPG-4 / GF-UPG-5: Water Jets swim = walk, Climbing Claws climb = walk, as dnd5e prepares them; removed, they go", SCENARIO, async () => {
    const w = await world({}, version);
    const actor = await gearforged(w, { level: 5 });
    const jets = (await create(w, actor, "Water Jets"))!;
    await create(w, actor, "Climbing Claws");
    expect(speed(actor, "swim", six)).toBe(30);
    expect(speed(actor, "climb", six)).toBe(30);
    await w.as(w.gm, () => jets.delete());
    await w.settle();
    expect(speed(actor, "swim", six)).toBe(0);
    expect(speed(actor, "climb", six)).toBe(30);
    expect(w.deprecations.filter((m) => m.includes("movement"))).toEqual([]);
  });

  it("GF-UPG-7 / GF-UPG-10: Enhanced Optics darkvision 120 ft; Reinforced Chassis +1 AC while no heavy armor is equipped", SCENARIO, async () => {
    const w = await world({}, version);
    const actor = await gearforged(w, { level: 5 });
    const ac = actor.system.attributes.ac.value;
    await create(w, actor, "Enhanced Optics");
    await create(w, actor, "Reinforced Chassis");
    expect(actor.system.attributes.senses?.ranges.darkvision).toBe(120);
    expect(actor.system.attributes.ac.value).toBe(ac + 1);
    const [plate] = (await w.as(w.gm, () => actor.createEmbeddedDocuments("Item", [{ name: "Plate", type: "equipment", system: { type: { value: "heavy" }, armor: { value: 18 }, equipped: true } }] as never)))!;
    await w.settle();
    const heavy = actor.system.attributes.ac.value;
    await w.as(w.gm, () => (plate as Item.Implementation).update({ "system.equipped": false } as never));
    await w.settle();
    expect(actor.system.attributes.ac.value).toBe(ac + 1);
    expect(heavy).not.toBe(ac + 2);
  });
});

describe("Gearforged upgrades' vetoes in a dnd5e world", () => {
  it("GF-UPG-2 / GF-UPG-8: an integrated weapon and an integrated armor cannot be unequipped or deleted (the gearforged feature's vetoes, through the module's event translations)", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    const [sword, mail] = (await w.as(w.gm, () =>
      actor.createEmbeddedDocuments("Item", [
        { name: "Longsword", type: "weapon", system: { equipped: true } },
        { name: "Chain Mail", type: "equipment", system: { type: { value: "heavy" }, armor: { value: 16 }, equipped: true } },
      ] as never),
    ))!;
    expect(await create(w, actor, "Always Armed", { system: { choice: { weaponId: sword!.id } } })).toBeDefined();
    expect(await create(w, actor, "Integrated Armor", { system: { choice: { armorId: mail!.id } } })).toBeDefined();
    const equippedOf = (item: { system: unknown }) => (item.system as unknown as { equipped: boolean }).equipped;
    for (const item of [sword!, mail!] as Item.Implementation[]) {
      await w.as(w.gm, () => item.update({ "system.equipped": false } as never));
      await w.settle();
      expect(equippedOf(item)).toBe(true);
      await w.as(w.gm, () => item.delete());
      await w.settle();
      expect(actor.items.has(item.id!)).toBe(true);
    }
    expect(warnings(w).join(" ")).toContain("Chain Mail is integrated into the body");
    expect(warnings(w).some((m) => m.includes("Longsword"))).toBe(true);
  });
});

describe("Gearforged items in dnd5e's sheets", () => {
  it("GC-CH-1 / GF-UPG-11: dnd5e's item sheet shows the chassis's and the upgrade's own fields; dnd5e's character sheet lists them in its features with their kind", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    await w.as(w.gm, async () => {
      await actor.sheet.render(true);
      drop(actor.sheet.element, await packUuid("gearforged", "Dwarf Chassis"));
    });
    await w.settle();
    await create(w, actor, "Claw Arm");
    const laser = (await create(w, actor, "Claw Arm Laser"))!;
    const chassis = actor.items.contents.find((item) => (item.type as string) === `${MODULE}.chassis`)!;
    const open = async (item: Item.Implementation) => {
      // cast: the item's sheet, an ApplicationV2 at runtime (dnd5e's ItemSheet5e).
      const sheet = w.as(w.gm, () => item.sheet) as unknown as { element: HTMLElement; constructor: { name: string }; render(force: boolean): Promise<unknown> };
      await w.as(w.gm, () => sheet.render(true));
      await w.settle();
      return sheet;
    };
    const laserSheet = await open(laser);
    expect(laserSheet.constructor.name).toBe("ItemSheet5e");
    expect(laserSheet.element.querySelector(".tab.details [data-derived=min-level]")?.textContent).toBe("5");
    expect(laserSheet.element.querySelector(".tab.details [data-derived=requires]")?.textContent).toContain("Claw Arm");
    const chassisSheet = await open(chassis);
    expect(chassisSheet.element.querySelector(".tab.details [data-derived=chassis-size]")?.textContent).toContain("Medium");
    const sections = await w.as(w.gm, () => (actor.sheet as unknown as { itemSections(): Promise<{ features: string; categories: Record<string, string[]> }> }).itemSections());
    expect(sections.categories.features).toEqual(expect.arrayContaining([laser.id, chassis.id]));
    expect(sections.features).toContain("Gearforged upgrade");
    expect(sections.features).toContain("Chassis");
    expect(w.errors).toEqual([]);
  });
});

describe("Fortified Memory Tapes in a dnd5e world", () => {
  it("GF-UPG-12: a dnd5e save of the chosen ability said to be against magic is rolled with advantage; another ability, or a save not against magic, is not", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    expect(await create(w, actor, "Fortified Memory Tapes", { system: { choice: { ability: "wis" } } })).toBeDefined();
    type Roller = { rollSavingThrow(config: PlainObject, dialog: PlainObject, message: PlainObject): Promise<{ formula: string }[] | null> };
    const roll = async (config: PlainObject) => {
      const rolls = await w.as(w.gm, () => (actor as unknown as Roller).rollSavingThrow(config, { configure: false }, { create: false }));
      return rolls?.[0]?.formula ?? "";
    };
    expect(await roll({ ability: "wis", againstMagic: true })).toMatch(/^2d20kh/);
    expect(await roll({ ability: "wis" })).toMatch(/^1d20/);
    expect(await roll({ ability: "int", againstMagic: true })).toMatch(/^1d20/);
  });
});

describe("using an upgrade from dnd5e's character sheet", () => {
  it("GF-UPG-9 / GF-UPG-4: the row's use runs the upgrade's activity (Jet Pack, after dnd5e's usage dialog: flight); a passive upgrade posts its card", SCENARIO, async () => {
    const w = await world();
    const actor = await gearforged(w, { level: 5 });
    const pack = (await create(w, actor, "Jet Pack"))!;
    const jets = (await create(w, actor, "Water Jets"))!;
    const sheet = actor.sheet as unknown as { render(force: boolean): Promise<unknown>; onItemAction(id: string, action: string): Promise<unknown> };
    await w.as(w.gm, () => sheet.render(true));
    w.dialogs.respond({ action: "use" });
    await w.as(w.gm, () => sheet.onItemAction(pack.id!, "use"));
    await w.settle();
    expect(uses(pack)).toMatchObject({ spent: 1, value: 0 });
    expect(speed(actor, "fly", false)).toBe(30);
    const before = w.chat.length;
    await w.as(w.gm, () => sheet.onItemAction(jets.id!, "use"));
    await w.settle();
    expect(w.chat.length).toBe(before + 1);
    expect((w.chat.at(-1) as unknown as { content: string }).content).toContain("swimming speed");
    expect(w.errors).toEqual([]);
  });
});
