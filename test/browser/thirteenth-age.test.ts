/**
 * The Gearforged tab of a 13th Age gearforged (issue 14) as a user sees it: the real sheet in headless Chromium
 * with the system CSS, dark and light: a level-8 character after 3 days without maintenance (−6 on attacks,
 * damage and skills, the rows flagged) and after a 4th day (immobile and helpless, the halt banner).
 * Screenshots: test-results/screenshots/gearforged-13th-age-{penalties,halt}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const CONTRAST = [
  { selector: "*", min: 4.5 },
  { selector: ".gearforged-thirteenth-age dd", min: 4.5 },
  { selector: ".gearforged-tier", min: 4.5 },
];
/** The halt view also checks its banner (the penalties view has none). */
const layout = (name: string): LayoutOptions => ({ contrast: name.endsWith("halt") ? [...CONTRAST, { selector: ".gearforged-state", min: 4.5 }] : CONTRAST });

const TAB = '[data-action="tab"][data-tab="gearforged"]';
const SPECIES = { name: "Gearforged (13th Age)", type: "species", flags: { augmented: { gearforgedVariant: "thirteenthAge" } }, system: { size: null } };
const FEAT = { name: "Tireless (Champion Feat)", type: "feature", flags: { augmented: { gearforgedFeat: { trait: "tireless", tier: "champion" } } } };

const VIEWS = [
  { name: "gearforged-13th-age-penalties", hours: 72, expect: "-6 to attacks, damage and skills" },
  { name: "gearforged-13th-age-halt", hours: 96, expect: "Immobile and helpless" },
];

describe("13th Age gearforged sheet in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const start = world.time.worldTime;
    for (const { name, hours } of VIEWS) {
      const actor = await createCharacter({
        name: "Brass Wren",
        system: { details: { level: 8 }, gearforged: { thirteenthAge: { lastMaintenanceAt: start } } },
      });
      // cast (both): partial sources.
      await actor.createEmbeddedDocuments("Item", [SPECIES as unknown as Item.CreateData]);
      await actor.createEmbeddedDocuments("Item", [FEAT as unknown as Item.CreateData]);
      await world.settle();
      const before = world.time.worldTime;
      await world.as(world.gm, () => world.time.advance(start + hours * 3600 - before));
      await world.settle();
      windows.set(name, await renderSheet(world, actor, { click: [TAB] }));
    }
  });

  it("shows the 13th Age rows: days, penalty, gate, time underwater, the feat waiting for its tier, the halt", () => {
    const penalties = windows.get("gearforged-13th-age-penalties")!.html;
    expect(penalties).toContain('data-gearforged="thirteenth-age"');
    expect(penalties).toContain("13th Age level 4, adventurer tier");
    expect(penalties).toContain("-6 to attacks, damage and skills");
    expect(penalties).toContain("Tireless (champion)");
    expect(penalties).toContain("waits for its tier");
    expect(penalties).not.toContain('data-ta-state="halted"');
    const halt = windows.get("gearforged-13th-age-halt")!.html;
    expect(halt).toContain('data-ta-state="halted"');
    expect(halt).toContain("-8 to attacks, damage and skills");
  });

  for (const { name, expect: text } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, clear and readable (${text})`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: layout(name) });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        expect(shot.measured.window).toEqual({ width: sheet.width, height: sheet.height });
      });
    }
  }
});
