/**
 * Which dnd5e line the world runs, read from `game.system.version` at run time (a system copy serves worlds of
 * both lines in one test file, so nothing is decided when the models are defined), and dnd5e's own compatibility
 * warning for a moved path.
 *
 * The 6.x data paths the stand-in imitates, with their public evidence (no 6.x release source is in the stored
 * repository; test/dnd5e/README.md, "dnd5e 6.x"):
 * - speeds stored and prepared under `attributes.movement.speeds.<type>` (a MappingField), the old
 *   `movement.<type>` a shim, race items migrated (`movement.speeds[key] = movement[key]; delete movement[key]`):
 *   PR #7201 "Move speeds into `movement.speeds`" (merged July 2026);
 * - actor roll bonuses in `system.rolls` (`rolls.ability.check.bonus`, `rolls.attack.<type>.bonus`,
 *   `rolls.damage.<type>.bonus`) and each ability's `check.roll.bonus` / `save.roll.bonus`, replacing `bonuses`:
 *   PR #6145 "Add extended roll configuration to actor data models" (merged July 2026);
 * - the Active Effect keys redirected to them (`SHIM_FIELDS`, `_applyChangeShim`): a stored copy of dnd5e 6.x's
 *   `module/documents/active-effect.mjs` (its deprecations read "since DnD5e 6.0, until DnD5e 6.2").
 */
import { activeWorldOrNull } from "../foundry/runtime";

export function sixLine(): boolean {
  const game = (globalThis as unknown as { game?: { system?: { version?: unknown } } }).game;
  return String(game?.system?.version ?? "").startsWith("6");
}

/** `foundry.utils.logCompatibilityWarning` as dnd5e calls it for a moved path: recorded for the test, and logged. */
export function dnd5eCompatibilityWarning(message: string): void {
  activeWorldOrNull()?.deprecations.push(message);
  console.warn(`dnd5e | ${message}`);
}
