// One tagged release installs both packages: what the release workflow uploads (.github/workflows/release.yml),
// the checks it runs before uploading (scripts/check-release.mjs → scripts/release.mjs), and the README's install
// and build steps that point at it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { load as loadYaml } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { githubRepositoryUrl, latestManifestUrl } from "../../scripts/manifest.mjs";
import { checkRelease, checkReleaseInputs, packageRelease, RELEASE_ASSETS, RELEASE_PACKAGES } from "../../scripts/release.mjs";
import { declaredNodeRange, isSupportedNode, nodeVersionProblem } from "../../scripts/node-version.mjs";
import { ensureBuilt, loadPackageJson, ROOT } from "./manifest";

const pkg = loadPackageJson();
const read = (name: string) => fs.readFileSync(path.join(ROOT, name), "utf8");
const REPO = "https://github.com/example-owner/augmented";
const TAG = `v${pkg.version}`;

interface WorkflowStep {
  name?: string;
  run?: string;
  uses?: string;
  with?: { files?: string };
}
const workflow = loadYaml(read(".github/workflows/release.yml")) as { on: { push: { tags: string[] } }; jobs: { release: { steps: WorkflowStep[] } } };
const steps = workflow.jobs.release.steps;

let out: string;
beforeAll(async () => {
  await ensureBuilt();
  out = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-release-"));
  await packageRelease({ outDir: out, repo: REPO, version: pkg.version });
}, 180_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** A copy of the packaged release to spoil in one test. */
function spoiledCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-release-spoiled-"));
  for (const name of RELEASE_ASSETS) fs.copyFileSync(path.join(out, name), path.join(dir, name));
  return dir;
}

describe("the release workflow", () => {
  it("runs on a v* tag and uploads the four files, the system's and the module's manifest and zip", () => {
    expect(workflow.on.push.tags).toEqual(["v*"]);
    expect(RELEASE_ASSETS).toEqual(["system.json", "augmented.zip", "module.json", "augmented-dnd5e.zip"]);
    const upload = steps.find((step) => step.uses?.startsWith("softprops/action-gh-release"));
    const files = (upload?.with?.files ?? "").split("\n").map((line) => line.trim()).filter(Boolean);
    expect(files).toEqual(RELEASE_ASSETS.map((name) => `release/${name}`));
  });

  it("checks the tag before it builds, and what it uploads before uploading", () => {
    const order = steps.map((step) => step.run ?? step.uses ?? "");
    const inputs = order.indexOf("node scripts/check-release.mjs --inputs");
    const build = order.indexOf(".ci/run");
    const check = order.indexOf("node scripts/check-release.mjs");
    const upload = order.findIndex((step) => step.startsWith("softprops/action-gh-release"));
    expect([inputs, build, check, upload].every((i) => i >= 0)).toBe(true);
    expect(inputs).toBeLessThan(build);
    expect(build).toBeLessThan(check);
    expect(check).toBeLessThan(upload);
  });
});

describe("what a release uploads", () => {
  it("passes every check: versions, URLs of the repository, the zips' own manifests, the files they name", async () => {
    expect(await checkRelease(out, { tag: TAG, repo: REPO, version: pkg.version })).toEqual([]);
    const module = JSON.parse(fs.readFileSync(path.join(out, "module.json"), "utf8")) as Record<string, unknown>;
    expect(module).toMatchObject({
      version: pkg.version,
      manifest: `${REPO}/releases/latest/download/module.json`,
      download: `${REPO}/releases/download/${TAG}/augmented-dnd5e.zip`,
    });
  });

  it("ships READMEs whose relative links all lead to files in their own package", async () => {
    for (const { zipName } of RELEASE_PACKAGES) {
      const zip = await JSZip.loadAsync(fs.readFileSync(path.join(out, zipName)));
      const readme = await zip.file("README.md")!.async("string");
      const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith("#"));
      for (const target of relative) expect(zip.file(target), `${zipName}: ${target}`).not.toBeNull();
    }
  });

  it("fails naming the field: a tag that is not the version, a URL of another repository, a file missing from a zip", async () => {
    expect(checkReleaseInputs({ tag: "v9.9.9", repo: REPO, version: pkg.version, declaredRepo: null })).toEqual([
      expect.stringMatching(/^tag: v9\.9\.9 does not match package\.json "version"/),
    ]);
    expect(checkReleaseInputs({ tag: TAG, repo: REPO, version: pkg.version, declaredRepo: "https://github.com/upstream/augmented" })).toEqual([
      expect.stringMatching(/^package\.json "repository"/),
    ]);
    expect(checkReleaseInputs({ tag: TAG, repo: REPO, version: pkg.version, declaredRepo: REPO })).toEqual([]);

    expect(await checkRelease(out, { tag: "v9.9.9", repo: REPO, version: "9.9.9" })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^system\.json version: /), expect.stringMatching(/^module\.json download: /)]),
    );
    expect(await checkRelease(out, { tag: TAG, repo: "https://github.com/fork/augmented", version: pkg.version })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^system\.json manifest: /), expect.stringMatching(/^module\.json url: /)]),
    );

    const dir = spoiledCopy();
    try {
      const zip = await JSZip.loadAsync(fs.readFileSync(path.join(dir, "augmented-dnd5e.zip")));
      zip.remove("lang/en.json");
      zip.file("README.md", "See [the rules](docs/gm/cyborg.md).\n");
      fs.writeFileSync(path.join(dir, "augmented-dnd5e.zip"), await zip.generateAsync({ type: "nodebuffer" }));
      const problems = await checkRelease(dir, { tag: TAG, repo: REPO, version: pkg.version });
      expect(problems).toEqual([
        "module.json names lang/en.json, which is not in augmented-dnd5e.zip",
        "augmented-dnd5e.zip README.md links docs/gm/cyborg.md, which is not in the package",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the README", () => {
  const readme = read("README.md");

  it("gives each package's manifest URL as the release uploads it, with nothing to fill in by hand", () => {
    expect(readme).not.toMatch(/<owner>|<repo>/);
    const repo = githubRepositoryUrl(pkg.repository);
    for (const { manifestName } of RELEASE_PACKAGES) {
      // Without a repository in package.json the README says where to copy the link; with one, the link itself.
      expect(readme).toContain(repo ? latestManifestUrl(repo, manifestName) : `/releases/latest/download/${manifestName}`);
      expect(RELEASE_ASSETS).toContain(manifestName);
    }
  });

  it("names the build command and the test command .ci/run calls, near the top, and where the packages land", () => {
    const build = readme.indexOf("## Build from source");
    expect(build).toBeGreaterThan(0);
    expect(build).toBeLessThan(readme.indexOf("## A two-minute start"));
    const part = readme.slice(build, readme.indexOf("\n## ", build + 1));
    expect(part).toContain("npm ci && npm run build");
    expect(part).toContain("npm test");
    expect(read(".ci/run")).toMatch(/^npm test$/m);
    for (const folder of ["dist/", "dist-dnd5e/augmented-dnd5e/", "Data/systems/augmented", "Data/modules/augmented-dnd5e"]) expect(part).toContain(folder);
  });

  it("says which Foundry and dnd5e versions each package is verified on, as the manifests do", () => {
    const system = JSON.parse(read("system.json")) as { compatibility: { verified: string } };
    const module = JSON.parse(read("src/adapters/dnd5e/module.json")) as { relationships: { systems: { compatibility: { verified: string } }[] } };
    expect(readme).toContain(`Verified on **Foundry ${system.compatibility.verified}**`);
    expect(readme).toContain(`verified ${module.relationships.systems[0]!.compatibility.verified}`);
    // dnd5e 6.0 is checked only against its published data paths (src/adapters/dnd5e/host.ts), and the README says so.
    expect(readme).toContain("**6.0.x** only from its published data paths");
  });
});

describe("the Node.js versions", () => {
  it("package.json states them, npm enforces them at install, and the scripts check them first", () => {
    expect(declaredNodeRange()).toBe("^20.19.0 || >=22.12.0");
    expect(read(".npmrc")).toMatch(/^engine-strict=true$/m);
    expect(pkg.scripts?.preinstall).toBe("node scripts/node-version.mjs");
    for (const script of ["build.mjs", "test.mjs", "bench.mjs", "check-release.mjs"]) {
      const firstImport = /^import .*$/m.exec(read(`scripts/${script}`))?.[0];
      expect(firstImport, script).toBe('import "./require-node.mjs";');
    }
  });

  it("accepts exactly the range package.json states, and says which version is needed", () => {
    const cases: [string, boolean][] = [
      ["18.20.4", false],
      ["20.18.3", false],
      ["20.19.0", true],
      ["20.20.2", true],
      ["21.7.3", false],
      ["22.11.0", false],
      ["22.12.0", true],
      ["23.0.0", true],
      ["24.4.1", true],
      ["v22.12.0", true],
    ];
    for (const [version, ok] of cases) expect(isSupportedNode(version), version).toBe(ok);
    expect(nodeVersionProblem("18.20.4")).toMatch(/needs Node\.js 20\.19 or later on the 20 line, or 22\.12 or later.*this is Node\.js 18\.20\.4/);
    expect(nodeVersionProblem("22.12.0")).toBeNull();
  });
});
