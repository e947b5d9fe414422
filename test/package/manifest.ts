// Helpers for the package tests: where things are, the manifest's shape, and a one-at-a-time build.
//
// The system author's test that `documentTypes` matches the data models registered at `init` can use
// `loadManifest()` and `declaredSubtypes()` from here together with `createWorld` from test/foundry.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");
export const RELEASE = path.join(ROOT, "release");
/** The developers' Quench module (never in dist/ or the release zip). */
export const QUENCH_DIST = path.join(ROOT, "dist-quench", "augmented-quench");
/** The dnd5e companion module's installable folder (scripts/dnd5e-module.mjs). */
export const DND5E_DIST = path.join(ROOT, "dist-dnd5e", "augmented-dnd5e");

export interface PackageAuthor {
  name: string;
  url?: string;
  email?: string;
  discord?: string;
  flags?: Record<string, unknown>;
}

export interface StyleEntry {
  src: string;
  layer?: string | null;
}

export interface LanguageEntry {
  lang: string;
  name: string;
  path: string;
}

export interface DocumentSubtypeConfig {
  htmlFields?: string[];
  filePathFields?: Record<string, string[]>;
  gmOnlyFields?: string[];
}

export interface PackEntry {
  name: string;
  label: string;
  type: string;
  system?: string;
  path?: string;
  ownership?: Record<string, string>;
  flags?: Record<string, unknown>;
  banner?: string;
}

export interface PackFolder {
  name: string;
  sorting?: "a" | "m";
  color?: string;
  packs?: string[];
  folders?: PackFolder[];
}

export interface RelatedPackage {
  id: string;
  type?: string;
  manifest?: string;
  compatibility?: { minimum?: string; verified?: string; maximum?: string };
  reason?: string;
}

export interface SystemManifest {
  id: string;
  title: string;
  description?: string;
  version: string;
  authors?: PackageAuthor[];
  license?: string;
  readme?: string;
  bugs?: string;
  changelog?: string;
  url?: string;
  manifest?: string;
  download?: string;
  compatibility?: { minimum?: string; verified?: string; maximum?: string };
  esmodules?: string[];
  scripts?: string[];
  styles?: (string | StyleEntry)[];
  languages?: LanguageEntry[];
  documentTypes?: Record<string, Record<string, DocumentSubtypeConfig>>;
  packs?: PackEntry[];
  packFolders?: PackFolder[];
  relationships?: Record<string, RelatedPackage[]>;
  socket?: boolean;
  grid?: { distance?: number; units?: string; type?: number; diagonals?: number };
  primaryTokenAttribute?: string;
  secondaryTokenAttribute?: string;
  initiative?: string;
  background?: string;
  media?: Record<string, unknown>[];
  flags?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface PackageJson {
  name: string;
  version: string;
  repository?: unknown;
  scripts?: Record<string, string>;
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

export function loadPackageJson(): PackageJson {
  return readJson<PackageJson>(path.join(ROOT, "package.json"));
}

/**
 * The system manifest: by default the built one in dist/ (what Foundry reads), or the repository's source.
 * Run `ensureBuilt()` first when reading dist/.
 */
export function loadManifest(where: "dist" | "source" = "dist"): SystemManifest {
  return readJson<SystemManifest>(path.join(where === "dist" ? DIST : ROOT, "system.json"));
}

/** The subtypes system.json declares per document name, e.g. `{ Actor: ["character", "npc"], Item: [...] }`. */
export function declaredSubtypes(manifest: SystemManifest = loadManifest("source")): Record<string, string[]> {
  return Object.fromEntries(Object.entries(manifest.documentTypes ?? {}).map(([name, types]) => [name, Object.keys(types)]));
}

/** Every path in the manifest that must exist inside the installed folder. */
export function referencedFiles(manifest: SystemManifest): string[] {
  const files = [...(manifest.esmodules ?? []), ...(manifest.scripts ?? [])];
  for (const style of manifest.styles ?? []) files.push(typeof style === "string" ? style : style.src);
  for (const language of manifest.languages ?? []) files.push(language.path);
  for (const pack of manifest.packs ?? []) files.push(`${pack.path ?? `packs/${pack.name}`}/CURRENT`);
  for (const key of ["license", "readme", "background"] as const) {
    const value = manifest[key];
    if (typeof value === "string" && !/^https?:/.test(value)) files.push(value);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------------------
// Manifest validation: the fields Foundry v13 reads, and their shapes.

/** Document names that may have system subtypes in v13. */
const SUBTYPED_DOCUMENTS = [
  "ActiveEffect",
  "Actor",
  "Adventure",
  "Card",
  "Cards",
  "ChatMessage",
  "Combat",
  "Combatant",
  "CombatantGroup",
  "Item",
  "JournalEntryPage",
  "RegionBehavior",
];
/** Document types a compendium pack may hold. */
const PACK_TYPES = ["Actor", "Adventure", "Cards", "Item", "JournalEntry", "Macro", "Playlist", "RollTable", "Scene"];
const OWNERSHIP_ROLES = ["PLAYER", "TRUSTED", "ASSISTANT", "GAMEMASTER"];
const OWNERSHIP_LEVELS = ["NONE", "LIMITED", "OBSERVER", "OWNER"];
const SUBTYPE_KEYS = ["htmlFields", "filePathFields", "gmOnlyFields"];
const FILE_CATEGORIES = ["IMAGE", "VIDEO", "AUDIO", "TEXT", "FONT", "GRAPHICS", "MEDIA", "HTML", "JSON"];
/** Keys older Foundry versions read that v13 no longer uses; their presence means a stale manifest. */
const LEGACY_KEYS = ["name", "author", "minimumCoreVersion", "compatibleCoreVersion", "gridDistance", "gridUnits", "templateVersion", "system", "entity"];

const PACKAGE_ID = /^[a-z0-9][a-z0-9_-]*$/;
const FIELD_PATH = /^[A-Za-z_$][\w$]*(?:\.(?:\*|[A-Za-z_$][\w$]*))*$/;
const CSS_LAYER = /^[A-Za-z_-][\w-]*(?:\.[A-Za-z_-][\w-]*)*$/;
const RELATIVE_PATH = /^(?![a-z]+:|\/|\.\.?\/)[\w@.\-/ ]+$/i;
const COLOR = /^#[0-9a-f]{6}$/i;

const isString = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Check a system manifest for everything Foundry v13 reads from it. Returns a list of problems (empty = valid).
 * @param expectedVersion the version package.json declares
 */
export function validateManifest(manifest: SystemManifest, expectedVersion: string): string[] {
  const problems: string[] = [];
  const bad = (message: string) => problems.push(message);

  if (!isString(manifest.id) || !PACKAGE_ID.test(manifest.id)) bad(`id must be lower-case letters, digits, "-" or "_"`);
  if (!isString(manifest.title)) bad("title must be a non-empty string");
  if (manifest.description !== undefined && typeof manifest.description !== "string") bad("description must be a string");
  if (manifest.version !== expectedVersion) bad(`version is ${JSON.stringify(manifest.version)}, package.json says ${expectedVersion}`);
  if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(String(manifest.version))) bad("version must be semantic (x.y.z)");
  for (const key of LEGACY_KEYS) if (key in manifest) bad(`"${key}" is a pre-v10 manifest key; v13 ignores it`);

  if (!Array.isArray(manifest.authors) || manifest.authors.length === 0) bad("authors must list at least one author");
  else manifest.authors.forEach((a, i) => isString(a?.name) || bad(`authors[${i}].name must be a non-empty string`));

  const compat = manifest.compatibility;
  if (!isRecord(compat)) bad("compatibility must be an object");
  else {
    for (const key of ["minimum", "verified", "maximum"] as const) {
      const value = compat[key];
      if (value !== undefined && !(typeof value === "string" && /^\d+(?:\.\d+)?$/.test(value))) {
        bad(`compatibility.${key} must be a version string like "13" or "13.350"`);
      }
    }
    if (!compat.minimum || !String(compat.minimum).startsWith("13")) bad(`compatibility.minimum must be 13 (got ${compat.minimum})`);
    if (!compat.verified || !String(compat.verified).startsWith("13")) bad(`compatibility.verified must be 13 (got ${compat.verified})`);
  }

  const checkPaths = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (!Array.isArray(value)) return bad(`${key} must be a list of paths`);
    value.forEach((p, i) => (isString(p) && RELATIVE_PATH.test(p)) || bad(`${key}[${i}] must be a relative path (got ${JSON.stringify(p)})`));
  };
  checkPaths("esmodules", manifest.esmodules);
  checkPaths("scripts", manifest.scripts);
  if (!manifest.esmodules?.length) bad("esmodules must name the system's module");
  manifest.esmodules?.forEach((p, i) => /\.m?js$/.test(p) || bad(`esmodules[${i}] must be a .mjs/.js file`));

  if (!Array.isArray(manifest.styles)) bad("styles must be a list");
  else {
    manifest.styles.forEach((style, i) => {
      const src = typeof style === "string" ? style : style?.src;
      if (!isString(src) || !RELATIVE_PATH.test(src) || !src.endsWith(".css")) bad(`styles[${i}] must name a relative .css file`);
      if (typeof style === "object" && style !== null) {
        for (const key of Object.keys(style)) if (key !== "src" && key !== "layer") bad(`styles[${i}] has unknown key "${key}"`);
        if (style.layer !== undefined && style.layer !== null && !(isString(style.layer) && CSS_LAYER.test(style.layer))) {
          bad(`styles[${i}].layer must be a CSS layer name`);
        }
      }
    });
  }

  if (!Array.isArray(manifest.languages) || manifest.languages.length === 0) bad("languages must list at least one language");
  else {
    manifest.languages.forEach((l, i) => {
      if (!isString(l?.lang) || !/^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(l.lang)) bad(`languages[${i}].lang must be a language code`);
      if (!isString(l?.name)) bad(`languages[${i}].name must be a non-empty string`);
      if (!isString(l?.path) || !RELATIVE_PATH.test(l.path) || !l.path.endsWith(".json")) bad(`languages[${i}].path must be a relative .json path`);
    });
  }

  if (!isRecord(manifest.documentTypes)) bad("documentTypes must be an object");
  else {
    for (const [documentName, subtypes] of Object.entries(manifest.documentTypes)) {
      if (!SUBTYPED_DOCUMENTS.includes(documentName)) bad(`documentTypes.${documentName}: not a document that has subtypes`);
      if (!isRecord(subtypes)) {
        bad(`documentTypes.${documentName} must be an object of subtypes`);
        continue;
      }
      for (const [subtype, config] of Object.entries(subtypes)) {
        const at = `documentTypes.${documentName}.${subtype}`;
        if (subtype === "base" || !/^[A-Za-z][\w.-]*$/.test(subtype)) bad(`${at}: invalid subtype name`);
        if (!isRecord(config)) {
          bad(`${at} must be an object`);
          continue;
        }
        for (const key of Object.keys(config)) if (!SUBTYPE_KEYS.includes(key)) bad(`${at}: unknown key "${key}"`);
        for (const key of ["htmlFields", "gmOnlyFields"] as const) {
          const fields = config[key];
          if (fields === undefined) continue;
          if (!Array.isArray(fields)) bad(`${at}.${key} must be a list of field paths`);
          else fields.forEach((f) => (isString(f) && FIELD_PATH.test(f)) || bad(`${at}.${key}: ${JSON.stringify(f)} is not a field path`));
        }
        const { htmlFields, gmOnlyFields } = config as DocumentSubtypeConfig;
        if (Array.isArray(gmOnlyFields) && gmOnlyFields.some((f) => !(Array.isArray(htmlFields) && htmlFields.includes(f)))) {
          bad(`${at}.gmOnlyFields must also be htmlFields`);
        }
        if (config.filePathFields !== undefined) {
          if (!isRecord(config.filePathFields)) bad(`${at}.filePathFields must map field paths to file categories`);
          else {
            for (const [field, categories] of Object.entries(config.filePathFields)) {
              if (!FIELD_PATH.test(field)) bad(`${at}.filePathFields: ${field} is not a field path`);
              if (!Array.isArray(categories) || categories.some((c) => !FILE_CATEGORIES.includes(c))) {
                bad(`${at}.filePathFields.${field} must list file categories (${FILE_CATEGORIES.join(", ")})`);
              }
            }
          }
        }
      }
    }
  }

  const packNames = new Set<string>();
  if (manifest.packs !== undefined && !Array.isArray(manifest.packs)) bad("packs must be a list");
  for (const [i, pack] of (manifest.packs ?? []).entries()) {
    const at = `packs[${i}] (${pack?.name})`;
    if (!isString(pack?.name) || !/^[a-z0-9][a-z0-9_-]*$/.test(pack.name)) bad(`${at}: name must be lower-case letters, digits, "-" or "_"`);
    else if (packNames.has(pack.name)) bad(`${at}: duplicate pack name`);
    else packNames.add(pack.name);
    if (!isString(pack?.label)) bad(`${at}: label must be a non-empty string`);
    if (!PACK_TYPES.includes(pack?.type)) bad(`${at}: type must be one of ${PACK_TYPES.join(", ")}`);
    if (pack?.system !== undefined && pack.system !== manifest.id) bad(`${at}: system must be "${manifest.id}"`);
    if (pack?.path !== undefined && pack.path !== `packs/${pack.name}`) bad(`${at}: path must be "packs/${pack.name}"`);
    if (pack?.ownership !== undefined) {
      if (!isRecord(pack.ownership)) bad(`${at}: ownership must map roles to levels`);
      else {
        for (const [role, level] of Object.entries(pack.ownership)) {
          if (!OWNERSHIP_ROLES.includes(role) || !OWNERSHIP_LEVELS.includes(level)) bad(`${at}: ownership ${role}: ${level} is not a role and level`);
        }
      }
    }
    if (pack?.flags !== undefined && !isRecord(pack.flags)) bad(`${at}: flags must be an object`);
  }

  const foldered = new Map<string, string>();
  const checkFolders = (folders: unknown, depth: number, at: string) => {
    if (folders === undefined) return;
    if (!Array.isArray(folders)) return bad(`${at} must be a list`);
    if (depth > 3) return bad(`${at}: compendium folders nest at most 3 deep`);
    folders.forEach((folder: PackFolder, i) => {
      const here = `${at}[${i}] (${folder?.name})`;
      if (!isString(folder?.name)) bad(`${here}: name must be a non-empty string`);
      if (folder?.color !== undefined && !COLOR.test(folder.color)) bad(`${here}: color must be #rrggbb`);
      if (folder?.sorting !== undefined && folder.sorting !== "a" && folder.sorting !== "m") bad(`${here}: sorting must be "a" or "m"`);
      for (const name of folder?.packs ?? []) {
        if (!packNames.has(name)) bad(`${here}: pack "${name}" is not declared in packs`);
        if (foldered.has(name)) bad(`${here}: pack "${name}" is already in folder ${foldered.get(name)}`);
        foldered.set(name, folder.name);
      }
      checkFolders(folder?.folders, depth + 1, `${here}.folders`);
    });
  };
  checkFolders(manifest.packFolders, 1, "packFolders");

  if (manifest.relationships !== undefined) {
    if (!isRecord(manifest.relationships)) bad("relationships must be an object");
    else {
      for (const [kind, list] of Object.entries(manifest.relationships)) {
        if (!["systems", "requires", "recommends", "conflicts", "flags"].includes(kind)) bad(`relationships.${kind} is not a relationship kind`);
        else if (kind !== "flags" && (!Array.isArray(list) || list.some((r) => !isString(r?.id)))) bad(`relationships.${kind} must list packages with an id`);
      }
    }
  }

  if (manifest.socket !== undefined && typeof manifest.socket !== "boolean") bad("socket must be true or false");
  const grid = manifest.grid;
  if (grid !== undefined) {
    if (!isRecord(grid)) bad("grid must be an object");
    else {
      if (!(typeof grid.distance === "number" && grid.distance > 0)) bad("grid.distance must be a positive number");
      if (!isString(grid.units)) bad("grid.units must be a non-empty string");
      if (grid.type !== undefined && !Number.isInteger(grid.type)) bad("grid.type must be a grid type number");
      if (grid.diagonals !== undefined && !Number.isInteger(grid.diagonals)) bad("grid.diagonals must be a diagonal rule number");
    }
  }
  for (const key of ["primaryTokenAttribute", "secondaryTokenAttribute"] as const) {
    const value = manifest[key];
    if (value !== undefined && !(isString(value) && FIELD_PATH.test(value))) bad(`${key} must be a data path like "attributes.hp"`);
  }
  if (manifest.initiative !== undefined && !isString(manifest.initiative)) bad("initiative must be a roll formula");
  else if (manifest.initiative && !/^\s*\d*d\d+/.test(manifest.initiative)) bad("initiative must start with a dice term");
  for (const key of ["url", "manifest", "download", "bugs"] as const) {
    const value = manifest[key];
    if (value !== undefined && !(isString(value) && /^https:\/\/\S+$/.test(value))) bad(`${key} must be an https URL`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Build once: test files call ensureBuilt() in beforeAll; only one of them builds, the others wait for it.

/** Everything the build reads. */
const BUILD_INPUTS = [
  "src",
  "quench",
  "test/scenarios",
  "styles",
  "templates",
  "lang",
  "assets",
  "packs/_source",
  "scripts",
  "system.json",
  "package.json",
  "vite.config.ts",
  "LICENSE",
  "README.md",
  "docs/gm/dnd5e.md",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of fs.readdirSync(target)) {
    if (entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/ and release/ exist and were built after the last change to any input. */
export function buildIsFresh(): boolean {
  const stamp = path.join(DIST, "system.json");
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(RELEASE, "augmented.zip")) || !fs.existsSync(path.join(QUENCH_DIST, "module.json"))) return false;
  if (!fs.existsSync(path.join(DND5E_DIST, "module.json"))) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return BUILD_INPUTS.every((input) => newestMtime(path.join(ROOT, input)) <= built);
}

/** Run `npm run build` unless dist/ is fresh. Safe to call from several test files at once. */
export async function ensureBuilt(timeoutMs = 180_000): Promise<void> {
  if (buildIsFresh()) return;
  const lock = path.join(os.tmpdir(), `augmented-build-${createHash("sha1").update(ROOT).digest("hex").slice(0, 12)}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      // A lock left by a killed run goes stale after two minutes.
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for another build (lock ${lock})`, { cause: err });
      await sleep(250);
    }
  }
  try {
    if (buildIsFresh()) return;
    const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs")], { cwd: ROOT, encoding: "utf8", timeout: timeoutMs });
    if (result.status !== 0) {
      throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}${result.stderr}${result.error ?? ""}`);
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The built JS (docs/ARCHITECTURE.md, Build).

/** The specifiers of a built file: its static imports and re-exports (`import … from "x"`, `import "x"`) and its `import("x")`. */
export function jsSpecifiers(file: string): { imports: string[]; dynamic: string[] } {
  const code = fs.readFileSync(file, "utf8");
  const imports = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
  // A minifier writes import() paths as template literals.
  const dynamic = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
  return { imports, dynamic };
}
