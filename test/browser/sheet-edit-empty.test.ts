/**
 * Issue 28 item 6, character-sheet states never photographed before: Edit mode of the Inventory, Features,
 * Augments, Effects and Biography tabs (a character with a few items, an effect and a biography), and the empty
 * states a new character shows on the Inventory, Features, Augments, Automail and Effects tabs. Dark and light,
 * at 360, 480 and the sheet's own width, with every layout check (the sibling check too).
 * Screenshots: test-results/screenshots/character-sheet-{edit,empty}-<tab>[-360|-480]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const tab = (id: string) => `[data-action="tab"][data-tab="${id}"]`;
const EDIT = '[data-action="toggleMode"]';
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };
const EDIT_TABS = ["inventory", "features", "augments", "effects", "biography"] as const;
const EMPTY_TABS = ["inventory", "features", "augments", "automail", "effects"] as const;

describe("character sheet: edit mode of five tabs, and the empty states, in Chromium (issue 28)", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const busy = await createCharacter({
      name: "Ana Reyes",
      system: { details: { level: 5 }, biography: "<p>Grew up in the foundry district; rebuilt after the mill fire.</p>" },
      items: [
        { name: "Rivet Gun", type: "weapon", system: { equipped: true } },
        { name: "Plated Vest", type: "equipment", system: { armor: { kind: "medium", value: 14 }, equipped: true, weight: 20 } },
        { name: "Tinker's Tools", type: "tool" },
        { name: "Overclocked Reflexes", type: "feature", system: { uses: { max: "2", recovery: ["lr"] } } },
        augmentSource("Wrist Cannon", { installedSection: "rightArm" }),
      ] as unknown as Item.CreateData[],
    });
    // cast: a partial effect source, as createEmbeddedDocuments takes it.
    await busy.createEmbeddedDocuments("ActiveEffect", [{ name: "Coolant Rush", changes: [], duration: { seconds: 60 } } as unknown as ActiveEffect.CreateData]);
    const fresh = await createCharacter({ name: "New Recruit" });
    await world.settle();
    for (const id of EDIT_TABS) windows.set(`edit-${id}`, await renderSheet(world, busy, { click: [tab(id), EDIT] }));
    for (const id of EMPTY_TABS) windows.set(`empty-${id}`, await renderSheet(world, fresh, { click: [tab(id)] }));
  });

  it("Edit mode is on in each edit view, and its tab is the one shown", () => {
    for (const id of EDIT_TABS) {
      const html = windows.get(`edit-${id}`)!.html;
      expect(html, id).toMatch(/data-action="toggleMode"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*data-action="toggleMode"/);
      expect(html, id).toMatch(new RegExp(`class="tab [^"]*active[^"]*" data-group="primary" data-tab="${id}"|data-tab="${id}"[^>]*class="[^"]*active`));
    }
  });

  it("an empty tab says so in words (no bare table headers, no raw keys)", () => {
    for (const id of EMPTY_TABS) {
      const html = windows.get(`empty-${id}`)!.html;
      expect(html, id).not.toMatch(/AUGMENTED\.[A-Z]/);
    }
  });

  for (const name of [...EDIT_TABS.map((id) => `edit-${id}`), ...EMPTY_TABS.map((id) => `empty-${id}`)]) {
    for (const theme of THEMES) {
      for (const width of [0, 480, 360]) {
        it(`${name}${width ? ` at ${width} px` : ""}, ${theme} theme: fits, nothing clipped or overlapping, readable`, async () => {
          const sheet = windows.get(name)!;
          const shot = await browser().screenshotHtml(`character-sheet-${name}${width ? `-${width}` : ""}`, sheet.html, { width: width || sheet.width, height: sheet.height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
