#!/usr/bin/env node
/**
 * Lists the type assertions (`x as T`, `<T>x`; not `as const`) in src/ that carry no reason: a comment with
 * "cast:" on the cast's line, or leading the statement, property or declaration that holds it (CONTRIBUTING.md,
 * "Setup and build": "a cast carries a one-line reason comment"). Used by test/unit/casts.test.ts so the number
 * cannot grow unseen.
 *
 * Run: node scripts/casts.mjs            (reason-less casts, one `file:line` a line, then a count per folder)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SRC = path.join(ROOT, "src");

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The reason's mark: "cast:" (or "cast (both):", "cast, as above:"). */
const REASON = /\bcast\b[^:\n]{0,24}:/i;

function isAnchor(node) {
  return ts.isStatement(node) || ts.isClassElement(node) || ts.isTypeElement(node) || ts.isSourceFile(node);
}

/** Whether a comment holding "cast:" leads `node` or an ancestor up to its statement, or sits on its lines. */
function hasReason(node, file, text) {
  const commentsAt = (pos) => ts.getLeadingCommentRanges(text, pos) ?? [];
  const says = (ranges) => ranges.some((range) => REASON.test(text.slice(range.pos, range.end)));
  const lineOf = (n) => file.getLineAndCharacterOfPosition(n.getStart(file)).line;
  for (let n = node; n; n = n.parent) {
    if (says(commentsAt(n.getFullStart()))) return true;
    // The statement that holds the cast, or the one that starts on the same line and holds that (`if (x) y as T`).
    if (isAnchor(n) && !(n.parent && !ts.isSourceFile(n.parent) && lineOf(n.parent) === lineOf(n))) {
      // A docblock on the member or function holding the statement may give the reason for its one cast.
      const holder = n.parent && (ts.isBlock(n.parent) ? n.parent.parent : undefined);
      if (holder && (ts.isFunctionLike(holder) || ts.isClassElement(holder)) && says(commentsAt(holder.getFullStart()))) return true;
      break;
    }
  }
  // A comment on the cast's own lines (trailing, or before it on its first line).
  const first = file.getLineAndCharacterOfPosition(node.getStart()).line;
  const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
  const from = file.getPositionOfLineAndCharacter(first, 0);
  const lines = file.getLineStarts();
  const to = last + 1 < lines.length ? lines[last + 1] : text.length;
  return new RegExp(`/[/*][^\\n]*${REASON.source}`, "i").test(text.slice(from, to));
}

/** The lines (1-based) of the reason-less casts in one file's text. */
export function reasonlessLines(text, name = "file.ts") {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = [];
  const visit = (node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    const isConst = cast && ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(file) === "const";
    if (cast && !isConst && !hasReason(node, file, text)) out.push(file.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Every reason-less cast of src/, as `{file (relative to src/), line}`. */
export function reasonlessCasts() {
  return sourceFiles(SRC).flatMap((full) => reasonlessLines(fs.readFileSync(full, "utf8"), full).map((line) => ({ file: path.relative(SRC, full), line })));
}

/** The count of casts per top-level folder given (a path under src/), the rest under "other". */
export function countByFolder(casts, folders) {
  const counts = Object.fromEntries([...folders, "other"].map((folder) => [folder, 0]));
  for (const { file } of casts) {
    const folder = folders.find((f) => file === f || file.startsWith(`${f}/`)) ?? "other";
    counts[folder] += 1;
  }
  return counts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const casts = reasonlessCasts();
  for (const { file, line } of casts) console.log(`${file}:${line}`);
  const byTop = {};
  for (const { file } of casts) {
    const parts = file.split("/");
    const key = parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
    byTop[key] = (byTop[key] ?? 0) + 1;
  }
  console.log(JSON.stringify(byTop, null, 1));
  console.log(`${casts.length} casts without a "// cast:" reason`);
}
