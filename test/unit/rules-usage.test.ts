/**
 * Pure rules, thin glue (docs/ARCHITECTURE.md, Layers): every function or value `src/rules` exports is used by
 * product code, i.e. named somewhere in `src/` besides its own definition (in its own file, by another export that is
 * itself used, counts). A rule only tests call proves nothing about the game, and the game may decide the same thing
 * itself and drift from it. Comment lines do not count as uses.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

const ROOT = join(__dirname, "..", "..");
const SRC = join(ROOT, "src");


/** The file's lines with comment lines blanked (`//`, and block comment lines starting with `/*` or `*`). */
function codeLines(text: string): string[] {
  return text.split("\n").map((line) => {
    const trimmed = line.trim();
    return trimmed.startsWith("//") || trimmed.startsWith("/*") || trimmed.startsWith("*") ? "" : line;
  });
}

const EXPORT = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/;

describe("rules usage", () => {
  // A guard against a hang, not a time limit: reading every file of src/ overruns vitest's 5 s default on a shared, busy machine.
  it("every export of src/rules has a caller in src/ besides its definition", { timeout: 60_000 }, () => {
    const files = sourceFiles(SRC).map((path) => ({ path, lines: codeLines(readFileSync(path, "utf8")) }));
    const unused: string[] = [];
    for (const file of files.filter((f) => relative(SRC, f.path).startsWith("rules"))) {
      file.lines.forEach((line, index) => {
        const name = EXPORT.exec(line)?.[1];
        if (!name) return;
        const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
        const used = files.some((other) => other.lines.some((text, i) => !(other === file && i === index) && word.test(text)));
        if (!used) unused.push(`${relative(ROOT, file.path)}: ${name}`);
      });
    }
    expect(unused).toEqual([]);
  });
});
