// Imported first by the build, test and bench scripts: stops with a clear message on an unsupported Node.js
// before any dependency is loaded (scripts/node-version.mjs says which versions).
import { nodeVersionProblem } from "./node-version.mjs";

const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
