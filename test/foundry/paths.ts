/** Where the repository is: two levels above this folder (test/foundry → repo root), with a trailing slash. */
import { resolve } from "node:path";

export const REPO_ROOT = `${resolve(import.meta.dirname, "../..")}/`;
