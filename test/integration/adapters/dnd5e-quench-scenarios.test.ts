// The dnd5e-world scenarios (test/scenarios/dnd5e/cyborg.ts) on the dnd5e stand-in with the companion module;
// Quench runs the same functions in a live dnd5e world (quench/index.ts).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { DND5E_SCENARIOS } from "../../scenarios/dnd5e/cyborg";
import { DND5E_WORLD_SCENARIOS } from "../../scenarios/dnd5e";
import { runOnStandin } from "../scenarios/standin-harness";
import { createModuleWorld } from "./dnd5e-module-world";
import type { World } from "../../foundry";
import { langKeys } from "../../../scripts/module-lang.mjs";

/** Every key of the system's strings, which the module ships a subset of (scripts/module-lang.mjs). */
const SYSTEM_KEYS = new Set(langKeys(JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>));

describe("the dnd5e Quench scenarios on the stand-in", () => {
  for (const subject of DND5E_SCENARIOS) {
    it(`${subject.proves}: ${subject.title}`, async () => {
      let world: World | null = null;
      await runOnStandin(subject, { boot: async () => (world = await createModuleWorld()) });
      // The module's lang file is a subset of the system's: no string the scenario asked for was left out of it.
      const missed = (world as World | null)?.clients.flatMap((client) => [...(client.game.i18n as unknown as { missed: Set<string> }).missed]) ?? [];
      expect(missed.filter((key) => SYSTEM_KEYS.has(key))).toEqual([]);
    });
  }
});

interface FakeBatch {
  key: string;
  displayName?: string;
}

describe("quench/index.ts in a dnd5e world", () => {
  it("registers one batch per dnd5e scenario (the Cyborg's, then the Gearforged and Automail lines') at setup when the companion module is active", async () => {
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
    expect(batches.map((b) => b.key)).toEqual(DND5E_WORLD_SCENARIOS.map((s) => `augmented.${s.id}`));
    expect(batches.map((b) => b.displayName)).toEqual(DND5E_WORLD_SCENARIOS.map((s) => `AUGMENTED: ${s.title}`));
    // The scenarios a GM runs in a real dnd5e world: the Cyborg's and the stand-in's assumption checked there, then
    // the Gearforged and Automail lines' (test/integration/adapters/dnd5e-quench-lines.test.ts runs those here).
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
        "dnd5e-gearforged-line",
        "dnd5e-gearforged-species",
        "dnd5e-gearforged-refusals",
        "dnd5e-gearforged-claw-arm-laser",
        "dnd5e-gearforged-quick-fix-jet-pack",
        "dnd5e-gearforged-maintenance",
        "dnd5e-gearforged-stabilize",
        "dnd5e-thirteenth-age-heal-gate",
        "dnd5e-gearforged-window",
        "dnd5e-automail-line",
        "dnd5e-automail-port",
        "dnd5e-automail-attach",
        "dnd5e-automail-limb-damage",
        "dnd5e-automail-window",
      ].map((id) => `augmented.${id}`),
    );
  });
});
