/**
 * A reconnecting client's fresh copy of the system, without Vite transforming the bundle again.
 *
 * A reconnect is a fresh page: it evaluates the system again (world.ts `connect`). It used to import the bundle
 * under a new module id per reconnect, so Vite's server transformed the whole bundle each time: measured on R5
 * (test/integration/suites/r5-one-client-acts.test.ts, 64 rounds, under load) "transform 29.9 s" of 42.3 s of
 * test time, the worker idle while it waited. Now every reconnect copy of an entry shares one module id, and
 * before each import that module is marked not evaluated in this worker's module runner, which then evaluates
 * the code it already fetched once more: a new instance of every module in the bundle (new classes, locks,
 * caches), as a fresh page gets. The shared modules it imports (test/foundry, node_modules) stay as they are.
 *
 * The module runner's registry is Vitest's worker state, not a public API: when it is not found (another
 * Vitest), `reevaluable` answers false and the caller imports under a new id as before (correct, only slower).
 */
import { CLIENT_MARK } from "./client-marks";

interface ModuleNode {
  evaluated: boolean;
  promise?: unknown;
  exports?: unknown;
  importers: Set<string>;
}

interface ModuleRegistry {
  idToModuleMap: Map<string, ModuleNode>;
}

function registry(): ModuleRegistry | null {
  // cast: Vitest's worker state (vitest/dist utils: NAME_WORKER_STATE), read only where it has the shape used here.
  const state = (globalThis as unknown as Record<string, { evaluatedModules?: Partial<ModuleRegistry> } | undefined>).__vitest_worker__;
  const modules = state?.evaluatedModules;
  return modules?.idToModuleMap instanceof Map ? (modules as ModuleRegistry) : null;
}

/** Whether this worker can evaluate an imported module again under the same id. */
export function reevaluable(): boolean {
  return registry() !== null;
}

/**
 * Makes the next import of client mark `mark`'s bundle of `entry` (a repository path such as `src/index.ts`)
 * evaluate it again; a bundle never imported is left alone (its first import evaluates it). The module is found
 * by its resolved id (client-modules.ts: `.standin-bundles/<entry>.mjs?standin-client=<mark>`). Returns false
 * when the module runner's registry is not there.
 */
export function forgetEvaluation(entry: string, mark: string): boolean {
  const modules = registry();
  if (!modules) return false;
  const suffix = `/${entry}.mjs?${CLIENT_MARK}=${mark}`;
  for (const [id, node] of modules.idToModuleMap) {
    if (!id.endsWith(suffix)) continue;
    // As Vitest's own vi.resetModules() does, for this one module: the fetched code (node.meta) is kept.
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
  return true;
}
