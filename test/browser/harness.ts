/**
 * Screenshot harness: headless Chromium (AUGMENTED_CHROMIUM, else Debian's /usr/bin/chromium; driven by playwright-core; browsers are never downloaded) shows
 * HTML the way Foundry VTT v13 would, with the system stylesheet, and checks its layout.
 *
 * The page is served as if from Foundry's default address (`http://localhost:30000/`; nothing listens there,
 * every request is answered by interception), laid out like Foundry's: `systems/augmented/augmented.css` is
 * `styles/augmented.css` bundled by scripts/css.mjs (the same code the build uses, so it is never stale) and
 * loaded in the `system` cascade layer as system.json asks; other `systems/augmented/…` files come from the
 * repository (assets/, templates/); Foundry's core icons are replaced by a placeholder silhouette; anything else
 * is refused and listed in `missing`. Below the system layer, page/frame.css approximates Foundry's window frame
 * and the dark and light body themes.
 *
 * A test file calls `useBrowser()` (use-browser.ts) once: a connection to the run's one Chromium
 * (global-setup.ts); then `screenshotHtml(...)` per view. The benchmarks launch their own (`ScreenshotHarness.launch`).
 */
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page, type Route } from "playwright-core";
import { resolveChromium } from "./chromium";

export const REPO = resolve(import.meta.dirname, "../..");
export const SCREENSHOT_DIR = join(REPO, "test-results", "screenshots");
/** The playwright-core release PLAYWRIGHT_DISABLED_FEATURES was read off; another one stops the run until rechecked. */
const FEATURES_READ_OFF = "1.65.1";
const playwrightVersion: unknown = JSON.parse(readFileSync(join(REPO, "node_modules/playwright-core/package.json"), "utf8")).version;
if (playwrightVersion !== FEATURES_READ_OFF) {
  throw new Error(
    `playwright-core is ${String(playwrightVersion)}, but test/browser/harness.ts repeats the --disable-features list of ${FEATURES_READ_OFF}: ` +
      "read the new list off the running browser's command line (chrome://version), update PLAYWRIGHT_DISABLED_FEATURES and FEATURES_READ_OFF",
  );
}
/** The features playwright-core's own --disable-features turns off (CHROMIUM_ARGS repeats them). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
];
/**
 * Chromium's switches. Playwright gives every launch a fresh temporary profile (`--user-data-dir`) of its own
 * and deletes it on close; it refuses a `--user-data-dir` in `args`.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // No spare renderer: with two test files' contexts open at once, Chromium kept a spare renderer process warm
  // and moved nearly every navigation into a new one (renderer ids 7 → 616 over the project's 621 views, against
  // 2–3 per file run alone). CONTRIBUTING.md, "Where `npm test` spends its time".
  // Chromium keeps only the last --disable-features, so this one repeats the list playwright-core passes before it
  // (read off the running browser's command line with playwright-core 1.65.1; recheck on an update).
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "SpareRendererForSitePerProcess"].join(",")}`,
];

// localhost (Foundry's default port) is a secure context, which cross-origin isolation needs.
const ORIGIN = "http://localhost:30000";
const PAGE_DIR = join(import.meta.dirname, "page");

export type Theme = "dark" | "light";
export const THEMES: readonly Theme[] = ["dark", "light"];

export async function launchChromium(): Promise<Browser> {
  // AUGMENTED_CHROMIUM or /usr/bin/chromium; a clear ChromiumMissingError when neither is there (chromium.ts).
  return chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS, headless: true });
}

/** The test run's one Chromium (test/browser/global-setup.ts), which each test file connects to. */
export async function launchChromiumServer(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** The system stylesheet as dist/ would hold it, bundled now from styles/. */
export async function systemCss(): Promise<string> {
  // A JavaScript build script without type declarations: imported through a URL and typed here.
  const cssModule = pathToFileURL(join(REPO, "scripts", "css.mjs")).href;
  const { bundleCss } = (await import(/* @vite-ignore */ cssModule)) as {
    bundleCss(entry: string, options: { root: string; shippedDirs: string[] }): { css: string; files: string[] };
  };
  const shippedDirs = ["assets", "templates", "lang"].filter((dir) => existsSync(join(REPO, dir)));
  return bundleCss(join(REPO, "styles", "augmented.css"), { root: REPO, shippedDirs }).css;
}

/** Options of the layout checks (see page/layout.js). */
export interface LayoutOptions {
  root?: string;
  content?: string;
  groups?: { selector: string; count?: number; label?: string }[];
  contrast?: { selector: string; min: number }[];
  /** Also check that no two in-flow children of one element overlap (page/layout.js 6b). */
  siblings?: boolean;
  /** Elements whose children lie on at most `max` rows (page/layout.js 4d). */
  rows?: { selector: string; max: number; label?: string }[];
  /** A selector whose elements each show their text on one line (page/layout.js 4c). */
  oneLine?: string;
  /** The buttons in which no word may break across lines (page/layout.js 4b; default: a chat card's buttons). */
  unbroken?: string;
}

export interface ScreenshotOptions {
  width: number;
  height: number;
  theme: Theme;
  /** What the layout checks look at; by default the whole window and every text in it at contrast 4.5. */
  layout?: LayoutOptions;
  /** CSS added after the system stylesheet (in the `system` layer): for tests that prove a check can fail. */
  extraCss?: string;
  /** Skip writing the PNG (the checks still run). */
  screenshot?: boolean;
  /**
   * A window whose height follows its content, as a DialogV2 (`position.height: "auto"`): `height` is then only
   * the page's, and the PNG is cropped to the window.
   */
  autoHeight?: boolean;
  /** Scroll the window's content so this element's top is at the top of the content area (a list below the fold). */
  scrollTo?: string;
}

export interface LayoutReport {
  problems: string[];
  measured: Record<string, unknown>;
}

export interface ScreenshotResult extends LayoutReport {
  /** The PNG written, or null when `screenshot: false`. */
  file: string | null;
  /** Requests the page made that nothing answers (a broken `url(…)`, an image path that does not exist). */
  missing: string[];
}

const PLACEHOLDER_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#6b6b6b"/><circle cx="50" cy="36" r="18" fill="#bdbdbd"/><path d="M16 100c0-22 15-36 34-36s34 14 34 36z" fill="#bdbdbd"/></svg>`;

const MIME: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".json": "application/json",
  ".html": "text/html",
};

/**
 * The page: Foundry's body classes (`vtt game system-augmented theme-…`), the cascade layers in Foundry's order
 * (frame approximation below `system`), and the HTML. A root element with the class `application` is placed at
 * the top left as a window of `width`×`height` with `themed theme-…`, as a v13 window in that theme.
 */
function pageHtml(html: string, options: ScreenshotOptions): string {
  const { width, height, theme } = options;
  const extra = options.extraCss ? `<style>@layer system { ${options.extraCss} }</style>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Augmented screenshot</title>
<style>
@layer frame, system;
@import url("/harness/frame.css") layer(frame);
@import url("/systems/augmented/augmented.css") layer(system);
</style>
${extra}
</head>
<body class="vtt game system-augmented theme-${theme}" data-width="${width}" data-height="${height}">
${html}
<script>
(() => {
  const app = document.body.querySelector(":scope > .application");
  if (!app) return;
  app.classList.add("themed", ${JSON.stringify(`theme-${theme}`)});
  Object.assign(app.style, { left: "0px", top: "0px", width: "${width}px", height: ${JSON.stringify(options.autoHeight ? "auto" : `${height}px`)}, zIndex: "100" });
})();
</script>
<script src="/harness/layout.js"></script>
</body>
</html>`;
}

/**
 * Chat messages (`<li class="chat-message">` elements' HTML, e.g. `displayHtml(await world.renderChatMessage(m))`)
 * in a stand-in for Foundry's chat log: a window-like column as wide as the sidebar (pass `width: 300`), so the
 * layout checks treat the log as the window and its list as the content.
 */
export function chatLogHtml(messages: string[]): string {
  return `<section class="application chat-sidebar"><div class="window-content"><ol class="chat-log">${messages.join("")}</ol></div></section>`;
}

/** What the page at `/game` is now: its document, and the requests it made that nothing answers. */
interface PageView {
  document: string;
  missing: string[];
}

/** One reused page (screenshotHtml): its context and the view its routes serve. */
interface ReusedPage {
  page: Page;
  view: PageView;
}

export class ScreenshotHarness {
  private css: string | null = null;
  /**
   * The page `screenshotHtml` shows every view in, one after the other: each view is a fresh document (a new
   * navigation: no script, DOM or scroll state carries over), at its own viewport and colour scheme. A new context
   * and page per view cost about as much as the checks themselves (a renderer process each: 0.4–1.9 s under load,
   * against 0.5–0.7 s for a navigation; CONTRIBUTING.md, "Where `npm test` spends its time"). Closed with the harness, or after a view that failed.
   */
  private reused: ReusedPage | null = null;

  constructor(readonly browser: Browser) {}

  static async launch(): Promise<ScreenshotHarness> {
    return new ScreenshotHarness(await launchChromium());
  }

  /** A harness on an already running Chromium (the test run's: global-setup.ts). */
  static async connect(endpoint: string): Promise<ScreenshotHarness> {
    return new ScreenshotHarness(await chromium.connect(endpoint));
  }

  /** Closes the browser it launched; on a connected one, closes this harness's contexts and disconnects. */
  async close(): Promise<void> {
    this.reused = null;
    await this.browser.close();
  }

  /** A new context whose every request is answered as the page section of README.md says, for `view`. */
  private async newContext(view: PageView, options: ScreenshotOptions): Promise<BrowserContext> {
    this.css ??= await systemCss();
    const css = this.css;
    const context = await this.browser.newContext({ viewport: { width: options.width, height: options.height }, deviceScaleFactor: 1, colorScheme: options.theme });
    await context.route("**/*", (route: Route) => {
      const url = new URL(route.request().url());
      const fulfil = (body: string | Buffer, type: string, headers: Record<string, string> = {}) => route.fulfill({ status: 200, body, contentType: type, headers });
      if (url.origin !== ORIGIN) {
        view.missing.push(url.href);
        return route.abort();
      }
      const path = decodeURIComponent(url.pathname);
      // Cross-origin isolated, so performance.now() in the page is precise to microseconds (for the benchmarks).
      if (path === "/game") return fulfil(view.document, "text/html", { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" });
      if (path === "/harness/frame.css") return fulfil(readFileSync(join(PAGE_DIR, "frame.css")), "text/css");
      if (path === "/harness/layout.js") return fulfil(readFileSync(join(PAGE_DIR, "layout.js")), "text/javascript");
      if (path === "/systems/augmented/augmented.css") return fulfil(css, "text/css");
      if (path.startsWith("/icons/")) return fulfil(PLACEHOLDER_ICON, "image/svg+xml");
      if (path.startsWith("/systems/augmented/")) {
        const file = resolve(REPO, path.slice("/systems/augmented/".length));
        if (file.startsWith(`${REPO}/`) && existsSync(file)) return fulfil(readFileSync(file), MIME[extname(file)] ?? "application/octet-stream");
      }
      view.missing.push(path);
      return route.fulfill({ status: 404, body: "" });
    });
    return context;
  }

  /** Loads the view's document in `page` and waits for its stylesheets, images and fonts. */
  private static async load(page: Page): Promise<void> {
    await page.goto(`${ORIGIN}/game`, { waitUntil: "load" });
    await page.evaluate("document.fonts.ready.then(() => true)");
  }

  /** Opens `html` in a fresh page (in a fresh context) of the given size and theme; the caller closes the page's context. */
  async open(html: string, options: ScreenshotOptions): Promise<{ page: Page; missing: string[] }> {
    const view: PageView = { document: pageHtml(html, options), missing: [] };
    const context = await this.newContext(view, options);
    const page = await context.newPage();
    await ScreenshotHarness.load(page);
    return { page, missing: view.missing };
  }

  /** The reused page showing `html` at the options' size and theme, as a fresh document. */
  private async show(html: string, options: ScreenshotOptions): Promise<ReusedPage> {
    const document = pageHtml(html, options);
    if (!this.reused) {
      const view: PageView = { document, missing: [] };
      const context = await this.newContext(view, options);
      this.reused = { page: await context.newPage(), view };
    } else {
      // The routes read the view object: replace what it holds, keep the object.
      this.reused.view.document = document;
      this.reused.view.missing = [];
      await this.reused.page.setViewportSize({ width: options.width, height: options.height });
      await this.reused.page.emulateMedia({ colorScheme: options.theme });
    }
    await ScreenshotHarness.load(this.reused.page);
    return this.reused;
  }

  /**
   * Shows `html` (typically a window from `renderSheetHtml`), writes `test-results/screenshots/<name>-<theme>.png`
   * unless `screenshot: false`, and runs the layout checks.
   */
  async screenshotHtml(name: string, html: string, options: ScreenshotOptions): Promise<ScreenshotResult> {
    try {
      const { page, view } = await this.show(html, options);
      if (options.scrollTo) {
        const scrolled = (await page.evaluate(`window.augmentedLayout.scrollTo(${JSON.stringify(options.scrollTo)})`)) as boolean;
        if (!scrolled) throw new Error(`screenshotHtml(${name}): nothing to scroll to at ${options.scrollTo}`);
      }
      let file: string | null = null;
      if (options.screenshot !== false) {
        file = join(SCREENSHOT_DIR, `${name}-${options.theme}.png`);
        mkdirSync(dirname(file), { recursive: true });
        const clip = options.autoHeight ? await windowBox(page) : undefined;
        await page.screenshot({ path: file, animations: "disabled", ...(clip ? { clip } : {}) });
      }
      const report = await checkLayout(page, options.layout ?? {});
      return { ...report, file, missing: [...view.missing] };
    } catch (error) {
      // A view that failed may leave the page anywhere: the next one starts in a new context.
      const failed = this.reused;
      this.reused = null;
      await failed?.page.context().close();
      throw error;
    }
  }
}

/** The window's box on the page (a dialog of automatic height is photographed to its edges, with its shadow). */
async function windowBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator("body > .application").first().boundingBox();
  if (!box) throw new Error("screenshotHtml: the window is not rendered");
  const viewport = page.viewportSize() ?? { width: box.width, height: box.height };
  return { x: 0, y: 0, width: Math.min(viewport.width, Math.ceil(box.width) + 8), height: Math.min(viewport.height, Math.ceil(box.height) + 8) };
}

/** Runs page/layout.js's checks in `page`. */
export async function checkLayout(page: Page, layout: LayoutOptions): Promise<LayoutReport> {
  return (await page.evaluate(`window.augmentedLayout.check(${JSON.stringify(layout)})`)) as LayoutReport;
}
