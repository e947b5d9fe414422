/**
 * Which Chromium the screenshot tests drive. No browser is ever downloaded: the tests use one already installed,
 * named by the environment variable AUGMENTED_CHROMIUM, else Debian's `/usr/bin/chromium`. Kept apart from
 * harness.ts (no playwright import) so the vitest global setup and its own test can use it cheaply.
 */
import { statSync } from "node:fs";

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

/** What is at `path`: nothing, a folder (e.g. a macOS `.app` bundle instead of the binary inside it), or a file. */
export type PathKind = "missing" | "folder" | "file";

function pathKind(path: string): PathKind {
  try {
    return statSync(path).isDirectory() ? "folder" : "file";
  } catch {
    return "missing";
  }
}

/** The explanation shown when `path` (from the variable, or the default) is not a browser executable. */
export function chromiumMissingMessage(path: string, fromEnv: boolean, kind: PathKind = "missing"): string {
  const where = !fromEnv
    ? `no Chromium at ${DEFAULT_CHROMIUM} and ${CHROMIUM_ENV} is not set`
    : kind === "folder"
      ? `${CHROMIUM_ENV}=${path} is a folder, not the browser's executable`
      : `${CHROMIUM_ENV}=${path} does not exist`;
  return [
    `The browser tests need Chromium or Google Chrome: ${where}.`,
    `Point ${CHROMIUM_ENV} at the browser's executable, e.g.`,
    `  Linux:      ${CHROMIUM_ENV}=/snap/bin/chromium npm run test:browser   (or apt-get install chromium)`,
    `  macOS:      ${CHROMIUM_ENV}="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm run test:browser`,
    `  Windows:    set "${CHROMIUM_ENV}=C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"   then   npm run test:browser`,
    `  PowerShell: $env:${CHROMIUM_ENV}="C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"; npm run test:browser`,
  ].join("\n");
}

/** The executable to launch, or a ChromiumMissingError naming AUGMENTED_CHROMIUM. */
export function resolveChromium(env: Readonly<Record<string, string | undefined>> = process.env, kindOf: (path: string) => PathKind = pathKind): string {
  const configured = env[CHROMIUM_ENV]?.trim();
  const path = configured || DEFAULT_CHROMIUM;
  const kind = kindOf(path);
  if (kind !== "file") throw new ChromiumMissingError(chromiumMissingMessage(path, Boolean(configured), kind));
  return path;
}
