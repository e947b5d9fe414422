/**
 * The marks that give a simulated client its own module instances (client-modules.ts reads them in Vite's main
 * process; world.ts writes them in the test workers, so this file imports nothing).
 */
export const CLIENT_MARK = "standin-client";
export const BUNDLE_MARK = "standin-bundle";
/** The export holding every bundled module's namespace, by repository path (client-bundle.ts writes it). */
export const MODULES_EXPORT = "__standinModules";

/** `path` marked for client `slot`. */
export function markForClient(path: string, slot: number | string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${CLIENT_MARK}=${slot}`;
}

/** The one-module bundle of the entry `path` (absolute), as client `slot`'s own instance. */
export function bundledForClient(path: string, slot: number | string): string {
  return markForClient(`${path}?${BUNDLE_MARK}`, slot);
}
