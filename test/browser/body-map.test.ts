/**
 * The body map (character sheet, Augments tab) as a user sees it: the real sheet in headless Chromium with the
 * system CSS, in Foundry's dark and light themes: empty, with three augments, and with six (one per section, one
 * of them damaged) plus a carried augment and a destroyed record, and with two augments in one section (flagged).
 * Screenshots: test-results/screenshots/body-map-{empty,three,six,flagged}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { augmentSource } from "../integration/augments/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const SECTIONS = { selector: ".body-map > [data-section]", count: 6, label: "body sections" };
const EMPTY: LayoutOptions = {
  groups: [SECTIONS],
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: ".body-map .section-label", min: 4.5 },
    { selector: ".body-map .section-free", min: 4.5 },
  ],
};
// With augments, also the badges that tell intact, damaged and destroyed apart (text, not colour alone).
const LAYOUT: LayoutOptions = {
  groups: [SECTIONS],
  contrast: [...EMPTY.contrast!.slice(0, 2), { selector: ".body-map .integrity-badge", min: 4.5 }, { selector: ".augment-purpose", min: 4.5 }],
};

const AUGMENTS_TAB = '[data-action="tab"][data-tab="augments"]';

const THREE = [
  augmentSource("Wrist Cannon", { installedSection: "rightArm", uses: { spent: 1 } }),
  augmentSource("Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head" }),
  augmentSource("Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" }),
];

const SIX = [
  ...THREE,
  augmentSource("Subdermal Medkit", { sectionKind: "torso", purpose: "healing", ability: "int", installedSection: "torso" }),
  augmentSource("Grapple Line", { purpose: "utility", installedSection: "leftArm", integrity: "damaged" }),
  augmentSource("Sealed Filter Leg", { sectionKind: "leg", purpose: "environmental", installedSection: "rightLeg" }),
  augmentSource("Spare Blade", { functionTag: "blade" }),
  augmentSource("Burnt Thruster", { sectionKind: "leg", purpose: "mobility", integrity: "destroyed" }),
];

const VIEWS: { name: string; items: Record<string, unknown>[]; layout: LayoutOptions }[] = [
  { name: "body-map-empty", items: [], layout: EMPTY },
  { name: "body-map-three", items: THREE, layout: LAYOUT },
  { name: "body-map-six", items: SIX, layout: LAYOUT },
  // CY-SLOT-2: two augments in one section from imported data, flagged on the section and in a banner.
  { name: "body-map-flagged", items: [THREE[0]!, augmentSource("Arm Blade", { installedSection: "rightArm" })], layout: LAYOUT },
];

describe("body map in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    for (const { name, items } of VIEWS) {
      const actor = await createCharacter({ name: "Ana Reyes", system: { details: { level: 5 } }, items });
      await world.settle();
      windows.set(name, await renderSheet(world, actor, { click: [AUGMENTS_TAB] }));
    }
  });

  it("is the real sheet's Augments tab", () => {
    const six = windows.get("body-map-six")!.html;
    expect(six).toMatch(/<section class="tab augments active"/);
    expect(six).toContain("Grapple Line");
    expect(six).toContain("Damaged");
    expect(windows.get("body-map-empty")!.html.match(/class="section-free"/g)).toHaveLength(6);
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

  it("the checks catch sections on top of each other", async () => {
    const sheet = windows.get("body-map-six")!;
    const css = ".augmented .body-map > [data-section] { grid-area: 1 / 1 !important; }";
    const shot = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: LAYOUT, extraCss: css, screenshot: false });
    expect(shot.problems.some((p) => /overlaps/.test(p)), shot.problems.join("\n")).toBe(true);
  });

  it("the checks catch a control sticking out of its section and a control wrapped alone onto a line", async () => {
    const sheet = windows.get("body-map-six")!;
    const wide = ".augmented .augment-controls .augment-remove { min-width: 14rem; }";
    const out = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: LAYOUT, extraCss: wide, screenshot: false });
    expect(out.problems.some((p) => /augment-remove.* sticks out of /.test(p)), out.problems.join("\n")).toBe(true);
    const wrapped = ".augmented .augment-controls { flex-wrap: wrap; } .augmented .augment-controls .augment-remove { flex-basis: 100%; }";
    const alone = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: LAYOUT, extraCss: wrapped, screenshot: false });
    expect(alone.problems.some((p) => /augment-remove.* wraps alone onto a line/.test(p)), alone.problems.join("\n")).toBe(true);
    const clipped = ".augmented .body-section { overflow: hidden; height: 3rem; }";
    const cut = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: LAYOUT, extraCss: clipped, screenshot: false });
    expect(cut.problems.some((p) => /body-section.* clips its content/.test(p)), cut.problems.join("\n")).toBe(true);
  });
});
