/**
 * No stored key a player reads: every identifier-like value the compendiums store (function tags such as
 * "integrated-blade", limb kinds such as "weaponTool", upgrade keys such as "clawArm"; kebab-case or camelCase,
 * never ids or paths), with the section, body-site and way-back ids the sheets store, is looked for in the visible
 * text (textContent: attributes excluded) of the views the browser tests photograph: the character sheet on every
 * tab, in play and edit mode, of a Cyborg with the compendium's augments, a gearforged of each variant and a human
 * with automail; the npc sheet; the sheet of every compendium item and of each item type; the chat cards those
 * characters' workflows post; and the warnings they raise. A slug found fails with its view.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "../../../src/rules/cyborg/sections";
import { BODY_SITES } from "../../../src/rules/automail/sites";
import { RESTORE_OPTIONS } from "../../../src/rules/gearforged/revival";
import { STABILIZE_METHODS } from "../../../src/rules/gearforged/stabilization";
import { type SheetHandle, createCharacter, enterEditMode, openSheet, showTab } from "../helpers";
import { type World, tableWithHero } from "../workflows/setup";
import { SPECIES, gearforgedTable } from "../gearforged/helpers";
import { restoreChoices } from "../../../src/workflows/gearforged/restore";

const REPO = resolve(import.meta.dirname, "../../..");
const PACK_DIRS = [join(REPO, "packs/_source"), join(REPO, "src/adapters/dnd5e/packs")];
/** Keys whose values are ids, paths or references, never shown as words. */
const NOT_SHOWN = new Set(["_id", "_key", "img", "compendiumSource", "duplicateSource", "exportSource", "origin", "uuid"]);
/** An identifier: two or more words joined kebab-case ("integrated-blade") or camelCase ("weaponTool"). */
const SLUG = /^(?:[a-z]+(?:-[a-z]+)+|[a-z]+(?:[A-Z][a-z]+)+)$/;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yml"))
    .map((entry) => join(entry.parentPath, entry.name));
}

function slugValues(value: unknown, key: string, out: Set<string>): void {
  if (NOT_SHOWN.has(key)) return;
  if (typeof value === "string") {
    if (SLUG.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) slugValues(v, key, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) slugValues(v, k, out);
  }
}

/** Every slug the compendiums (both packages) store, and the sheets' own stored ids. */
export function storedSlugs(): string[] {
  const out = new Set<string>();
  for (const file of PACK_DIRS.flatMap(yamlFiles)) slugValues(loadYaml(readFileSync(file, "utf8")), "", out);
  for (const id of [...SECTIONS.map((s) => s.id), ...BODY_SITES, ...RESTORE_OPTIONS, ...STABILIZE_METHODS]) if (SLUG.test(id)) out.add(id);
  return [...out].sort();
}

/** The slugs that appear as words in `text` (a slug inside a longer identifier does not count). */
export function slugsIn(text: string, slugs: readonly string[]): string[] {
  return slugs.filter((slug) => new RegExp(`(?<![\\w-])${slug}(?![\\w-])`).test(text));
}

/** What a user reads in an element: its text, never its attributes. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of Array.from(copy.querySelectorAll("script, style, template"))) hidden.remove();
  // Text node by text node: neighbouring elements' words stay apart, as the page lays them out.
  const words: string[] = [];
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? "");
  return words.join(" ");
}

type Views = Map<string, string>;

async function sheetViews(world: World, name: string, document: { sheet: unknown }, views: Views, edit = true): Promise<void> {
  const sheet: SheetHandle = await world.as(world.gm, () => openSheet(document));
  await world.settle();
  const tabs = () => Array.from(sheet.element.querySelectorAll<HTMLElement>('nav.tabs [data-action="tab"][data-tab]')).map((el) => el.dataset.tab!);
  const capture = async (mode: string) => {
    const ids = tabs();
    if (ids.length === 0) views.set(`${name} (${mode})`, visibleText(sheet.element));
    for (const tab of ids) {
      await world.as(world.gm, () => showTab(sheet, tab));
      await world.settle();
      views.set(`${name}, ${tab} tab (${mode})`, visibleText(sheet.element));
    }
  };
  await capture("play");
  if (edit && sheet.element.querySelector('[data-action="toggleMode"]')) {
    await world.as(world.gm, () => enterEditMode(sheet));
    await world.settle();
    await capture("edit");
  }
  await sheet.close();
  await world.settle();
}

async function packDocuments(pack: string): Promise<Item.Implementation[]> {
  // cast: the system's item packs hold Items (system.json).
  return (await game.packs!.get(`augmented.${pack}`)!.getDocuments()) as unknown as Item.Implementation[];
}

const sourceOf = (item: Item.Implementation) => item.toObject() as unknown as Item.CreateData; // cast: a compendium document's source is an item's create data.

interface Automail {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: unknown, portId: string, options: object): Promise<unknown>;
  restoreGearforged(option: string, options?: object): Promise<unknown>;
}

/**
 * Each item's sheet once (the same compendium item on another character draws the same sheet), in play mode;
 * Edit mode once per type (its labels are the type's, its values in fields a player types into).
 */
const itemSheetsSeen = new Set<string>();

async function itemSheetViews(world: World, actor: Actor.Implementation, views: Views): Promise<void> {
  for (const item of actor.items) {
    const key = `${item.type}: ${item.name}`;
    if (itemSheetsSeen.has(key)) continue;
    const editShown = itemSheetsSeen.has(item.type);
    itemSheetsSeen.add(key).add(item.type);
    await sheetViews(world, `${item.type} sheet: ${item.name}`, item, views, !editShown);
  }
}

/** A Cyborg carrying every compendium augment and an item of each other type, dying (the death-save panel and card). */
async function cyborgViews(): Promise<Views> {
  const views: Views = new Map();
  const { world, hero } = await tableWithHero({ details: { level: 10 }, attributes: { hp: { value: 0, max: 40 }, death: { success: 1, failure: 1 } } });
  await world.as(world.gm, async () => {
    await hero.createEmbeddedDocuments("Item", [...(await packDocuments("species")).filter((s) => s.name === "Cyborg"), ...(await packDocuments("augments"))].map(sourceOf));
    await hero.createEmbeddedDocuments("Item", [
      { name: "Longsword", type: "weapon" },
      { name: "Chain Mail", type: "equipment" },
      { name: "Healer's Kit", type: "consumable" },
      { name: "Lucky", type: "feature" },
    ] as Item.CreateData[]);
    await hero.createEmbeddedDocuments("Item", (await packDocuments("tools")).slice(0, 2).map(sourceOf));
    world.dice.queue([12]);
    await hero.rollDeathSave({ fastForward: true });
  });
  await world.settle();
  await sheetViews(world, "Cyborg", hero, views);
  await itemSheetViews(world, hero, views);
  const npc = await Actor.create({ name: "Scrap Knight", type: "npc", flags: { augmented: { cyborg: true } } } as Actor.CreateData);
  await world.as(world.gm, async () => {
    await npc!.createEmbeddedDocuments("Item", (await packDocuments("augments")).slice(0, 6).map(sourceOf));
  });
  await world.settle();
  await sheetViews(world, "NPC", npc!, views);
  views.set("warnings", world.notifications.map((n) => n.message).join("\n"));
  await cardViews(world, "Cyborg", views);
  return views;
}

/** A human with an automail arm on a port, carrying every other compendium limb and port. */
async function automailViews(): Promise<Views> {
  const views: Views = new Map();
  const { world } = await tableWithHero();
  const human = await createCharacter({ name: "Edda", flags: { augmented: { cyborg: false } }, system: { details: { level: 5 }, abilities: { dex: { value: 14 } }, currency: { gp: 50000 } } });
  await world.settle();
  await world.as(world.gm, async () => {
    const automail = await packDocuments("automail");
    // cast: the character's automail entry points (documents/actor), read structurally.
    const am = human as unknown as Automail;
    const port = (await am.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([15]);
    await am.attachAutomail(automail.find((i) => i.name === "Modern Blade Arm"), port.id!, { ability: "dex" });
    await human.createEmbeddedDocuments("Item", automail.filter((i) => i.name !== "Modern Blade Arm").map(sourceOf));
  });
  await world.settle();
  await sheetViews(world, "Automail", human, views);
  await itemSheetViews(world, human, views);
  views.set("warnings", world.notifications.map((n) => n.message).join("\n"));
  await cardViews(world, "Automail", views);
  return views;
}

/** A gearforged of `variant` (with the compendium's chassis, upgrades, feats and background where it takes them), alive, then dead. */
async function gearforgedViews(variant: keyof typeof SPECIES): Promise<Views> {
  const views: Views = new Map();
  const { world, hero: gf } = await gearforgedTable(20, variant, { currency: { gp: 50000 } });
  await world.as(world.gm, async () => {
    const extras = (await packDocuments("gearforged")).filter((i) => variant !== "thirteenthAge" && (i.type !== "chassis" || i.name === "Dwarf Chassis"));
    // One at a time, chassis first: a guard that refuses one (a prerequisite) leaves the others.
    for (const item of extras.sort((x, y) => Number(y.type === "chassis") - Number(x.type === "chassis"))) await gf.createEmbeddedDocuments("Item", [sourceOf(item)]).catch(() => undefined);
  });
  await world.settle();
  await sheetViews(world, `Gearforged (${variant})`, gf, views);
  await itemSheetViews(world, gf, views);
  await world.as(world.gm, () => gf.update({ "system.attributes.hp.value": 0, "system.attributes.death.failure": 3 } as Actor.UpdateData));
  await world.settle();
  await sheetViews(world, `dead Gearforged (${variant})`, gf, views);
  // Every way back that is not open asked for: the refusal is a warning the GM reads.
  for (const option of RESTORE_OPTIONS.filter((o) => !restoreChoices(gf).includes(o))) {
    // cast: the restore entry point (documents/actor), read structurally.
    await world.as(world.gm, () => (gf as unknown as Automail).restoreGearforged(option)).catch(() => undefined);
    await world.settle();
  }
  views.set(`warnings (${variant})`, world.notifications.map((n) => n.message).join("\n"));
  await cardViews(world, `Gearforged (${variant})`, views);
  return views;
}

async function cardViews(world: World, name: string, views: Views): Promise<void> {
  for (const [index, message] of world.chat.entries()) {
    // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
    const element = await world.as(world.gm, () => world.renderChatMessage(message as Parameters<World["renderChatMessage"]>[0]));
    views.set(`${name} chat card ${index + 1}`, visibleText(element));
  }
}

describe("no stored key in the text a player reads", () => {
  const slugs = storedSlugs();

  it("collects the compendiums' slugs (function tags, limb kinds, upgrade keys) and the stored ids", () => {
    expect(slugs).toEqual(expect.arrayContaining(["integrated-blade", "weaponTool", "clawArm", "thirteenthAge", "rightArm", "newBody"]));
    // Ids, paths and names stay out: only identifiers.
    expect(slugs.some((s) => /\d|\//.test(s) || s === "Forearm Blade")).toBe(false);
  });

  it("finds a slug in a view's words and not in its attributes", () => {
    const view = document.createElement("div");
    view.innerHTML = `<p data-tag="integrated-blade" title="weaponTool">Integrated blade</p><span class="newBody">A new body</span>`;
    expect(slugsIn(visibleText(view), slugs)).toEqual([]);
    view.innerHTML = `<p>Function: integrated-blade</p><p>That way back (newBody) is not open.</p><p>not-integrated-blades</p>`;
    expect(slugsIn(visibleText(view), slugs)).toEqual(["integrated-blade", "newBody"]);
  });

  const SCAN = { timeout: 300_000 };
  const check = (views: Views) => {
    expect(views.size).toBeGreaterThan(5);
    return [...views].flatMap(([view, text]) => slugsIn(text, slugs).map((slug) => `${view}: ${slug}`));
  };

  it("the Cyborg's sheet on every tab, its items' sheets, the npc sheet, its cards", SCAN, async () => {
    expect(check(await cyborgViews())).toEqual([]);
  });

  it("the automail character's sheet on every tab, its limbs' and ports' sheets, its cards", SCAN, async () => {
    expect(check(await automailViews())).toEqual([]);
  });

  for (const variant of Object.keys(SPECIES) as Array<keyof typeof SPECIES>) {
    it(`a ${variant} gearforged's sheet on every tab, alive and dead, its items' sheets, the restore warnings and cards`, SCAN, async () => {
      expect(check(await gearforgedViews(variant))).toEqual([]);
    });
  }
});
