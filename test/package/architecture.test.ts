// docs/ARCHITECTURE.md stays short and true to the code: at most 15,000 bytes, and every source file or folder it
// names in backticks exists (named from the repository root, from src/, or from the folder its section is about).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./manifest";

const FILE = path.join(ROOT, "docs", "ARCHITECTURE.md");
const text = fs.readFileSync(FILE, "utf8");

/** Where a path named in the document may start: the repository, src/, and the folders it names by their tail. */
const BASES = ["", "src", "src/adapters/dnd5e", "src/workflows", "src/applications", "src/features", "src/ports", "test/integration/features"];

/** The source paths the document names: backticked tokens that end in a source extension or a slash. */
export function namedPaths(markdown: string): string[] {
  const out = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const name = token!.replace(/[.,:;]+$/, "");
    if (/^[\w./-]+\.(?:ts|mjs|hbs|json|css)$/.test(name) || /^[\w-]+(?:\/[\w-]+)*\/$/.test(name)) out.add(name);
  }
  return [...out];
}

describe("docs/ARCHITECTURE.md", () => {
  it("is at most 15,000 bytes", () => {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(15_000);
  });

  it("names only source files and folders that exist", () => {
    const paths = namedPaths(text);
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((name) => !BASES.some((base) => fs.existsSync(path.join(ROOT, base, name))));
    expect(missing).toEqual([]);
  });

  it("finds a path that does not exist (the check can fail)", () => {
    const named = namedPaths("See `workflows/no-such-file.ts` and `src/nowhere/`.");
    expect(named).toEqual(["workflows/no-such-file.ts", "src/nowhere/"]);
    expect(named.filter((name) => !BASES.some((base) => fs.existsSync(path.join(ROOT, base, name))))).toHaveLength(2);
  });
});
