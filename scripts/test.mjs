// `npm test`: typecheck, lint, build, then every vitest project. Typecheck and lint are single-threaded, so they
// run beside `build → vitest run` instead of before it (CONTRIBUTING.md, "Where `npm test` spends its time").
// Vitest's output streams as it comes; typecheck's and lint's are held and printed whole when each ends, so lines
// never interleave. Every step runs to its end; the command exits non-zero if any step failed and names each one.
// Arguments go to `vitest run` (`npm test -- --project unit`).

import "./require-node.mjs";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
const NPX = process.platform === "win32" ? "npx.cmd" : "npx";

/** Runs one command; resolves with its exit code and, when `hold`, its output (stdout and stderr in order). */
function run(command, args, hold) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (hold) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const failed = [];
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** A held step: its output printed whole when it ends, with its name and result. */
async function held(name) {
  const { code, output } = await run(NPM, ["run", "--silent", name], true);
  if (code !== 0) failed.push(name);
  const text = output.trimEnd();
  process.stdout.write(`\n==> npm run ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} at ${seconds()}\n${text ? `${text}\n` : ""}`);
}

/** Build, then vitest (it needs dist/ for test/package); vitest does not start when the build fails. */
async function buildAndVitest() {
  const build = await run(NPM, ["run", "--silent", "build"], false);
  if (build.code !== 0) {
    failed.push("build");
    return;
  }
  const vitest = await run(NPX, ["vitest", "run", ...process.argv.slice(2)], false);
  if (vitest.code !== 0) failed.push("vitest run");
}

await Promise.all([held("typecheck"), held("lint"), buildAndVitest()]);
if (failed.length) {
  process.stderr.write(`\nnpm test FAILED after ${seconds()}: ${failed.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write(`\nnpm test passed in ${seconds()} (typecheck, lint, build, vitest run)\n`);
