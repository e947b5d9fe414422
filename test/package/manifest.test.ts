// The installable package: system.json is well formed for Foundry v13, and every file it names is in dist/.
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { githubRepositoryUrl, releaseManifest, releaseRepository } from "../../scripts/manifest.mjs";
import {
  DIST,
  ensureBuilt,
  jsSpecifiers,
  loadManifest,
  loadPackageJson,
  referencedFiles,
  RELEASE,
  ROOT,
  type SystemManifest,
  validateManifest,
} from "./manifest";

/** Files under `dir`, as sorted "/"-separated paths relative to it. */
function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out.sort();
}

let manifest: SystemManifest;
const pkg = loadPackageJson();

beforeAll(async () => {
  await ensureBuilt();
  manifest = loadManifest("dist");
}, 180_000);

describe("system.json", () => {
  it("has every field Foundry v13 reads, well formed", () => {
    expect(validateManifest(manifest, pkg.version)).toEqual([]);
    expect(validateManifest(loadManifest("source"), pkg.version)).toEqual([]);
  });

  it("describes the Augmented system", () => {
    expect(manifest.id).toBe("augmented");
    expect(manifest.title).toBe("Augmented: Cyborgs, Gearforged & Automail");
    expect(manifest.compatibility).toMatchObject({ minimum: "13", verified: "13" });
    // One ES module; the Quench batch is a developer module of its own (test/package/quench.test.ts).
    expect(manifest.esmodules).toEqual(["augmented.mjs"]);
    expect(manifest.styles).toEqual([{ src: "augmented.css", layer: "system" }]);
    expect(manifest.languages).toEqual([{ lang: "en", name: "English", path: "lang/en.json" }]);
    expect(manifest.grid).toMatchObject({ distance: 5, units: "ft" });
    expect(manifest.primaryTokenAttribute).toBe("attributes.hp");
    expect(manifest.initiative).toMatch(/^1d20\b/);
    // No `socket` flag: the system sends no socket messages of its own (requests travel as CONFIG.queries).
    expect(manifest.socket).toBeUndefined();
  });

  it("declares the actor and item types, with their rich-text fields", () => {
    const types = manifest.documentTypes ?? {};
    expect(Object.keys(types.Actor ?? {})).toContain("character");
    for (const type of Object.keys(types.Actor ?? {})) expect(types.Actor?.[type]?.htmlFields).toContain("biography");
    for (const [type, config] of Object.entries(types.Item ?? {})) {
      expect(config.htmlFields, `Item.${type}`).toContain("description");
    }
  });

  it("declares the compendiums, all in the Augmented folder", () => {
    const packs = Object.fromEntries((manifest.packs ?? []).map((p) => [p.name, p.type]));
    expect(packs).toMatchObject({ rules: "JournalEntry" });
    const folder = manifest.packFolders?.find((f) => f.name === "Augmented");
    expect(folder?.packs).toEqual(expect.arrayContaining(Object.keys(packs)));
  });

  it("has release URLs only when package.json or GitHub Actions names a repository", () => {
    const repo = releaseRepository(pkg);
    if (repo === null) {
      expect(manifest.url).toBeUndefined();
      expect(manifest.manifest).toBeUndefined();
      expect(manifest.download).toBeUndefined();
    } else {
      expect(manifest.url).toBe(repo);
      expect(manifest.manifest).toBe(`${repo}/releases/latest/download/system.json`);
      expect(manifest.download).toBe(`${repo}/releases/download/v${pkg.version}/augmented.zip`);
    }
  });

  it("derives release URLs from any form of a GitHub repository", () => {
    for (const form of [
      "owner/augmented",
      "github:owner/augmented",
      "https://github.com/owner/augmented",
      "git+https://github.com/owner/augmented.git",
      "git@github.com:owner/augmented.git",
      { type: "git", url: "https://github.com/owner/augmented.git" },
    ]) {
      expect(githubRepositoryUrl(form), JSON.stringify(form)).toBe("https://github.com/owner/augmented");
    }
    expect(githubRepositoryUrl(undefined)).toBeNull();
    const released = releaseManifest({ id: "augmented", version: "0.0.0" }, { version: "1.2.3", repository: "owner/augmented" }, "augmented.zip");
    expect(released).toMatchObject({
      version: "1.2.3",
      manifest: "https://github.com/owner/augmented/releases/latest/download/system.json",
      download: "https://github.com/owner/augmented/releases/download/v1.2.3/augmented.zip",
    });
    expect(() => releaseManifest({}, { version: "1.0.0", repository: "https://gitlab.com/x/y" }, "augmented.zip")).toThrow(/GitHub/);
    // On a GitHub Actions runner without a repository in package.json, the repository being built.
    expect(releaseManifest({}, { version: "2.0.0" }, "augmented.zip", { GITHUB_REPOSITORY: "someone/augmented" })).toMatchObject({
      manifest: "https://github.com/someone/augmented/releases/latest/download/system.json",
      download: "https://github.com/someone/augmented/releases/download/v2.0.0/augmented.zip",
    });
    expect(releaseManifest({}, { version: "2.0.0", repository: "owner/augmented" }, "augmented.zip", { GITHUB_REPOSITORY: "fork/augmented" }).url).toBe(
      "https://github.com/owner/augmented",
    );
    expect(releaseManifest({ manifest: "old" }, { version: "2.0.0" }, "augmented.zip", {})).not.toHaveProperty("manifest");
  });
});

describe("dist/", () => {
  it("contains every file system.json names", () => {
    const missing = referencedFiles(manifest).filter((file) => !fs.existsSync(path.join(DIST, file)));
    expect(missing).toEqual([]);
  });

  it("has one self-contained ES module with its source map", () => {
    const file = path.join(DIST, "augmented.mjs");
    // Foundry is reached through globals (a bare import would fail to resolve in the browser), and the system's own
    // code is all in this file.
    expect(jsSpecifiers(file)).toEqual({ imports: [], dynamic: [] });
    expect(fs.readFileSync(file, "utf8")).toMatch(/\/\/# sourceMappingURL=augmented\.mjs\.map\s*$/);
    const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as { sources: string[] };
    expect(map.sources.some((s) => s.endsWith("src/index.ts"))).toBe(true);
  });

  it("is minified and keeps the class names Foundry derives sheet ids from (docs/ARCHITECTURE.md, Build)", () => {
    const code = fs.readFileSync(path.join(DIST, "augmented.mjs"), "utf8");
    // Unminified, the bundle has thousands of indented lines; minified, none.
    expect(code.match(/\n {2,}\S/g) ?? []).toHaveLength(0);
    // A sheet registered as `augmented.CharacterSheet` must keep that id in worlds' sheet preferences.
    for (const name of ["CharacterSheet", "NpcSheet", "ItemSheet"]) expect(code, name).toMatch(new RegExp(`class ${name} extends`));
  });

  it("has one stylesheet with every local @import inlined", () => {
    const css = fs.readFileSync(path.join(DIST, "augmented.css"), "utf8");
    const imports = [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)].map((m) => m[1]);
    expect(imports.filter((url) => !/^(?:https?:)?\/\//.test(url))).toEqual([]);
  });

  it("ships templates, language files, license and readme from the repository", () => {
    for (const dir of ["templates", "lang"]) {
      expect(listFiles(path.join(DIST, dir)), dir).toEqual(listFiles(path.join(ROOT, dir)).filter((f) => !path.basename(f).startsWith(".")));
    }
    for (const language of manifest.languages ?? []) {
      expect(() => JSON.parse(fs.readFileSync(path.join(DIST, language.path), "utf8")), language.path).not.toThrow();
    }
    expect(fs.readFileSync(path.join(DIST, "LICENSE"), "utf8")).toMatch(/MIT License[\s\S]*Copyright \(c\) 2026 The Augmented developers/);
    expect(fs.existsSync(path.join(DIST, "README.md"))).toBe(true);
  });
});

describe("release/", () => {
  it("zips dist/ with system.json at the top, next to a copy of the manifest", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(RELEASE, "augmented.zip")));
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name)
      .sort();
    expect(names).toEqual(listFiles(DIST));
    const zipped = JSON.parse(await zip.file("system.json")!.async("string")) as SystemManifest;
    expect(zipped).toEqual(manifest);
    expect(JSON.parse(fs.readFileSync(path.join(RELEASE, "system.json"), "utf8"))).toEqual(manifest);
  });
});
