/**
 * The Gearforged window in a dnd5e world as a user sees it: the module on the dnd5e stand-in with the Gearforged
 * line on, the control in the header of dnd5e's character sheet beside the body map's, and the window it opens
 * (the system's Gearforged tab under the life panel): a homebrew gearforged with a chassis, two upgrades, its
 * maintenance clock running and memory gears recorded; a dead one as the GM sees it, with the record of its
 * remains and Restore; a dying one with its stabilization (GF-BODY-5). At the window's default width and at 360 px, in Foundry's dark and light themes.
 * Screenshots: test-results/screenshots/dnd5e-gearforged-{720,360}-{dark,light}.png,
 * dnd5e-gearforged-dead-{720,360}-{dark,light}.png, dnd5e-gearforged-dying-{720,360}-{dark,light}.png, dnd5e-gearforged-control-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { PlainObject } from "../foundry/utils";

const MODULE = "augmented-dnd5e";
const CONTROL = ".augmented-dnd5e-gearforged";
const WIDTHS = [720, 360] as const;
const HOUR = 3600;
const LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [{ selector: ".gearforged-body > .gearforged-panel", label: "Gearforged panels" }],
  contrast: [
    { selector: ".gearforged-life-state", min: 4.5 },
    { selector: ".gearforged-slot-state", min: 4.5 },
    { selector: ".gearforged-values dd", min: 4.5 },
  ],
};

interface WindowModule {
  openGearforgedWindow(actor: unknown): Promise<{ element: HTMLElement }>;
}

interface Dnd5eActor {
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<unknown>;
}

describe("the dnd5e Gearforged window in Chromium", () => {
  const browser = useBrowser();
  let living: RenderedWindow;
  let dead: RenderedWindow;
  let dying: RenderedWindow;
  let sheet: RenderedWindow;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.gearforged`]: true }, worldTime: 40 * HOUR });
    const part = async (name: string) => ((await fromUuid(await packUuid("gearforged", name))) as Item.Implementation).toObject() as PlainObject;
    const gearforged = async (name: string, system: PlainObject, record: PlainObject): Promise<Dnd5eActor> => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const actor = (await Actor.create({ name, type: "character", system, flags: { [MODULE]: { gearforged: record } } } as never)) as unknown as Dnd5eActor;
      await actor.createEmbeddedDocuments("Item", [
        { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
        { name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: "homebrew" } }, system: {} },
      ]);
      // After the species and level: an upgrade's drop check reads them from the actor (GF-UPG-1).
      await actor.createEmbeddedDocuments("Item", [await part("Dwarf Chassis"), await part("Quick Fix"), await part("Enhanced Optics")]);
      return actor;
    };
    const ana = await gearforged(
      "Ana Reyes",
      { attributes: { hp: { value: 38, max: 44 }, exhaustion: 1 }, currency: { gp: 2400 } },
      { maintenance: { lastLongRestAt: 10 * HOUR, lapses: 1, exhaustion: 1 }, memoryGears: { count: 2 }, age: 30 },
    );
    const bolt = await gearforged(
      "Bolt",
      { attributes: { hp: { value: 0, max: 44 }, death: { success: 1, failure: 3 } }, currency: { gp: 900 } },
      { maintenance: { lastLongRestAt: 30 * HOUR }, memoryGears: { count: 4 }, age: 40 },
    );
    const cog = await gearforged("Cog", { attributes: { hp: { value: 0, max: 44 }, death: { success: 1, failure: 1 } } }, { maintenance: { lastLongRestAt: 30 * HOUR } });
    await world.settle();
    await ana.sheet.render(true);
    await world.settle();
    sheet = { html: displayHtml(ana.sheet.element), width: 800, height: 240 };
    const windows = await world.systemModule<WindowModule>(world.gm, "src/adapters/dnd5e/gearforged/gearforged-window.ts");
    living = { html: displayHtml((await windows.openGearforgedWindow(ana)).element), width: 720, height: 720 };
    dead = { html: displayHtml((await windows.openGearforgedWindow(bolt)).element), width: 720, height: 720 };
    dying = { html: displayHtml((await windows.openGearforgedWindow(cog)).element), width: 720, height: 720 };
    await world.settle();
  });

  it("is the system's Gearforged tab under the life panel, in a window of its own opened from the sheet's header", () => {
    expect(sheet.html).toContain("augmented-dnd5e-gearforged");
    expect(living.html).toMatch(/<section class="tab gearforged active"/);
    expect(living.html).toContain("Dwarf Chassis");
    expect(living.html).toContain("Quick Fix");
    expect(living.html).toContain("Enhanced Optics");
    expect(dead.html).toContain('data-action="askRestoreGearforged"');
    expect(dead.html).toContain('data-life-state="dead"');
    expect(dying.html).toContain('data-method="intelligence"');
    expect(dying.html).toContain('data-method="mending"');
  });

  for (const [name, which] of [["dnd5e-gearforged", () => living], ["dnd5e-gearforged-dead", () => dead], ["dnd5e-gearforged-dying", () => dying]] as const) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        it(`${name} at ${width} px, ${theme} theme: fits its window, clear and readable`, async () => {
          // At 360 px the panels stack: the photo is as tall as the window's content, so every panel is in it.
          const height = width === 360 ? 1500 : which().height;
          const shot = await browser().screenshotHtml(`${name}-${width}`, which().html, { width, height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }

  for (const theme of THEMES) {
    it(`the control beside the body map's on dnd5e's sheet header, ${theme} theme`, async () => {
      const shot = await browser().screenshotHtml("dnd5e-gearforged-control", sheet.html, {
        width: sheet.width,
        height: sheet.height,
        theme,
        layout: {
          groups: [
            { selector: CONTROL, count: 1, label: "Gearforged control" },
            { selector: ".augmented-dnd5e-body-map", count: 1, label: "body-map control" },
          ],
        },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
