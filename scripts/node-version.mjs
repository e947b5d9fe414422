// The Node.js versions the build and the tests need (package.json "engines"), checked before anything else runs:
// Vite 8 stops on an older Node with an error that names neither Node nor the version. Written in plain syntax
// so that an old Node still parses it and prints the message.
//
//   node scripts/node-version.mjs     exits 1 with the message on an unsupported Node; silent otherwise
//   import { nodeVersionProblem } from "./node-version.mjs"

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The range package.json states, as people read it. */
export const NODE_RANGE_TEXT = "20.19 or later on the 20 line, or 22.12 or later";

/**
 * Whether `version` ("20.19.0", "v22.12.1") is one the project runs on: 20.19+, 22.12+, or any later major.
 * 21 is an odd, unsupported line that Vite 8 does not support either.
 * @param {string} version
 */
export function isSupportedNode(version) {
  const parts = String(version).replace(/^v/, "").split(".").map(Number);
  const major = parts[0];
  const minor = parts[1] || 0;
  if (!(major >= 0) || !(minor >= 0)) return false;
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major > 22;
}

/**
 * The message for an unsupported Node, or null.
 * @param {string} [version] default: the running Node's
 */
export function nodeVersionProblem(version) {
  const running = version || process.versions.node;
  if (isSupportedNode(running)) return null;
  return "Augmented needs Node.js " + NODE_RANGE_TEXT + " (package.json \"engines\"); this is Node.js " + running +
    ". Install a supported Node.js (for example with nvm: nvm install 22) and run the command again.";
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/** package.json's engines.node, for the test that keeps it and this file in step. */
export function declaredNodeRange() {
  const pkg = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "package.json"), "utf8"));
  return pkg.engines && pkg.engines.node;
}
