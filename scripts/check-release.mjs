#!/usr/bin/env node
// The release workflow's checks (.github/workflows/release.yml), on the tag it runs for:
//
//   node scripts/check-release.mjs --inputs   before the build: the tag is v<package.json version>, and
//                                             package.json's "repository", when set, is the repository the
//                                             workflow runs in
//   node scripts/check-release.mjs            after the build: release/ holds what the workflow uploads, each
//                                             manifest's version and URLs right, every file it names in its zip
//
// Reads GITHUB_REF_NAME (the tag) and GITHUB_REPOSITORY ("owner/name"), which GitHub Actions sets. Prints each
// problem naming the package file and the field, and exits 1 on any, so nothing is uploaded.

import "./require-node.mjs";
import fs from "node:fs";
import path from "node:path";
import { githubRepositoryUrl } from "./manifest.mjs";
import { checkRelease, checkReleaseInputs, RELEASE_ASSETS, ROOT } from "./release.mjs";

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const tag = process.env.GITHUB_REF_NAME ?? "";
const repo = githubRepositoryUrl(process.env.GITHUB_REPOSITORY);
const declaredRepo = pkg.repository === undefined ? null : githubRepositoryUrl(pkg.repository);

let problems = checkReleaseInputs({ tag, repo, version: pkg.version, declaredRepo });
if (!process.argv.includes("--inputs") && problems.length === 0 && repo) {
  problems = await checkRelease(path.join(ROOT, "release"), { tag, repo, version: pkg.version });
}
if (problems.length) {
  console.error(`release check failed (${tag || "no tag"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(process.argv.includes("--inputs") ? `release ${tag}: tag and repository agree with package.json` : `release ${tag}: ${RELEASE_ASSETS.join(", ")} checked`);
