/**
 * A happy-dom document for the Foundry stand-in when the code runs in plain Node (the "browser" test project and
 * the benchmarks run in a node environment, because Playwright needs Node's own globals).
 *
 * Like vitest's happy-dom environment, the window's DOM classes and objects are put on `globalThis`; unlike it,
 * Node's networking and timer globals (`fetch`, `URL`, `AbortController`, `setTimeout`…) are left alone so
 * playwright-core keeps working in the same process. Installed once per process.
 */
import { Window } from "happy-dom";

/** Globals Node already has that must be the DOM's, so DOM code and the documents it builds agree. */
const DOM_OVERRIDES = ["Event", "EventTarget", "CustomEvent", "FormData", "MessageEvent", "ErrorEvent", "Blob", "File"];
/** Globals the DOM window has that Node's must keep. */
const KEEP_NODE = new Set(["window", "self", "top", "parent", "globalThis", "global", "console", "process", "performance", "crypto"]);

let installed: Window | null = null;

export function installDom(): Window {
  if (installed) return installed;
  const win = new Window({ url: "http://localhost:3000", console: globalThis.console, settings: { disableErrorCapturing: true } });
  const g = globalThis as unknown as Record<string, unknown>;
  const source = win as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (KEEP_NODE.has(key) || (key in g && !DOM_OVERRIDES.includes(key))) continue;
    const value = source[key];
    const bound = typeof value === "function" && key[0] === key[0]!.toLowerCase() ? (value as (...a: unknown[]) => unknown).bind(win) : value;
    Object.defineProperty(g, key, { value: bound, configurable: true, writable: true });
  }
  for (const key of DOM_OVERRIDES) if (key in source) Object.defineProperty(g, key, { value: source[key], configurable: true, writable: true });
  Object.defineProperty(g, "window", { value: globalThis, configurable: true, writable: true });
  installed = win;
  return win;
}
