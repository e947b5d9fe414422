/**
 * A gearforged character's dnd5e sheet in Chromium: the module on the dnd5e stand-in with the Gearforged line on, the
 * Gearforged (homebrew) species dropped on the sheet from the module's compendium (dnd5e's advancement grants its
 * traits), at 720 and 360 px, in Foundry's dark and light themes: the species in the sheet's species list and its
 * four traits among the features, each row on screen and readable.
 * Screenshots: test-results/screenshots/dnd5e-gearforged-sheet-{720,360}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { gearforgedTable } from "../integration/adapters/dnd5e-gearforged-table";

const TRAITS = ["Constructed Body", "Steel of Flesh", "Solid Construction", "Upgrades"];
const WIDTHS = [720, 360] as const;

describe("a gearforged character's dnd5e sheet in Chromium", () => {
  const browser = useBrowser();
  let sheet: RenderedWindow;
  let featureIds: string[] = [];

  beforeAll(async () => {
    installDom();
    const table = await gearforgedTable("Gearforged (homebrew)", { choices: { gfHb1Asi00000000: { assignments: { str: 1, con: 1 } } } });
    const actor = table.actor;
    featureIds = actor.items.contents.filter((i) => (i.type as string) === "feat").map((i) => i.id!);
    await table.world.as(table.world.gm, async () => {
      await actor.sheet.render(true);
      await table.world.settle();
      sheet = { html: displayHtml(actor.sheet.element), width: 720, height: 900 };
    });
  });

  it("shows the species and its creature type in the details pills, and its four traits, granted by dnd5e's advancement", () => {
    expect(sheet.html).toMatch(/class="pill-lg texture race"[^]*Gearforged \(homebrew\)/);
    expect(sheet.html).toMatch(/class="pill-lg texture type"[^]*DND5E\.CreatureTypeconstruct[^]*Humanoid/);
    for (const trait of TRAITS) expect(sheet.html).toContain(trait);
    expect(featureIds).toHaveLength(4);
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`at ${width} px, ${theme} theme: the species and every trait row on screen`, async () => {
        const layout: LayoutOptions = {
          groups: [
            { selector: ".pill-lg.race", count: 1, label: "species pill" },
            { selector: ".pill-lg.type", count: 1, label: "creature type pill" },
            ...featureIds.map((id) => ({ selector: `.tab.features [data-item-id="${id}"]`, count: 1, label: "trait row" })),
          ],
        };
        const shot = await browser().screenshotHtml(`dnd5e-gearforged-sheet-${width}`, sheet.html, { width, height: sheet.height, theme, layout });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
