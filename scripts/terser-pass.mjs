// A second minification pass for the shipped modules (vite.config.ts): Terser over the code Oxc has minified,
// with the source map carried through, so the map still leads from augmented.mjs to src/.
//
// Why both (gzip -9): the system's module measures 131,416 B from Oxc alone and 130,335 B with Terser run over
// Oxc's output (Terser alone, from the unminified bundle, measured about 900 B more than the two together); the
// dnd5e module 93,728 B and 91,650 B. Two compressor passes: a third or a fourth measured no smaller.
//
// Only safe transforms: Terser's defaults (no `unsafe*`, no `pure_getters`), class names kept as Oxc keeps them
// (Foundry derives a sheet's id and its render hooks from the class name).

import fs from "node:fs";
import path from "node:path";
import MagicString from "magic-string";
import { minify } from "terser";

/** The Terser options of the pass. */
export const TERSER_OPTIONS = Object.freeze({
  module: true,
  ecma: 2022,
  compress: { passes: 2, keep_classnames: true },
  mangle: { keep_classnames: true },
  // Legal comments (/*! … */, @license) stay, as Rolldown keeps them; no other comment reaches the module.
  format: { comments: "some" },
});

/**
 * The class names a module's code holds: `class Name` (a declaration, or an expression named in itself) and, with
 * `bound`, the variables an anonymous class is bound to (`var Name=class …`, or `…,Name=class …` in joined
 * declarations), whose names such a class takes. The check after Terser wants every name before (bound ones too)
 * among the classes named in themselves after.
 */
export function classNames(code, { bound = false } = {}) {
  const names = new Set(Array.from(code.matchAll(/\bclass\s+([A-Za-z_$][\w$]*)/g), (match) => match[1]));
  if (bound) {
    for (const match of code.matchAll(/(?:\b(?:var|let|const)\s+|,)([A-Za-z_$][\w$]*)\s*=\s*class\s*(?:extends\b|\{)/g)) names.add(match[1]);
  }
  return names;
}

/** Every node of an ESTree program, depth first. */
function* nodes(node) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
    return;
  }
  if (typeof node.type !== "string") return;
  yield node;
  for (const [key, value] of Object.entries(node)) if (key !== "loc" && key !== "range") yield* nodes(value);
}

/**
 * Names each anonymous class bound to a variable after it: `var CardData = class extends CardModel` becomes
 * `var CardData = class CardData extends CardModel`. Such a class takes its name from the binding, and Terser
 * may inline a binding used once (`{card: class extends CardModel}` would be named "card"); a class named in
 * itself keeps its name wherever it goes. Runs on the bundle before Oxc, with its map.
 */
export function nameBoundClasses(code, program) {
  const edit = new MagicString(code);
  let named = 0;
  for (const node of nodes(program)) {
    if (node.type !== "VariableDeclarator" || node.id?.type !== "Identifier") continue;
    const init = node.init;
    if (init?.type !== "ClassExpression" || init.id) continue;
    edit.appendLeft(init.start + "class".length, ` ${node.id.name}`);
    named++;
  }
  return named ? edit : null;
}

/** The map comment Rolldown ends the code with: Terser would drop it, so it is cut off first and put back as it was. */
const MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * Minifies one written module again and composes its map with the one beside it (Terser's `sourceMap.content`),
 * in place.
 */
export async function terserFile(file) {
  const code = fs.readFileSync(file, "utf8");
  const mapFile = `${file}.map`;
  const hasMap = fs.existsSync(mapFile);
  const mapComment = MAP_COMMENT.exec(code)?.[0] ?? "";
  const names = classNames(code, { bound: true });
  const result = await minify(code.slice(0, code.length - mapComment.length), {
    ...TERSER_OPTIONS,
    sourceMap: hasMap ? { content: fs.readFileSync(mapFile, "utf8"), filename: path.basename(file), includeSources: true } : false,
  });
  if (result.code === undefined) throw new Error(`terser-pass: no output for ${file}`);
  const lost = [...names].filter((name) => !classNames(result.code).has(name));
  if (lost.length) throw new Error(`terser-pass: class names lost in ${file}: ${lost.join(", ")}`);
  fs.writeFileSync(file, result.code + mapComment);
  if (hasMap && typeof result.map === "string") fs.writeFileSync(mapFile, result.map);
}

/**
 * A Rolldown output plugin: before Oxc, classes bound to variables are named in themselves (nameBoundClasses);
 * once the bundle is written (Rolldown writes the code and its map itself, so a map replaced earlier would not
 * reach the disk), each JS chunk is minified again by Terser.
 */
export function terserPass() {
  return {
    name: "augmented:terser-pass",
    renderChunk(code) {
      const edit = nameBoundClasses(code, this.parse(code));
      return edit && { code: edit.toString(), map: edit.generateMap({ hires: true }) };
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? (options.file ? path.dirname(options.file) : ".");
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") await terserFile(path.join(dir, chunk.fileName));
      }
    },
  };
}
