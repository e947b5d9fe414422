/**
 * Entry of dist/augmented-quench.mjs: the shared scenarios (test/scenarios) as Quench batches, for a GM to run
 * inside a live Foundry v13 world (README, "Running the Quench batch in Foundry").
 *
 * How it stays out of worlds without Quench: system.json lists this file in `esmodules` (a system cannot load
 * a script conditionally from its manifest, and importing it from src/ would put test code into the system
 * bundle). Loading it defines functions and adds two listeners, and nothing else happens unless Quench is there:
 * - `quenchReady` is fired only by the Quench module (in its `setup`), so without Quench the batches and the
 *   player agent are never registered. It is Quench's current registration API: deprecated in 0.5.0, then
 *   de-deprecated (Ethaks/FVTT-Quench commit 2b42e86, "de-deprecate usage of the `quenchReady` hook"); its
 *   README documents it ("indicates when Quench is ready for you to start registering batches") and
 *   src/module/quench-init.ts fires it with the Quench instance;
 * - the `init` listener returns at once unless `game.modules.get("quench")?.active`; with Quench it records
 *   compatibility warnings until `ready`, with `CONFIG.compatibility.mode` at ERROR meanwhile (then put back),
 *   for the boot scenario.
 * It is listed before augmented.mjs so that, loaded in manifest order, its `init` listener runs before the
 * system's and the recording covers the system's own `init`.
 */
import { SCENARIOS } from "../test/scenarios";
import { recordCompatibilityLines } from "../test/scenarios/console-recorder";
import { registerPlayerAgent } from "./agent";
import { compatibilityConfig, errorMode } from "./harness";
import { type QuenchLike, registerQuenchBatches } from "./register";

const bootWarnings: string[] = [];

Hooks.once("init", () => {
  if (!game.modules?.get("quench")?.active) return;
  const recorder = recordCompatibilityLines({ othersIgnored: true });
  const config = compatibilityConfig();
  const mode = config?.mode;
  if (config) config.mode = errorMode();
  Hooks.once("ready", () => {
    recorder.stop();
    if (config && mode !== undefined) config.mode = mode;
    bootWarnings.push(...recorder.lines);
  });
});

// cast: the hook Quench fires with its instance; not in the core hook types.
(Hooks as unknown as { once(name: string, fn: (quench: QuenchLike) => void): number }).once("quenchReady", (quench) => {
  registerPlayerAgent(SCENARIOS);
  registerQuenchBatches(quench, bootWarnings);
});
