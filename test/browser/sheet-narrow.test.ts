/**
 * Issue 28 item 3: the character sheet is usable from 360 px wide. A character with a 57-character name and 30
 * items, photographed at 360, 480 and its default width (720), dark and light, on the Attributes, Inventory and
 * Augments tabs and in edit mode. The layout checks (page/layout.js) hold at every width, including the sibling
 * check: nothing overflows the window sideways, no element overlaps its sibling, the name is there and readable
 * (ellipsised only with the full name as its title), the tabs stay inside their strip, the body map is one column
 * when narrow.
 * Screenshots: test-results/screenshots/character-sheet-narrow-<view>-<width>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

/** 57 characters, as the issue tried it. */
export const LONG_NAME = "Anastasia Valentina Reyes-Okonkwo of the Ninth Foundry Co";

const tab = (id: string) => `[data-action="tab"][data-tab="${id}"]`;
const WIDTHS = [360, 480, 720] as const;
const VIEWS: { id: string; click: string[] }[] = [
  { id: "attributes", click: [] },
  { id: "inventory", click: [tab("inventory")] },
  { id: "augments", click: [tab("augments")] },
  { id: "edit", click: ['[data-action="toggleMode"]'] },
];

const LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [
    { selector: ".sheet-header .name", count: 1, label: "name" },
    { selector: "nav.tabs", count: 1, label: "tabs" },
  ],
};

/** 30 items across the inventory's sections and the features tab, some with long names. */
function thirtyItems(): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  const kinds = ["weapon", "equipment", "tool", "consumable", "feature"] as const;
  for (let i = 0; i < 27; i++) {
    const type = kinds[i % kinds.length]!;
    const name = i % 4 === 0 ? `Reinforced Long-Range Item Number ${i + 1} With a Long Name` : `Item ${i + 1}`;
    items.push({ name, type, system: type === "feature" ? {} : { weight: 1 + (i % 5), quantity: 1 + (i % 3) } });
  }
  items.push(augmentSource("Wrist Cannon", { installedSection: "rightArm" }));
  items.push(augmentSource("Targeting Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" }));
  items.push(augmentSource("Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" }));
  return items;
}

type Rect = { x: number; y: number; width: number; height: number };

describe("character sheet at narrow widths in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const actor = await createCharacter({
      name: LONG_NAME,
      system: { details: { level: 5 }, attributes: { hp: { value: 38, max: 44, temp: 5 } } },
      items: thirtyItems(),
    });
    await world.settle();
    expect(actor.items.size).toBe(30);
    for (const view of VIEWS) windows.set(view.id, await renderSheet(world, actor, { click: view.click }));
  });

  it("the name is 57 characters and carries its full text as a title", () => {
    expect(LONG_NAME).toHaveLength(57);
    expect(windows.get("attributes")!.html).toContain(`title="${LONG_NAME}"`);
  });

  for (const view of VIEWS) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        it(`${view.id} at ${width} px, ${theme} theme: nothing overflows or overlaps, the name is visible`, async () => {
          const sheet = windows.get(view.id)!;
          const shot = await browser().screenshotHtml(`character-sheet-narrow-${view.id}-${width}`, sheet.html, { width, height: sheet.height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
          // cast: the group's rects, as page/layout.js measures them.
          const [name] = shot.measured.name as Rect[];
          // Readable: at least a third of the window's width (at 360 px the name used to vanish).
          expect(name!.width, JSON.stringify(name)).toBeGreaterThanOrEqual(width / 3);
        });
      }
    }
  }

  it("the body map is one column at 360 px", async () => {
    const sheet = windows.get("augments")!;
    const sections = { selector: ".body-map > .body-section", count: 6, label: "sections" };
    const shot = await browser().screenshotHtml("narrow", sheet.html, { width: 360, height: sheet.height, theme: "dark", layout: { groups: [sections] }, screenshot: false });
    // cast: the group's rects, as page/layout.js measures them.
    const lefts = (shot.measured.sections as Rect[]).map((rect) => rect.x);
    expect(new Set(lefts).size, `sections at x = ${lefts.join(", ")}`).toBe(1);
  });

  it("the sibling check catches overlapping siblings", async () => {
    const sheet = windows.get("attributes")!;
    const css = ".augmented .abilities > [data-ability] + [data-ability] { margin-left: -40px !important; }";
    const shot = await browser().screenshotHtml("broken", sheet.html, { width: 720, height: sheet.height, theme: "dark", layout: { siblings: true }, extraCss: css, screenshot: false });
    expect(shot.problems.some((p) => /overlaps its sibling/.test(p)), shot.problems.join("\n")).toBe(true);
  });

  it("an ellipsis without the full name as a title is still clipped text", async () => {
    const sheet = windows.get("attributes")!;
    const html = sheet.html.replace(`title="${LONG_NAME}"`, "");
    const shot = await browser().screenshotHtml("broken", html, { width: 360, height: sheet.height, theme: "dark", layout: {}, screenshot: false });
    expect(shot.problems.some((p) => /name.*does not fit|clips its content/.test(p)), shot.problems.join("\n")).toBe(true);
  });
});
