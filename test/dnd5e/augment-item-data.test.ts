/**
 * The module's augment data as a dnd5e item (src/adapters/dnd5e/augment-model.ts, augment-shape.ts): stored
 * augments of the earlier shape (a plain-string description, `uses.{spent, formula}`) load into dnd5e's shape with
 * nothing lost; an augment made by hand with fields missing or wrong is cleaned or refused, and never gives a sheet,
 * row or card that throws; its uses are dnd5e's, refilled by dnd5e's long-rest recovery; the sheet's uses formula is
 * written as dnd5e's `uses.max`.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPackSources, PACK_SOURCE_DIR } from "../../scripts/packs.mjs";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld } from "../integration/adapters/dnd5e-module-world";
import type { CharacterActorSheet } from "./applications/character-sheet";
import type { ItemSheet5e } from "./applications/item-sheet";
import type { Dnd5eItem } from "./documents/item";

const TYPE = "augmented-dnd5e.augment";
type World = Awaited<ReturnType<typeof createModuleWorld>>;
type Actor5eLike = Actor.Implementation & { sheet: unknown; items: Actor.Implementation["items"] };
interface StoredAugment { description: { value: string; chat: string }; uses: { spent: number; max: string; recovery: PlainObject[] } }

async function character(world: World): Promise<Actor5eLike> {
  const actor = (await Actor.create({ name: "Ana", type: "character", system: { abilities: { int: { value: 16 } }, attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
  await world.settle();
  return actor;
}

async function create(world: World, actor: Actor5eLike, data: PlainObject[]): Promise<Dnd5eItem[]> {
  const created = ((await actor.createEmbeddedDocuments("Item", data as never)) ?? []) as unknown as Dnd5eItem[];
  await world.settle();
  return created;
}

const stored = (item: Dnd5eItem): PlainObject & StoredAugment => (item as unknown as { _source: { system: PlainObject & StoredAugment } })._source.system;

/** Every field of the earlier shape, none at its default. */
const EVERY_FIELD: PlainObject = {
  description: "<p>Hidden spring-loaded spike.</p>", sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "piercing",
  attackSave: null, deployment: "Springs out.", limits: "Melee only.", repairTool: "smith", saveDcFeatureId: null,
  functionTag: "spike", dice: 3, mobility: { mode: null, bonus: 0 }, rangeFt: null, passive: false, designStatus: "built",
  installedSection: "leftArm", integrity: "damaged", uses: { spent: 2, formula: "@prof + @int" }, adapted: true,
  quality: "minorFlaw", flaw: "Squeaks.", lastingEffect: "Rust stain.", history: [{ action: "install", worldTime: 60, note: "by Mo" }, { action: "damage", worldTime: 90, note: "" }],
};

describe("the module's augment data in dnd5e's shape", () => {
  it("every compendium augment and a stored augment with every field, of the earlier shape, load with nothing lost", async () => {
    const world = await createModuleWorld();
    const actor = await character(world);
    const { docs } = readPackSources(path.join(PACK_SOURCE_DIR, "augments")) as { docs: { doc: { name: string; system: PlainObject } }[] };
    const earlier = [...docs.map(({ doc }) => ({ name: doc.name, system: doc.system })), { name: "Spike", system: EVERY_FIELD }];
    const created = await create(world, actor, earlier.map(({ name, system }) => ({ name, type: TYPE, system: structuredClone(system) })));
    expect(created).toHaveLength(earlier.length);
    for (const [index, { name, system }] of earlier.entries()) {
      const item = created[index]!;
      const now = stored(item);
      const { description, uses, ...own } = system as PlainObject & { description: string; uses: { spent: number; formula: string } };
      expect(now, name).toMatchObject(own);
      expect(now.description, name).toEqual({ value: description, chat: "" });
      expect(now.uses.spent, name).toBe(uses.spent);
      expect(now.uses.recovery, name).toEqual([{ period: "lr", type: "recoverAll", formula: "" }]);
      // The rules read the same formula back (blank = PB, written @prof), and count the same uses.
      const state = (item.system as unknown as { state: { uses: { formula: string } } }).state;
      expect(state.uses.formula || "@prof", name).toBe(uses.formula || "@prof");
    }
    const spike = created.at(-1)!;
    expect(stored(spike).uses.max).toBe("@prof + @abilities.int.mod");
    const prof = Number(((actor.system as PlainObject).attributes as PlainObject).prof);
    // CY-USE-1: PB + Int mod (+3), the same in dnd5e's prepared uses and the rules' count.
    expect({ ...(spike.system.uses as PlainObject) }).toMatchObject({ max: prof + 3, value: prof + 3 - 2, spent: 2 });
    expect(world.errors).toEqual([]);
  });

  it("an augment made by hand with no system data gets dnd5e's uses (@prof, long-rest recovery); its sheet, row and card work", async () => {
    const world = await createModuleWorld();
    const actor = await character(world);
    const [bare] = await create(world, actor, [{ name: "Bare", type: TYPE }]);
    expect(stored(bare!).description).toEqual({ value: "", chat: "" });
    expect(stored(bare!).uses).toMatchObject({ spent: 0, max: "@prof", recovery: [{ period: "lr", type: "recoverAll" }] });
    const [passive] = await create(world, actor, [{ name: "Plating", type: TYPE, system: { purpose: "prosthetic", sectionKind: "torso" } }]);
    // CY-SLOT-4: a prosthetic spends no uses, so dnd5e shows none.
    expect(stored(passive!).uses.max).toBe("");
    expect(passive!.hasLimitedUses).toBe(false);

    const rows = actor.sheet as unknown as CharacterActorSheet & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await rows.render(true);
    await rows.onItemAction(bare!.id!, "toggleExpand");
    await rows.onItemAction(bare!.id!, "use");
    const sheet = bare!.sheet as unknown as ItemSheet5e & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    await world.settle();
    expect(sheet.element.querySelector(".tab.details .augment-details")).not.toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("stored data that is not an augment's is refused (a dice count, a uses formula the rules cannot read); missing parts are cleaned to defaults", async () => {
    const world = await createModuleWorld();
    const actor = await character(world);
    for (const system of [{ dice: 9 }, { uses: { max: "1d4 + banana" } }, { mobility: { mode: "fly", bonus: 500 } }]) {
      const before = actor.items.size;
      await create(world, actor, [{ name: "Broken", type: TYPE, system }]).catch(() => []);
      expect(actor.items.size, JSON.stringify(system)).toBe(before);
    }
    const [cleaned] = await create(world, actor, [{ name: "Holes", type: TYPE, system: { description: null, uses: null, history: null, mobility: null } }]);
    expect(cleaned).toBeDefined();
    expect((await cleaned!.getChatData()).description).toBe("");
    const sheet = cleaned!.sheet as unknown as ItemSheet5e & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    expect(sheet.element.querySelector(".tab.description")).not.toBeNull();
  });

  it("dnd5e's long-rest recovery refills its uses (recoverUses), and the sheet's uses formula is written as dnd5e's uses.max", async () => {
    const world = await createModuleWorld();
    const actor = await character(world);
    const [augment] = await create(world, actor, [{ name: "Spike", type: TYPE, system: { ...structuredClone(EVERY_FIELD), installedSection: null, history: [] } }]);
    const recovery = await (augment!.system as unknown as { recoverUses(p: string[], r: PlainObject): Promise<{ updates: PlainObject }> }).recoverUses(["lr"], {});
    expect(recovery.updates).toEqual({ "system.uses.spent": 0 });
    expect((await (augment!.system as unknown as { recoverUses(p: string[], r: PlainObject): Promise<{ updates: PlainObject }> }).recoverUses(["sr"], {})).updates).toEqual({});

    const sheet = augment!.sheet as unknown as ItemSheet5e & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    await sheet.changeMode(true);
    const input = sheet.element.querySelector<HTMLInputElement>('input[name="system.uses.formula"]')!;
    expect(input.value).toBe("@prof + @int");
    input.value = "@prof + @dex";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(stored(augment!).uses.max).toBe("@prof + @abilities.dex.mod");
    expect(world.errors).toEqual([]);
  });
});
