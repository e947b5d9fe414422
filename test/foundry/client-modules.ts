/**
 * Each simulated client loads the system separately (test/foundry/README.md: the stand-in imitates v13 per client).
 *
 * The system's entry is imported as `bundledForClient(entry, n)`: this Vite plugin answers it with one ES module
 * that holds the entry and every repository module it reaches (client-bundle.ts, built once per test run), marked
 * for client n, so each client evaluates its own instance of the whole system: its own classes, locks, caches and
 * registries, as a second browser would have, and as Foundry loads the system's one `esmodules` file.
 *
 * Any other repository module imported as `markForClient(path, n)` is instantiated again for client n with
 * everything it imports (each module it reaches gets the same mark). Packages (node_modules) and the stand-in
 * itself (test/foundry) stay shared in both cases: they are Foundry's side, not the system's.
 * Registered for the integration and browser projects in vitest.config.ts (and by scripts/bench-run.mjs).
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";
// Static imports: scripts/bench-run.mjs loads this file through a module runner it closes before the plugin runs.
import { buildClientBundle, isStale, type ClientBundle } from "./client-bundle.ts";
import { BUNDLE_MARK, CLIENT_MARK, markForClient } from "./client-marks.ts";

export { bundledForClient, markForClient } from "./client-marks.ts";
const REPO = `${resolve(import.meta.dirname, "../..")}/`;
const SHARED = [`${REPO}node_modules/`, `${REPO}test/foundry/`];
const MARKED = new RegExp(`[?&]${CLIENT_MARK}=(\\w+)`);
const CODE = /\.(ts|js|mjs)$/;
/** Where the bundles seem to live: a folder that does not exist, so no real file is ever shadowed. */
const BUNDLES = `${REPO}.standin-bundles/`;

export function perClientModules(): Plugin {
  const bundles = new Map<string, Promise<ClientBundle>>();
  async function bundleOf(entry: string): Promise<ClientBundle> {
    const known = bundles.get(entry);
    if (known && !isStale(await known)) return known;
    const built = buildClientBundle(entry, REPO, SHARED);
    bundles.set(entry, built);
    built.catch(() => bundles.delete(entry));
    return built;
  }
  return {
    name: "standin-per-client-modules",
    enforce: "pre",
    configureServer() {
      // The system's bundle is started with the server, while vitest starts its workers, instead of inside the
      // first test that boots a world (its timeout); a failure is reported by that test's import.
      void bundleOf(`${REPO}src/index.ts`).catch(() => undefined);
    },
    async resolveId(source, importer, options) {
      const [file = "", query = ""] = source.split("?");
      const bundleSlot = MARKED.exec(source)?.[1];
      if (bundleSlot && query.split("&").includes(BUNDLE_MARK)) {
        if (!file.startsWith(REPO)) throw new Error(`The stand-in bundles only repository entries, not ${file}`);
        return markForClient(`${BUNDLES}${file.slice(REPO.length)}.mjs`, bundleSlot);
      }
      const slot = importer ? MARKED.exec(importer)?.[1] : undefined;
      if (!slot || MARKED.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [resolvedFile = "", resolvedQuery] = resolved.id.split("?");
      if (!resolvedFile.startsWith(REPO) || SHARED.some((dir) => resolvedFile.startsWith(dir)) || !CODE.test(resolvedFile) || resolvedQuery) {
        return resolved;
      }
      return { ...resolved, id: markForClient(resolved.id, slot) };
    },
    async load(id) {
      if (!id.startsWith(BUNDLES)) return null;
      const file = id.split("?")[0] ?? "";
      const entry = `${REPO}${file.slice(BUNDLES.length, -".mjs".length)}`;
      const bundle = await bundleOf(entry);
      // Vitest's watch mode re-runs a file when a source inside its bundle changes.
      for (const input of bundle.inputs) this.addWatchFile(input);
      return { code: bundle.code, map: bundle.map };
    },
  };
}
