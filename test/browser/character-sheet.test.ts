/**
 * The character sheet as a user sees it: the real sheet (stand-in render: context, templates, parts) in headless
 * Chromium with the system CSS, at the size it opens at (its DEFAULT_OPTIONS position), in Foundry's dark and
 * light themes, in play mode on each tab and in edit mode.
 * Screenshots: test-results/screenshots/character-sheet[-<view>]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow, type SheetView } from "./standin";
import { useBrowser } from "./use-browser";

const ABILITIES: LayoutOptions = {
  groups: [{ selector: ".abilities > [data-ability]", count: 6, label: "ability blocks" }],
  // Every text in the window at 4.5 (the default), and by name the modifiers and labels the sheet is read by.
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: '.abilities > [data-ability] [data-derived="modifier"]', min: 4.5 },
    { selector: ".abilities > [data-ability] .ability-abbr", min: 4.5 },
  ],
};

const tab = (id: string) => `[data-action="tab"][data-tab="${id}"]`;
const EDIT = '[data-action="toggleMode"]';

/**
 * Issue 16: the header takes at most a quarter of the window's height in play mode, on every tab. Measured as the
 * issue measured it (34% before): from the window's top edge (the harness places the window at the page's top)
 * to the bottom of the tab bar, i.e. the title bar, the sheet's header and the tabs, everything above a tab's
 * content. The sheet's `<header>` element alone is held to the same quarter.
 */
const HEADER_SHARE_MAX = 0.25;
const HEADER: LayoutOptions = {
  groups: [
    { selector: ".sheet-header", count: 1, label: "header" },
    { selector: "nav.tabs", count: 1, label: "tabs" },
  ],
};
type Rect = { x: number; y: number; width: number; height: number };
function headerShare(measured: Record<string, unknown>): { aboveContent: number; header: number } {
  // cast: `measured` holds the window's size and each group's rects (page/layout.js `check`).
  const { window: win, header, tabs } = measured as { window: { height: number }; header: Rect[]; tabs: Rect[] };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { aboveContent: round((tabs[0]!.y + tabs[0]!.height) / win.height), header: round(header[0]!.height / win.height) };
}
/** Every tab in play mode: the header is the same part on each, but what is below it must not push it around. */
const PLAY_TABS = ["attributes", "inventory", "features", "augments", "automail", "biography"];

/** Each view: its screenshot name, what a user clicks to get there, and its extra checks. */
const VIEWS: { name: string; view: SheetView; layout: LayoutOptions }[] = [
  { name: "character-sheet", view: {}, layout: ABILITIES },
  { name: "character-sheet-edit", view: { click: [EDIT] }, layout: ABILITIES },
  { name: "character-sheet-inventory", view: { click: [tab("inventory")] }, layout: {} },
  { name: "character-sheet-features", view: { click: [tab("features")] }, layout: {} },
  { name: "character-sheet-biography", view: { click: [tab("biography")] }, layout: {} },
];

describe("character sheet in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const actor = await createCharacter({
      name: "Ana Reyes",
      system: {
        abilities: { str: { value: 16 }, dex: { value: 14 }, con: { value: 15 }, int: { value: 8 }, wis: { value: 12 }, cha: { value: 10 } },
        details: { level: 5 },
        attributes: { hp: { value: 38, max: 44, temp: 5 } },
        currency: { gp: 150 },
      },
    });
    await actor.createEmbeddedDocuments("Item", [
      { name: "Wrist Cannon", type: "weapon", system: { weight: 8 } },
      { name: "Plated Vest", type: "equipment", system: { weight: 20, equipped: true } },
      { name: "Tinker's Tools", type: "tool", system: { weight: 8 } },
      { name: "Overclock", type: "feature" },
    ]);
    await world.settle();
    for (const { name, view } of VIEWS) windows.set(name, await renderSheet(world, actor, view));
    for (const id of PLAY_TABS) windows.set(`play-${id}`, await renderSheet(world, actor, { click: [tab(id)] }));
    // The widest header values: level 20, three-digit hit points, two-digit temp, 20/20d10, exhaustion with a summary.
    const veteran = await createCharacter({
      name: "Ana Reyes",
      system: { details: { level: 20 }, attributes: { hp: { value: 188, max: 188, temp: 30 }, hd: { die: "d10" }, exhaustion: 3 } },
    });
    await world.settle();
    windows.set("play-level-20", await renderSheet(world, veteran));
  });

  it("is the real sheet's markup", () => {
    const sheet = windows.get("character-sheet")!;
    expect(sheet.html).toMatch(/^<form [^>]*class="application [^"]*\bcharacter\b/);
    expect(sheet.html).toContain('data-ability="str"');
    expect(sheet.html).toContain("Ana Reyes");
    // Inventory: columns and the encumbrance line (36 lb of items + 150 coins = 39 lb of Strength 16 × 15 = 240).
    const inventory = windows.get("character-sheet-inventory")!.html;
    expect(inventory).toMatch(/data-derived="encumbrance">39 \/ 240 lb</);
    expect(inventory).toMatch(/data-column="weight"[^>]*>20</);
  });

  for (const { name, layout } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, clear and readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        expect(shot.measured.window).toEqual({ width: sheet.width, height: sheet.height });
      });
    }
  }

  for (const id of PLAY_TABS) {
    for (const theme of THEMES) {
      it(`play mode, ${id} tab, ${theme} theme: the header takes at most a quarter of the window's height`, async () => {
        const sheet = windows.get(`play-${id}`)!;
        expect(sheet.html).toMatch(new RegExp(`<section class="tab ${id} active"`));
        const shot = await browser().screenshotHtml("header", sheet.html, { width: sheet.width, height: sheet.height, theme, layout: HEADER, screenshot: false });
        const share = headerShare(shot.measured);
        expect(share.aboveContent, JSON.stringify(share)).toBeLessThanOrEqual(HEADER_SHARE_MAX);
        expect(share.header, JSON.stringify(share)).toBeLessThanOrEqual(HEADER_SHARE_MAX);
      });
    }
  }

  for (const theme of THEMES) {
    it(`play mode, level 20 with 188 HP, 30 temp and exhaustion 3, ${theme} theme: still one row, a quarter at most, nothing clipped`, async () => {
      const sheet = windows.get("play-level-20")!;
      expect(sheet.html).toContain('data-derived="hit-dice">20/20d10<');
      const boxes = { selector: ".sheet-header .vitals > .vital", count: 7, label: "stat boxes" };
      const layout = { ...HEADER, groups: [...HEADER.groups!, boxes] };
      const shot = await browser().screenshotHtml("character-sheet-level-20", sheet.html, { width: sheet.width, height: sheet.height, theme, layout });
      expect(shot.problems).toEqual([]);
      // cast: the group's rects, as page/layout.js measures them.
      const tops = (shot.measured["stat boxes"] as Rect[]).map((box) => box.y);
      expect(new Set(tops).size, `stat boxes at y = ${tops.join(", ")}`).toBe(1);
      const share = headerShare(shot.measured);
      expect(share.aboveContent, JSON.stringify(share)).toBeLessThanOrEqual(HEADER_SHARE_MAX);
    });
  }

  it("the header check catches a header taller than a quarter of the window", async () => {
    const sheet = windows.get("play-attributes")!;
    const css = ".augmented .sheet-header .vitals { flex-direction: column; }";
    const shot = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: HEADER, extraCss: css, screenshot: false });
    const share = headerShare(shot.measured);
    expect(share.aboveContent).toBeGreaterThan(HEADER_SHARE_MAX);
    expect(share.header).toBeGreaterThan(HEADER_SHARE_MAX);
  });

  // The checks must be able to fail: each case breaks the sheet with extra CSS and expects the check to say so.
  const BROKEN: { what: string; css: string; problem: RegExp }[] = [
    {
      what: "ability row wider than the window",
      css: ".augmented .abilities { display: flex !important; width: 1200px !important; }",
      problem: /overflows horizontally|outside the window horizontally/,
    },
    {
      what: "ability blocks on top of each other",
      css: ".augmented .abilities > [data-ability] { margin-left: -80px !important; }",
      problem: /overlaps/,
    },
    {
      what: "modifiers in a colour close to the background",
      css: '.augmented [data-ability] [data-derived="modifier"] { color: #777 !important; background: #808080 !important; }',
      problem: /modifier.*text contrast/,
    },
    {
      what: "inputs too narrow for their value",
      css: ".augmented input { width: 1rem !important; min-width: 0 !important; }",
      problem: /input.*does not fit/,
    },
    {
      what: "a select too narrow for its option",
      css: ".augmented select { width: 1.5rem !important; min-width: 0 !important; }",
      problem: /select.*option ".*" does not fit/,
    },
    {
      what: "a hidden ability block",
      css: ".augmented [data-ability=wis] { visibility: hidden !important; }",
      problem: /data-ability=wis.*not visible/,
    },
    {
      what: "hidden inputs",
      css: ".augmented input { display: none !important; }",
      problem: /input.*is not visible/,
    },
  ];
  for (const broken of BROKEN) {
    it(`the checks catch: ${broken.what}`, async () => {
      const sheet = windows.get("character-sheet-edit")!;
      const options = { width: sheet.width, height: sheet.height, theme: "dark" as const, layout: ABILITIES, extraCss: broken.css, screenshot: false };
      const shot = await browser().screenshotHtml("broken", sheet.html, options);
      expect(shot.problems.some((p) => broken.problem.test(p)), shot.problems.join("\n")).toBe(true);
    });
  }
});
