/**
 * Which Chromium the screenshot tests drive. No browser is ever downloaded: the tests use one already installed,
 * named by the environment variable AUGMENTED_CHROMIUM, else Debian's `/usr/bin/chromium`. Kept apart from
 * harness.ts (no playwright import) so the vitest global setup and its own test can use it cheaply.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_ENV = "AUGMENTED_CHROMIUM";
export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** A missing browser: the message says what to set; the stack adds nothing for a contributor, so it is dropped. */
export class ChromiumMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChromiumMissingError";
    this.stack = `${this.name}: ${message}`;
  }
}

/** The explanation shown when `path` (from the variable, or the default) is not there. */
export function chromiumMissingMessage(path: string, fromEnv: boolean): string {
  const where = fromEnv ? `${CHROMIUM_ENV}=${path} does not exist` : `no Chromium at ${DEFAULT_CHROMIUM} and ${CHROMIUM_ENV} is not set`;
  return [
    `The browser tests need Chromium or Google Chrome: ${where}.`,
    `Point ${CHROMIUM_ENV} at the browser's executable, e.g.`,
    `  Linux:   ${CHROMIUM_ENV}=/snap/bin/chromium npm run test:browser   (or apt-get install chromium)`,
    `  macOS:   ${CHROMIUM_ENV}="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm run test:browser`,
    `  Windows: set ${CHROMIUM_ENV}=C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe && npm run test:browser`,
  ].join("\n");
}

/** The executable to launch, or a ChromiumMissingError naming AUGMENTED_CHROMIUM. */
export function resolveChromium(env: Readonly<Record<string, string | undefined>> = process.env, exists: (path: string) => boolean = existsSync): string {
  const configured = env[CHROMIUM_ENV]?.trim();
  const path = configured || DEFAULT_CHROMIUM;
  if (!exists(path)) throw new ChromiumMissingError(chromiumMissingMessage(path, Boolean(configured)));
  return path;
}
