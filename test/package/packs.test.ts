// Compendium packs: every YAML source document is keyed correctly and ends up in the compiled LevelDB.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compilePacks, loadPackSources, readCompiledPack, validatePackDocs } from "../../scripts/packs.mjs";
import { DIST, ensureBuilt, loadManifest, type SystemManifest } from "./manifest";

let manifest: SystemManifest;

beforeAll(async () => {
  await ensureBuilt();
  manifest = loadManifest("dist");
}, 180_000);

describe("pack sources", () => {
  it("have a _key matching their _id and the pack's document type, and declared subtypes", () => {
    const { problems } = loadPackSources(loadManifest("source"));
    expect(problems).toEqual([]);
  });

  it("include the rules journal with its Getting Started page", () => {
    const { packs } = loadPackSources(loadManifest("source"));
    const rules = packs.find((p) => p.name === "rules");
    const journal = rules?.docs.map((d) => d.doc as { name: string; pages: { name: string; type: string; text: { content: string; format: number } }[] });
    expect(journal?.map((j) => j.name)).toContain("Augmented Rules");
    const page = journal?.find((j) => j.name === "Augmented Rules")?.pages.find((p) => p.name === "Getting Started");
    expect(page).toMatchObject({ type: "text", text: { format: 1 } });
    for (const topic of ["species", "body map", "Settings"]) expect(page?.text.content).toContain(topic);
  });

  it("are refused when a key is missing or wrong", () => {
    const pack = { name: "rules", type: "JournalEntry" };
    const page = { _id: "bbbbbbbbbbbbbbbb", name: "P", type: "text" };
    const problems = validatePackDocs(pack, [
      { file: "a.yml", doc: { _id: "aaaaaaaaaaaaaaaa", name: "No key" } },
      { file: "b.yml", doc: { _id: "cccccccccccccccc", _key: "!items!cccccccccccccccc", name: "Wrong collection" } },
      { file: "c.yml", doc: { _id: "dddddddddddddddd", _key: "!journal!eeeeeeeeeeeeeeee", name: "Wrong id" } },
      { file: "d.yml", doc: { _id: "ffffffffffffffff", _key: "!journal!ffffffffffffffff", name: "Page without key", pages: [page] } },
      { file: "e.yml", doc: { _id: "short", _key: "!journal!short", name: "Bad id" } },
    ]);
    expect(problems).toHaveLength(5);
    expect(problems.join("\n")).toMatch(/a\.yml: missing _key/);
    expect(problems.join("\n")).toMatch(/d\.yml pages\[0\] \(bbbbbbbbbbbbbbbb\): missing _key, expected "!journal\.pages!ffffffffffffffff\.bbbbbbbbbbbbbbbb"/);
    const items = validatePackDocs({ name: "species", type: "Item" }, [
      { file: "s.yml", doc: { _id: "gggggggggggggggg", _key: "!items!gggggggggggggggg", name: "S", type: "spell" } },
    ], { documentTypes: loadManifest("source").documentTypes });
    expect(items).toEqual([expect.stringMatching(/Item type "spell" is not declared/)]);
  });
});

describe("compiled packs in dist/", () => {
  it("hold exactly the source documents", async () => {
    const { packs } = loadPackSources(loadManifest("source"));
    for (const pack of packs) {
      const compiled = await readCompiledPack(path.join(DIST, "packs", pack.name));
      const ids = (docs: unknown[]) => docs.map((d) => (d as { _id: string })._id).sort();
      expect(ids(compiled), pack.name).toEqual(ids(pack.docs.map((d) => d.doc)));
    }
  });

  it("keep the journal pages", async () => {
    const [journal] = await readCompiledPack(path.join(DIST, "packs", "rules"));
    expect((journal.pages as { name: string }[]).map((p) => p.name)).toContain("Getting Started");
  });

  it("are LevelDB databases for every declared pack, also the ones with no content yet", () => {
    for (const pack of manifest.packs ?? []) {
      expect(fs.existsSync(path.join(DIST, pack.path ?? `packs/${pack.name}`, "CURRENT")), pack.name).toBe(true);
    }
  });

  it("compile from an empty or missing source folder", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-pack-test-"));
    try {
      const result = await compilePacks({ packs: [{ name: "empty", type: "Item" }] }, path.join(tmp, "out"), path.join(tmp, "src"));
      expect(result).toEqual([{ name: "empty", count: 0 }]);
      expect(await readCompiledPack(path.join(tmp, "out", "empty"))).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
