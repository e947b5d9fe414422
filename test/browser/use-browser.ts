/** Vitest wiring of the screenshot harness (kept apart so the benchmarks can use harness.ts outside vitest). */
import { afterAll, beforeAll, inject } from "vitest";
import { ScreenshotHarness } from "./harness";

/** The run's Chromium (global-setup.ts) for the calling test file: connected in beforeAll, disconnected in afterAll. */
export function useBrowser(): () => ScreenshotHarness {
  let harness: ScreenshotHarness | null = null;
  beforeAll(async () => {
    harness = await ScreenshotHarness.connect(inject("chromiumEndpoint"));
  });
  afterAll(async () => {
    await harness?.close();
    harness = null;
  });
  return () => {
    if (!harness) throw new Error("useBrowser(): Chromium is not running (call it at the top of a describe block)");
    return harness;
  };
}
