// The chat card types have one list: the registry in src/data/chat/index.ts (`CHAT_DATA_MODELS`, one line per
// type, docs/ARCHITECTURE.md "How to add a card kind"). Foundry only accepts a sub-type its manifest declares, so
// the build writes that list into the built manifests' documentTypes.ChatMessage (dist/system.json, the dnd5e
// module's module.json), and the stand-in boots from the repository's system.json the same way (test/foundry).
// Read from the source text: the models need Foundry's globals to load, and the build runs without them.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CARD_REGISTRY = path.join(ROOT, "src", "data", "chat", "index.ts");

const OPENING = "export const CHAT_DATA_MODELS = {";
const ENTRY = /^([A-Za-z_$][\w$]*)\s*:\s*[A-Za-z_$][\w$]*\s*,?$/;

/** The type names of the registry's `CHAT_DATA_MODELS = { name: Model, … }`, in order; throws on anything else. */
export function cardTypesFromSource(text, file = "src/data/chat/index.ts") {
  const start = text.indexOf(OPENING);
  if (start < 0) throw new Error(`${file}: no "${OPENING}" (the chat card types' registry)`);
  const end = text.indexOf("}", start + OPENING.length);
  if (end < 0) throw new Error(`${file}: CHAT_DATA_MODELS is not closed`);
  const names = [];
  for (const raw of text.slice(start + OPENING.length, end).split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (!line) continue;
    const match = ENTRY.exec(line);
    if (!match) throw new Error(`${file}: CHAT_DATA_MODELS holds "${line}"; write one "type: Model," per line`);
    names.push(match[1]);
  }
  if (names.length === 0) throw new Error(`${file}: CHAT_DATA_MODELS names no card type`);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`${file}: CHAT_DATA_MODELS names ${twice.join(", ")} twice`);
  return names;
}

/** The card types of the registry file (the repository's unless given). */
export function cardTypes(file = CARD_REGISTRY) {
  return cardTypesFromSource(fs.readFileSync(file, "utf8"), path.relative(ROOT, file).split(path.sep).join("/"));
}

/**
 * `manifest` with documentTypes.ChatMessage declaring `types`. A source manifest that declares card types itself
 * is refused: the registry is their one list.
 */
export function withCardTypes(manifest, types = cardTypes()) {
  if (manifest.documentTypes?.ChatMessage !== undefined) {
    throw new Error(`${manifest.id ?? "the manifest"} declares documentTypes.ChatMessage; the card types are listed once, in src/data/chat/index.ts (the build writes them)`);
  }
  return { ...manifest, documentTypes: { ...(manifest.documentTypes ?? {}), ChatMessage: Object.fromEntries(types.map((type) => [type, {}])) } };
}
