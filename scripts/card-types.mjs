// The chat card kinds have one list: src/workflows/card-kinds.ts, one `export { Class as type } from "…";` per
// kind (docs/ARCHITECTURE.md "How to add a card kind"). Foundry only accepts a sub-type its manifest declares, so
// the build writes that list into the built manifests' documentTypes.ChatMessage (dist/system.json, the dnd5e
// module's module.json), and the stand-in boots from the repository's system.json the same way (test/foundry).
// Read from the source text: the classes need Foundry's globals to load, and the build runs without them.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CARD_REGISTRY = path.join(ROOT, "src", "workflows", "card-kinds.ts");

const ENTRY = /^export\s*\{\s*[A-Za-z_$][\w$]*\s+as\s+([A-Za-z_$][\w$]*)\s*\}\s*from\s*"[^"]+"\s*;?$/;

/** The type names of the kinds list's `export { Class as type } from "…";` lines, in order; throws on anything else. */
export function cardTypesFromSource(text, file = "src/workflows/card-kinds.ts") {
  const names = [];
  for (const raw of text.replace(/\/\*[\s\S]*?\*\//g, "").split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (!line) continue;
    const match = ENTRY.exec(line);
    if (!match) throw new Error(`${file} holds "${line}"; write one "export { Class as type } from \\"…\\";" per card kind`);
    names.push(match[1]);
  }
  if (names.length === 0) throw new Error(`${file} names no card kind`);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`${file} names ${twice.join(", ")} twice`);
  return names;
}

/** The card types of the kinds list (the repository's unless given). */
export function cardTypes(file = CARD_REGISTRY) {
  return cardTypesFromSource(fs.readFileSync(file, "utf8"), path.relative(ROOT, file).split(path.sep).join("/"));
}

/**
 * `manifest` with documentTypes.ChatMessage declaring `types`. A source manifest that declares card types itself
 * is refused: the kinds list is their one list.
 */
export function withCardTypes(manifest, types = cardTypes()) {
  if (manifest.documentTypes?.ChatMessage !== undefined) {
    throw new Error(`${manifest.id ?? "the manifest"} declares documentTypes.ChatMessage; the card kinds are listed once, in src/workflows/card-kinds.ts (the build writes them)`);
  }
  return { ...manifest, documentTypes: { ...(manifest.documentTypes ?? {}), ChatMessage: Object.fromEntries(types.map((type) => [type, {}])) } };
}

/** The dnd5e module's features list (its DND5E_FEATURES), read for the card kinds the module registers. */
export const DND5E_FEATURE_LIST = path.join(ROOT, "src", "adapters", "dnd5e", "features.ts");

const FEATURE_IMPORT = /import\s*\{\s*([A-Za-z_$][\w$]*)\s*\}\s*from\s*"([^"]+)"\s*;?/g;

/** The keys of a feature file's `cards: { type: Class, … }` (none when it brings no card kind). */
export function featureCardTypesFromSource(text, file = "a feature file") {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const match = /\bcards\s*:\s*\{([^}]*)\}/.exec(code);
  if (!match) {
    if (/\bcards\s*:/.test(code)) throw new Error(`${file}: write its card kinds as "cards: { type: Class, … }"`);
    return [];
  }
  return match[1].split(",").map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const pair = /^([A-Za-z_$][\w$]*)\s*:\s*[A-Za-z_$][\w$]*$/.exec(entry);
    if (!pair) throw new Error(`${file}: the card kind "${entry}" is not written "type: Class"`);
    return pair[1];
  });
}

/**
 * The card types of the features a host's list enables (its `export const NAME: readonly Feature[] = [a, b, …];`
 * over `import { a } from "…/features/x";` lines), in the kinds list's order: a manifest declares the kinds its host
 * registers, no more (the hosts test checks this against the booted module).
 */
export function hostCardTypes(listFile = DND5E_FEATURE_LIST, registry = CARD_REGISTRY) {
  const name = path.relative(ROOT, listFile).split(path.sep).join("/");
  const text = fs.readFileSync(listFile, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const files = new Map();
  for (const [, binding, from] of text.matchAll(FEATURE_IMPORT)) files.set(binding, from);
  const list = /export\s+const\s+[A-Za-z_$][\w$]*\s*:\s*readonly\s+Feature\[\]\s*=\s*\[([^\]]*)\]/.exec(text);
  if (!list) throw new Error(`${name} holds no "export const NAME: readonly Feature[] = [ … ];"`);
  const brought = new Set();
  for (const binding of list[1].split(",").map((entry) => entry.trim()).filter(Boolean)) {
    const from = files.get(binding);
    if (!from) throw new Error(`${name} enables ${binding}, imported from no feature file`);
    const file = path.resolve(path.dirname(listFile), `${from}.ts`);
    for (const type of featureCardTypesFromSource(fs.readFileSync(file, "utf8"), path.relative(ROOT, file))) brought.add(type);
  }
  const all = cardTypes(registry);
  const unknown = [...brought].filter((type) => !all.includes(type));
  if (unknown.length) throw new Error(`${name}'s features bring ${unknown.join(", ")}, which the kinds list does not name`);
  return all.filter((type) => brought.has(type));
}
