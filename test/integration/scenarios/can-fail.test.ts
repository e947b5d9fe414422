/**
 * The shared scenarios and their recorders can fail: a deprecation warning logged while a sheet renders fails
 * the boot scenario; the console recorder passes lines through, keeps only compatibility warnings and, in a live
 * world, leaves out other packages' own. Issue 23 item 6: boot-clean fails when a collection does not list its
 * invalid documents; npc-token-damage when the system leaves a token's HP above a lowered maximum;
 * grid-measure when a diagonal is measured wrong; set-trait-effect when the system does not split Set entries.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scenario } from "../../scenarios";
import { recordCompatibilityLines } from "../../scenarios/console-recorder";
import { onHook } from "../../scenarios/support";
import { runOnStandin } from "./standin-harness";
import { SquareGrid } from "../../foundry/grid";

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

  /** The scenario with `breakIt` done first (on the client the scenario runs on), undone after. */
  function broken(id: string, breakIt: () => () => void) {
    const subject = scenario(id);
    return {
      ...subject,
      async run(h: Parameters<typeof subject.run>[0]) {
        const undo = breakIt();
        try {
          await subject.run(h);
        } finally {
          undo();
        }
      },
    };
  }

  it("boot-clean fails when the actor collection does not list its invalid documents", async () => {
    const failing = broken("boot-clean", () => {
      const actors = game.actors as unknown as object; // cast: the world collection, patched for this test
      Object.defineProperty(actors, "invalidDocumentIds", { value: undefined, configurable: true });
      return () => void delete (actors as { invalidDocumentIds?: unknown }).invalidDocumentIds;
    });
    await expect(runOnStandin(failing)).rejects.toThrow(/Actor collection lists its invalid documents/);
  });

  it("npc-token-damage fails when the system does not bring a token's HP down with its world actor's maximum", async () => {
    const failing = broken("npc-token-damage", () => {
      // cast: the configured Actor class's prototype, patched so the system finds no dependent tokens.
      const proto = CONFIG.Actor.documentClass.prototype as unknown as { getDependentTokens: () => unknown[] };
      const original = proto.getDependentTokens;
      proto.getDependentTokens = () => [];
      return () => void (proto.getDependentTokens = original);
    });
    await expect(runOnStandin(failing)).rejects.toThrow(/validation|HP|maximum/i);
  });

  it("grid-measure fails when a diagonal path is measured wrong", async () => {
    const failing = broken("grid-measure", () => {
      const original = SquareGrid.prototype.measurePath;
      vi.spyOn(SquareGrid.prototype, "measurePath").mockImplementation(function (this: SquareGrid, waypoints, options) {
        const result = original.call(this, waypoints, options);
        const [a, b] = waypoints as Array<{ y?: number }>; // cast: the scenario measures pixel points
        return a && b && a.y !== b.y ? { ...result, distance: result.distance + 5 } : result;
      });
      return () => vi.restoreAllMocks();
    });
    await expect(runOnStandin(failing)).rejects.toThrow(/5 across and 3 down/);
  });

  it("set-trait-effect fails when the system leaves Set entries to Foundry's field handling (no comma split)", async () => {
    const failing = broken("set-trait-effect", () => {
      // Both generations' field paths (src/compat/active-effects.ts): v13's static applyField, v14's applyChangeField.
      const methods = ["applyField", "applyChangeField"];
      const cls = CONFIG.ActiveEffect.documentClass as unknown as Record<string, unknown>; // cast: statics the community types do not declare
      // Foundry's own (the stand-in's ActiveEffect), above the system's classes in the chain.
      const foundryOwn = ActiveEffect as unknown as Record<string, unknown>; // cast: as above
      for (const method of methods) Object.defineProperty(cls, method, { value: foundryOwn[method], configurable: true, writable: true });
      return () => methods.forEach((method) => delete cls[method]);
    });
    await expect(runOnStandin(failing)).rejects.toThrow(/comma-separated/);
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
