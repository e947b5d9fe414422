// Find the localization keys the system uses, and the keys lang/*.json defines.
//
// A "use" is any string starting with the system's prefix (AUGMENTED.) in src/**/*.ts (read with the TypeScript
// parser, so comments don't count) or templates/**/*.hbs (e.g. {{localize "AUGMENTED.X"}}, label="AUGMENTED.X").
// Three kinds:
//   exact    "AUGMENTED.Sheet.title"             must be a key (or a namespace of keys, e.g. LOCALIZATION_PREFIXES)
//   prefix   "AUGMENTED.Ability." + id           at least one key must start with it
//   pattern  `AUGMENTED.Ability.${id}.long`      at least one key must match, each ${…} standing for one segment or more

import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT } from "./manifest";

export const KEY_PREFIX = "AUGMENTED.";

export interface KeyUse {
  kind: "exact" | "prefix" | "pattern";
  /** The key, the prefix, or the pattern with `*` for each substitution. */
  text: string;
  /** "path:line" */
  where: string;
}

function listFiles(dir: string, extension: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, extension));
    else if (entry.name.endsWith(extension)) out.push(full);
  }
  return out.sort();
}

const relName = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function classify(text: string, where: string): KeyUse | null {
  if (!text.startsWith(KEY_PREFIX) || text.length === KEY_PREFIX.length) return null;
  // Only key-like strings: a sentence that merely starts with the prefix is not a key.
  if (!/^[\w.*-]+$/.test(text)) return null;
  if (text.includes("*")) return { kind: "pattern", text, where };
  if (text.endsWith(".")) return { kind: "prefix", text, where };
  return { kind: "exact", text, where };
}

/** Key uses in one TypeScript source text. */
export function keysInTypeScript(source: string, fileName: string): KeyUse[] {
  const uses: KeyUse[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join("");
    if (text !== null) {
      const use = classify(text, where(node));
      if (use) uses.push(use);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(file);
  return uses;
}

/** Key uses in one Handlebars template. */
export function keysInHandlebars(source: string, fileName: string): KeyUse[] {
  // Drop comments ({{!-- … --}} and {{! … }}), keeping line breaks so line numbers stay right.
  const text = source.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, (c) => c.replace(/[^\n]/g, " "));
  const uses: KeyUse[] = [];
  for (const m of text.matchAll(/(["'])(AUGMENTED\.[^"'\s{}]*)\1/g)) {
    const line = text.slice(0, m.index).split("\n").length;
    const use = classify(m[2], `${fileName}:${line}`);
    if (use) uses.push(use);
  }
  return uses;
}

/** Every key use under src/ and templates/. */
export function collectKeyUses(root = ROOT): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of listFiles(path.join(root, "src"), ".ts")) {
    uses.push(...keysInTypeScript(fs.readFileSync(file, "utf8"), relName(file)));
  }
  for (const file of listFiles(path.join(root, "templates"), ".hbs")) {
    uses.push(...keysInHandlebars(fs.readFileSync(file, "utf8"), relName(file)));
  }
  return uses;
}

/**
 * The keys a language file defines, flattened the way Foundry reads them: nested objects join with ".", and a
 * key may itself contain dots. Also reports values that are not strings.
 */
export function flattenTranslations(data: unknown, prefix = ""): { keys: Map<string, string>; problems: string[] } {
  const keys = new Map<string, string>();
  const problems: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") keys.set(at, value);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
    } else problems.push(`${at}: value must be a string or an object, got ${JSON.stringify(value)}`);
  };
  walk(data, prefix);
  return { keys, problems };
}

function patternRegex(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".+")}$`);
}

/** Uses that no key satisfies. */
export function missingKeys(uses: KeyUse[], keys: Set<string> | Map<string, string>): KeyUse[] {
  const all = [...keys.keys()];
  return uses.filter((use) => {
    if (use.kind === "exact") return !keys.has(use.text) && !all.some((k) => k.startsWith(`${use.text}.`));
    if (use.kind === "prefix") return !all.some((k) => k.startsWith(use.text));
    const re = patternRegex(use.text);
    return !all.some((k) => re.test(k));
  });
}

/** Keys with the system's prefix that no use reaches (for a warning; schema labels are found by Foundry itself). */
export function unusedKeys(uses: KeyUse[], keys: Set<string> | Map<string, string>): string[] {
  const exact = new Set(uses.filter((u) => u.kind === "exact").map((u) => u.text));
  const prefixes = uses.filter((u) => u.kind === "prefix").map((u) => u.text);
  const namespaces = [...exact].map((k) => `${k}.`);
  const patterns = uses.filter((u) => u.kind === "pattern").map((u) => patternRegex(u.text));
  return [...keys.keys()].filter(
    (k) =>
      k.startsWith(KEY_PREFIX) &&
      !exact.has(k) &&
      !prefixes.some((p) => k.startsWith(p)) &&
      !namespaces.some((p) => k.startsWith(p)) &&
      !patterns.some((re) => re.test(k)),
  );
}
