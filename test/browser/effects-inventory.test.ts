/**
 * Issue 28: the Effects tab and the inventory rows as a user sees them, at the default width and at 360 px, dark
 * and light. The Effects tab holds a System Failure overdrive (the real workflow), a failed acclimation (the
 * workflow's effect data), a disabled effect and a condition (listed once, under Conditions), whose chip is in the header too. The inventory has
 * ± quantity, uses as "2/3", the equip icon, one row's summary open and one row's "⋯" menu open. The layout
 * checks (page/layout.js) hold: nothing overflows sideways or overlaps its sibling, the rows and chips are there.
 * Screenshots: test-results/screenshots/character-sheet-{effects,inventory-rows}-<width>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { acclimationEffectData } from "../../src/workflows/automail/acclimation";
import { THEMES, type LayoutOptions } from "./harness";
import { cyborgAtZero, renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

interface SystemFailureActor {
  systemFailure(augmentId: string): Promise<{ message: { id: string | null } | null } | null>;
}

const tab = (id: string) => `[data-action="tab"][data-tab="${id}"]`;
const WIDTHS = [360, 720] as const;
/**
 * At 360 px the header wraps onto more lines, so the tab body shows fewer rows: the window is taken taller there
 * (as a narrow window beside the map is), so every checked row is in view rather than scrolled past.
 */
const heightAt = (width: number, opening: number) => (width < 480 ? opening + 320 : opening);

const EFFECTS_LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [
    { selector: ".effects .effect-group", count: 3, label: "effect sections" },
    // The overdrive and the acclimation; Prone is a condition, listed once under Conditions.
    { selector: '.effects .effect-group[data-section="temporary"] .effect:not(.empty)', count: 2, label: "temporary effects" },
    { selector: ".effects .effect-conditions .condition-chip", count: 1, label: "conditions" },
    { selector: '.effects .effect-group[data-section="inactive"] .effect:not(.empty)', count: 1, label: "inactive effects" },
    { selector: ".sheet-header .condition-chip", count: 1, label: "header chips" },
  ],
  contrast: [{ selector: "*", min: 4.5 }],
};

const INVENTORY_LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [
    { selector: ".inventory .item-filter input", count: 1, label: "filter" },
    { selector: ".inventory .item-summary", count: 1, label: "summary" },
    { selector: ".inventory .item-menu[open] .item-menu-list", count: 1, label: "menu" },
  ],
  contrast: [{ selector: "*", min: 4.5 }],
};

describe("the Effects tab and the inventory rows in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const { hero, cannon } = await cyborgAtZero(world);
    // cast: systemFailure is the system Actor's workflow.
    await (hero as unknown as SystemFailureActor).systemFailure(cannon.id!);
    // cast (all three): partial source data, as createEmbeddedDocuments accepts it.
    const [arm] = (await hero.createEmbeddedDocuments("Item", [{ name: "Steel Arm", type: "automail" } as unknown as Item.CreateData])) ?? [];
    const now = world.time.worldTime;
    await hero.createEmbeddedDocuments("ActiveEffect", [
      acclimationEffectData({ id: arm!.id!, name: arm!.name, uuid: arm!.uuid }, now, 4 * 3600) as ActiveEffect.CreateData,
      { name: "Blessing of Brass", disabled: true, img: "icons/svg/sun.svg" } as ActiveEffect.CreateData,
      { name: "Prone", statuses: ["prone"], img: "icons/svg/falling.svg" } as unknown as ActiveEffect.CreateData,
    ]);
    await hero.createEmbeddedDocuments("Item", [
      { name: "Rations", type: "consumable", system: { quantity: 3, weight: 1, uses: { max: "3", spent: 1 } } },
      { name: "Chain Shirt", type: "equipment", system: { equipped: true, weight: 20 } },
      { name: "Longsword", type: "weapon", system: { equipped: false, weight: 3, description: "<p>A plain, well-kept blade with a leather grip.</p>" } },
    ] as Item.CreateData[]);
    await world.settle();
    windows.set("effects", await renderSheet(world, hero, { click: [tab("effects")] }));
    const sword = hero.items.getName("Longsword")!;
    const shirt = hero.items.getName("Chain Shirt")!;
    windows.set("inventory", await renderSheet(world, hero, { click: [tab("inventory"), `[data-item-id="${sword.id}"] .item-name`, `[data-item-id="${shirt.id}"] .item-menu > summary`] }));
  });

  it("the Effects tab reads the system's effects by name, with time left and source", () => {
    const html = windows.get("effects")!.html;
    expect(html).toContain("Overdrive (System Failure)");
    expect(html).toContain("Acclimating: Steel Arm");
    expect(html).toContain("4 h");
    expect(html).not.toMatch(/AUGMENTED\./);
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`Effects tab at ${width} px, ${theme} theme: layout checks pass`, async () => {
        const sheet = windows.get("effects")!;
        const shot = await browser().screenshotHtml(`character-sheet-effects-${width}`, sheet.html, { width, height: heightAt(width, sheet.height), theme, layout: EFFECTS_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });

      it(`inventory rows at ${width} px, ${theme} theme: layout checks pass`, async () => {
        const sheet = windows.get("inventory")!;
        const shot = await browser().screenshotHtml(`character-sheet-inventory-rows-${width}`, sheet.html, { width, height: heightAt(width, sheet.height), theme, layout: INVENTORY_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
