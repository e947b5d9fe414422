/**
 * README rows "Sheet items" and "Character header": where dnd5e's character sheet files an item (an unknown type
 * under Features, Passive without activities), a row's use and expand actions, and the header's layout rules
 * (character.less:154-166), which a control appended to `.right` stops from matching.
 */
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { createCharacter, sheetOf } from "./helpers";
import { fixtureModule, FIXTURE_ID } from "./fixture-module/manifest";
import { headerRuleMatches } from "./applications/character-header";
import type { CharacterActorSheet } from "./applications/character-sheet";

type Sections = Awaited<ReturnType<CharacterActorSheet["itemSections"]>>;
const sections = (actor: Parameters<typeof sheetOf>[0]): Promise<Sections> => (actor.sheet as unknown as CharacterActorSheet).itemSections();

describe("dnd5e's character sheet", () => {
  it("files weapons in the inventory, a species apart, and a module's own type under Features; without activities it is Passive, with one Active", async () => {
    await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ items: [
      { name: "Mace", type: "weapon" }, { name: "Elf", type: "race", system: { advancement: {} } },
      { name: "Spanner", type: `${FIXTURE_ID}.gadget` },
      { name: "Arm Blade", type: `${FIXTURE_ID}.implant`, system: { activities: { slash0000000000a: { type: "attack" } } } },
      { name: "Plating", type: `${FIXTURE_ID}.implant` },
    ] });
    const ids = Object.fromEntries([...actor.items].map((i) => [i.name, i.id!]));
    const { categories, groups } = await sections(actor);
    expect(categories.inventory).toEqual([ids.Mace]);
    expect(categories.species).toEqual([ids.Elf]);
    expect(categories.classes).toEqual([ids.Fighter]);
    expect(categories.features).toEqual([ids.Spanner, ids["Arm Blade"], ids.Plating]);
    expect(groups[ids.Spanner!]).toEqual({ origin: "other", activation: "passive" });
    expect(groups[ids.Plating!]).toEqual({ origin: "other", activation: "passive" });
    expect(groups[ids["Arm Blade"]!]).toEqual({ origin: "other", activation: "active" });
    const sheet = sheetOf(actor);
    (actor.sheet as unknown as CharacterActorSheet).featureGrouping = "activation";
    await sheet.render(true);
    const passive = sheet.element.querySelector('.tab.features [data-group-activation="passive"]')!;
    expect([...passive.querySelectorAll("[data-item-id]")].map((li) => (li as HTMLElement).dataset.itemId)).toEqual([ids.Spanner, ids.Plating]);
  });

  it("a row's use runs Item5e#use; the expand control shows getChatData's description, and throws for a model without one", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ items: [
      { name: "Plating", type: `${FIXTURE_ID}.implant`, system: { description: { value: "<p>Hard.</p>" } } },
      { name: "Spanner", type: `${FIXTURE_ID}.gadget` },
    ] });
    const ids = Object.fromEntries([...actor.items].map((i) => [i.name, i.id!]));
    const sheet = actor.sheet as unknown as CharacterActorSheet;
    await sheetOf(actor).render(true);
    const card = (await sheet.onItemAction(ids.Plating!, "use")) as { content: string };
    expect(card.content).toContain("Hard.");
    await sheet.onItemAction(ids.Plating!, "toggleExpand");
    expect(sheetOf(actor).element.querySelector(`[data-item-id="${ids.Plating}"] .item-description`)?.innerHTML).toBe("<p>Hard.</p>");
    await expect(sheet.onItemAction(ids.Spanner!, "use")).rejects.toThrow(TypeError);
    sheet.expandedItems.add(ids.Spanner!);
    await expect(sheet.itemSections()).rejects.toThrow(TypeError);
    sheet.expandedItems.delete(ids.Spanner!);
    await world.settle();
  });

  it("draws the header as character-header.hbs: level, inspiration, then a last <div> with the rest buttons and XP, which the header rules match until something is appended after it", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({}, { level: 3 });
    const sheet = sheetOf(actor);
    await sheet.render(true);
    const right = sheet.element.querySelector(".sheet-header > .right")!;
    expect([...right.children].map((c) => c.className)).toEqual(["level-badge badge", "inspiration unbutton", ""]);
    expect(right.querySelector(".level-badge")!.textContent).toBe("3");
    expect(right.querySelectorAll('.sheet-header-buttons [data-action="rest"]')).toHaveLength(2);
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: true, restButtons: true, xpLabel: true });
    const control = document.createElement("button");
    right.append(control);
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: false, restButtons: false, xpLabel: false });
    control.remove();
    right.prepend(control);
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: true, restButtons: true, xpLabel: true });
  });

  it("draws an npc's header as npc-header.hbs: the first `.sheet-header .right` is the hit-point meter's column, the name is in `.right.stats`", async () => {
    await createDnd5eWorld();
    const npc = (await Actor.create({ name: "Golem", type: "npc", system: { details: { cr: 3 }, attributes: { hp: { value: 40, max: 40 } } } } as never)) as unknown as Parameters<typeof sheetOf>[0];
    const sheet = sheetOf(npc);
    await sheet.render(true);
    const first = sheet.element.querySelector(".sheet-header .right")!;
    expect(first.parentElement!.classList.contains("vitals")).toBe(true);
    expect(first.querySelector(".meter.hit-points .value")!.textContent).toBe("40");
    expect(sheet.element.querySelector(".sheet-header > .right.stats .top > .left > .document-name")!.textContent).toBe("Golem");
    expect(sheet.element.querySelectorAll(".right.stats .sheet-header-buttons [data-action=\"rest\"]")).toHaveLength(2);
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: false, restButtons: false, xpLabel: false });
  });

  it("opens a module type built on dnd5e's templates in dnd5e's item sheet: description and activities tabs, uses", async () => {
    await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ items: [{ name: "Arm Blade", type: `${FIXTURE_ID}.implant`, system: { description: { value: "<p>Sharp.</p>" }, uses: { max: "2" }, activities: { slash0000000000a: { type: "attack", name: "Slash" } } } }] });
    const item = [...actor.items].find((i) => i.name === "Arm Blade")!;
    const sheet = item.sheet as unknown as { render(force: boolean): Promise<unknown>; element: HTMLElement; constructor: { name: string } };
    await sheet.render(true);
    expect(sheet.constructor.name).toBe("ItemSheet5e");
    expect(sheet.element.querySelector(".tab.description .editor-content")!.innerHTML).toBe("<p>Sharp.</p>");
    expect(sheet.element.querySelector('.activity[data-type="attack"]')!.textContent).toBe("Slash");
    expect(sheet.element.querySelector(".uses .max")!.textContent).toBe("2");
  });
});
