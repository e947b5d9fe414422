/**
 * The Automail tab read at a glance: two ports (one with a Modern Blade Arm whose acclimation failed, one free), a
 * Reforged Stomper Leg built on whose acclimation failed too, and a damaged limb carried. Each problem is one
 * warning in one place (the warnings list), each acclimation is said once with its time left in words, each port is
 * one line naming its site, kind and limb once, every action of the tab is still there, and the tab is much shorter
 * than it was (its content measured in Chromium). A character without a port sees the buy form first.
 * Screenshots: test-results/screenshots/automail-glance-{tab,no-port}[-360]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { automailWearer, packItem } from "./automail-actor";

const AUTOMAIL_TAB = '[data-action="tab"][data-tab="automail"]';
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };
/**
 * The tab's content measured at the sheet's 720 px (780 px tall) before this layout: 915 px (ports as cards, each acclimation
 * said three times, a "Running acclimations" list, the buy form last). The tab must now take at most half of that (378 px when written).
 */
const HEIGHT_BEFORE = 915;


/** The visible text of the tab in `html` (happy-dom parses it; the markup is the real sheet's). */
function tabText(html: string): string {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.querySelector(".tab.automail")?.textContent?.replace(/\s+/g, " ") ?? "";
}

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].length;
}

describe("the Automail tab at a glance, in Chromium", () => {
  const browser = useBrowser();
  let tab!: RenderedWindow;
  let noPort!: RenderedWindow;

  beforeAll(async () => {
    const { world, hero, am } = await automailWearer();
    const right = (await am.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    await am.buyPort("unnatural", "other", { confirmed: true, placement: "Between the shoulder blades" });
    world.dice.queue([4]);
    await am.attachAutomail(await packItem("Modern Blade Arm"), right.id!, { ability: "dex" });
    world.dice.queue([15]);
    await am.installReforged(await packItem("Reforged Stomper Leg"), "leftLeg", { ability: "wis" });
    const spare = (await packItem("Modern Glass Eye")).toObject() as Record<string, unknown> & { system: Record<string, unknown> };
    // cast: a compendium limb's source, damaged.
    await hero.createEmbeddedDocuments("Item", [{ ...spare, system: { ...spare.system, integrity: "damaged" } } as Item.CreateData]);
    await world.settle();
    tab = await renderSheet(world, hero, { click: [AUTOMAIL_TAB] });
    const fresh = await createCharacter({ name: "New Recruit", system: { currency: { gp: 5000 } } });
    await world.settle();
    noPort = await renderSheet(world, fresh, { click: [AUTOMAIL_TAB] });
  });

  it("one warning per problem, all in one list: each limb at disadvantage once, with its acclimation and time left", () => {
    const host = document.createElement("div");
    host.innerHTML = tab.html;
    const warnings = [...host.querySelectorAll(".tab.automail .automail-warnings li")].map((li) => li.textContent?.replace(/\s+/g, " ").trim() ?? "");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Modern Blade Arm: .*acclimation failed, 2 hours left/i);
    expect(warnings[1]).toMatch(/^Reforged Stomper Leg: .*acclimation failed, 1 day left/i);
    // Nothing else in the tab repeats a warning: the acclimation is said once per limb, its time left once.
    const text = tabText(tab.html);
    expect(count(text, /acclimation failed/i)).toBe(2);
    expect(count(text, /\b2 (h|hours)\b/)).toBe(1);
    expect(count(text, /\b1 (d|day)\b/)).toBe(1);
    expect(count(text, /disadvantage/i)).toBe(2);
    expect(text).not.toContain("Running acclimations");
  });

  it("one line per port: its site and kind once, its limb or empty; a limb built on says where once", () => {
    const host = document.createElement("div");
    host.innerHTML = tab.html;
    const ports = [...host.querySelectorAll<HTMLElement>(".tab.automail [data-drop-port]")].map((p) => p.textContent?.replace(/\s+/g, " ").trim() ?? "");
    expect(ports).toHaveLength(2);
    expect(count(ports[0]!, /Natural port/)).toBe(1);
    expect(count(ports[0]!, /Right arm/)).toBe(1);
    expect(ports[0]).toContain("Modern Blade Arm");
    expect(count(ports[1]!, /Unnatural port/)).toBe(1);
    expect(ports[1]).toContain("Between the shoulder blades");
    expect(ports[1]).toMatch(/Empty/);
    expect(tabText(tab.html)).not.toContain("Built on at the");
  });

  it("every action the tab offered is still there", () => {
    for (const action of ["automailAttack", "automailDamage", "automailDetach", "automailRepair", "automailWhoNotices", "automailBuyPort"]) {
      expect(tab.html, action).toContain(`data-action="${action}"`);
    }
    expect(noPort.html).toContain('data-action="automailBuyPort"');
  });

  it("without a port the buy form comes first", () => {
    const host = document.createElement("div");
    host.innerHTML = noPort.html;
    const buy = host.querySelector(".tab.automail .automail-buy")!;
    const ports = host.querySelector(".tab.automail .automail-ports")!;
    expect(buy).not.toBeNull();
    expect(buy.compareDocumentPosition(ports) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it(`the tab's content is at most half the ${HEIGHT_BEFORE} px it took, each port one line`, async () => {
    const { page } = await browser().open(tab.html, { width: tab.width, height: tab.height, theme: "dark" });
    try {
      const measured = (await page.evaluate(`(() => {
        const tab = document.querySelector(".tab.automail");
        const ports = [...document.querySelectorAll(".tab.automail [data-drop-port]")].map((p) => p.getBoundingClientRect().height);
        // The content's own height (the tab itself fills the window): its last child's bottom edge below its top.
        const top = tab.getBoundingClientRect().top;
        const height = Math.max(...[...tab.children].map((c) => c.getBoundingClientRect().bottom)) - top;
        return { height: Math.round(height), ports };
      })()`)) as { height: number; ports: number[] };
      console.info(`Automail tab content: ${HEIGHT_BEFORE} px before, ${measured.height} px now; port rows ${measured.ports.join(", ")} px`);
      expect(measured.height).toBeLessThanOrEqual(HEIGHT_BEFORE * 0.5);
      // One line: a row of buttons is the tallest thing on it (a button is about two text lines tall).
      for (const height of measured.ports) expect(height).toBeLessThanOrEqual(48);
    } finally {
      await page.context().close();
    }
  });

  for (const theme of THEMES) {
    for (const [name, view] of [["tab", () => tab], ["no-port", () => noPort]] as const) {
      for (const width of [0, 360]) {
        it(`${name}${width ? ` at ${width} px` : ""}, ${theme} theme: fits, nothing clipped or overlapping, readable`, async () => {
          const sheet = view();
          const shot = await browser().screenshotHtml(`automail-glance-${name}${width ? `-${width}` : ""}`, sheet.html, { width: width || sheet.width, height: sheet.height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
