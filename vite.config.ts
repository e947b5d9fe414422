import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Library build of the system's ES module: src/index.ts -> dist/augmented.mjs (+ source map).
// Run through scripts/build.mjs (`npm run build`), which also cleans dist/, bundles styles/augmented.css and
// copies the rest of the installable folder. Foundry's API is reached through globals (game, CONFIG, Hooks,
// foundry.*), never imported, so nothing is external. Vitest has its own vitest.config.ts and ignores this file.

const root = path.dirname(fileURLToPath(import.meta.url));
// AUGMENTED_ENTRY lets a smoke test build another entry file; the real build always uses src/index.ts.
const entry = path.resolve(root, process.env.AUGMENTED_ENTRY ?? "src/index.ts");

export default defineConfig({
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
    // Class and function names are kept: Foundry derives a registered sheet's id from its class name
    // (`augmented.CharacterSheet`), which worlds store as sheet preferences.
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      output: { minify: { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: { function: true, class: true } } } },
    },
    reportCompressedSize: false,
    lib: {
      entry,
      formats: ["es"],
      fileName: () => "augmented.mjs",
      // Styles come from styles/augmented.css (see scripts/css.mjs). If a module under src/ imports CSS, Vite
      // would write it here and the build stops with an explanation.
      cssFileName: "css-imported-from-src",
    },
  },
});
