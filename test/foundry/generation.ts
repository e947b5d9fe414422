/**
 * The generation the stand-in boots as (`createWorld({ generation: 14 })`; 13 by default), and what differs with
 * it outside the Active Effect shapes (active-effect.ts): v14's deletion operator `_del` (a global) and the
 * deprecation warnings for v13 names that v14 still accepts (`-=` keys, the `rollMode` option). Evidence:
 * test/foundry/README.md, "Generations".
 */
import { activeWorldOrNull } from "./runtime";

export function standInGeneration(): number {
  return activeWorldOrNull()?.generation ?? 13;
}

/**
 * v14 warns (once per call here) where a v13 name still works; tests read `world.deprecations`. The warning is also
 * written to the console, as Foundry's `foundry.utils.logCompatibilityWarning` does (its API page: "Log a
 * compatibility warning which is filtered based on the client's defined compatibility settings"), so the
 * scenarios' console recorder (test/scenarios/console-recorder.ts) sees it as it would in a live world.
 */
export function deprecationWarning(message: string): void {
  const world = activeWorldOrNull();
  if (!world || world.generation < 14) return;
  world.deprecations.push(message);
  console.warn(`Deprecated since Version 14: ${message}`);
}

/** v14's deletion operator: an update value that deletes its key (`{ "flags.x.y": _del }`). */
export class DeletionOperator {}
export const DELETE_OPERATOR = Object.freeze(new DeletionOperator());
