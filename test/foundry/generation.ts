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

/** v14 warns (once per call here) where a v13 name still works; tests read `world.deprecations`. */
export function deprecationWarning(message: string): void {
  const world = activeWorldOrNull();
  if (world && world.generation >= 14) world.deprecations.push(message);
}

/** v14's deletion operator: an update value that deletes its key (`{ "flags.x.y": _del }`). */
export class DeletionOperator {}
export const DELETE_OPERATOR = Object.freeze(new DeletionOperator());
