/**
 * Each simulated client loads the system separately (test/foundry/README.md: the stand-in imitates v13 per client): a Vite plugin gives
 * every repository module imported from a module marked `?standin-client=<n>` the same mark, so importing the
 * entry as `src/index.ts?standin-client=1` instantiates the whole `src` graph again for client 1: its own locks,
 * caches and registries, as a second browser would have. Packages (node_modules) and the stand-in itself
 * (test/foundry) stay shared: they are Foundry's side, not the system's.
 * Registered for the integration project in vitest.config.ts.
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";

export const CLIENT_MARK = "standin-client";
const REPO = `${resolve(import.meta.dirname, "../..")}/`;
const SHARED = [`${REPO}node_modules/`, `${REPO}test/foundry/`];
const MARKED = new RegExp(`[?&]${CLIENT_MARK}=(\\w+)`);
const CODE = /\.(ts|js|mjs)$/;

/** `path` marked for client `slot`. */
export function markForClient(path: string, slot: number | string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${CLIENT_MARK}=${slot}`;
}

export function perClientModules(): Plugin {
  return {
    name: "standin-per-client-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const slot = importer ? MARKED.exec(importer)?.[1] : undefined;
      if (!slot || MARKED.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = "", query] = resolved.id.split("?");
      if (!file.startsWith(REPO) || SHARED.some((dir) => file.startsWith(dir)) || !CODE.test(file) || query) return resolved;
      return { ...resolved, id: markForClient(resolved.id, slot) };
    },
  };
}
