/**
 * One file per system entry for the simulated clients (client-modules.ts): esbuild bundles the entry and every
 * repository module it reaches into one ES module, once per test run, in vitest's main process. Each client then
 * evaluates that one module as its own instance (`?standin-client=<n>`), instead of fetching, wrapping and
 * evaluating each of the ~400 source modules one by one, once per client and test file (CONTRIBUTING.md,
 * "Where `npm test` spends its time").
 *
 * The bundle also exports the namespace of every module it holds (`MODULES_EXPORT`, keyed by the path relative to
 * the repository), so `world.systemModule(client, path)` reaches the very instance that client's hooks run.
 * Packages (node_modules) and the stand-in itself (test/foundry) stay outside, as imports: they are Foundry's side,
 * one instance shared by all clients, as before.
 */
import { statSync } from "node:fs";
import { relative } from "node:path";
import { build, type BuildOptions, type Plugin as EsbuildPlugin } from "esbuild";
import { MODULES_EXPORT } from "./client-marks.ts";

export interface ClientBundle {
  code: string;
  map: string;
  /** Absolute paths of the repository files inside the bundle (their changes make it stale). */
  inputs: string[];
  builtAt: number;
}

/** Keeps the shared side (node_modules, the stand-in) as imports: bare names as written, files by absolute path. */
function sharedOutside(repo: string, shared: readonly string[]): EsbuildPlugin {
  return {
    name: "standin-shared-outside",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === "entry-point" || args.pluginData === "inner") return undefined;
        if (!args.path.startsWith(".") && !args.path.startsWith("/")) return { path: args.path, external: true };
        const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: "inner" });
        if (found.errors.length) return { errors: found.errors };
        if (!found.path.startsWith(repo) || shared.some((dir) => found.path.startsWith(dir))) return { path: found.path, external: true };
        return { path: found.path };
      });
    },
  };
}

const inRepo = (repo: string, file: string) => `${repo}${file}`;

/** Bundles `entry` (absolute) with every module it reaches, each module's namespace exported by its repository path. */
export async function buildClientBundle(entry: string, repo: string, shared: readonly string[]): Promise<ClientBundle> {
  const builtAt = Date.now();
  const common: BuildOptions = {
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "esnext",
    // Foundry derives a registered sheet's id from its class name; bundling must not rename classes.
    keepNames: true,
    charset: "utf8",
    logLevel: "silent",
    absWorkingDir: repo,
    plugins: [sharedOutside(repo, shared)],
  };
  // First pass: which repository modules the entry reaches (the second pass must not add any).
  const probe = await build({ ...common, entryPoints: [entry], metafile: true });
  if (!probe.metafile) throw new Error(`esbuild gave no module list for ${entry}`);
  const inputs = Object.keys(probe.metafile.inputs).map((file) => inRepo(repo, file));
  const modules = inputs.map((file) => relative(repo, file).split("\\").join("/"));
  const lines = [
    `export * from ${JSON.stringify(entry)};`,
    ...inputs.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `export const ${MODULES_EXPORT} = {${modules.map((name, i) => `${JSON.stringify(name)}: m${i}`).join(", ")}};`,
  ];
  const result = await build({
    ...common,
    stdin: { contents: lines.join("\n"), resolveDir: repo, sourcefile: "standin-bundle-entry.js", loader: "js" },
    sourcemap: "external",
    outfile: `${repo}.standin-bundle.mjs`,
  });
  const outputs = result.outputFiles ?? [];
  const code = outputs.find((file) => file.path.endsWith(".mjs"))?.text;
  const map = outputs.find((file) => file.path.endsWith(".map"))?.text;
  if (code === undefined || map === undefined) throw new Error(`Bundling ${entry} for the stand-in's clients gave no output`);
  return { code, map, inputs, builtAt };
}

/** Whether a file inside the bundle changed after it was built (vitest's watch mode re-runs with edited sources). */
export function isStale(bundle: ClientBundle): boolean {
  return bundle.inputs.some((file) => {
    try {
      return statSync(file).mtimeMs > bundle.builtAt;
    } catch {
      return true;
    }
  });
}
