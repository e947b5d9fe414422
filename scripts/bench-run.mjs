// Runs one benchmark file (`node --expose-gc scripts/bench-run.mjs bench/x.bench.ts`) the way the integration
// tests run the system: through Vite's module runner with the stand-in's per-client plugin (vitest.config.ts,
// integration project), so each simulated client gets its own copy of src/ (test/foundry/client-modules.ts), as
// two browsers would. Run under plain tsx, the clients would share one copy of the system (the world-time
// benchmark would then find no running clock). scripts/bench.mjs starts one of these per file.
//
// Given several files (the suite's smoke run, test/integration/bench/bench-smoke.test.ts), it runs them one
// after another, each through a fresh module runner (its own instances of every module, as a new process would
// have) on one Vite server, so the transforms are made once; after each it prints `@@bench-done <file> <ok|failed>`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, createServerModuleRunner } from "vite";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = process.argv.slice(2);
if (!files.length) {
  console.error("usage: node scripts/bench-run.mjs bench/<name>.bench.ts");
  process.exit(2);
}

const server = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: "error",
  clearScreen: false,
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  plugins: [await plugins()],
});

/** The stand-in's plugins, loaded through the same runner-free path vitest.config.ts uses (a TypeScript file). */
async function plugins() {
  const loader = await createServer({ root: ROOT, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false, ws: false, watch: null } });
  try {
    const runner = createServerModuleRunner(loader.environments.ssr, { hmr: false });
    const { perClientModules } = await runner.import(path.join(ROOT, "test/foundry/client-modules.ts"));
    return [perClientModules()];
  } finally {
    await loader.close();
  }
}

let code = 0;
for (const file of files) {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  let ok = true;
  try {
    await runner.import(path.resolve(ROOT, file));
  } catch (err) {
    console.error(err);
    ok = false;
    code = 1;
  } finally {
    await runner.close();
  }
  if (files.length > 1) console.log(`@@bench-done ${file} ${ok ? "ok" : "failed"}`);
}
await server.close();
process.exit(code);
