#!/usr/bin/env node
// Compendium packs: YAML sources under packs/_source/<pack>/ <-> LevelDB packs.
//
// The official Foundry CLI (`compilePack`) silently skips any source document without a `_key`, so a typo
// would ship a pack that is quietly missing entries. Everything here validates first and fails loudly.
//
// Used by scripts/build.mjs and test/package; also a small command line tool:
//   node scripts/packs.mjs check                      validate every pack source (no output files)
//   node scripts/packs.mjs extract <pack> [--from DIR] [--clean]
//        write a LevelDB pack (default dist/packs/<pack>, or DIR, e.g. Foundry's Data/systems/augmented/packs/<pack>)
//        back into YAML sources under packs/_source/<pack>/ (after editing it inside Foundry)

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load as loadYaml } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PACK_SOURCE_DIR = path.join(ROOT, "packs", "_source");

/** The LevelDB key prefix ("collection") of each primary document type a pack may hold. */
export const PACK_COLLECTIONS = {
  Actor: "actors",
  Adventure: "adventures",
  Cards: "cards",
  Item: "items",
  JournalEntry: "journal",
  Macro: "macros",
  Playlist: "playlists",
  RollTable: "tables",
  Scene: "scenes",
};

/**
 * Embedded collections (field name on the parent -> the field names embedded in that child in turn).
 * A child's key is `!<parent collection>.<field>!<parent id>.<child id>`; deeper children extend both parts.
 */
const EMBEDDED = {
  actors: ["items", "effects"],
  items: ["effects"],
  journal: ["pages", "categories"],
  tables: ["results"],
  cards: ["cards"],
  playlists: ["sounds"],
  scenes: ["drawings", "lights", "notes", "regions", "sounds", "templates", "tiles", "tokens", "walls"],
  effects: [],
  pages: [],
  categories: [],
  results: [],
  sounds: [],
};

/** Journal page types Foundry itself defines; a system adds its own through documentTypes.JournalEntryPage. */
const CORE_PAGE_TYPES = ["text", "image", "pdf", "video"];

const ID_PATTERN = /^[A-Za-z0-9]{16}$/;
const SOURCE_EXTENSIONS = [".yml", ".yaml"];

/** Thrown for problems a developer must fix in the sources; the message says what and where. */
export class PackError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`pack sources are invalid:\n  - ${problems.join("\n  - ")}`);
    this.name = "PackError";
    this.problems = problems;
  }
}

/** Every regular file under `dir`, recursively, sorted; names starting with "." are ignored. */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

function rel(file) {
  return path.relative(ROOT, file).split(path.sep).join("/");
}

/**
 * Read every source document of one pack.
 * @param {string} dir packs/_source/<pack>
 * @returns {{ docs: { file: string, doc: unknown }[], problems: string[] }}
 */
export function readPackSources(dir) {
  const docs = [];
  const problems = [];
  for (const file of listFiles(dir)) {
    if (!SOURCE_EXTENSIONS.includes(path.extname(file))) {
      problems.push(`${rel(file)}: not a YAML source (.yml); the compiler would ignore it`);
      continue;
    }
    try {
      docs.push({ file: rel(file), doc: loadYaml(fs.readFileSync(file, "utf8")) });
    } catch (err) {
      problems.push(`${rel(file)}: YAML does not parse: ${err instanceof Error ? err.message.split("\n")[0] : err}`);
    }
  }
  return { docs, problems };
}

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Check the embedded documents of `parent` (recursively) for ids and keys.
 * @param {Record<string, unknown>} parent
 * @param {string} collection the parent's key collection, e.g. "journal" or "actors.items"
 * @param {string} base the parent's own collection name ("journal", "items"…), used to find its embedded fields
 * @param {string[]} ids the id chain down to the parent
 */
function checkEmbedded(parent, collection, base, ids, where, problems, options) {
  for (const field of EMBEDDED[base] ?? []) {
    const children = parent[field];
    if (children === undefined || children === null) continue;
    if (!Array.isArray(children)) {
      problems.push(`${where}: "${field}" must be a list`);
      continue;
    }
    const seen = new Set();
    children.forEach((child, index) => {
      const at = `${where} ${field}[${index}]`;
      if (!isObject(child)) {
        problems.push(`${at}: must be a mapping`);
        return;
      }
      const id = child._id;
      if (typeof id !== "string" || !ID_PATTERN.test(id)) {
        problems.push(`${at}: _id must be 16 letters or digits (got ${JSON.stringify(id)})`);
        return;
      }
      if (seen.has(id)) problems.push(`${at}: duplicate _id ${id}`);
      seen.add(id);
      const expected = `!${collection}.${field}!${[...ids, id].join(".")}`;
      if (child._key === undefined) problems.push(`${at} (${id}): missing _key, expected "${expected}"`);
      else if (child._key !== expected) {
        problems.push(`${at} (${id}): _key "${child._key}" does not match, expected "${expected}"`);
      }
      if (field === "pages") {
        const allowed = [...CORE_PAGE_TYPES, ...Object.keys(options.documentTypes?.JournalEntryPage ?? {})];
        if (typeof child.type !== "string" || !allowed.includes(child.type)) {
          problems.push(`${at} (${id}): page type ${JSON.stringify(child.type)} is not one of ${allowed.join(", ")}`);
        }
      }
      if (field === "items") checkSubtype(child, "Item", at, problems, options);
      checkEmbedded(child, `${collection}.${field}`, field, [...ids, id], at, problems, options);
    });
  }
}

/** Actor and Item documents must use a subtype the manifest declares. */
function checkSubtype(doc, documentName, where, problems, options) {
  const declared = options.documentTypes?.[documentName];
  if (!declared) return;
  const types = Object.keys(declared);
  if (typeof doc.type !== "string" || !types.includes(doc.type)) {
    problems.push(`${where}: ${documentName} type ${JSON.stringify(doc.type)} is not declared in system.json (${types.join(", ")})`);
  }
}

/**
 * Validate one pack's source documents.
 * @param {{ name: string, type: string }} pack the manifest entry
 * @param {{ file: string, doc: unknown }[]} docs
 * @param {{ documentTypes?: Record<string, Record<string, unknown>> }} [options]
 * @returns {string[]} problems, empty when the pack is valid
 */
export function validatePackDocs(pack, docs, options = {}) {
  const problems = [];
  const collection = PACK_COLLECTIONS[pack.type];
  if (!collection) {
    problems.push(`pack "${pack.name}": type ${JSON.stringify(pack.type)} is not a compendium document type`);
    return problems;
  }
  const seen = new Map();
  for (const { file, doc } of docs) {
    if (!isObject(doc)) {
      problems.push(`${file}: the document must be a YAML mapping`);
      continue;
    }
    const id = doc._id;
    if (typeof id !== "string" || !ID_PATTERN.test(id)) {
      problems.push(`${file}: _id must be 16 letters or digits (got ${JSON.stringify(id)})`);
      continue;
    }
    if (seen.has(id)) problems.push(`${file}: duplicate _id ${id} (also in ${seen.get(id)})`);
    seen.set(id, file);
    if (typeof doc.name !== "string" || doc.name.trim() === "") problems.push(`${file}: name must be a non-empty string`);

    const isFolder = typeof doc._key === "string" && doc._key.startsWith("!folders!");
    const expected = isFolder ? `!folders!${id}` : `!${collection}!${id}`;
    if (doc._key === undefined) {
      problems.push(`${file}: missing _key (expected "${expected}"); the compiler would silently drop this document`);
      continue;
    }
    if (doc._key !== expected) {
      problems.push(`${file}: _key "${doc._key}" does not match _id and pack type ${pack.type}, expected "${expected}"`);
      continue;
    }
    if (isFolder) {
      if (doc.type !== pack.type) problems.push(`${file}: a folder in this pack must have type "${pack.type}"`);
      continue;
    }
    if (pack.type === "Item" || pack.type === "Actor") checkSubtype(doc, pack.type, file, problems, options);
    checkEmbedded(doc, collection, collection, [id], file, problems, options);
  }
  return problems;
}

/**
 * Read and validate the sources of every pack the manifest declares. Source folders that no pack declares are
 * errors (their content would never ship); a declared pack without a source folder compiles empty.
 * @param {{ packs?: { name: string, type: string }[], documentTypes?: object }} manifest
 * @param {string} [sourceDir]
 */
export function loadPackSources(manifest, sourceDir = PACK_SOURCE_DIR) {
  const problems = [];
  const packs = [];
  const declared = new Set((manifest.packs ?? []).map((p) => p.name));
  if (fs.existsSync(sourceDir)) {
    for (const entry of fs.readdirSync(sourceDir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      if (!entry.isDirectory()) problems.push(`${rel(path.join(sourceDir, entry.name))}: expected only pack folders here`);
      else if (!declared.has(entry.name)) {
        problems.push(`${rel(path.join(sourceDir, entry.name))}: no pack named "${entry.name}" in system.json`);
      }
    }
  }
  for (const pack of manifest.packs ?? []) {
    const dir = path.join(sourceDir, pack.name);
    const read = readPackSources(dir);
    problems.push(...read.problems);
    problems.push(...validatePackDocs(pack, read.docs, { documentTypes: manifest.documentTypes }));
    packs.push({ name: pack.name, type: pack.type, dir, docs: read.docs });
  }
  return { packs, problems };
}

/**
 * Validate, then compile every declared pack into `<outDir>/<name>` (LevelDB). Throws PackError on any problem.
 * @returns {Promise<{ name: string, count: number }[]>}
 */
export async function compilePacks(manifest, outDir, sourceDir = PACK_SOURCE_DIR) {
  const { packs, problems } = loadPackSources(manifest, sourceDir);
  if (problems.length) throw new PackError(problems);
  const results = [];
  let empty;
  for (const pack of packs) {
    let src = pack.dir;
    if (!fs.existsSync(src)) {
      // Git keeps no empty folders: a pack with no content yet still ships as an empty database.
      empty ??= fs.mkdtempSync(path.join(os.tmpdir(), "augmented-empty-pack-"));
      src = empty;
    }
    const dest = path.join(outDir, pack.name);
    fs.rmSync(dest, { recursive: true, force: true });
    await compilePack(src, dest, { yaml: true, recursive: true, log: false });
    results.push({ name: pack.name, count: pack.docs.length });
  }
  if (empty) fs.rmSync(empty, { recursive: true, force: true });
  return results;
}

/**
 * Read a compiled LevelDB pack back into plain objects (from a temporary copy, so the original stays untouched).
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function readCompiledPack(packDir) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-read-pack-"));
  try {
    fs.cpSync(packDir, path.join(tmp, "db"), { recursive: true });
    await extractPack(path.join(tmp, "db"), path.join(tmp, "out"), { yaml: true, log: false });
    return listFiles(path.join(tmp, "out")).map((file) => loadYaml(fs.readFileSync(file, "utf8")));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(argv) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8"));
  const [command, ...rest] = argv;
  if (command === "check") {
    const { packs, problems } = loadPackSources(manifest);
    if (problems.length) throw new PackError(problems);
    console.log(`packs ok: ${packs.map((p) => `${p.name} (${p.docs.length})`).join(", ")}`);
    return;
  }
  if (command === "extract") {
    const name = rest.find((a) => !a.startsWith("--"));
    const pack = manifest.packs?.find((p) => p.name === name);
    if (!pack) throw new Error(`usage: extract <pack> [--from DIR] [--clean]; packs: ${manifest.packs?.map((p) => p.name).join(", ")}`);
    const fromIndex = rest.indexOf("--from");
    const from = fromIndex >= 0 ? path.resolve(rest[fromIndex + 1]) : path.join(ROOT, "dist", "packs", name);
    if (!fs.existsSync(path.join(from, "CURRENT"))) throw new Error(`${from} is not a LevelDB pack (no CURRENT file)`);
    const dest = path.join(PACK_SOURCE_DIR, name);
    if (rest.includes("--clean")) {
      for (const file of listFiles(dest)) if (SOURCE_EXTENSIONS.includes(path.extname(file))) fs.rmSync(file);
    }
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-extract-"));
    try {
      // Work on a copy: opening a LevelDB writes to it, and Foundry may hold the original open.
      fs.cpSync(from, tmp, { recursive: true });
      await extractPack(tmp, dest, { yaml: true, folders: true, log: true, omitVolatile: true });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    console.log(`extracted ${name} into ${rel(dest)}`);
    return;
  }
  throw new Error("usage: node scripts/packs.mjs check | extract <pack> [--from DIR] [--clean]");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof PackError ? err.message : err);
    process.exit(1);
  });
}
