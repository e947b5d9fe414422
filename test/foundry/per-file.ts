/**
 * Set-up file of the integration and browser projects (vitest.config.ts `setupFiles`), evaluated again for every
 * test file.
 *
 * The projects run their files in shared workers (`isolate: false`): a worker keeps its module graph, its happy-dom
 * window and the system copies it evaluated from one file to the next, which saves each file vitest's worker
 * start, the environment and the system's bundle per client (CONTRIBUTING.md, "Where `npm test` spends its
 * time"). So that no file sees what another left, each file ends with the stand-in's reset (world.ts
 * `endTestFile`) and with the globals it stubbed given back; vitest itself restores every `vi.spyOn` after a file.
 */
import { afterAll, vi } from "vitest";
import { endTestFile } from "./world";

afterAll(async () => {
  await endTestFile();
  vi.unstubAllGlobals();
});
