// The names the GM guides quote from the screen, and where the screen's names come from.
//
// The convention (README.md and docs/gm/*.md): a name in *italics* is a name the user sees on screen, spelled as
// shown: a button, tab, setting, dialog choice, compendium or compendium entry, or a step of a menu path
// (*Game Settings → Configure Settings → Augmented*). **Bold** is emphasis and terms (species, limb kinds, versions),
// never checked. README.md's settings table quotes each setting's name and its choices' labels the same way.
// A quoted name is found when it equals a label, ignoring case, spacing, a trailing ellipsis and a label's trailing
// parenthetical (the docs may leave off "(fraction of max HP)" or "(default)").

import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { withoutCode } from "./doc-links";
import { ROOT } from "./manifest";
import { stringValues } from "./user-text";

/** One name a document quotes, and where. */
export interface QuotedName {
  where: string;
  name: string;
}

const normalize = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/(?:…|\.\.\.)$/, "")
    .trim()
    .toLowerCase();

const lineOf = (text: string, index: number): number => text.slice(0, index).split("\n").length;

/** Every *italic* name of a Markdown text (not **bold**, not in code), a menu path split into its steps. */
export function italicNames(markdown: string, file: string): QuotedName[] {
  const text = withoutCode(markdown);
  const names: QuotedName[] = [];
  for (const match of text.matchAll(/(?<![*\w])\*(?![*\s])([^*]+?)(?<!\s)\*(?![*\w])/g)) {
    for (const step of match[1]!.split("→")) names.push({ where: `${file}:${lineOf(text, match.index)}`, name: step.replace(/\s+/g, " ").trim() });
  }
  return names;
}

/** A row of README.md's settings table: the setting's name, its default and its choices, as written. */
export interface SettingRow {
  where: string;
  setting: string;
  default: string;
  choices: string;
}

/** The rows of the table under the "Settings" heading whose header is "Setting | Default | Choices". */
export function settingRows(markdown: string, file: string): SettingRow[] {
  const lines = markdown.split("\n");
  const header = lines.findIndex((line) => /^\|\s*Setting\s*\|\s*Default\s*\|\s*Choices\s*\|$/.test(line.trim()));
  if (header < 0) return [];
  const rows: SettingRow[] = [];
  for (let i = header + 2; i < lines.length && lines[i]!.trim().startsWith("|"); i++) {
    const cells = lines[i]!.trim().slice(1, -1).split("|").map((cell) => cell.trim());
    rows.push({ where: `${file}:${i + 1}`, setting: cells[0] ?? "", default: cells[1] ?? "", choices: cells[2] ?? "" });
  }
  return rows;
}

/** The labels a cell of choices names: split at commas outside parentheses, each without its parenthetical. */
export function choiceLabels(cell: string): string[] {
  const labels: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of cell) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      labels.push(current);
      current = "";
    } else current += char;
  }
  labels.push(current);
  return labels.map((label) => label.replace(/\([^)]*\)/g, "").trim()).filter((label) => label !== "");
}

/** Whether `name` is one of `labels` (see the file comment for what is ignored). */
export function isLabel(name: string, labels: ReadonlySet<string>): boolean {
  return labels.has(normalize(name));
}

/** The normalized forms a label is quoted by: itself, and without a trailing parenthetical. */
function labelForms(label: string): string[] {
  const forms = [normalize(label)];
  const bare = label.replace(/\s*\([^)]*\)\s*$/, "");
  if (bare !== label && bare.trim() !== "") forms.push(normalize(bare));
  return forms;
}

export function labelSet(labels: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const label of labels) for (const form of labelForms(label)) set.add(form);
  return set;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

function yamlFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `name` in a parsed pack document (the document's, its pages', its items'). */
function documentNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(documentNames);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) => (key === "name" && typeof entry === "string" ? [entry] : documentNames(entry)));
}

/**
 * What the two packages show: the values of both lang files (the system's and the dnd5e module's), the manifests'
 * titles, compendium labels and compendium folders, and the names of the compendium documents (journals, pages, items).
 */
export function screenLabels(): string[] {
  const langs = ["lang/en.json", "src/adapters/dnd5e/lang/en.json"].flatMap((file) => stringValues(readJson(file), file).map((entry) => entry.text));
  const manifests = ["system.json", "src/adapters/dnd5e/module.json"].flatMap((file) => {
    // cast: a manifest's title, pack labels and pack folders, the only fields read.
    const manifest = readJson(file) as { title: string; packs?: { label: string }[]; packFolders?: { name: string }[] };
    // A title is quoted whole or by its name before the subtitle ("Augmented" of "Augmented: Cyborgs, …").
    const short = manifest.title.split(":")[0] ?? manifest.title;
    return [manifest.title, short, ...(manifest.packs ?? []).map((pack) => pack.label), ...(manifest.packFolders ?? []).map((folder) => folder.name)];
  });
  const packs = ["packs/_source", "src/adapters/dnd5e/packs"].flatMap(yamlFiles).flatMap((file) => documentNames(loadYaml(fs.readFileSync(file, "utf8"))));
  return [...langs, ...manifests, ...packs];
}

/** The GM guides: README.md and docs/gm/*.md. */
export function guideFiles(): string[] {
  const gm = path.join(ROOT, "docs", "gm");
  return ["README.md", ...fs.readdirSync(gm).filter((name) => name.endsWith(".md")).sort().map((name) => `docs/gm/${name}`)];
}
