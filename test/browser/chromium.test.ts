/**
 * Which browser the screenshot tests drive, and what a contributor without one is told. Launches no Chromium.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ENV, ChromiumMissingError, DEFAULT_CHROMIUM, resolveChromium } from "./chromium";
import { REPO } from "./harness";

describe("the Chromium the browser tests launch", () => {
  it("is AUGMENTED_CHROMIUM when set, else /usr/bin/chromium", () => {
    const exists = (path: string) => (path === "/opt/chrome/chrome" || path === DEFAULT_CHROMIUM ? "file" : "missing");
    expect(resolveChromium({ [CHROMIUM_ENV]: "/opt/chrome/chrome" }, exists)).toBe("/opt/chrome/chrome");
    expect(resolveChromium({}, exists)).toBe(DEFAULT_CHROMIUM);
    expect(resolveChromium({ [CHROMIUM_ENV]: "  " }, exists)).toBe(DEFAULT_CHROMIUM);
  });

  it("a missing browser is refused with a message naming AUGMENTED_CHROMIUM, for the default and a set path", () => {
    const none = () => "missing" as const;
    expect(() => resolveChromium({}, none)).toThrow(ChromiumMissingError);
    expect(() => resolveChromium({}, none)).toThrow(/no Chromium at \/usr\/bin\/chromium and AUGMENTED_CHROMIUM is not set/);
    expect(() => resolveChromium({ [CHROMIUM_ENV]: "/nowhere/chrome" }, none)).toThrow(/AUGMENTED_CHROMIUM=\/nowhere\/chrome does not exist/);

    // Every message says how to set the variable on each system, the Windows shells included.
    try {
      resolveChromium({}, none);
    } catch (error) {
      const message = (error as Error).message;
      for (const line of ["Linux:", "macOS:", 'set "AUGMENTED_CHROMIUM=', "$env:AUGMENTED_CHROMIUM="]) expect(message).toContain(line);
    }
  });

  it("a folder (a macOS .app bundle) is refused as not the executable", () => {
    const folder = () => "folder" as const;
    expect(() => resolveChromium({ [CHROMIUM_ENV]: "/Applications/Google Chrome.app" }, folder)).toThrow(/Google Chrome\.app is a folder, not the browser's executable/);
  });

  it("the test run stops with that message and no stack trace when the browser is missing", () => {
    const setup = join(REPO, "test", "browser", "global-setup.ts");
    const tsx = join(REPO, "node_modules", ".bin", "tsx");
    const run = spawnSync(tsx, ["-e", `import setup from ${JSON.stringify(setup)}; setup(); console.log("launched anyway");`], {
      env: { ...process.env, [CHROMIUM_ENV]: "/nowhere/chrome" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("launched anyway");
    expect(run.stderr).toContain("AUGMENTED_CHROMIUM=/nowhere/chrome does not exist");
    expect(run.stderr).toContain("Point AUGMENTED_CHROMIUM at the browser's executable");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("a folder given in AUGMENTED_CHROMIUM stops the run the same way", () => {
    const setup = join(REPO, "test", "browser", "global-setup.ts");
    const tsx = join(REPO, "node_modules", ".bin", "tsx");
    const run = spawnSync(tsx, ["-e", `import setup from ${JSON.stringify(setup)}; setup(); console.log("launched anyway");`], {
      env: { ...process.env, [CHROMIUM_ENV]: REPO },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("launched anyway");
    expect(run.stderr).toContain("is a folder, not the browser's executable");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
