/**
 * The augment in a dnd5e world as a user sees it: the module on the dnd5e stand-in, a carried augment's sheet on its
 * owner's character (dnd5e's item sheet with the augment's part in its Details tab: src/adapters/dnd5e/augment-sheet.ts,
 * augment-sheet-data.ts) in play mode with its Start design button, and a draft with its Check design button, at the
 * sheet's width (dnd5e's is not resizable), in Foundry's dark and light themes, with the sibling check; and the
 * augment's row in dnd5e's character sheet (its subtitle, uses and expanded description).
 * Screenshots: test-results/screenshots/dnd5e-item-sheet-500-{dark,light}.png,
 * dnd5e-item-sheet-draft-500-{dark,light}.png, dnd5e-augment-row-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { PlainObject } from "../foundry/utils";

const LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [{ selector: ".tab.details .augmented-dnd5e-part .augment-details", count: 1, label: "augment part" }],
  contrast: [
    { selector: ".augmented-dnd5e-part .item-section-title", min: 4.5 },
    { selector: ".augment-design-button", min: 4.5 },
  ],
};
// dnd5e's item sheet is 500 px wide and not resizable, with no fixed height (release-5.3.3
// applications/item/item-sheet.mjs:44-50): one width, its height following its content.
const WIDTHS = [500] as const;

interface SheetLike {
  element: HTMLElement;
  constructor: { name: string };
  render(force: boolean): Promise<unknown>;
}

describe("the dnd5e augment item sheet in Chromium", () => {
  const browser = useBrowser();
  const sheets: Record<"built" | "draft", RenderedWindow & { className: string }> = {} as never;
  let row: RenderedWindow;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Vex Okonkwo", type: "character" } as never)) as unknown as {
      createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
      sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement; onItemAction(id: string, action: string): Promise<unknown> };
    };
    const augment = async (name: string, system: PlainObject) => {
      const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      return foundry.utils.mergeObject(source.toObject(), { system }) as PlainObject;
    };
    const [, , blade, heels] = await actor.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
      { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} },
      await augment("Forearm Blade", {}),
      await augment("Spring Heels", { designStatus: "draft" }),
    ]);
    await world.settle();
    for (const [key, item] of [["built", blade], ["draft", heels]] as const) {
      // cast: the item's sheet, an ApplicationV2 at runtime (the stand-in's).
      const sheet = item!.sheet as unknown as SheetLike;
      await sheet.render(true);
      await world.settle();
      sheets[key] = { html: displayHtml(sheet.element), width: 500, height: 1400, className: sheet.constructor.name };
    }
    await actor.sheet.render(true);
    await actor.sheet.onItemAction(blade!.id!, "toggleExpand");
    await world.settle();
    row = { html: displayHtml(actor.sheet.element), width: 800, height: 600 };
  });

  it("is dnd5e's item sheet with the augment's part and its design controls", () => {
    expect(sheets.built.className).toBe("AugmentSheet5e");
    expect(sheets.built.html).toContain("augmented-dnd5e-part");
    expect(sheets.built.html).toContain('data-action="startDesign"');
    expect(sheets.draft.html).toContain('data-action="designAugment"');
  });

  for (const key of ["built", "draft"] as const) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        it(`${key === "built" ? "a carried augment" : "a draft"} at ${width} px, ${theme} theme: fits its window, clear and readable`, async () => {
          const name = key === "built" ? `dnd5e-item-sheet-${width}` : `dnd5e-item-sheet-draft-${width}`;
          const shot = await browser().screenshotHtml(name, sheets[key].html, { width, height: sheets[key].height, theme, layout: LAYOUT, autoHeight: true });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }

  for (const theme of THEMES) {
    it(`the augment's row in dnd5e's character sheet, expanded, ${theme} theme`, async () => {
      expect(row.html).toContain("Forearm Blade");
      const shot = await browser().screenshotHtml("dnd5e-augment-row", row.html, {
        width: row.width,
        height: row.height,
        theme,
        layout: { groups: [{ selector: ".tab.features [data-item-id] .item-description", count: 1, label: "expanded augment row" }], contrast: [] },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
