/**
 * Issue 10, item 7: the JS Foundry loads at init stays ≤ 80 KB gzip -9. With the workflows split into chunks
 * (docs/ARCHITECTURE.md, Build), that is dist/augmented.mjs and the file it imports statically (the init chunk):
 * each gzipped on its own, as a server sends them. Every chunk a file asks for with import() exists under
 * dist/chunks/, and every chunk there is asked for by some file (none orphaned), each with its source map.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { DIST, ensureBuilt, initJsFiles, jsSpecifiers } from "./manifest";

const ENTRY = path.join(DIST, "augmented.mjs");
const CHUNKS = path.join(DIST, "chunks");
// KB as issue 10 measures it (the 370 KB / 107.5 KB of the single bundle): 1,000 bytes. Issue 10's goal; on
// 2026-12-01 the init JS measured 71.5 KB (docs/ARCHITECTURE.md, Build), the headroom kept for the next features.
const LIMIT_GZ = 80_000;

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

describe("the shipped JS", () => {
  it("loads ≤ 80 KB gzip -9 at init: the entry and its static imports (the init chunk)", () => {
    const files = initJsFiles();
    expect(files.map((f) => path.relative(DIST, f))).toEqual(["augmented.mjs", expect.stringMatching(/^chunks\/init-[\w-]+\.mjs$/)]);
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`init JS: ${files.map((f) => path.relative(DIST, f)).join(", ")}: ${(total / 1000).toFixed(1)} KB gzip -9`);
    expect(total).toBeLessThanOrEqual(LIMIT_GZ);
  });

  it("loads the workflows as chunks under dist/chunks/ that exist, each asked for, each with its source map", () => {
    const chunkFiles = fs.readdirSync(CHUNKS).filter((f) => f.endsWith(".mjs")).map((f) => path.join(CHUNKS, f));
    const everyFile = [ENTRY, ...chunkFiles];
    const asked = new Set<string>();
    const dynamic = new Set<string>();
    for (const file of everyFile) {
      const found = jsSpecifiers(file);
      for (const spec of [...found.imports, ...found.dynamic]) asked.add(path.resolve(path.dirname(file), spec));
      for (const spec of found.dynamic) dynamic.add(path.resolve(path.dirname(file), spec));
    }
    // The system's lazily loaded workflows (their load.ts seams) are among the chunks.
    const names = [...dynamic].map((f) => path.basename(f).replace(/-[\w-]{8}\.mjs$/, ""));
    for (const feature of ["gearforged", "automail", "thirteenth-age", "install", "integrity", "system-failure", "augment-use", "workshop", "run", "rest", "rolls"]) {
      expect(names, feature).toContain(feature);
    }
    for (const file of asked) {
      // Nothing imports the entry (its URL is Foundry's to write): the chunks share code through chunks/init.
      expect(file.startsWith(`${CHUNKS}${path.sep}`), path.relative(DIST, file)).toBe(true);
      expect(fs.existsSync(file), path.relative(DIST, file)).toBe(true);
    }
    for (const file of chunkFiles) {
      expect(asked.has(file), `${path.relative(DIST, file)} is asked for`).toBe(true);
      // The bundler's own runtime helpers (rolldown-runtime) have no source of ours to map.
      if (!path.basename(file).startsWith("rolldown-runtime-")) expect(fs.existsSync(`${file}.map`), `${path.relative(DIST, file)}.map`).toBe(true);
    }
  });
});
