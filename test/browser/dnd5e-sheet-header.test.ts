/**
 * The body-map control in dnd5e's character-sheet header, measured in Chromium: the stand-in sheet's header
 * (character-header.hbs's markup) with the header rules dnd5e's layout hangs on (test/dnd5e/css/character-header.css,
 * from character.less:154-188), with the control the module adds, against the same header without it. The rest
 * buttons keep their absolute place and size, the XP column stays a flex column with its label and bar where they
 * were, and the control sits in the rest buttons' row beside them. The control appended after the header's last
 * `div` (where it once went) is measured too: there the layout breaks, so the measurements can tell.
 * Screenshot: test-results/screenshots/dnd5e-sheet-header-{dark,light}.png.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { displayHtml } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld } from "../integration/adapters/dnd5e-module-world";
import { REPO_ROOT } from "../foundry";

const CONTROL = ".augmented-dnd5e-body-map";
const HEADER_CSS = fs.readFileSync(path.join(REPO_ROOT, "test/dnd5e/css/character-header.css"), "utf8");
const SIZE = { width: 800, height: 240 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the measurement reads in the page. */
interface HeaderLayout {
  rowPosition: string;
  columnDisplay: string;
  columnDirection: string;
  xpLabelDisplay: string;
  rest: Box[];
  xpLabel: Box | null;
  xpBar: Box | null;
  control: Box | null;
}

/** Runs in the page: computed styles and boxes of the header's parts. */
const MEASURE = `(() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }; };
  const style = (sel, prop) => { const el = document.querySelector(sel); return el ? getComputedStyle(el)[prop] : ""; };
  const column = document.querySelector(".sheet-header > .right > div:has(.xp-bar)");
  return {
    rowPosition: style(".sheet-header-buttons", "position"),
    columnDisplay: column ? getComputedStyle(column).display : "",
    columnDirection: column ? getComputedStyle(column).flexDirection : "",
    xpLabelDisplay: style(".xp-label", "display"),
    rest: [...document.querySelectorAll('.sheet-header [data-action="rest"]')].map(box),
    xpLabel: box(document.querySelector(".xp-label")),
    xpBar: box(document.querySelector(".xp-bar")),
    control: box(document.querySelector("${CONTROL}")),
  };
})()`;

describe("the body-map control in dnd5e's character-sheet header, in Chromium", () => {
  const browser = useBrowser();
  let withControl: string;
  let without: string;
  let appended: string;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Vex Okonkwo", type: "character", system: { details: { xp: { value: 300 } } } } as never)) as unknown as {
      sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
      createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
    };
    await actor.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 2, hd: { denomination: "d10" } } },
      { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} },
    ]);
    await world.settle();
    await actor.sheet.render(true);
    await world.settle();
    const element = actor.sheet.element;
    withControl = displayHtml(element);
    const copy = element.cloneNode(true) as HTMLElement;
    const control = copy.querySelector(CONTROL)!;
    control.remove();
    without = displayHtml(copy);
    copy.querySelector(".sheet-header > .right")!.append(control);
    appended = displayHtml(copy);
  });

  async function measure(html: string): Promise<HeaderLayout> {
    const { page } = await browser().open(html, { ...SIZE, theme: "dark", extraCss: HEADER_CSS });
    try {
      return (await page.evaluate(MEASURE)) as HeaderLayout;
    } finally {
      await page.context().close();
    }
  }

  it("keeps the rest buttons and the XP label and bar where dnd5e's rules put them, the control beside the rest buttons", async () => {
    const before = await measure(without);
    const after = await measure(withControl);
    // The header as dnd5e lays it out: the row absolutely placed, the XP column a flex column.
    expect(before).toMatchObject({ rowPosition: "absolute", columnDisplay: "flex", columnDirection: "column", xpLabelDisplay: "flex", control: null });
    expect(before.rest).toHaveLength(2);
    expect(before.rest.every((b) => b.width === 30 && b.height === 30)).toBe(true);
    expect(before.xpBar?.height).toBe(8);
    // With the control: the same layout, every rest button and the XP label and bar in the same box.
    expect(after).toMatchObject({ rowPosition: "absolute", columnDisplay: "flex", columnDirection: "column", xpLabelDisplay: "flex" });
    expect(after.rest).toEqual(before.rest);
    expect(after.xpLabel).toEqual(before.xpLabel);
    expect(after.xpBar).toEqual(before.xpBar);
    // The control: one more 30 px button on the rest buttons' line, after them, overlapping nothing.
    const control = after.control!;
    const last = after.rest.at(-1)!;
    expect(control).toMatchObject({ y: last.y, width: 30, height: 30 });
    expect(control.x).toBeGreaterThanOrEqual(last.x + last.width);
    expect(control.x + control.width).toBeLessThanOrEqual(SIZE.width);
  });

  it("can tell a broken header: the control appended after the last div moves the rest buttons and the XP bar", async () => {
    const before = await measure(without);
    const broken = await measure(appended);
    expect(broken.rowPosition).toBe("static");
    expect(broken.xpLabelDisplay).not.toBe("flex");
    expect(broken.rest).not.toEqual(before.rest);
  });

  for (const theme of ["dark", "light"] as const) {
    it(`the header with the control, ${theme} theme`, async () => {
      const shot = await browser().screenshotHtml("dnd5e-sheet-header", withControl, {
        ...SIZE,
        theme,
        extraCss: HEADER_CSS,
        layout: { groups: [{ selector: CONTROL, count: 1, label: "body-map control" }] },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
