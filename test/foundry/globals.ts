/**
 * Installs Foundry's globals on `globalThis`. Classes and the `foundry` namespace are installed once per
 * process and never replaced (the system's classes extend them at import time); `game`, `CONFIG` and `ui`
 * are getters answering for the current client of the current world.
 */
import { buildGlobals, buildNamespace } from "./namespace";
import { currentClientOrNull } from "./runtime";
import { bindDomListenersToClients } from "./dom-context";
import { defineProseMirrorElement } from "./prose-mirror";

let installed = false;

export function installGlobals(): void {
  if (installed) return;
  installed = true;
  // The one place the stand-in writes globals: fvtt-types already declares their types, so we must not redeclare them.
  const g = globalThis as unknown as Record<string, unknown>;
  g.foundry = buildNamespace();
  for (const [name, value] of Object.entries(buildGlobals())) g[name] = value;
  const perClient: Record<string, () => unknown> = {
    game: () => currentClientOrNull()?.game,
    CONFIG: () => currentClientOrNull()?.config,
    ui: () => currentClientOrNull()?.ui,
  };
  for (const [name, get] of Object.entries(perClient)) {
    Object.defineProperty(globalThis, name, { get, configurable: true, enumerable: false });
  }
  bindDomListenersToClients();
  defineProseMirrorElement();
  resetCanvas();
}

/** The `canvas` global of a world with no scene drawn (installGlobals; again for each test file, endTestFile). */
export function resetCanvas(): void {
  (globalThis as unknown as Record<string, unknown>).canvas = { ready: false, scene: null, tokens: { placeables: [], controlled: [] } }; // cast: fvtt-types declares canvas; the stand-in's stays this small plain object
}
