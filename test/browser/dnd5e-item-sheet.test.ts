/**
 * The augment's item sheet in a dnd5e world (issue 29, Deliver 3) as a user sees it: the module on the dnd5e
 * stand-in, a carried augment's sheet on its owner's character (the system's item sheet, registered for the
 * module's augment type: src/adapters/dnd5e/augment-sheet.ts) in play mode with its Start design button, and a
 * draft with its Check design button, at the sheet's default width and at 360 px, in Foundry's dark and light
 * themes, with the sibling check.
 * Screenshots: test-results/screenshots/dnd5e-item-sheet-{520,360}-{dark,light}.png,
 * dnd5e-item-sheet-draft-{520,360}-{dark,light}.png.
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
  groups: [{ selector: ".item-header", count: 1, label: "item header" }],
  contrast: [
    { selector: ".item-header .item-type", min: 4.5 },
    { selector: ".augment-design-button", min: 4.5 },
  ],
};
const WIDTHS = [520, 360] as const;

interface SheetLike {
  element: HTMLElement;
  constructor: { name: string };
  render(force: boolean): Promise<unknown>;
}

describe("the dnd5e augment item sheet in Chromium", () => {
  const browser = useBrowser();
  const sheets: Record<"built" | "draft", RenderedWindow & { className: string }> = {} as never;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Vex Okonkwo", type: "character" } as never)) as unknown as {
      createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
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
      sheets[key] = { html: displayHtml(sheet.element), width: 520, height: 640, className: sheet.constructor.name };
    }
  });

  it("is the system's augment sheet with the design controls", () => {
    expect(sheets.built.className).toBe("AugmentSheet");
    expect(sheets.built.html).toContain('data-action="startDesign"');
    expect(sheets.draft.html).toContain('data-action="designAugment"');
  });

  for (const key of ["built", "draft"] as const) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        it(`${key === "built" ? "a carried augment" : "a draft"} at ${width} px, ${theme} theme: fits its window, clear and readable`, async () => {
          const name = key === "built" ? `dnd5e-item-sheet-${width}` : `dnd5e-item-sheet-draft-${width}`;
          const shot = await browser().screenshotHtml(name, sheets[key].html, { width, height: sheets[key].height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
