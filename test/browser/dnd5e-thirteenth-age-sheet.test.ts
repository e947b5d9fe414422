/**
 * A 13th Age gearforged's dnd5e character sheet at 720 px, in Chromium: two days without maintenance at level 5
 * (13th Age level 3), so the neglect penalty shows in dnd5e's own numbers (each skill's total −4) and on the
 * effects tab (the neglect effect).
 * Screenshot: test-results/screenshots/dnd5e-thirteenth-age-sheet-dark.png.
 */
import { describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { displayHtml } from "./standin";
import { useBrowser } from "./use-browser";
import { DAY, thirteenthAgeTable } from "../integration/adapters/dnd5e-thirteenth-age-table";

// The stand-in sheet carries dnd5e's markup, not its stylesheet: enough layout to read the numbers in the photograph.
const READABLE_CSS = `
  .sheet-body .stats span { margin-right: 1.5em; }
  .sheet-body .stats .hp::before { content: "HP "; } .sheet-body .stats .ac::before { content: "AC "; }
  .skills ul { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2px 16px; padding: 0; list-style: none; }
  .skills li { display: grid; grid-template-columns: 3em 1fr 3em 2em; gap: 4px; }
  .skills li .bonus { font-weight: bold; text-align: right; }
  .effects-list { list-style: none; padding: 0; } .effects-list li { display: flex; gap: 8px; align-items: center; }
  .effects-list img { width: 24px; height: 24px; }
`;

describe("a 13th Age gearforged's dnd5e sheet with its penalties, in Chromium", () => {
  const browser = useBrowser();

  it("GA-TIRE-1: the sheet at 720 px shows the lowered skill totals and the neglect effect", { timeout: 180_000 }, async () => {
    installDom();
    const t = await thirteenthAgeTable({ level: 5, name: "Brass Wren" });
    const before = t.actor.system.skills.ath.total;
    await t.advance(2 * DAY);
    const sheet = (t.actor as unknown as { sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement } }).sheet;
    await t.world.as(t.world.gm, () => sheet.render(true));
    await t.world.settle();
    const element = sheet.element;
    expect(element.querySelector('[data-key="ath"] .bonus')?.textContent).toBe(`+${before - 4}`.replace("+-", "−"));
    expect(element.querySelector(".effects-list")?.textContent).toContain("-4");
    const shot = await browser().screenshotHtml("dnd5e-thirteenth-age-sheet", displayHtml(element), { width: 720, height: 760, theme: "dark", extraCss: READABLE_CSS });
    expect(shot.missing).toEqual([]);
    expect(shot.file).not.toBeNull();
  });
});
