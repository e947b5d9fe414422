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
