/**
 * The Foundry stand-in (test/foundry/) running in plain Node, for the screenshot tests and the benchmarks: a
 * happy-dom document is installed first, then the real system boots in `createWorld`, and real sheets render
 * through the stand-in's ApplicationV2 into that document. What a user would see is the sheet element's HTML.
 */
import { installDom } from "./dom";
import { createWorld, type World, type WorldOptions } from "../foundry";
import { createCharacter, sheetOf } from "../integration/helpers";
import { createAugment } from "../integration/augments/helpers";

/** Boots the stand-in with the real system, in a DOM of its own. */
export async function startWorld(options: WorldOptions = {}): Promise<World> {
  installDom();
  return createWorld({ seed: 7, ...options });
}

/**
 * Core translation keys the stand-in does not carry (it loads only the system's lang/en.json), with Foundry's
 * English text, so the window title reads as it does in Foundry ("Actor: Ana").
 */
const CORE_TEXT: Record<string, string> = {
  "DOCUMENT.Actor": "Actor",
  "DOCUMENT.Item": "Item",
  "DOCUMENT.ActiveEffect": "Active Effect",
  "DOCUMENT.ChatMessage": "Chat Message",
  "DOCUMENT.JournalEntry": "Journal Entry",
};

/** An element's HTML as the page should show it: stand-in bookkeeping removed, core strings translated. */
export function displayHtml(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.removeAttribute("data-stand-in-client");
  for (const el of Array.from(copy.querySelectorAll("[data-stand-in-client]"))) el.removeAttribute("data-stand-in-client");
  const title = copy.querySelector(".window-title");
  if (title?.textContent) title.textContent = title.textContent.replace(/\bDOCUMENT\.[A-Za-z]+\b/g, (key) => CORE_TEXT[key] ?? key);
  return copy.outerHTML;
}

/** A window as the page shows it: its HTML and its default size (DEFAULT_OPTIONS.position). */
export interface RenderedWindow {
  html: string;
  width: number;
  height: number;
}

/** What to do in the sheet before it is captured, as a user would: click these, in order (e.g. a tab, a mode toggle). */
export interface SheetView {
  click?: string[];
}

/**
 * Renders a document's sheet as its owner sees it (a fresh instance of its real sheet class: context, templates,
 * parts), clicks what `view.click` names (each click's re-render settled), and returns the window's HTML (frame,
 * header, content) with the size the sheet opens at. The sheet is closed again.
 */
export async function renderSheet(world: World, document: { sheet: unknown }, view: SheetView = {}): Promise<RenderedWindow> {
  // A new instance of the document's sheet class, as Foundry opens it (`new SheetClass({document})`), so state a
  // previous view left behind (a mode toggled, a tab chosen) does not carry over.
  const SheetClass = sheetOf(document).constructor as new (options: { document: unknown }) => unknown;
  const sheet = sheetOf({ sheet: new SheetClass({ document }) });
  await sheet.render(true);
  await world.settle();
  for (const selector of view.click ?? []) {
    const target = sheet.element.querySelector<HTMLElement>(selector);
    if (!target) throw new Error(`renderSheet: nothing to click at ${selector}`);
    target.click();
    await world.settle();
  }
  const html = displayHtml(sheet.element);
  const size = openingSize(sheet);
  await sheet.close();
  await world.settle();
  return { html, ...size };
}

/** The size an application opens at: its `position` option (DEFAULT_OPTIONS merged), with Foundry-like fallbacks. */
export function openingSize(app: unknown): { width: number; height: number } {
  // cast: an ApplicationV2's options carry the merged DEFAULT_OPTIONS, position included.
  const position = (app as { options?: { position?: { width?: unknown; height?: unknown } } }).options?.position ?? {};
  const size = (value: unknown, fallback: number) => (typeof value === "number" && value > 0 ? value : fallback);
  return { width: size(position.width, 600), height: size(position.height, 720) };
}

/**
 * SF-1: Ana Reyes (level 3) with a Wrist Cannon, a Targeting Optic and Spring Legs installed, dropped to 0 HP, so
 * the System Failure prompt is posted (the fixture the System Failure card and sheet-state screenshots share).
 */
export async function cyborgAtZero(world: World): Promise<{ hero: Actor.Implementation; cannon: Item.Implementation }> {
  const hero = await createCharacter({ name: "Ana Reyes", system: { details: { level: 3 }, attributes: { hp: { value: 20, max: 20 } } } });
  const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
  await createAugment(hero, "Targeting Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
  await createAugment(hero, "Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" });
  await hero.applyDamage([{ amount: 25, type: "slashing" }]);
  await world.settle();
  return { hero, cannon };
}
