import { defineConfig } from "vitest/config";
import { perClientModules } from "./test/foundry/client-modules.ts";

// Three projects, one per kind of test (CONTRIBUTING.md; test/browser/README.md):
// - unit: pure rules in Node, no Foundry, no DOM;
// - integration: scenario tests through the in-memory Foundry stand-in in a happy-dom document;
// - browser: real Handlebars + the system CSS rendered in headless Chromium (screenshots).
export default defineConfig({
  test: {
    // Two workers on the two-core machine (vitest's default is cores − 1 = one): CONTRIBUTING.md, "Where `npm test`
    // spends its time". Every project shares the one pool, so the browser files run beside the integration files.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          // Pure functions with no module state, mocks or globals: one worker runs many files, as in integration.
          isolate: false,
        },
      },
      {
        // Each simulated client evaluates its own instance of the system's one-file bundle (test/foundry/client-modules.ts).
        plugins: [perClientModules()],
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts", "test/package/**/*.test.ts", "test/dnd5e/**/*.test.ts"],
          environment: "happy-dom",
          // One worker runs many files (module graph, happy-dom and the system copies kept), far less CPU than a fresh
          // worker per file (CONTRIBUTING.md, "Where `npm test` spends its time"). Each file ends with the stand-in's
          // reset (test/foundry/per-file.ts).
          isolate: false,
          setupFiles: ["test/foundry/per-file.ts"],
          // A hang guard, not a speed check: the first test of a file also pays for evaluating the system once per
          // simulated client (test/foundry/client-modules.ts), and the run's first file for bundling it.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The browser tests build their cards and sheets in the same stand-in world as the integration tests.
        plugins: [perClientModules()],
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          // Stops the run with a plain message naming AUGMENTED_CHROMIUM when there is no browser to drive; else
          // starts the run's one Chromium, which every file connects to (test/browser/use-browser.ts).
          globalSetup: ["test/browser/global-setup.ts"],
          // Shared workers, as in integration (same reset after each file): less CPU and import time than a worker
          // per file (CONTRIBUTING.md, "Where `npm test` spends its time").
          isolate: false,
          setupFiles: ["test/foundry/per-file.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files run in parallel like the other projects' (each file its own contexts in the run's one Chromium):
          // with `fileParallelism: false` vitest would run them after every other file, on one core.
        },
      },
    ],
  },
});
