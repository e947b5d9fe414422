/**
 * Issues 3 and 27: rendering a sheet (context + templates) as a ratio to inserting the same final HTML into the
 * DOM, measured in one run, median of 50 rounds each (after 10 warm-up rounds), interleaved. Three sheets: the
 * character sheet (Ana Reyes, level 5, with items and two installed augments), the npc sheet (a monster with
 * quick attacks) and an item sheet (an installed augment).
 *
 * - Render (Node): the real sheet through the Foundry stand-in, as a re-render after a change does it: the parts
 *   the sheet asks for (`_configureRenderParts`: the character sheet draws its header, tab bar and visible tab),
 *   `_prepareContext`, then for each part `_preparePartContext` and the real Handlebars template
 *   (`renderTemplate`), producing the parts' HTML strings. This is the system's share of a render; Foundry's own
 *   steps afterwards (parsing the HTML, replacing the parts in the window) are what the other side measures.
 * - Insert (Chromium): in headless Chromium, in a window frame at the sheet's size with the system CSS, the
 *   window content's HTML as the sheet shows it after that render is set with `innerHTML` and the layout forced
 *   (`offsetHeight`): parsing, style and layout, no paint. Timed inside the page (cross-origin isolated, so
 *   performance.now() is precise to microseconds).
 *
 * The two run in different engines (Node's V8 for the render, Chromium's for the insertion) on the same machine;
 * a ratio above 1 means the system's render costs more than the browser's work to show its result. A breakdown
 * (context, then each part's context + template) is printed under each result.
 */
import { collectGarbage, emit, median, ms, SMOKE } from "./lib";
import { ScreenshotHarness } from "../test/browser/harness";
import { displayHtml, openingSize, startWorld } from "../test/browser/standin";
import { createCharacter, sheetOf, type SheetHandle } from "../test/integration/helpers";
import { createAugment } from "../test/integration/augments/helpers";

const WARMUP = SMOKE ? 0 : 10;
const ROUNDS = SMOKE ? 1 : 50;

interface RenderOptions {
  force: boolean;
  isFirstRender: boolean;
  parts: string[];
}
/** The ApplicationV2 / HandlebarsApplicationMixin steps a render runs (protected in Foundry's types). */
interface SheetSteps {
  _configureRenderParts(options: RenderOptions): Record<string, { template: string }>;
  _prepareContext(options: RenderOptions): Promise<Record<string, unknown>>;
  _preparePartContext(partId: string, context: Record<string, unknown>, options: RenderOptions): Promise<Record<string, unknown>>;
}

const world = await startWorld();
const ana = await createCharacter({
  name: "Ana Reyes",
  system: {
    abilities: { str: { value: 16 }, dex: { value: 14 }, con: { value: 15 }, int: { value: 8 }, wis: { value: 12 }, cha: { value: 10 } },
    details: { level: 5 },
    attributes: { hp: { value: 38, max: 44, temp: 5 } },
  },
});
await ana.createEmbeddedDocuments("Item", [
  // cast (all): partial source data, as createEmbeddedDocuments accepts it.
  { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } } as unknown as Item.CreateData,
  { name: "Chain Shirt", type: "equipment", system: { armor: { kind: "medium", value: 13 } } } as unknown as Item.CreateData,
  { name: "Second Wind", type: "feature" } as unknown as Item.CreateData,
]);
const cannon = await createAugment(ana, "Wrist Cannon", { installedSection: "rightArm" });
await createAugment(ana, "Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head" });
// cast (both): partial source data; the system's Actor class comes back.
const npc = (await Actor.create({
  name: "Scrap Golem",
  type: "npc",
  system: { details: { cr: 3 }, attributes: { hp: { value: 45, max: 45 } }, attacks: [{ name: "Slam", bonus: 5, damage: "2d6+3", type: "bludgeoning" }, { name: "Spark", bonus: 4, damage: "1d10", type: "lightning" }] },
} as Actor.CreateData))!;
await world.settle();

interface Subject {
  benchmark: string;
  label: string;
  sheet: SheetHandle;
}
const subjects: Subject[] = [
  { benchmark: "render", label: "character sheet", sheet: sheetOf(ana) },
  { benchmark: "render-npc", label: "npc sheet", sheet: sheetOf(npc) },
  { benchmark: "render-item", label: "item sheet (an installed augment)", sheet: sheetOf(cannon) },
];

const harness = await ScreenshotHarness.launch();
try {
  const rows = [];
  for (const { benchmark, label, sheet } of subjects) {
    await sheet.render(true);
    await world.settle();
    // A re-render, as after a change: the parts the sheet draws then.
    await sheet.render();
    await world.settle();
    const steps = sheet as unknown as SheetSteps;
    const options: RenderOptions = { force: false, isFirstRender: false, parts: [] };
    const parts = steps._configureRenderParts(options);
    options.parts = Object.keys(parts);
    const breakdown: Record<string, number[]> = {};
    const time = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const out = await run();
      (breakdown[key] ??= []).push(performance.now() - start);
      return out;
    };

    /** Context + templates: the HTML of every part drawn, as strings. */
    const renderParts = async (): Promise<string> => {
      const context = await time("context", () => steps._prepareContext(options));
      let html = "";
      for (const partId of options.parts) {
        const part = await time(`part ${partId}`, async () => foundry.applications.handlebars.renderTemplate(parts[partId]!.template, await steps._preparePartContext(partId, { ...context }, options)));
        if (part.length === 0) throw new Error(`part ${partId} rendered no HTML`);
        html += part;
      }
      return html;
    };

    const windowHtml = displayHtml(sheet.element);
    const contentHtml = sheet.element.querySelector(".window-content")!.innerHTML;
    const { page } = await harness.open(windowHtml, { ...openingSize(sheet), theme: "dark" });
    await page.evaluate(`(() => {
      const content = document.querySelector(".application .window-content");
      window.__benchHtml = ${JSON.stringify(contentHtml)};
      window.__benchInsert = () => {
        content.replaceChildren();
        void content.offsetHeight;
        const start = performance.now();
        content.innerHTML = window.__benchHtml;
        void content.offsetHeight;
        return performance.now() - start;
      };
    })()`);
    const isolated = (await page.evaluate("crossOriginIsolated")) as boolean;

    // The render side must draw what the insert side inserts, or the ratio times less than it says: every part
    // renders HTML, and together nearly the window's content (which adds only the parts' data attributes).
    const drawn = (await renderParts()).length;
    if (drawn === 0 || drawn < 0.9 * contentHtml.length) throw new Error(`${label}: rendered ${drawn} characters of HTML, the window shows ${contentHtml.length}`);
    for (const key of Object.keys(breakdown)) breakdown[key] = [];

    const renderMs: number[] = [];
    const insertMs: number[] = [];
    let length = 0;
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      collectGarbage();
      if (round === WARMUP) for (const key of Object.keys(breakdown)) breakdown[key] = [];
      const start = performance.now();
      length = (await renderParts()).length;
      const rendered = performance.now() - start;
      const inserted = (await page.evaluate("window.__benchInsert()")) as number;
      if (round >= WARMUP) {
        renderMs.push(rendered);
        insertMs.push(inserted);
      }
    }
    await page.context().close();

    const render = median(renderMs);
    const insert = median(insertMs);
    const ratio = render / insert;
    console.log(`render ${label} (context + templates, Node): ${ms(render)} ms; insert its HTML into the DOM (innerHTML + style + layout, Chromium): ${ms(insert)} ms; ratio X/Y = ${ratio.toFixed(2)}`);
    console.log(`  (median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up rounds; parts ${options.parts.join(", ")}; ${length} characters of HTML rendered, ${contentHtml.length} in the window; Chromium timer ${isolated ? "precise (cross-origin isolated)" : "coarse (100 µs)"})`);
    console.log(`  breakdown (medians): ${Object.entries(breakdown).map(([key, values]) => `${key} ${ms(median(values))} ms`).join("; ")}`);
    rows.push({
      benchmark,
      work: `render ${label} (context + templates, Node)`,
      workMs: render,
      baseline: "insert its HTML into the DOM (innerHTML + layout, Chromium)",
      baselineMs: insert,
      ratio,
      rounds: ROUNDS,
    });
    await sheet.close();
    await world.settle();
  }
  emit(rows);
} finally {
  await harness.close();
  await world.shutdown();
}
