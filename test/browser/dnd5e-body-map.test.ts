/**
 * The body map in a dnd5e world (issue 29, Deliver 3) as a user sees it: the module on the dnd5e stand-in, the
 * control in the header of dnd5e's character sheet (the stand-in's header part) and the window it opens, a cyborg
 * with four installed augments (one damaged) and one carried, at the window's default width and at 360 px, in
 * Foundry's dark and light themes, with the sibling check.
 * Screenshots: test-results/screenshots/dnd5e-body-map-{720,360}-{dark,light}.png, dnd5e-sheet-control-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { PlainObject } from "../foundry/utils";

const CONTROL = ".augmented-dnd5e-body-map";
const LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [{ selector: ".body-map > [data-section]", count: 6, label: "body sections" }],
  contrast: [
    { selector: ".body-map .section-label", min: 4.5 },
    { selector: ".body-map .integrity-badge", min: 4.5 },
  ],
};
const WIDTHS = [720, 360] as const;

interface WindowModule {
  bodyMapWindowOf(actor: unknown): { element: HTMLElement } | null;
}

describe("the dnd5e body-map window in Chromium", () => {
  const browser = useBrowser();
  let window: RenderedWindow;
  let sheet: RenderedWindow;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Vex Okonkwo", type: "character" } as never)) as unknown as {
      sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
      createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<unknown>;
    };
    const augment = async (name: string, system: PlainObject) => {
      const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      return foundry.utils.mergeObject(source.toObject(), { system }) as PlainObject;
    };
    await actor.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
      { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} },
      await augment("Wrist Cannon", { installedSection: "rightArm" }),
      await augment("Head Lamp", { installedSection: "head" }),
      await augment("Spring Heels", { installedSection: "leftLeg", integrity: "damaged" }),
      await augment("Forearm Blade", {}),
    ]);
    await world.settle();
    await actor.sheet.render(true);
    await world.settle();
    sheet = { html: displayHtml(actor.sheet.element), width: 800, height: 240 };
    actor.sheet.element.querySelector<HTMLButtonElement>(CONTROL)!.click();
    await world.settle();
    const windows = await world.systemModule<WindowModule>(world.gm, "src/adapters/dnd5e/body-map-window.ts");
    window = { html: displayHtml(windows.bodyMapWindowOf(actor)!.element), width: 720, height: 720 };
  });

  it("is the system's Augments template in a window of its own, opened from the sheet's header", () => {
    expect(sheet.html).toContain("augmented-dnd5e-body-map");
    expect(window.html).toMatch(/<section class="tab augments active"/);
    expect(window.html).toContain("Wrist Cannon");
    expect(window.html).toContain("Forearm Blade");
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`at ${width} px, ${theme} theme: fits its window, clear and readable`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-body-map-${width}`, window.html, { width, height: window.height, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  for (const theme of THEMES) {
    it(`the control on dnd5e's sheet header, ${theme} theme`, async () => {
      const shot = await browser().screenshotHtml("dnd5e-sheet-control", sheet.html, {
        width: sheet.width,
        height: sheet.height,
        theme,
        layout: { groups: [{ selector: CONTROL, count: 1, label: "body-map control" }] },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
