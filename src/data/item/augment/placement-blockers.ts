/**
 * What other features say about where an augment may sit (./placement.ts runs them after CY-SLOT-2/3), registered
 * at init by the feature that knows: Automail's ports and built-on limbs already replace a limb (AM-CY-1).
 */
import type { AugmentState } from "../../../rules/cyborg";
import type { ItemSlice } from "../../shared/item-slice";

/** The id of the actor's item that keeps `candidate` out of its section, or null when none does. */
export type PlacementBlocker = (candidate: AugmentState, items: readonly ItemSlice[]) => string | null;

const BLOCKERS: PlacementBlocker[] = [];

export function registerPlacementBlocker(blocker: PlacementBlocker): void {
  if (!BLOCKERS.includes(blocker)) BLOCKERS.push(blocker);
}

/** The first item a registered blocker names, or null. */
export function placementBlocker(candidate: AugmentState, items: readonly ItemSlice[]): string | null {
  for (const blocker of BLOCKERS) {
    const blocking = blocker(candidate, items);
    if (blocking !== null) return blocking;
  }
  return null;
}
