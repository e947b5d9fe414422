/**
 * Issue 28 item 2, the sheet's shape as a dnd5e player knows it, measured in Chromium on the real character sheet:
 * the header (HP, AC, hit dice, exhaustion) and the tabs stay where they are while only the tab body scrolls, and
 * the header is the same height in play and edit modes.
 * Screenshots: test-results/screenshots/character-sheet-scrolled-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

type Rect = { x: number; y: number; width: number; height: number };

const HEADER: LayoutOptions = {
  groups: [
    { selector: ".sheet-header", count: 1, label: "header" },
    { selector: ".sheet-header .hit-points", count: 1, label: "hp" },
    { selector: ".sheet-header .armor-class", count: 1, label: "ac" },
    { selector: ".sheet-header .hit-dice", count: 1, label: "hit dice" },
    { selector: ".sheet-header .exhaustion", count: 1, label: "exhaustion" },
    { selector: "nav.tabs", count: 1, label: "tabs" },
  ],
};
const rect = (measured: Record<string, unknown>, label: string): Rect => (measured[label] as Rect[])[0]!; // cast: a group's rects (page/layout.js)

describe("character sheet shape in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    // At 0 HP, so the death saves are there too and the Attributes tab is at its longest.
    const actor = await createCharacter({ name: "Ana Reyes", system: { details: { level: 5 }, attributes: { hp: { value: 0, max: 44 } } } });
    await world.settle();
    windows.set("play", await renderSheet(world, actor));
    windows.set("edit", await renderSheet(world, actor, { click: ['[data-action="toggleMode"]'] }));
  });

  for (const theme of THEMES) {
    it(`${theme} theme: scrolled to the last skill, the header and tabs have not moved and the content itself does not scroll`, async () => {
      const sheet = windows.get("play")!;
      const options = { width: sheet.width, height: sheet.height, theme, layout: HEADER };
      const top = await browser().screenshotHtml("unused", sheet.html, { ...options, screenshot: false });
      const scrolled = await browser().screenshotHtml("character-sheet-scrolled", sheet.html, { ...options, scrollTo: '[data-skill="sur"]' });
      expect(scrolled.problems).toEqual([]);
      for (const label of ["header", "hp", "ac", "hit dice", "exhaustion", "tabs"]) expect(rect(scrolled.measured, label), label).toEqual(rect(top.measured, label));
      // cast: page/layout.js's measurement of the content area.
      const content = scrolled.measured.content as { scrollHeight: number; clientHeight: number };
      expect(content.scrollHeight).toBe(content.clientHeight);
    });
  }

  it("the check catches a window whose whole content scrolls (the layout before issue 28)", async () => {
    const sheet = windows.get("play")!;
    const css = ".augmented.sheet .window-content { overflow-y: auto; } .augmented.sheet .window-content > section.tab.active { flex: none; overflow: visible; }";
    const options = { width: sheet.width, height: sheet.height, theme: "dark" as const, layout: HEADER, extraCss: css, screenshot: false };
    const top = await browser().screenshotHtml("unused", sheet.html, options);
    const scrolled = await browser().screenshotHtml("unused", sheet.html, { ...options, scrollTo: '[data-skill="sur"]' });
    expect(rect(scrolled.measured, "hp").y).toBeLessThan(rect(top.measured, "hp").y);
  });

  for (const width of [720, 480, 360]) {
    it(`at ${width} px the header is as tall in edit mode as in play mode`, async () => {
      const heights: number[] = [];
      for (const mode of ["play", "edit"]) {
        const sheet = windows.get(mode)!;
        const shot = await browser().screenshotHtml(`character-sheet-header-${mode}-${width}`, sheet.html, { width, height: sheet.height, theme: "dark", layout: HEADER });
        expect(shot.problems).toEqual([]);
        heights.push(rect(shot.measured, "header").height);
      }
      expect(heights[1], `play ${heights[0]} px, edit ${heights[1]} px`).toBe(heights[0]);
    });
  }
});
