/**
 * Entry of the developers' Quench package, dist-quench/augmented-quench/augmented-quench.mjs: the shared scenarios
 * (test/scenarios) as Quench batches (in a dnd5e world with Augmented for dnd5e active, its Cyborg, Gearforged and
 * Automail scenarios, test/scenarios/dnd5e), for a GM to run inside a live Foundry v13 world (CONTRIBUTING.md, "The
 * Quench batch"). It is a Foundry module of its own (quench/module.json: it requires the Quench module and
 * names the Augmented system), never part of the system's `esmodules` or its release zip.
 *
 * - Batches: Quench's global `quench` exists once core `init` has run (Quench's README: the `quenchReady` hook is
 *   deprecated in 0.5.0, then de-deprecated: Ethaks/FVTT-Quench commit 2b42e86), so they are registered at `setup`
 *   through the global, which works whichever of the two Quench documents today.
 * - Boot warnings (for the boot scenario): Foundry evaluates every package's ES modules before it fires `init`, so
 *   the recording starts when this file is evaluated, whichever of the system and this module loads first, with
 *   `CONFIG.compatibility.mode` at ERROR until `ready` (then put back). An assumption, checked by the boot scenario
 *   itself: a warning logged during the system's `init` fails it.
 */
import { SCENARIOS } from "../test/scenarios";
import { DND5E_WORLD_SCENARIOS, MODULE as DND5E_MODULE } from "../test/scenarios/dnd5e";
import { recordCompatibilityLines } from "../test/scenarios/console-recorder";
import { registerPlayerAgent } from "./agent";
import { compatibilityConfig, errorMode } from "./harness";
import { type QuenchLike, registerQuenchBatches } from "./register";

const bootWarnings: string[] = [];
const recorder = recordCompatibilityLines({ othersIgnored: true });
const config = compatibilityConfig();
const mode = config?.mode;
if (config) config.mode = errorMode();

Hooks.once("ready", () => {
  recorder.stop();
  if (config && mode !== undefined) config.mode = mode;
  bootWarnings.push(...recorder.lines);
});

Hooks.once("setup", () => {
  // cast: the global Quench defines (Quench's README, "Usage"); absent when the Quench module is not active.
  const quench = (globalThis as { quench?: QuenchLike }).quench;
  if (!quench) return;
  // A dnd5e world runs the companion module's scenarios (test/scenarios/dnd5e: the Cyborg's, then the Gearforged
  // and Automail lines', pending while their line is off), which needs the module active.
  if (game.system?.id === "dnd5e") {
    if (!game.modules?.get(DND5E_MODULE)?.active) {
      console.warn(`augmented-quench | this dnd5e world has no active ${DND5E_MODULE}: no batches registered`);
      return;
    }
    registerPlayerAgent(DND5E_WORLD_SCENARIOS);
    registerQuenchBatches(quench, bootWarnings, { scenarios: DND5E_WORLD_SCENARIOS });
    return;
  }
  registerPlayerAgent(SCENARIOS);
  registerQuenchBatches(quench, bootWarnings);
});
