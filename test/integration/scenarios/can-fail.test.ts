/**
 * The shared scenarios and their recorders can fail: a deprecation warning logged while a sheet renders fails
 * the boot scenario; the console recorder passes lines through, keeps only compatibility warnings and, in a live
 * world, leaves out other packages' own.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scenario } from "../../scenarios";
import { recordCompatibilityLines } from "../../scenarios/console-recorder";
import { onHook } from "../../scenarios/support";
import { runOnStandin } from "./standin-harness";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("scenario checks can fail", () => {
  it("boot-clean fails when a compatibility warning is logged while a sheet renders", async () => {
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const subject = scenario("boot-clean");
    const run = subject.run;
    // The same scenario, with one deprecated call made while a character sheet renders.
    const failing = {
      ...subject,
      async run(h: Parameters<typeof run>[0]) {
        const stop = onHook("renderActorSheetV2", () => console.warn("Deprecated since Version 13: a test deprecation"));
        try {
          await run(h);
        } finally {
          stop();
        }
      },
    };
    await expect(runOnStandin(failing)).rejects.toThrow(/compatibility warnings while every type was created.*a test deprecation/s);
    expect(quiet).toHaveBeenCalled();
  });

  it("the console recorder keeps compatibility lines only, passes everything through, and can ignore other packages", () => {
    const written: unknown[][] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void written.push(args));
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void written.push(args));
    const all = recordCompatibilityLines();
    const ours = recordCompatibilityLines({ othersIgnored: true });
    console.warn("nothing to see");
    console.error(Object.assign(new Error("Deprecated since Version 13"), { stack: "Error: Deprecated\n at http://localhost:30000/modules/quench/quench.js:1" }));
    console.error(Object.assign(new Error("Deprecated since Version 13"), { stack: "Error: Deprecated\n at http://localhost:30000/systems/augmented/augmented.mjs:1\n at http://localhost:30000/modules/quench/quench.js:1" }));
    ours.stop();
    all.stop();
    expect(written).toHaveLength(3);
    expect(all.lines).toHaveLength(2);
    expect(ours.lines).toHaveLength(1);
    expect(ours.lines[0]).toContain("systems/augmented/");
  });
});
