/**
 * Each simulated client loads the system separately (test/foundry/README.md: the stand-in imitates v13 per client): a Vite plugin gives
 * every repository module imported from a module marked `?standin-client=<n>` the same mark, so importing the
 * entry as `src/index.ts?standin-client=1` instantiates the whole `src` graph again for client 1: its own locks,
 * caches and registries, as a second browser would have. Packages (node_modules) and the stand-in itself
 * (test/foundry) stay shared: they are Foundry's side, not the system's.
 * A dynamic `import()` (the system's lazily loaded workflows, docs/ARCHITECTURE.md Build) goes through the same
 * `resolveId` with the importing module as `importer`, so a chunk loaded by client 1's copy is client 1's too
 * (test/integration/standin/lazy-modules.test.ts proves it).
 * `trackModuleLoads` makes each such load work of the world that settle() waits for (world.ts `moduleLoad`,
 * like a timer: it ends by itself), as a page waits on the fetch of a chunk: without it a first-time load (Vite
 * transforming the chunk's modules) outlasts settle()'s idle rounds. It is the browser's module loading, not a
 * Foundry behaviour.
 * Registered for the integration project in vitest.config.ts.
 */
import { dirname, resolve } from "node:path";
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

/** The global the rewritten `import()` calls report to (installed by globals.ts). */
export const MODULE_LOAD_GLOBAL = "__standinModuleLoad";
const SYSTEM_CODE = [`${REPO}src/`, `${REPO}dist/`];
const LITERAL_IMPORT = /\bimport\((\s*(["'`])[^"'`]+\2\s*)\)/g;

/**
 * Rewrites every literal `import("…")` in the system's code (a client's copy, src/, or the built dist/) to report its promise to
 * the world. A normal-order plugin: it sees JavaScript after Vite stripped the types, so `typeof import("…")` in
 * a type position is gone by then.
 */
export function trackModuleLoads(): Plugin {
  return {
    name: "standin-track-module-loads",
    transform(code, id) {
      const [file = ""] = id.split("?");
      const system = MARKED.test(id) || SYSTEM_CODE.some((dir) => file.startsWith(dir));
      if (!system || !CODE.test(file) || SHARED.some((dir) => file.startsWith(dir)) || !code.includes("import(")) return null;
      // The second argument names the file loaded (world.loadedModules), resolved from the importing file.
      const out = code.replace(LITERAL_IMPORT, (_match, spec: string) => {
        const target = spec.trim().slice(1, -1);
        const file_ = target.startsWith(".") ? resolve(dirname(file), target) : target;
        return `globalThis.${MODULE_LOAD_GLOBAL}(import(${spec}), ${JSON.stringify(file_)})`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
