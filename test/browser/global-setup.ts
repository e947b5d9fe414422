/**
 * Vitest global setup of the browser project: before any file opens a page, say plainly (once, without a stack
 * trace) when there is no Chromium and how to point the tests at one; else start the one Chromium of the run.
 * Each test file connects to it (use-browser.ts) and works in contexts of its own (harness.ts: one reused page
 * per file, a fresh document per view; `open`: a fresh context per page), so files share the browser process,
 * never a page, a cookie or a cache. One launch per run
 * instead of one per file (CONTRIBUTING.md, "Where `npm test` spends its time").
 */
import type { TestProject } from "vitest/node";
import { ChromiumMissingError, resolveChromium } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket address of the run's Chromium (playwright's browser server). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project?: TestProject): Promise<(() => Promise<void>) | undefined> {
  let executablePath: string;
  try {
    executablePath = resolveChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  // Without a project (chromium.test.ts runs only the check above), nothing is launched.
  if (!project) return undefined;
  const { launchChromiumServer } = await import("./harness");
  const server = await launchChromiumServer(executablePath);
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
