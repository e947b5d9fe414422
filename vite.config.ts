import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { terserPass } from "./scripts/terser-pass.mjs";

// Library build of the system's ES module: src/index.ts -> dist/augmented.mjs, one minified file with its source
// map, everything registered at init (docs/ARCHITECTURE.md, Build). Run through scripts/build.mjs (`npm run
// build`), which also cleans dist/, bundles styles/augmented.css and copies the rest of the installable folder.
// Foundry's API is reached through globals (game, CONFIG, Hooks, foundry.*), never imported, so nothing is
// external. Vitest has its own vitest.config.ts and ignores this file.

const root = path.dirname(fileURLToPath(import.meta.url));
// AUGMENTED_ENTRY lets a smoke test build another entry file; the real build always uses src/index.ts.
const entry = path.resolve(root, process.env.AUGMENTED_ENTRY ?? "src/index.ts");

// Mode "quench" (scripts/build.mjs runs it second) bundles the developer's Quench package instead: quench/index.ts
// with the shared scenarios -> dist-quench/augmented-quench/augmented-quench.mjs, a Foundry module of its own
// (quench/module.json). It imports nothing from src/ (scenarios reach the system through Foundry's API).
export const QUENCH_MODE = "quench";
export const QUENCH_OUT = path.resolve(root, "dist-quench", "augmented-quench");
// Mode "dnd5e" (scripts/build.mjs runs it third) bundles the dnd5e companion module (docs/ARCHITECTURE.md, Adapters):
// src/adapters/dnd5e/index.ts -> dist-dnd5e/augmented-dnd5e/augmented-dnd5e.mjs; scripts/dnd5e-module.mjs does the rest.
export const DND5E_MODE = "dnd5e";
export const DND5E_OUT = path.resolve(root, "dist-dnd5e", "augmented-dnd5e");

const outDirOf = (mode: string) => (mode === QUENCH_MODE ? QUENCH_OUT : mode === DND5E_MODE ? DND5E_OUT : path.resolve(root, "dist"));
const entryOf = (mode: string) =>
  mode === QUENCH_MODE ? path.resolve(root, "quench/index.ts") : mode === DND5E_MODE ? path.resolve(root, "src/adapters/dnd5e/index.ts") : entry;
const fileNameOf = (mode: string) => (mode === QUENCH_MODE ? "augmented-quench.mjs" : mode === DND5E_MODE ? "augmented-dnd5e.mjs" : "augmented.mjs");

export default defineConfig(({ mode }) => ({
  root,
  publicDir: false,
  logLevel: "warn",
  clearScreen: false,
  build: {
    outDir: outDirOf(mode),
    emptyOutDir: false,
    copyPublicDir: false,
    // Foundry v13 runs in current Chromium/Electron and Firefox/Safari releases.
    target: "es2022",
    // The source map keeps stack traces and the debugger readable.
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      // The Terser pass takes most of the build's time by design; Rolldown's warning about slow plugins says only that.
      checks: { bundlerTimings: false },
      output: {
        // One file: the system has no import() of its own code, and nothing is split off.
        codeSplitting: false,
        // Nothing bundles the shipped module again, so its pure annotations (left for a next bundler) only cost bytes.
        comments: mode === QUENCH_MODE ? true : { legal: true, annotation: false, jsdoc: false },
        // Class names are kept: Foundry derives a registered sheet's id from its class name
        // (`augmented.CharacterSheet`), which worlds store as sheet preferences. Nothing reads a function's name.
        // The Quench package is a test harness read by developers in the browser console: shipped as written.
        minify:
          mode === QUENCH_MODE
            ? false
            : { compress: { keepNames: { function: false, class: true } }, mangle: { toplevel: true, keepNames: { function: false, class: true } } },
        // Terser over Oxc's output: about 1.1 KB gzip less for the system's module, 2 KB for dnd5e's (scripts/terser-pass.mjs).
        plugins: mode === QUENCH_MODE ? [] : [terserPass()],
      },
    },
    reportCompressedSize: false,
    lib: {
      entry: entryOf(mode),
      formats: ["es"],
      fileName: () => fileNameOf(mode),
      // Styles come from styles/augmented.css (see scripts/css.mjs). If a module under src/ imports CSS, Vite
      // would write it here and the build stops with an explanation.
      cssFileName: "css-imported-from-src",
    },
  },
}));
