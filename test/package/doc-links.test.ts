// The documents: README.md short and GM first, the others there and linked from it, every relative link in
// them leading to a file (and #anchor to a heading) in the repository. The install URLs: test/package/release.test.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, brokenReason, headingSlug, linksIn, withoutCode } from "./doc-links";
import { ROOT } from "./manifest";

function markdownUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? markdownUnder(path.join(dir, entry.name)) : entry.name.endsWith(".md") ? [path.join(dir, entry.name)] : []))
    .sort();
}

const DOCUMENTS = [
  ...["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map((name) => path.join(ROOT, name)),
  ...markdownUnder(path.join(ROOT, "docs")),
];
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const read = (name: string) => fs.readFileSync(path.join(ROOT, name), "utf8");

describe("the link checker", () => {
  it("finds inline links outside code, and GitHub's heading anchors", () => {
    const text = ["# Start here", "See [a](docs/a.md#x-y) and ![b](img.png).", "`[not](code.md)`", "```", "[no](fence.md)", "```", "## Start here", "## What's `new`?"].join("\n");
    expect(linksIn(text, "f.md")).toEqual([
      { where: "f.md:2", target: "docs/a.md#x-y" },
      { where: "f.md:2", target: "img.png" },
    ]);
    expect(withoutCode(text).split("\n")).toHaveLength(8);
    expect([...anchorsOf(text)]).toEqual(["start-here", "start-here-1", "whats-new"]);
    expect(headingSlug("Settings, hooks & the API (v13)")).toBe("settings-hooks--the-api-v13");
  });

  it("tells a broken link from a good one", () => {
    const readme = path.join(ROOT, "README.md");
    expect(brokenReason(ROOT, readme, "LICENSE")).toBeNull();
    expect(brokenReason(ROOT, readme, "https://example.com/x")).toBeNull();
    expect(brokenReason(ROOT, readme, "docs/none.md")).toBe("no such file");
    expect(brokenReason(ROOT, readme, "#no-such-heading")).toBe("no heading #no-such-heading");
    expect(brokenReason(ROOT, readme, "../outside.md")).toBe("leaves the repository");
  });
});

describe("the documents", () => {
  it("README.md is at most 6,000 bytes and links the other documents", () => {
    expect(fs.statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(6000);
    const targets = linksIn(read("README.md"), "README.md").map((link) => link.target.split("#")[0]);
    for (const name of ["CONTRIBUTING.md", "CHANGELOG.md", "docs/api.md", "docs/gm/cyborg.md", "docs/gm/gearforged.md", "docs/gm/automail.md"]) {
      expect(fs.existsSync(path.join(ROOT, name)), name).toBe(true);
      expect(targets, name).toContain(name);
    }
  });

  it("every relative link resolves to a file, and every #anchor to a heading in it", () => {
    expect(DOCUMENTS.map(rel)).toEqual(expect.arrayContaining(["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "docs/api.md"]));
    const broken = DOCUMENTS.flatMap((file) =>
      linksIn(fs.readFileSync(file, "utf8"), rel(file)).flatMap((link) => {
        const reason = brokenReason(ROOT, file, link.target);
        return reason ? [`${link.where} ${link.target}: ${reason}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
