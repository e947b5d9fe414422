// The dnd5e module's strings: the part of the system's lang/en.json the module's code and templates use, with the
// module's own src/adapters/dnd5e/lang/en.json merged in (scripts/dnd5e-module.mjs writes it).
//
// "Used" is read from the sources, at build:
//   - the module's code: every file reachable by import from src/adapters/dnd5e/index.ts (type-only imports
//     aside; the bundle is a subset of these after tree-shaking), comments stripped;
//   - its templates: every `.hbs` path those files name literally (the sheets, dialogs and cards they render),
//     and the partials those templates include, transitively. The preload list's `${part}` paths name the system's
//     sheet parts, which the module does not render.
// In them, every `AUGMENTED.…` key is a use: a plain one (`"AUGMENTED.Dnd5eWindow.open"`, or a prefix a key is built
// on, `"AUGMENTED.Skill"`) keeps every key it starts; one with interpolations (`AUGMENTED.AugmentWork.${kind}.Title`)
// keeps every key it matches, any text standing for each interpolation.

import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
export const MODULE_ENTRY = path.join(ROOT, "src", "adapters", "dnd5e", "index.ts");
const TEMPLATES = path.join(ROOT, "templates");

/** The text without comments (a `//` inside a string literal is kept: it follows a quote or a colon). */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every source file the entry reaches by (non-type) imports and re-exports, sorted. */
export function moduleSourceFiles(entry = MODULE_ENTRY) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = stripComments(fs.readFileSync(file, "utf8"));
    for (const match of text.matchAll(/\b(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g)) {
      if (match[2]) continue;
      const base = path.resolve(path.dirname(file), match[3]);
      const found = [`${base}.ts`, path.join(base, "index.ts"), base].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (found) stack.push(found);
    }
  }
  return [...seen].sort();
}

/** The templates the files name literally (paths under templates/), with the partials they include, transitively. */
export function moduleTemplateFiles(sources = moduleSourceFiles()) {
  const seen = new Set();
  const stack = [];
  for (const file of sources) {
    for (const match of stripComments(fs.readFileSync(file, "utf8")).matchAll(/["'`]([\w/-]+\.hbs)["'`]/g)) stack.push(path.join(TEMPLATES, match[1]));
  }
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(/\{\{>\s*["']systems\/augmented\/templates\/([\w/-]+\.hbs)["']/g)) stack.push(path.join(TEMPLATES, match[1]));
  }
  return [...seen].sort();
}

/** The keys a text uses: literal prefixes, and patterns for keys with interpolations. */
export function langKeyUses(text) {
  const prefixes = new Set();
  const patterns = new Map();
  for (const [use] of text.matchAll(/AUGMENTED\.(?:[\w-]|\.|\$\{[^}]*\})+/g)) {
    const parts = use.split(/\$\{[^}]*\}/);
    if (parts.length === 1) {
      if (/^AUGMENTED\.\w/.test(use)) prefixes.add(use);
    } else if (/^AUGMENTED\.\w/.test(parts[0])) {
      const source = `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+?")}`;
      patterns.set(source, new RegExp(source));
    }
  }
  return { prefixes: [...prefixes].sort(), patterns: [...patterns.values()] };
}

/** Every key a tree of strings holds, dotted. */
export function langKeys(tree, prefix = "") {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === "object" ? langKeys(value, full) : [full];
  });
}

/** Whether `key` is used (a literal starts it, or a pattern matches it). */
export function keyUsed(key, uses) {
  return uses.prefixes.some((prefix) => key.startsWith(prefix)) || uses.patterns.some((pattern) => pattern.test(key));
}

/** The tree with only the used keys (branches left empty are dropped). */
export function langSubset(tree, uses, prefix = "") {
  const out = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") {
      const sub = langSubset(value, uses, full);
      if (Object.keys(sub).length) out[key] = sub;
    } else if (keyUsed(full, uses)) out[key] = value;
  }
  return out;
}

/** What the module's code and templates use (see the file comment). */
export function moduleKeyUses() {
  const sources = moduleSourceFiles();
  const text = [...sources.map((file) => stripComments(fs.readFileSync(file, "utf8"))), ...moduleTemplateFiles(sources).map((file) => fs.readFileSync(file, "utf8"))].join("\n");
  return langKeyUses(text);
}
