/**
 * The npc sheet as a GM sees it: the real sheet in headless Chromium with the system CSS, at its opening size, in
 * dark and light themes, in play mode (a stat block) and edit mode (the one-page form a GM fills in).
 * Also at 360 px wide (issue 28). Screenshots: test-results/screenshots/npc-sheet[-edit][-360]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { THEMES } from "./harness";
import { renderSheet, startWorld, type RenderedWindow, type SheetView } from "./standin";
import { useBrowser } from "./use-browser";

const VIEWS: { name: string; view: SheetView }[] = [
  { name: "npc-sheet", view: {} },
  { name: "npc-sheet-edit", view: { click: ['[data-action="toggleMode"]'] } },
];

describe("npc sheet in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    // cast: Actor.create takes a partial source; this one is an npc by construction.
    const npc = await Actor.create({
      name: "Scrapyard Enforcer",
      type: "npc",
      system: {
        details: { cr: 2 },
        abilities: { str: { value: 17 }, dex: { value: 12 }, con: { value: 15 }, int: { value: 9 }, wis: { value: 11 }, cha: { value: 8 } },
        attributes: { hp: { value: 45, max: 45 }, ac: { flat: 15 } },
        attacks: [
          { name: "Hydraulic Fist", bonus: 5, damage: "2d6 + 3", type: "bludgeoning" },
          { name: "Rivet Gun", bonus: 3, damage: "1d10 + 1", type: "piercing" },
        ],
      },
    } as Actor.CreateData);
    if (!npc) throw new Error("npc not created");
    await world.settle();
    for (const { name, view } of VIEWS) windows.set(name, await renderSheet(world, npc, view));
  });

  it("is the real npc sheet's markup", () => {
    const sheet = windows.get("npc-sheet")!;
    expect(sheet.html).toMatch(/^<form [^>]*class="application [^"]*\bnpc\b/);
    expect(sheet.html).toContain("Scrapyard Enforcer");
    expect(sheet.html).toContain("Hydraulic Fist");
    // SF-1 / CY-VIS-1: the GM's Cyborg trait switch, labelled, in the header in Edit mode (both themes below); play
    // mode keeps the header for play.
    expect(sheet.html).not.toContain("cyborg-toggle");
    const edit = windows.get("npc-sheet-edit")!;
    expect(edit.html).toMatch(/<label class="cyborg-toggle"[^>]*>\s*<input type="checkbox" name="flags\.augmented\.cyborg"/);
    expect(edit.html).toContain("Cyborg (species trait)");
  });

  for (const { name } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, clear and readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: {} });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
      // Issue 28: usable from 360 px wide (sheet-layout.css, responsive.css), no sibling on top of another.
      it(`${name} at 360 px, ${theme} theme: nothing overflows or overlaps`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(`${name}-360`, sheet.html, { width: 360, height: sheet.height, theme, layout: { siblings: true } });
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
