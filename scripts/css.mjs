// Bundle the stylesheet: styles/augmented.css plus every local file it @imports, into one file.
//
// - `@import "partial.css";` / `@import url(partial.css);` are inlined in place, recursively; conditions on the
//   import are kept by wrapping the inlined rules: `layer(x)` -> `@layer x { }`, `supports(…)` -> `@supports`,
//   a media list -> `@media`.
// - Remote imports (`https:`, `//`) stay as @import statements, moved to the top of the bundle.
// - Relative `url(…)`s are rewritten so they still point at the same file from the bundle's place (the root of
//   dist/). A url to a file inside the repository must point into a folder the build ships (assets/).
// No cascade layer is added here: Foundry puts the stylesheet in the layer that system.json names.

import fs from "node:fs";
import path from "node:path";

/** Replace comments and string contents by spaces (same length), so positions line up with the source. */
function mask(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      out += c + " ".repeat(Math.max(0, Math.min(j, text.length) - i - 1)) + (j < text.length ? c : "");
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out.slice(0, text.length);
}

function lineOf(text, index) {
  return text.slice(0, index).split("\n").length;
}

function isRemote(url) {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Parse the prelude of an @import (the text between `@import` and `;`). */
function parseImport(prelude) {
  const m = prelude.match(/^\s*(?:url\(\s*(["']?)(.*?)\1\s*\)|(["'])(.*?)\3)\s*([\s\S]*)$/);
  if (!m) return null;
  const url = m[2] ?? m[4];
  let rest = m[5].trim();
  let layer = null;
  let supports = null;
  const layerMatch = rest.match(/^layer(?:\(\s*([^)]*?)\s*\))?(?=\s|$)/);
  if (layerMatch) {
    layer = layerMatch[1] ?? "";
    rest = rest.slice(layerMatch[0].length).trim();
  }
  if (rest.startsWith("supports(")) {
    let depth = 0;
    let end = -1;
    for (let i = "supports".length; i < rest.length; i++) {
      if (rest[i] === "(") depth++;
      else if (rest[i] === ")" && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) return null;
    supports = rest.slice("supports(".length, end).trim();
    rest = rest.slice(end + 1).trim();
  }
  return { url, layer, supports, media: rest || null };
}

/**
 * @param {string} entry absolute path of the entry stylesheet
 * @param {{ root: string, shippedDirs: string[] }} options root: the repository; shippedDirs: folders (relative to
 *   root) copied verbatim into dist/, so urls into them stay valid
 * @returns {{ css: string, files: string[] }} the bundle and every local file it contains
 */
export function bundleCss(entry, { root, shippedDirs }) {
  const files = [];
  const remote = [];
  const problems = [];
  const relName = (file) => path.relative(root, file).split(path.sep).join("/");

  /** @param {string} text a slice of `file` @param {number} firstLine the line `text` starts on */
  function rewriteUrls(text, file, firstLine) {
    const where = (index) => `${relName(file)}:${firstLine + lineOf(text, index) - 1}`;
    const masked = mask(text);
    let out = "";
    let last = 0;
    const re = /url\(/gi;
    let m;
    while ((m = re.exec(masked))) {
      const open = m.index + m[0].length;
      const close = masked.indexOf(")", open);
      if (close < 0) break;
      const raw = text.slice(open, close).trim();
      const quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : "";
      const value = quote ? raw.slice(1, -1) : raw;
      if (!value || isRemote(value) || value.startsWith("/") || value.startsWith("#") || value.includes("var(")) continue;
      const clean = value.replace(/[?#].*$/, "");
      const suffix = value.slice(clean.length);
      const target = path.resolve(path.dirname(file), clean);
      const fromRoot = path.relative(root, target).split(path.sep).join("/");
      if (!fromRoot.startsWith("../")) {
        const shipped = shippedDirs.some((dir) => fromRoot === dir || fromRoot.startsWith(`${dir}/`));
        if (!fs.existsSync(target)) {
          problems.push(`${where(open)}: url(${value}) points to a missing file`);
          continue;
        }
        if (!shipped) {
          problems.push(
            `${where(open)}: url(${value}) points to ${fromRoot}, which the build does not ship; put files used by CSS under assets/`,
          );
          continue;
        }
      }
      out += text.slice(last, open) + quote + fromRoot + suffix + quote;
      last = close;
    }
    return out + text.slice(last);
  }

  /** @param {string} file @param {string[]} stack @param {boolean} wrapped */
  function inline(file, stack, wrapped) {
    if (stack.includes(file)) {
      problems.push(`@import cycle: ${[...stack, file].map(relName).join(" -> ")}`);
      return "";
    }
    if (!fs.existsSync(file)) {
      problems.push(`${stack.length ? relName(stack.at(-1)) : "build"}: imported stylesheet ${relName(file)} does not exist`);
      return "";
    }
    files.push(file);
    const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
    const masked = mask(text);
    let out = "";
    let last = 0;
    const re = /@import\b|@charset\b/g;
    let m;
    while ((m = re.exec(masked))) {
      const end = masked.indexOf(";", m.index);
      if (end < 0) {
        problems.push(`${relName(file)}:${lineOf(text, m.index)}: ${m[0]} without a closing ";"`);
        break;
      }
      out += rewriteUrls(text.slice(last, m.index), file, lineOf(text, last));
      last = end + 1;
      re.lastIndex = end + 1;
      if (m[0] === "@charset") continue; // the bundle is UTF-8; a @charset inside it would be invalid
      const spec = parseImport(text.slice(m.index + m[0].length, end));
      if (!spec) {
        problems.push(`${relName(file)}:${lineOf(text, m.index)}: cannot read this @import`);
        continue;
      }
      if (isRemote(spec.url) || spec.url.startsWith("/")) {
        if (wrapped || stack.length > 0) {
          problems.push(`${relName(file)}:${lineOf(text, m.index)}: remote @import ${spec.url} must be in the entry stylesheet`);
        } else remote.push(text.slice(m.index, end + 1).trim());
        continue;
      }
      let body = inline(path.resolve(path.dirname(file), spec.url), [...stack, file], wrapped || !!(spec.layer !== null || spec.supports || spec.media));
      body = `/* ${relName(path.resolve(path.dirname(file), spec.url))} */\n${body.trim()}\n`;
      if (spec.media) body = `@media ${spec.media} {\n${body}}\n`;
      if (spec.supports) body = `@supports (${spec.supports.replace(/^\((.*)\)$/, "$1")}) {\n${body}}\n`;
      if (spec.layer !== null) body = `@layer${spec.layer ? ` ${spec.layer}` : ""} {\n${body}}\n`;
      out += body;
    }
    out += rewriteUrls(text.slice(last), file, lineOf(text, last));
    return out;
  }

  const body = inline(entry, [], false);
  if (problems.length) {
    const err = new Error(`styles:\n  - ${problems.join("\n  - ")}`);
    err.name = "CssError";
    throw err;
  }
  const css = [...remote, remote.length ? "" : null, body.trim(), ""].filter((x) => x !== null).join("\n");
  return { css, files };
}
