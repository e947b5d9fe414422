#!/usr/bin/env node
// npm run build: write dist/ (the folder Foundry loads as Data/systems/augmented), release/ (zip + manifest) and
// dist-quench/ (the developers' Quench package, never in the release).
//
//   dist/augmented.mjs(.map)   Vite library build of src/index.ts (vite.config.ts): the one ES module system.json
//                              names, minified, with its source map (docs/ARCHITECTURE.md, Build)
//   dist/augmented.css         styles/augmented.css with its @imports inlined (scripts/css.mjs)
//   dist/system.json           system.json + version from package.json (+ release URLs: package.json's repository, else GITHUB_REPOSITORY)
//                              + documentTypes.ChatMessage, the card kinds of src/workflows/card-kinds.ts (scripts/card-types.mjs)
//   dist/templates, lang, assets (if present), LICENSE, README.md (its links made to work outside the repository)
//   dist/packs/<name>          LevelDB, compiled from packs/_source/<name>/**/*.yml (scripts/packs.mjs)
//   release/augmented.zip      dist/ contents at the zip root (system.json at the top, as Foundry's installer expects)
//   release/system.json        the same manifest, uploaded next to the zip (scripts/release.mjs zips both packages)
//   dist-quench/augmented-quench/  a Foundry module for developers (Data/modules/augmented-quench): module.json
//                              (quench/module.json + version) and augmented-quench.mjs(.map), quench/index.ts with
//                              the shared scenarios (test/scenarios), built in vite.config.ts's mode "quench"
//   dist-dnd5e/augmented-dnd5e/    the dnd5e companion module (Data/modules/augmented-dnd5e), vite.config.ts's mode
//                              "dnd5e" + scripts/dnd5e-module.mjs; release/augmented-dnd5e.zip and release/module.json
//
// Any problem stops the build with a message and a non-zero exit code.

import "./require-node.mjs";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { bundleCss } from "./css.mjs";
import { releaseManifest, releaseRepository } from "./manifest.mjs";
import { packageRelease, writePackagedReadme } from "./release.mjs";
import { withCardTypes } from "./card-types.mjs";
import { compilePacks, PackError, ROOT } from "./packs.mjs";
import { finishDnd5eModule, MODULE_DIST } from "./dnd5e-module.mjs";

const DIST = path.join(ROOT, "dist");
const RELEASE = path.join(ROOT, "release");
const QUENCH_DIST = path.join(ROOT, "dist-quench", "augmented-quench");
const QUENCH_MANIFEST = path.join(ROOT, "quench", "module.json");
const ZIP_NAME = "augmented.zip";
const CSS_ENTRY = path.join(ROOT, "styles", "augmented.css");
/** Folders copied verbatim when they exist (the first three are required). */
const COPIED_DIRS = ["templates", "lang", "assets"];
const REQUIRED_DIRS = ["templates", "lang"];
const COPIED_FILES = ["LICENSE", "README.md"];

class BuildError extends Error {}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const relName = (file) => path.relative(ROOT, file).split(path.sep).join("/");

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

function copyDir(from, to) {
  fs.cpSync(from, to, {
    recursive: true,
    // Editor and VCS droppings (.DS_Store, .gitkeep…) stay out of the package.
    filter: (src) => src === from || !path.basename(src).startsWith("."),
  });
}

/** Paths in the manifest that must exist inside dist/. */
function referencedFiles(manifest) {
  const files = [...(manifest.esmodules ?? []), ...(manifest.scripts ?? [])];
  for (const style of manifest.styles ?? []) files.push(typeof style === "string" ? style : style.src);
  for (const language of manifest.languages ?? []) files.push(language.path);
  for (const pack of manifest.packs ?? []) files.push(`${pack.path ?? `packs/${pack.name}`}/CURRENT`);
  for (const key of ["license", "readme", "background"]) {
    if (typeof manifest[key] === "string" && !/^https?:/.test(manifest[key])) files.push(manifest[key]);
  }
  return files;
}

async function buildModule() {
  const { build } = await import("vite");
  // One after the other (two cores): the system into dist/, the Quench package into dist-quench/, the dnd5e module.
  for (const mode of ["production", "quench", "dnd5e"]) {
    try {
      await build({ configFile: path.join(ROOT, "vite.config.ts"), mode, logLevel: "warn" });
    } catch (err) {
      throw new BuildError(`vite (${mode}): ${err instanceof Error ? err.message : err}`, { cause: err });
    }
  }
  const stray = fs.readdirSync(DIST).filter((f) => f.endsWith(".css"));
  if (stray.length) {
    throw new BuildError(
      `a module under src/ imports CSS (Vite wrote ${stray.join(", ")}); put styles under styles/ and @import them from styles/augmented.css instead`,
    );
  }
}

async function main() {
  const started = performance.now();
  const startedAt = new Date();
  const pkg = readJson(path.join(ROOT, "package.json"));
  const source = readJson(path.join(ROOT, "system.json"));

  // Inputs first, so a missing file fails in a second instead of after the bundle.
  const missing = [];
  const entry = path.resolve(ROOT, process.env.AUGMENTED_ENTRY ?? "src/index.ts");
  if (!fs.existsSync(entry)) missing.push(relName(entry));
  if (!fs.existsSync(path.join(ROOT, "quench", "index.ts"))) missing.push("quench/index.ts");
  if (!fs.existsSync(QUENCH_MANIFEST)) missing.push("quench/module.json");
  if (!fs.existsSync(CSS_ENTRY)) missing.push(relName(CSS_ENTRY));
  for (const dir of REQUIRED_DIRS) if (!fs.existsSync(path.join(ROOT, dir))) missing.push(`${dir}/`);
  for (const file of COPIED_FILES) if (!fs.existsSync(path.join(ROOT, file))) missing.push(file);
  for (const language of source.languages ?? []) if (!fs.existsSync(path.join(ROOT, language.path))) missing.push(language.path);
  if (missing.length) throw new BuildError(`missing inputs: ${missing.join(", ")}`);

  fs.rmSync(DIST, { recursive: true, force: true });
  fs.rmSync(RELEASE, { recursive: true, force: true });
  fs.rmSync(path.dirname(QUENCH_DIST), { recursive: true, force: true });
  fs.rmSync(path.dirname(MODULE_DIST), { recursive: true, force: true });
  fs.mkdirSync(DIST, { recursive: true });
  fs.mkdirSync(QUENCH_DIST, { recursive: true });
  fs.mkdirSync(MODULE_DIST, { recursive: true });

  const packsStep = compilePacks(source, path.join(DIST, "packs"));
  // Node runs the pack compiler's I/O while Vite bundles; both must succeed.
  const [packs] = await Promise.all([packsStep, buildModule()]);

  const shippedDirs = COPIED_DIRS.filter((dir) => fs.existsSync(path.join(ROOT, dir)));
  let css;
  try {
    css = bundleCss(CSS_ENTRY, { root: ROOT, shippedDirs });
  } catch (err) {
    throw new BuildError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  const unused = fs
    .readdirSync(path.join(ROOT, "styles"), { recursive: true })
    .map((f) => path.join(ROOT, "styles", String(f)))
    .filter((f) => f.endsWith(".css") && !css.files.includes(f));
  for (const f of unused) console.warn(`warning: ${relName(f)} is not imported by styles/augmented.css and does not ship`);
  fs.writeFileSync(path.join(DIST, "augmented.css"), `/* Augmented ${pkg.version} */\n${css.css}`);

  for (const dir of shippedDirs) copyDir(path.join(ROOT, dir), path.join(DIST, dir));
  fs.copyFileSync(path.join(ROOT, "LICENSE"), path.join(DIST, "LICENSE"));
  writePackagedReadme(path.join(ROOT, "README.md"), DIST, { repo: releaseRepository(pkg), version: pkg.version });

  let manifest;
  try {
    // documentTypes.ChatMessage from the card registry (scripts/card-types.mjs): the card types are listed once.
    manifest = releaseManifest(withCardTypes(source), pkg, ZIP_NAME);
  } catch (err) {
    throw new BuildError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const absent = referencedFiles(manifest).filter((f) => !fs.existsSync(path.join(DIST, f)));
  if (absent.length) throw new BuildError(`system.json names files that are not in dist/: ${absent.join(", ")}`);
  // Written last: its presence marks a complete dist/, and its time is set to when the build started, so a
  // source saved during the build still counts as newer (test/package rebuilds when a source is newer).
  fs.writeFileSync(path.join(DIST, "system.json"), manifestText);
  fs.utimesSync(path.join(DIST, "system.json"), startedAt, startedAt);

  const quenchManifest = { ...readJson(QUENCH_MANIFEST), version: pkg.version };
  const quenchAbsent = (quenchManifest.esmodules ?? []).filter((f) => !fs.existsSync(path.join(QUENCH_DIST, f)));
  if (quenchAbsent.length) throw new BuildError(`quench/module.json names files that are not in dist-quench/augmented-quench/: ${quenchAbsent.join(", ")}`);
  fs.writeFileSync(path.join(QUENCH_DIST, "module.json"), `${JSON.stringify(quenchManifest, null, 2)}\n`);

  let dnd5e;
  try {
    dnd5e = await finishDnd5eModule(pkg);
  } catch (err) {
    throw new BuildError(`dnd5e module: ${err instanceof Error ? err.message : err}`, { cause: err });
  }

  const files = listFiles(DIST);
  const bytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  // Both packages zipped with their manifests into release/, as the release workflow uploads them.
  const zips = await packageRelease({ outDir: RELEASE, repo: releaseRepository(pkg), version: pkg.version });
  const zipBytes = (id) => zips.find((z) => z.id === id)?.zipBytes ?? 0;
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  const docs = packs.reduce((sum, p) => sum + p.count, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `augmented ${manifest.version}: dist/ ${files.length} files ${kb(bytes)} ` +
      `(augmented.mjs ${kb(fs.statSync(path.join(DIST, "augmented.mjs")).size)}, augmented.css ${kb(Buffer.byteLength(css.css))}, ` +
      `${packs.length} packs/${docs} docs) + release/${ZIP_NAME} ${kb(zipBytes("augmented"))} + dist-quench/augmented-quench + dist-dnd5e/augmented-dnd5e ` +
      `(${dnd5e.packs.map((p) => `${p.name} ${p.count}`).join(", ")}; release/augmented-dnd5e.zip ${kb(zipBytes("augmented-dnd5e"))}) in ${seconds} s`,
  );
}

main().catch((err) => {
  const expected = err instanceof BuildError || err instanceof PackError;
  console.error(`build failed: ${expected ? err.message : (err?.stack ?? err)}`);
  process.exitCode = 1;
});
