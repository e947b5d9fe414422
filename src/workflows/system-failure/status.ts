/**
 * What the Augments tab says about System Failure (SF-1, SF-4, SF-6), so a player knows before dropping to 0 HP
 * whether it is there: in overdrive now; spent in this combat (back when it ends); spent outside combat (back
 * after a rest); no working augment to sacrifice; or available.
 */
import { augmentStates } from "../../data/item/augment/state";
import { systemFailureCandidates, systemFailureSpent } from "../../rules/cyborg/system-failure";
import { overdrivesOf } from "./overdrive";
import { combatOf, readUse } from "./state";

export type SystemFailureStatus = "overdrive" | "usedInCombat" | "usedOutside" | "noAugment" | "available";

export function systemFailureStatus(actor: Actor.Implementation): SystemFailureStatus {
  if (overdrivesOf(actor).length > 0) return "overdrive";
  const lastUse = readUse(actor);
  const combat = combatOf(actor);
  if (systemFailureSpent(lastUse, combat?.id ?? null)) return lastUse?.combatId ? "usedInCombat" : "usedOutside";
  if (systemFailureCandidates(augmentStates(actor.items, null)).length === 0) return "noAugment";
  return "available";
}
