// The links of the repository's Markdown documents, and whether each relative one leads somewhere.
//
// A link is an inline `[text](target)` or `![alt](target)` outside code (fenced blocks and `code spans`);
// relative targets are those without a scheme (https:, mailto:). A target resolves when the path (relative to
// the linking file, or the file itself for a bare `#anchor`) exists in the repository, and its `#anchor`, if
// any, is the slug of a heading in that Markdown file as GitHub makes it.

import fs from "node:fs";
import path from "node:path";

export interface DocLink {
  /** "file:line" */
  where: string;
  target: string;
}

const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** A Markdown text with its fenced code blocks blanked out (line numbers kept). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
}

/** The prose of a Markdown text: fenced code blocks and code spans blanked out (line numbers kept). */
export function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n][\s\S]*?\1/g, blank);
}

/** Every inline link of a Markdown text. */
export function linksIn(markdown: string, file: string): DocLink[] {
  const links: DocLink[] = [];
  const lines = withoutCode(markdown).split("\n");
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ where: `${file}:${index + 1}`, target: match[1]! });
    }
  });
  return links;
}

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2… as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/**
 * Why a link does not resolve, or null when it does.
 * @param root the repository folder; links may not leave it
 * @param file the linking file, absolute
 */
export function brokenReason(root: string, file: string, target: string): string | null {
  if (isExternal(target)) return null;
  const hashAt = target.indexOf("#");
  const rawPath = hashAt === -1 ? target : target.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
  const resolved = rawPath === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
  if (path.relative(root, resolved).startsWith("..")) return "leaves the repository";
  if (!fs.existsSync(resolved)) return "no such file";
  if (anchor === null) return null;
  if (!resolved.endsWith(".md") || !fs.statSync(resolved).isFile()) return "an anchor into a file that is not Markdown";
  return anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor) ? null : `no heading #${anchor}`;
}
