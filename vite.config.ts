import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Library build of the system's ES module: src/index.ts -> dist/augmented.mjs, which imports dist/chunks/init-*.mjs
// (what runs at init), and the workflows' chunks under dist/chunks/ loaded on first use (all with source maps).
// Run through scripts/build.mjs (`npm run build`), which also cleans dist/, bundles styles/augmented.css and
// copies the rest of the installable folder. Foundry's API is reached through globals (game, CONFIG, Hooks,
// foundry.*), never imported, so nothing is external. Vitest has its own vitest.config.ts and ignores this file.

const root = path.dirname(fileURLToPath(import.meta.url));
// AUGMENTED_ENTRY lets a smoke test build another entry file; the real build always uses src/index.ts.
const entry = path.resolve(root, process.env.AUGMENTED_ENTRY ?? "src/index.ts");

// Mode "quench" (scripts/build.mjs runs it second) bundles the Quench batch instead: quench/index.ts with the
// shared scenarios -> dist/augmented-quench.mjs. It imports nothing from src/ (scenarios reach the system through
// Foundry's API), so the system's module state is never duplicated.
export const QUENCH_MODE = "quench";

export default defineConfig(({ mode }) => ({
  root,
  publicDir: false,
  logLevel: "warn",
  clearScreen: false,
  build: {
    outDir: path.resolve(root, "dist"),
    emptyOutDir: false,
    copyPublicDir: false,
    // Foundry v13 runs in current Chromium/Electron and Firefox/Safari releases.
    target: "es2022",
    // Shipped minified (docs/ARCHITECTURE.md, Build); the source map keeps stack traces and the debugger readable.
    // Class names are kept: Foundry derives a registered sheet's id from its class name
    // (`augmented.CharacterSheet`), which worlds store as sheet preferences. Nothing reads a function's name.
    sourcemap: true,
    minify: false,
    // The Quench batch is a test harness read by developers in the browser console: shipped as written.
    rolldownOptions: {
      output: {
        // The workflows load on first use (their `load.ts` seams, docs/ARCHITECTURE.md Build) as chunks under
        // dist/chunks/. Every module the entry needs at init (`$initial`: statically reachable from it) goes into
        // one chunk, dist/chunks/init-<hash>.mjs, that dist/augmented.mjs imports: Foundry loads that, not a chunk
        // per shared module, and the workflow chunks import what they share from it. Not from the entry itself:
        // the entry's URL is Foundry's to write (a query string on it would make a chunk's `import "../augmented.mjs"`
        // a second copy of the system), the chunks' URLs are only ever resolved relatively, so each is one module.
        chunkFileNames: "chunks/[name]-[hash].mjs",
        // (The Quench batch has no dynamic import: it stays one file.)
        codeSplitting: mode === QUENCH_MODE ? false : { groups: [{ name: "init", tags: ["$initial"] }] },
        minify:
          mode === QUENCH_MODE
            ? false
            : { compress: { keepNames: { function: false, class: true } }, mangle: { toplevel: true, keepNames: { function: false, class: true } } },
      },
    },
    reportCompressedSize: false,
    lib: {
      entry: mode === QUENCH_MODE ? path.resolve(root, "quench/index.ts") : entry,
      formats: ["es"],
      fileName: () => (mode === QUENCH_MODE ? "augmented-quench.mjs" : "augmented.mjs"),
      // Styles come from styles/augmented.css (see scripts/css.mjs). If a module under src/ imports CSS, Vite
      // would write it here and the build stops with an explanation.
      cssFileName: "css-imported-from-src",
    },
  },
}));
