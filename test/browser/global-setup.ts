/**
 * Vitest global setup of the browser project: before any file launches Chromium, say plainly (once, without a
 * stack trace) when there is none and how to point the tests at one.
 */
import { ChromiumMissingError, resolveChromium } from "./chromium";

export default function setup(): void {
  try {
    resolveChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
