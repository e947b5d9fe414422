/**
 * The Inventory as a dnd5e player knows it, and the Effects tab's two lists. A character holds a species, a chassis
 * and an upgrade, an automail limb and a port, an installed and a carried augment, two weapons, a tool and a
 * consumable (no equipment). Inventory lists only what is carried (weapons, tools, consumables, the carried
 * augment) under plural headings, hides the empty Equipment group in play mode (shown in edit mode, where its
 * create button is), sorts by hand or by name (the choice remembered on the user, as dnd5e remembers it), and puts
 * a row's controls past two in its "⋯" menu. The rest is on its own tab: the species, chassis and upgrade under
 * Features, the limb and port under Automail, the installed augment on the body map. A "Prone" condition is one
 * row, under Conditions, not also a temporary effect.
 * Screenshots: test-results/screenshots/inventory-groups-{play,edit,name,features,effects}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, type RenderedWindow, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

const tab = (id: string) => `[data-action="tab"][data-tab="${id}"]`;
const EDIT = '[data-action="toggleMode"]';
const SORT = '.inventory [data-action="sortItems"]';
const SORT_FLAG = "sheetPrefs.character.tabs.inventory.sort";
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };

function parse(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
}

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, " ").trim() ?? "");

describe("inventory groups and the effects lists, in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();
  const ids = new Map<string, string>();
  let flagAfterSort: unknown;

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({
      name: "Ana Reyes",
      items: [
        { name: "Cyborg", type: "species" },
        { name: "Brass Frame", type: "chassis" },
        { name: "Steam Vent", type: "upgrade" },
        { name: "Steel Arm", type: "automail" },
        { name: "Natural port (Left arm)", type: "port", system: { kind: "natural", site: "leftArm" } },
        augmentSource("Wrist Cannon", { installedSection: "rightArm" }),
        augmentSource("Spare Optic", { sectionKind: "head", purpose: "utility" }),
        { name: "Zweihander", type: "weapon", sort: 100, system: { equipped: true } },
        { name: "Axe", type: "weapon", sort: 200 },
        { name: "Tinker's Tools", type: "tool" },
        { name: "Rations", type: "consumable", system: { quantity: 3 } },
      ] as unknown as Item.CreateData[],
    });
    // cast: a partial effect source, as createEmbeddedDocuments takes it.
    await hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"], img: "icons/svg/falling.svg" } as unknown as ActiveEffect.CreateData]);
    await world.settle();
    for (const item of hero.items) ids.set(item.name, item.id!);
    const user = game.user! as unknown as { getFlag(scope: string, key: string): unknown; unsetFlag(scope: string, key: string): Promise<unknown> };
    // cast (above): the flag is a sheet preference the system's declared flags leave out.
    await user.unsetFlag("augmented", SORT_FLAG);
    windows.set("play", await renderSheet(world, hero, { click: [tab("inventory")] }));
    windows.set("edit", await renderSheet(world, hero, { click: [tab("inventory"), EDIT] }));
    windows.set("name", await renderSheet(world, hero, { click: [tab("inventory"), SORT] }));
    flagAfterSort = user.getFlag("augmented", SORT_FLAG);
    windows.set("remembered", await renderSheet(world, hero, { click: [tab("inventory")] }));
    await user.unsetFlag("augmented", SORT_FLAG);
    windows.set("features", await renderSheet(world, hero, { click: [tab("features")] }));
    windows.set("automail", await renderSheet(world, hero, { click: [tab("automail")] }));
    windows.set("augments", await renderSheet(world, hero, { click: [tab("augments")] }));
    windows.set("effects", await renderSheet(world, hero, { click: [tab("effects")] }));
  });

  it("Inventory lists only what is carried; the rest is on its own tab", () => {
    const inventory = parse(windows.get("play")!.html).querySelector(".tab.inventory")!;
    for (const name of ["Cyborg", "Brass Frame", "Steam Vent", "Steel Arm", "Natural port (Left arm)", "Wrist Cannon"]) {
      expect(inventory.querySelector(`[data-item-id="${ids.get(name)}"]`), name).toBeNull();
    }
    for (const name of ["Zweihander", "Axe", "Tinker's Tools", "Rations", "Spare Optic"]) {
      expect(inventory.querySelector(`[data-item-id="${ids.get(name)}"]`), name).not.toBeNull();
    }
    const features = parse(windows.get("features")!.html).querySelector(".tab.features")!;
    for (const name of ["Cyborg", "Brass Frame", "Steam Vent"]) expect(features.querySelector(`[data-item-id="${ids.get(name)}"]`), name).not.toBeNull();
    const automail = parse(windows.get("automail")!.html).querySelector(".tab.automail")!;
    expect(automail.querySelector(`[data-item-id="${ids.get("Steel Arm")}"]`)).not.toBeNull();
    expect(automail.querySelector(`[data-drop-port="${ids.get("Natural port (Left arm)")}"]`)).not.toBeNull();
    expect(parse(windows.get("augments")!.html).querySelector(`.tab.augments [data-item-id="${ids.get("Wrist Cannon")}"]`)).not.toBeNull();
  });

  it("plural headings; the empty group hidden in play mode, shown in edit mode", () => {
    const play = parse(windows.get("play")!.html);
    expect(texts(play, ".tab.inventory .item-group h3")).toEqual(["Weapons", "Consumables", "Tools", "Augments"]);
    expect(play.querySelector('.tab.inventory .item-group[data-item-type="equipment"]')).toBeNull();
    const edit = parse(windows.get("edit")!.html);
    expect(edit.querySelector('.tab.inventory .item-group[data-item-type="equipment"] [data-action="createItem"]')).not.toBeNull();
  });

  it("sorts by hand by default, by name from the sort control, and remembers the choice for the user", () => {
    const weapons = (key: string) => texts(parse(windows.get(key)!.html), '.tab.inventory .item-group[data-item-type="weapon"] .item-name');
    expect(weapons("play")).toEqual(["Zweihander", "Axe"]);
    expect(weapons("name")).toEqual(["Axe", "Zweihander"]);
    expect(flagAfterSort).toBe("a");
    expect(weapons("remembered")).toEqual(["Axe", "Zweihander"]);
    const control = parse(windows.get("name")!.html).querySelector<HTMLElement>(SORT)!;
    expect(control.getAttribute("aria-label")).toMatch(/name/i);
  });

  it("a row shows at most two controls; the others are in its menu", () => {
    const play = parse(windows.get("play")!.html);
    for (const row of play.querySelectorAll<HTMLElement>(".tab.inventory li.item[data-item-id]")) {
      const shown = row.querySelectorAll(".item-controls > button");
      expect(shown.length, row.dataset.itemId).toBeLessThanOrEqual(2);
      expect(row.querySelector(".item-controls .item-menu > summary"), row.dataset.itemId).not.toBeNull();
    }
    const sword = play.querySelector(`li.item[data-item-id="${ids.get("Zweihander")}"]`)!;
    expect(sword.querySelector('.item-controls > [data-action="rollItemAttack"]')).not.toBeNull();
    expect(sword.querySelector('.item-menu [data-action="rollItemDamage"]')).not.toBeNull();
    expect(sword.querySelector('.item-menu [data-action="editItem"]')).not.toBeNull();
  });

  it("a condition is listed once, under Conditions", () => {
    const effects = parse(windows.get("effects")!.html).querySelector(".tab.effects")!;
    expect(texts(effects, ".effect-conditions li")).toEqual(["Prone"]);
    expect(texts(effects, ".effect-group .effect:not(.empty)").filter((t) => t.includes("Prone"))).toEqual([]);
  });

  for (const theme of THEMES) {
    for (const name of ["play", "edit", "name", "features", "effects"]) {
      it(`${name}, ${theme} theme: fits, nothing clipped or overlapping, readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(`inventory-groups-${name}`, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
