/**
 * Comments say why, in the present tense: no file under src/ (TypeScript, the module's JSON and YAML alike) or scripts/
 * (the build) names a tracker issue ("issue 14", "Issues 13 and 27", "issue #3"). What a comment needs from an issue is
 * said in the comment itself; an external bug is cited as owner/repo#number.
 *
 * Run: npx vitest run --project unit test/unit/source-comments.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { everyFile, SRC } from "./source-files";

const SCRIPTS = path.resolve(SRC, "../scripts");

/** A reference to a numbered issue: "issue 29", "issues 13", "Issue #4". */
const ISSUE_REFERENCE = /\bissues? #?\d+/i;

/** Each line of `files` that names an issue, as "path:line". */
function issueReferences(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${path.relative(path.dirname(SRC), file)}:${index + 1}`] : [])),
  );
}

describe("source comments", () => {
  it("the pattern catches the forms an issue reference takes, and not an external owner/repo#number", () => {
    for (const text of ["(issue 14)", "issue 29, Deliver 3", "Issues 13 and 27:", "issue #3", "(ISSUE 4)"]) expect(ISSUE_REFERENCE.test(text)).toBe(true);
    for (const text of ["foundryvtt/foundryvtt#12487", "body-map issues, derived", "SectionIssue[]"]) expect(ISSUE_REFERENCE.test(text)).toBe(false);
  });

  it("no file under src/ names an issue", () => {
    const files = everyFile(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(issueReferences(files)).toEqual([]);
  });

  it("no file under scripts/ names an issue", () => {
    const files = everyFile(SCRIPTS);
    expect(files.length).toBeGreaterThan(5);
    expect(issueReferences(files)).toEqual([]);
  });
});
