/**
 * One localize (issue 22 item 6): src/utils/notify.ts `localize` is the only code of src/ that turns a lang key
 * into text; no other file calls Foundry's `game.i18n.localize` / `format` or defines its own localize.
 *
 * Run: npx vitest run --project unit test/unit/one-localize.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files";

const HOME = path.join(SRC, "utils", "notify.ts");


describe("one localize", () => {
  it("only src/utils/notify.ts reaches Foundry's i18n for text", () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== HOME)
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${path.relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => /\bi18n[!?]?\.(?:localize|format)\(|\bfunction (?:localize|format)\(/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });
});
