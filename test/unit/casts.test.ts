/**
 * Every cast in src/ carries a one-line reason (CONTRIBUTING.md, "Setup and build"): a `// cast: why` comment on
 * its line or leading the statement that holds it (scripts/casts.mjs says exactly what counts). No folder is exempt:
 * a reason-less cast anywhere in src/ fails here.
 *
 * Run: npx vitest run --project unit test/unit/casts.test.ts   (node scripts/casts.mjs lists them)
 */
import { describe, expect, it } from "vitest";
import { reasonlessCasts, reasonlessLines } from "../../scripts/casts.mjs";

describe("casts carry their reason", () => {
  // A hang guard, not a speed check: the TypeScript compiler parses every file of src/, which takes seconds on a
  // busy machine (vitest's default of 5 s is not enough when other test runs share the cores).
  it("no cast in src/ lacks a `// cast:` reason", { timeout: 60_000 }, () => {
    expect(reasonlessCasts().map(({ file, line }) => `${file}:${line}`)).toEqual([]);
  });

  it("the counter finds a cast without a reason and accepts one with it, above or on its line; `as const` is no cast", () => {
    const text = [
      "const a = x as string;",
      "// cast: x is a string here.",
      "const b = x as string;",
      "const c = x as string; // cast: as above.",
      "const d = [1, 2] as const;",
      "// A comment without the mark.",
      "const e = <number>y;",
      "if (ok) {",
      "  // cast (both): the two reads of one checked object.",
      "  use(z as A, z as B);",
      "}",
    ].join("\n");
    expect(reasonlessLines(text)).toEqual([1, 7]);
  });
});
