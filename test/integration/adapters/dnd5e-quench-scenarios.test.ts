// The dnd5e-world scenarios (test/scenarios/dnd5e/cyborg.ts) on the dnd5e stand-in with the companion module;
// Quench runs the same functions in a live dnd5e world (quench/index.ts).
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { DND5E_SCENARIOS } from "../../scenarios/dnd5e/cyborg";
import { runOnStandin } from "../scenarios/standin-harness";
import { createModuleWorld } from "./dnd5e-module-world";

describe("the dnd5e Quench scenarios on the stand-in", () => {
  for (const subject of DND5E_SCENARIOS) {
    it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject, { boot: () => createModuleWorld() }));
  }
});

interface FakeBatch {
  key: string;
  displayName?: string;
}

describe("quench/index.ts in a dnd5e world", () => {
  it("registers one batch per dnd5e scenario at setup when the companion module is active", async () => {
    await createModuleWorld();
    const batches: FakeBatch[] = [];
    // cast: the global the Quench module defines after init (Quench's README, "Usage"), faked with what index.ts calls.
    const global = globalThis as { quench?: unknown };
    global.quench = { registerBatch: (key: string, _fn: unknown, options?: { displayName?: string }) => void batches.push({ key, displayName: options?.displayName }) };
    onTestFinished(() => void delete global.quench);
    // Its own evaluation of the file (it registers when evaluated): the worker may have evaluated quench/index.ts
    // for an earlier file (test/foundry/README.md, "One worker, many files").
    await import(/* @vite-ignore */ `${resolve(import.meta.dirname, "../../../quench/index.ts")}?evaluation=${randomUUID()}`);
    expect(batches).toEqual([]);
    Hooks.callAll("setup");
    expect(batches.map((b) => b.key)).toEqual(DND5E_SCENARIOS.map((s) => `augmented.${s.id}`));
    expect(batches.map((b) => b.displayName)).toEqual(DND5E_SCENARIOS.map((s) => `AUGMENTED: ${s.title}`));
    // The Cyborg scenarios a GM runs in a real dnd5e world, and the stand-in's assumption checked there.
    expect(batches.map((b) => b.key)).toEqual(
      [
        "dnd5e-species-drop",
        "dnd5e-compendium-install",
        "dnd5e-integrity-save",
        "dnd5e-long-rest",
        "dnd5e-damage-card",
        "dnd5e-token-hud",
        "dnd5e-massive-damage",
        "dnd5e-body-map-control",
        "dnd5e-module-boot",
      ].map((id) => `augmented.${id}`),
    );
  });
});
