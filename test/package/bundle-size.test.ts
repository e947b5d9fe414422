/**
 * What Foundry loads from the release (issue 22 item 1): system.json names one ES module, dist/augmented.mjs; it
 * exists, imports nothing (so no code of the system is anywhere else) and loads none of the system's own files
 * with import(); there is no chunks folder; every file the manifest names exists; and the release zip holds no
 * test code (the Quench batch is the developers' own module, dist-quench/, test/package/quench.test.ts).
 * Prints the shipped JS size (bytes and gzip -9).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { DIST, ensureBuilt, jsSpecifiers, loadManifest, referencedFiles, RELEASE } from "./manifest";

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

/** Every file under `dir`, relative to it with "/" separators. */
function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

describe("the shipped JS", () => {
  it("is one ES module, named alone in system.json, importing nothing, with no chunks beside it", () => {
    const manifest = loadManifest("dist");
    expect(manifest.esmodules).toEqual(["augmented.mjs"]);
    expect(manifest.scripts ?? []).toEqual([]);
    for (const name of manifest.esmodules ?? []) {
      const file = path.join(DIST, name);
      expect(fs.existsSync(file), name).toBe(true);
      expect(jsSpecifiers(file), name).toEqual({ imports: [], dynamic: [] });
      expect(fs.readFileSync(file, "utf8"), name).not.toMatch(/\bimport\s*\(/);
    }
    expect(fs.existsSync(path.join(DIST, "chunks"))).toBe(false);
    // No JavaScript in dist/ but the module and its map: nothing else Foundry could be asked to load.
    expect(listFiles(DIST).filter((f) => /\.(?:m?js|map)$/.test(f)).sort()).toEqual(["augmented.mjs", "augmented.mjs.map"]);
    const bytes = fs.statSync(path.join(DIST, "augmented.mjs")).size;
    const gz = zlib.gzipSync(fs.readFileSync(path.join(DIST, "augmented.mjs")), { level: 9 }).length;
    console.log(`shipped JS: augmented.mjs ${bytes} bytes, ${gz} bytes gzip -9`);
    // The system's one module, gzip -9, at most 120 KiB (122,880 B; it measures 122,850 B: Oxc then Terser,
    // scripts/terser-pass.mjs), so growth is a decision, not drift.
    expect(gz).toBeLessThanOrEqual(122_880);
  });

  it("names in the manifest only files that exist", () => {
    const manifest = loadManifest("dist");
    expect(referencedFiles(manifest).filter((file) => !fs.existsSync(path.join(DIST, file)))).toEqual([]);
  });

  it("release/augmented.zip holds no test code: no Quench batch, no scenario, nothing from test/ or quench/", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(RELEASE, "augmented.zip")));
    const names = Object.values(zip.files).filter((f) => !f.dir).map((f) => f.name);
    expect(names.filter((name) => /quench|scenario|(?:^|\/)test\//i.test(name))).toEqual([]);
    const map = JSON.parse(await zip.file("augmented.mjs.map")!.async("string")) as { sources: string[] };
    expect(map.sources.filter((source) => /(?:^|\/)(?:test|quench)\//.test(source))).toEqual([]);
    const code = await zip.file("augmented.mjs")!.async("string");
    expect(code).not.toMatch(/registerBatch|quenchReady/);
  });
});
