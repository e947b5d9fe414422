/**
 * The module's augment is a dnd5e item (src/adapters/dnd5e/augment-model.ts): built on dnd5e's own item templates,
 * so what dnd5e does with any of its items works on it, on the stand-in's dnd5e (test/dnd5e/README.md, rows "Item
 * templates", "Item5e#use and cards", "Sheet items"): clicking its row shows its card (`getCardData`), expanding it
 * shows its description (`description.value`), the row shows its uses (dnd5e's `uses`) and its state, and a long
 * rest refills them through dnd5e's recovery.
 */
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { CharacterActorSheet } from "./applications/character-sheet";
import type { Dnd5eItem } from "./documents/item";

type Actor5eLike = Actor.Implementation & { sheet: unknown; items: Actor.Implementation["items"] };
type World = Awaited<ReturnType<typeof createModuleWorld>>;

async function characterWith(world: World, augments: PlainObject[]): Promise<{ actor: Actor5eLike; created: Dnd5eItem[] }> {
  const actor = (await Actor.create({ name: "Ana", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
  const created = (await actor.createEmbeddedDocuments("Item", augments as never)) as unknown as Dnd5eItem[];
  await world.settle();
  return { actor, created };
}

async function packAugment(name: string): Promise<PlainObject> {
  const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
  return source.toObject() as unknown as PlainObject;
}

describe("the module's augment as a dnd5e item", () => {
  it("clicking its row in dnd5e's character sheet shows its card, with its description (a passive augment has no activities: displayCard → getCardData)", async () => {
    const world = await createModuleWorld();
    const { actor, created } = await characterWith(world, [await packAugment("Telescopic Eye")]);
    const augment = created[0]!;
    const sheet = actor.sheet as unknown as CharacterActorSheet;
    const { categories, groups } = await sheet.itemSections();
    expect(categories.features).toContain(augment.id);
    expect(groups[augment.id!]?.origin).toBe("other");
    const before = world.chat.length;
    await sheet.onItemAction(augment.id!, "use");
    await world.settle();
    expect(world.chat.length).toBe(before + 1);
    const card = world.chat.at(-1) as unknown as { content: string; flags: PlainObject };
    expect(card.content).toContain("spyglass in the eye socket");
    expect(card.flags["dnd5e.item"]).toMatchObject({ id: augment.id, type: "augmented-dnd5e.augment" });
  });

  it("expanding its row shows its description: dnd5e's getChatData reads system.description.value", async () => {
    const world = await createModuleWorld();
    const { actor, created } = await characterWith(world, [await packAugment("Wrist Cannon")]);
    const augment = created[0]!;
    const description = (augment.system as { description: { value: string } }).description;
    expect(description.value).toContain("dense slugs");
    expect((await augment.getChatData()).description).toBe(description.value);
    const sheet = actor.sheet as unknown as CharacterActorSheet & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    await sheet.onItemAction(augment.id!, "toggleExpand");
    await world.settle();
    const row = sheet.element.querySelector(`[data-item-id="${augment.id}"]`)!;
    expect(row.querySelector(".item-description")!.innerHTML).toBe(description.value);
  });

  it("its row shows its uses as dnd5e's (max = the owner's proficiency bonus) and its purpose, section and integrity as its subtitle", async () => {
    const world = await createModuleWorld();
    const source = await packAugment("Wrist Cannon");
    (source.system as PlainObject).integrity = "damaged";
    (source.system as PlainObject).uses = { spent: 1, formula: "" };
    const { actor, created } = await characterWith(world, [source]);
    const augment = created[0]!;
    const prof = Number(((actor.system as PlainObject).attributes as PlainObject).prof);
    expect(augment.hasLimitedUses).toBe(true);
    const uses = augment.system.uses as { max: number; value: number; spent: number };
    expect({ ...uses }).toMatchObject({ spent: 1, max: prof, value: prof - 1 });
    const sheet = actor.sheet as unknown as CharacterActorSheet & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    const row = sheet.element.querySelector(`[data-item-id="${augment.id}"]`)!;
    expect(row.querySelector(".item-uses .max")!.textContent).toBe(String(prof));
    expect(row.querySelector(".item-uses .value")!.textContent).toBe(String(prof - 1));
    expect((augment.system as { type: { label: string } }).type.label).toBe("Attack · Not installed · Damaged");
    expect(row.querySelector(".item-name .subtitle")!.textContent).toBe("Attack · Not installed · Damaged");
  });

  /** One compendium augment per purpose, installed in a section of its kind (so nothing refuses its use). */
  const PER_PURPOSE = [
    ["attack", "Chest Cannon"], ["healing", "Medigel Sprayer"], ["mobility", "Burrowing Drill"],
    ["environmental", "Breaching Ram"], ["utility", "Concealed Compartment"], ["prosthetic", "Prosthetic Arm"],
  ] as const;
  const SECTION_OF_KIND: Record<string, string> = { head: "head", torso: "torso", arm: "rightArm", leg: "rightLeg" };

  it.each(PER_PURPOSE)("a %s augment (%s) from the compendium: its row clicks, expands and shows its uses, and its sheet opens", async (purpose, name) => {
    const world = await createModuleWorld();
    const source = await packAugment(name);
    const system = source.system as PlainObject;
    expect(system.purpose).toBe(purpose);
    system.installedSection = SECTION_OF_KIND[String(system.sectionKind)];
    const { actor, created } = await characterWith(world, [source]);
    const augment = created[0]!;
    const sheet = actor.sheet as unknown as CharacterActorSheet & { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);

    // Expand: dnd5e's getChatData, the stored description.
    const description = (augment.system as { description: { value: string } }).description.value;
    expect(description).not.toBe("");
    await sheet.onItemAction(augment.id!, "toggleExpand");
    expect(sheet.element.querySelector(`[data-item-id="${augment.id}"] .item-description`)!.innerHTML).toBe(description);
    // Uses: dnd5e's column, unless the augment spends none (CY-USE-3 passive, CY-SLOT-4 prosthetic).
    const spendsUses = purpose !== "prosthetic" && system.passive !== true;
    expect(sheet.element.querySelector(`[data-item-id="${augment.id}"] .item-uses`) !== null).toBe(spendsUses);

    // Click: Item5e#use, its activity when it has one, else its card; either way a card of this item. An activity
    // that spends a use opens dnd5e's usage dialog; a healing augment's Augment Check asks the GM's DC (a failure here).
    if ((augment.system as unknown as { activities: { size: number } }).activities.size > 0) world.dialogs.respond({ action: "use" });
    if (purpose === "healing") world.dialogs.respond({ action: "ok", fields: { dc: 30 }, client: world.gm });
    const before = world.chat.length;
    await sheet.onItemAction(augment.id!, "use");
    await world.settle();
    expect(world.chat.length).toBeGreaterThan(before);
    // The item card's flags are dotted (`dnd5e.item`), the activity's usage card's nested (`dnd5e: {item}`).
    const flags = (world.chat[before] as unknown as { flags: PlainObject }).flags;
    expect(flags["dnd5e.item"] ?? (flags.dnd5e as PlainObject | undefined)?.item).toMatchObject({ id: augment.id });

    // Open: dnd5e's item sheet, its description tab and the augment's part.
    const itemSheet = augment.sheet as unknown as { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await itemSheet.render(true);
    await world.settle();
    expect(itemSheet.element.querySelector(".tab.description .editor-content")!.innerHTML).toBe(description);
    expect(itemSheet.element.querySelector(".tab.details .augment-details")).not.toBeNull();
    expect(world.errors).toEqual([]);
  });
});
