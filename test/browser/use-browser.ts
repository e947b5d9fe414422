/** Vitest wiring of the screenshot harness (kept apart so the benchmarks can use harness.ts outside vitest). */
import { afterAll, beforeAll } from "vitest";
import { ScreenshotHarness } from "./harness";

/** One Chromium for the calling test file: launched in beforeAll, closed in afterAll. */
export function useBrowser(): () => ScreenshotHarness {
  let harness: ScreenshotHarness | null = null;
  beforeAll(async () => {
    harness = await ScreenshotHarness.launch();
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
