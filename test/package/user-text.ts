// What a user reads, gathered from the sources that hold it, and the words that must not appear in it.
//
// Users read the values of lang/en.json, the manifest's title, description and pack labels, the names and
// texts of the compendium documents (packs/_source YAML: every string value, never a key, since keys are data
// paths), the visible text of the templates (Handlebars comments, HTML comments and the insides of {{…}} are
// code), the README and the GM pages under docs/gm/.
// Rule IDs, issue numbers and the word "seed" belong to the project's own documents, which a user cannot open.

import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { ROOT } from "./manifest";

/** One piece of text a user reads, and where it comes from. */
export interface UserText {
  where: string;
  text: string;
}

/** A forbidden word found in a user text. */
export interface Finding {
  where: string;
  word: string;
}

const FORBIDDEN: readonly RegExp[] = [
  /\b(?:CORE|CY|SF|GF|GC|GA|AM)-[A-Z0-9]+/g,
  /\bseeds?\b/gi,
  /\bissues? #?\d+/gi,
  /\brules? (?:specification|ids?)\b/gi,
];

/** Every forbidden word in the texts. */
export function findForbidden(texts: readonly UserText[]): Finding[] {
  const findings: Finding[] = [];
  for (const { where, text } of texts) {
    for (const pattern of FORBIDDEN) {
      for (const match of text.matchAll(pattern)) findings.push({ where, word: match[0] });
    }
  }
  return findings;
}

function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, extensions));
    else if (extensions.some((extension) => entry.name.endsWith(extension))) out.push(full);
  }
  return out.sort();
}

const relName = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** Every string value of a parsed JSON or YAML document, with its path; object keys are not text. */
export function stringValues(value: unknown, where: string): UserText[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringValues(entry, `${where}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, entry]) => stringValues(entry, `${where}.${key}`));
  }
  return [];
}

/** The text a template shows: without comments and without what Handlebars evaluates. */
export function visibleTemplateText(source: string): string {
  return source
    .replace(/\{\{!--[\s\S]*?--\}\}/g, " ")
    .replace(/\{\{![\s\S]*?\}\}/g, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/\{\{[\s\S]*?\}\}/g, " ");
}

export function languageTexts(): UserText[] {
  return listFiles(path.join(ROOT, "lang"), [".json"]).flatMap((file) =>
    stringValues(JSON.parse(fs.readFileSync(file, "utf8")), relName(file)),
  );
}

export function packTexts(): UserText[] {
  return listFiles(path.join(ROOT, "packs", "_source"), [".yml", ".yaml"]).flatMap((file) =>
    stringValues(loadYaml(fs.readFileSync(file, "utf8")), relName(file)),
  );
}

/** The manifest's title, description and compendium labels, which Foundry's setup screen and sidebar show. */
export function manifestTexts(): UserText[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
    title: string;
    description: string;
    packs?: { label: string }[];
    packFolders?: { name: string }[];
  };
  return [
    { where: "system.json title", text: manifest.title },
    { where: "system.json description", text: manifest.description },
    ...(manifest.packs ?? []).map((pack) => ({ where: `system.json pack ${pack.label}`, text: pack.label })),
    ...(manifest.packFolders ?? []).map((folder) => ({ where: `system.json folder ${folder.name}`, text: folder.name })),
  ];
}

export function templateTexts(): UserText[] {
  return listFiles(path.join(ROOT, "templates"), [".hbs"]).map((file) => ({
    where: relName(file),
    text: visibleTemplateText(fs.readFileSync(file, "utf8")),
  }));
}

export function guideTexts(): UserText[] {
  const files = [path.join(ROOT, "README.md"), ...listFiles(path.join(ROOT, "docs", "gm"), [".md"])];
  return files.filter((file) => fs.existsSync(file)).map((file) => ({ where: relName(file), text: fs.readFileSync(file, "utf8") }));
}
