/**
 * Uses that recover when a combat ends (recovery period "combat"): refilled in ONE batch of item updates.
 * Run by the one acting client for each combatant (src/hooks/combat.ts).
 */
import { recoverAllUses } from "../../rules/core/uses";
import { readItemUses } from "./item-uses";

/** Refill the actor's combat-recovery uses; returns the ids of the items refilled. */
export async function recoverCombatUses(actor: Actor.Implementation): Promise<string[]> {
  const before = readItemUses(actor);
  const after = recoverAllUses(before, "combat");
  const updates = Object.entries(after)
    .filter(([id, uses]) => before[id]?.spent !== uses.spent)
    .map(([id, uses]) => ({ _id: id, "system.uses.spent": uses.spent }));
  if (updates.length) await actor.updateEmbeddedDocuments("Item", updates);
  return updates.map((update) => update._id);
}
