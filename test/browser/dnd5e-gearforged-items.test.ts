/**
 * Gearforged's upgrade in a dnd5e world as a user sees it: Claw Arm Laser on a gearforged dnd5e character, its row in
 * dnd5e's character sheet (expanded: its description) and its item sheet (dnd5e's ItemSheet5e with the upgrade's part
 * in its Details tab: src/adapters/dnd5e/gearforged/sheet.ts), each photographed at 360 and 720 px in both themes.
 * Screenshots: test-results/screenshots/dnd5e-upgrade-row-{360,720}-{dark,light}.png,
 * dnd5e-upgrade-sheet-{360,720}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { PlainObject } from "../foundry/utils";

const WIDTHS = [360, 720] as const;

interface SheetLike {
  element: HTMLElement;
  render(force: boolean): Promise<unknown>;
}

describe("a Gearforged upgrade in dnd5e's sheets in Chromium", () => {
  const browser = useBrowser();
  let sheet: RenderedWindow;
  let row: RenderedWindow;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true } });
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Cog Ironhand", type: "character", system: { abilities: { con: { value: 14 } } } } as never)) as unknown as {
      createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
      sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement; onItemAction(id: string, action: string): Promise<unknown> };
    };
    const pack = async (name: string) => ((await fromUuid(await packUuid("gearforged", name))) as Item.Implementation).toObject() as PlainObject;
    await actor.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
      { name: "Gearforged", type: "race", flags: { "augmented-dnd5e": { gearforgedVariant: "homebrew" } }, system: {} },
    ]);
    await actor.createEmbeddedDocuments("Item", [await pack("Claw Arm")]);
    const [laser] = await actor.createEmbeddedDocuments("Item", [await pack("Claw Arm Laser")]);
    await world.settle();
    // cast: the item's sheet, an ApplicationV2 at runtime (the stand-in's).
    const itemSheet = laser!.sheet as unknown as SheetLike;
    await itemSheet.render(true);
    await world.settle();
    sheet = { html: displayHtml(itemSheet.element), width: 500, height: 1200 };
    await actor.sheet.render(true);
    await actor.sheet.onItemAction(laser!.id!, "toggleExpand");
    await world.settle();
    row = { html: displayHtml(actor.sheet.element), width: 720, height: 700 };
  });

  it("the upgrade's part is in its item sheet; its row names its kind", () => {
    expect(sheet.html).toContain("augmented-dnd5e-part");
    expect(sheet.html).toContain('data-derived="min-level"');
    expect(row.html).toContain("Claw Arm Laser");
    expect(row.html).toContain("Gearforged upgrade");
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`the upgrade's item sheet at ${width} px, ${theme} theme`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-upgrade-sheet-${width}`, sheet.html, {
          width,
          height: sheet.height,
          theme,
          autoHeight: true,
          layout: { groups: [{ selector: ".tab.details .augmented-dnd5e-part .gearforged-item-details", count: 1, label: "upgrade part" }], contrast: [] },
        });
        expect(shot.missing).toEqual([]);
      });
      it(`the upgrade's row in dnd5e's character sheet, expanded, at ${width} px, ${theme} theme`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-upgrade-row-${width}`, row.html, {
          width,
          height: row.height,
          theme,
          layout: { groups: [{ selector: ".tab.features [data-item-id] .item-description", count: 1, label: "expanded upgrade row" }], contrast: [] },
        });
        expect(shot.missing).toEqual([]);
      });
    }
  }
});
