// What a release uploads, and the checks it passes first. One tagged release carries both packages:
//
//   system.json, augmented.zip              the system (dist/ at the zip root)
//   module.json, augmented-dnd5e.zip        the dnd5e companion module (dist-dnd5e/augmented-dnd5e/ at the zip root)
//
// `packageRelease` zips the built folders with their manifests' release URLs; `checkRelease` reads a release
// folder as the workflow would upload it and lists every problem, naming the package and the field.
// .github/workflows/release.yml runs scripts/check-release.mjs (this file's checks) before it uploads.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { releaseUrls } from "./manifest.mjs";

/** The two packages, each built into its own folder and released as a manifest and a zip. */
export const RELEASE_PACKAGES = Object.freeze([
  Object.freeze({ id: "augmented", folder: "dist", manifestName: "system.json", zipName: "augmented.zip" }),
  Object.freeze({ id: "augmented-dnd5e", folder: "dist-dnd5e/augmented-dnd5e", manifestName: "module.json", zipName: "augmented-dnd5e.zip" }),
]);

/** The files a release uploads, in the order the workflow lists them. */
export const RELEASE_ASSETS = Object.freeze(RELEASE_PACKAGES.flatMap((p) => [p.manifestName, p.zipName]));

/** The repository checkout (no dependency is imported here: the workflow runs the input check before npm ci). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const URL_KEYS = ["url", "manifest", "download", "bugs"];
const IMAGE = /\.(png|jpe?g|webp|gif|svg)$/i;

/**
 * A package's manifest with the release URLs of `repo` (or none when no repository is known).
 * @param {Record<string, unknown>} manifest
 * @param {{ manifestName: string, zipName: string }} pkg
 * @param {string | null} repo https URL of the GitHub repository
 * @param {string} version
 */
export function withReleaseUrls(manifest, pkg, repo, version) {
  const out = { ...manifest, version };
  for (const key of URL_KEYS) delete out[key];
  return repo ? { ...out, ...releaseUrls(repo, version, pkg.zipName, pkg.manifestName) } : out;
}

/** Every inline Markdown link `[text](target)` / `![alt](target)` outside fenced code, with its match. */
function markdownLinks(markdown) {
  const links = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.replace(/`[^`]*`/g, (s) => " ".repeat(s.length)).matchAll(/(!?)\[([^\]]*)\]\(\s*([^)\s]+)\s*\)/g)) {
      links.push({ image: m[1] === "!", text: m[2], target: m[3], whole: m[0] });
    }
  }
  return links;
}

const isRelative = (target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#");

/**
 * A README as it ships inside a package: a linked image is copied into the package's images/ and linked there;
 * a link to another repository file points at it on GitHub at the release's tag when the repository is known,
 * else becomes its plain text, so the packaged README never links a file the package lacks.
 * @param {string} source the README in the repository
 * @param {string} destDir the package folder (README.md and images/ are written there)
 * @param {{ repo: string | null, version: string }} release
 */
export function writePackagedReadme(source, destDir, { repo, version }) {
  let text = fs.readFileSync(source, "utf8");
  for (const link of markdownLinks(text)) {
    if (!isRelative(link.target)) continue;
    const [file, anchor] = link.target.split("#");
    const inRepo = path.relative(ROOT, path.resolve(path.dirname(source), file)).split(path.sep).join("/");
    let replacement;
    if (link.image && IMAGE.test(file) && fs.existsSync(path.join(ROOT, inRepo))) {
      fs.mkdirSync(path.join(destDir, "images"), { recursive: true });
      fs.copyFileSync(path.join(ROOT, inRepo), path.join(destDir, "images", path.basename(file)));
      replacement = `![${link.text}](images/${path.basename(file)})`;
    } else if (repo) {
      replacement = `${link.image ? "!" : ""}[${link.text}](${repo}/blob/v${version}/${inRepo}${anchor ? `#${anchor}` : ""})`;
    } else {
      replacement = link.image ? "" : link.text;
    }
    text = text.replace(link.whole, replacement);
  }
  fs.writeFileSync(path.join(destDir, "README.md"), text);
}

/** Files under `dir`, "/"-separated and relative to it, sorted. */
function listFiles(dir, base = dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out.sort();
}

/**
 * Zip each built package folder with its release manifest and write zip + manifest into `outDir`.
 * @param {{ outDir: string, repo: string | null, version: string, root?: string }} options
 * @returns {Promise<{ id: string, zipBytes: number }[]>}
 */
export async function packageRelease({ outDir, repo, version, root = ROOT }) {
  const { default: JSZip } = await import("jszip");
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const pkg of RELEASE_PACKAGES) {
    const folder = path.join(root, pkg.folder);
    const manifestFile = path.join(folder, pkg.manifestName);
    if (!fs.existsSync(manifestFile)) throw new Error(`${pkg.folder}/${pkg.manifestName} is missing: run npm run build first`);
    const manifest = withReleaseUrls(JSON.parse(fs.readFileSync(manifestFile, "utf8")), pkg, repo, version);
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    const zip = new JSZip();
    for (const name of listFiles(folder)) zip.file(name, name === pkg.manifestName ? text : fs.readFileSync(path.join(folder, name)));
    const data = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 }, platform: "UNIX" });
    fs.writeFileSync(path.join(outDir, pkg.zipName), data);
    fs.writeFileSync(path.join(outDir, pkg.manifestName), text);
    written.push({ id: pkg.id, zipBytes: data.length });
  }
  return written;
}

/** The files a manifest names inside its package (scripts, styles, languages, packs, license, readme). */
export function manifestFiles(manifest) {
  const files = [...(manifest.esmodules ?? []), ...(manifest.scripts ?? [])];
  for (const style of manifest.styles ?? []) files.push(typeof style === "string" ? style : style.src);
  for (const language of manifest.languages ?? []) files.push(language.path);
  for (const pack of manifest.packs ?? []) files.push(`${pack.path ?? `packs/${pack.name}`}/CURRENT`);
  for (const key of ["license", "readme"]) if (typeof manifest[key] === "string" && !/^https?:/.test(manifest[key])) files.push(manifest[key]);
  return files;
}

/**
 * The tag and the repository a release runs for, against package.json: problems, each naming the field.
 * @param {{ tag: string, repo: string | null, version: string, declaredRepo: string | null }} release
 */
export function checkReleaseInputs({ tag, repo, version, declaredRepo }) {
  const problems = [];
  if (tag !== `v${version}`) problems.push(`tag: ${tag || "(none)"} does not match package.json "version" ${version} (expected v${version})`);
  if (!repo) problems.push("repository: unknown (GITHUB_REPOSITORY is not set)");
  else if (declaredRepo && declaredRepo !== repo) problems.push(`package.json "repository": ${declaredRepo} is not the repository this release runs in (${repo})`);
  return problems;
}

/**
 * Everything the workflow would upload from `dir`, checked: each manifest's version and URLs, the zip's own
 * manifest equal to the uploaded one, every file the manifest names present in the zip, and the packaged README
 * linking no file the zip lacks. Returns the problems, each naming the package file and the field.
 * @param {string} dir the release folder
 * @param {{ tag: string, repo: string, version: string }} release
 * @returns {Promise<string[]>}
 */
export async function checkRelease(dir, { tag, repo, version }) {
  const { default: JSZip } = await import("jszip");
  const problems = [];
  for (const pkg of RELEASE_PACKAGES) {
    const manifestFile = path.join(dir, pkg.manifestName);
    const zipFile = path.join(dir, pkg.zipName);
    if (!fs.existsSync(manifestFile) || !fs.existsSync(zipFile)) {
      problems.push(`${pkg.manifestName}/${pkg.zipName}: not in ${dir}`);
      continue;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
    const want = { id: pkg.id, version, ...releaseUrls(repo, version, pkg.zipName, pkg.manifestName) };
    want.download = `${repo}/releases/download/${tag}/${pkg.zipName}`;
    for (const [field, value] of Object.entries(want)) {
      if (manifest[field] !== value) problems.push(`${pkg.manifestName} ${field}: is ${JSON.stringify(manifest[field])}, expected ${JSON.stringify(value)}`);
    }
    const zip = await JSZip.loadAsync(fs.readFileSync(zipFile));
    const names = new Set(Object.keys(zip.files).filter((n) => !zip.files[n].dir));
    const inner = zip.file(pkg.manifestName);
    if (!inner) problems.push(`${pkg.zipName}: has no ${pkg.manifestName} at its root`);
    else if ((await inner.async("string")) !== fs.readFileSync(manifestFile, "utf8")) problems.push(`${pkg.zipName}: its ${pkg.manifestName} differs from the uploaded ${pkg.manifestName}`);
    for (const file of manifestFiles(manifest)) if (!names.has(file)) problems.push(`${pkg.manifestName} names ${file}, which is not in ${pkg.zipName}`);
    const readme = zip.file("README.md");
    if (readme) {
      for (const link of markdownLinks(await readme.async("string"))) {
        const file = link.target.split("#")[0];
        if (isRelative(link.target) && !names.has(path.posix.normalize(file))) problems.push(`${pkg.zipName} README.md links ${link.target}, which is not in the package`);
      }
    }
  }
  return problems;
}
