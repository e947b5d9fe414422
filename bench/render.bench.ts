/**
 * Issue 3: rendering the full character sheet (context + templates) as a ratio to inserting the same final HTML
 * into the DOM, measured in one run, median of 50 rounds each (after 10 warm-up rounds), interleaved.
 *
 * - Render (Node): the real CharacterSheet through the Foundry stand-in: `_prepareContext`, then for each part
 *   `_preparePartContext` and the real Handlebars template (`renderTemplate`), producing the parts' HTML
 *   strings. This is the system's share of a render; Foundry's own steps afterwards (parsing the HTML,
 *   replacing the parts in the window) are what the other side measures.
 * - Insert (Chromium): in headless Chromium, in a window frame at the sheet's size with the system CSS, the
 *   window content's final HTML is set with `innerHTML` and the layout forced (`offsetHeight`): parsing,
 *   style and layout, no paint. Timed inside the page (cross-origin isolated, so performance.now() is
 *   precise to microseconds).
 *
 * The two run in different engines (Node's V8 for the render, Chromium's for the insertion) on the same machine;
 * a ratio above 1 means the system's render costs more than the browser's work to show its result.
 */
import { emit, median, ms, SMOKE } from "./lib";
import { ScreenshotHarness } from "../test/browser/harness";
import { displayHtml, openingSize, startWorld } from "../test/browser/standin";
import { createCharacter, sheetOf } from "../test/integration/helpers";

const WARMUP = SMOKE ? 0 : 10;
const ROUNDS = SMOKE ? 1 : 50;

interface RenderOptions {
  force: boolean;
  isFirstRender: boolean;
  parts: string[];
}
/** The ApplicationV2 / HandlebarsApplicationMixin steps a render runs (protected in Foundry's types). */
interface SheetSteps {
  _prepareContext(options: RenderOptions): Promise<Record<string, unknown>>;
  _preparePartContext(partId: string, context: Record<string, unknown>, options: RenderOptions): Promise<Record<string, unknown>>;
}

const world = await startWorld();
const actor = await createCharacter({
  name: "Ana Reyes",
  system: {
    abilities: { str: { value: 16 }, dex: { value: 14 }, con: { value: 15 }, int: { value: 8 }, wis: { value: 12 }, cha: { value: 10 } },
    details: { level: 5 },
    attributes: { hp: { value: 38, max: 44, temp: 5 } },
  },
});
const sheet = sheetOf(actor);
await sheet.render(true);
await world.settle();
// cast: the sheet is the system's CharacterSheet; its class carries the static PARTS Foundry renders.
const parts = (sheet.constructor as unknown as { PARTS: Record<string, { template: string }> }).PARTS;
const steps = sheet as unknown as SheetSteps;
const options: RenderOptions = { force: true, isFirstRender: false, parts: Object.keys(parts) };

/** Context + templates: the HTML of every part, as strings. */
async function renderParts(): Promise<string> {
  const context = await steps._prepareContext(options);
  let html = "";
  for (const partId of options.parts) {
    const partContext = await steps._preparePartContext(partId, { ...context }, options);
    html += await foundry.applications.handlebars.renderTemplate(parts[partId]!.template, partContext);
  }
  return html;
}

const windowHtml = displayHtml(sheet.element);
const contentHtml = sheet.element.querySelector(".window-content")!.innerHTML;

const harness = await ScreenshotHarness.launch();
try {
  const { page } = await harness.open(windowHtml, { ...openingSize(sheet), theme: "dark" });
  await page.evaluate(`(() => {
    const content = document.querySelector(".application .window-content");
    window.__benchContent = content;
    window.__benchHtml = ${JSON.stringify(contentHtml)};
    window.__benchInsert = () => {
      content.replaceChildren();
      void content.offsetHeight;
      const start = performance.now();
      content.innerHTML = window.__benchHtml;
      void content.offsetHeight;
      return performance.now() - start;
    };
    return crossOriginIsolated;
  })()`);
  const isolated = (await page.evaluate("crossOriginIsolated")) as boolean;

  const renderMs: number[] = [];
  const insertMs: number[] = [];
  let length = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    (globalThis as { gc?: () => void }).gc?.();
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
  console.log(`render character sheet (context + templates, Node): ${ms(render)} ms; insert its HTML into the DOM (innerHTML + style + layout, Chromium): ${ms(insert)} ms; ratio X/Y = ${ratio.toFixed(2)}`);
  console.log(`  (median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up rounds; ${length} characters of HTML; Chromium timer ${isolated ? "precise (cross-origin isolated)" : "coarse (100 µs)"})`);
  emit([
    {
      benchmark: "render",
      work: "render character sheet (context + templates, Node)",
      workMs: render,
      baseline: "insert its HTML into the DOM (innerHTML + layout, Chromium)",
      baselineMs: insert,
      ratio,
      rounds: ROUNDS,
    },
  ]);
} finally {
  await harness.close();
  await world.shutdown();
}
