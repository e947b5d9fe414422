/**
 * Removing a species: deleting its item undoes exactly what applying it recorded (`system.applied`), in ONE
 * actor update, run by the client that deleted it (the `deleteItem` listener in src/hooks/items.ts).
 */
import { type AppliedSpecies, planSpeciesRemoval, toActorUpdate } from "../../rules/species";
import { asUpdate, speciesActorState } from "./state";
import { notifyInfo } from "../../utils/notify";

export async function reverseSpeciesOnDelete(actor: Actor.Implementation, applied: AppliedSpecies, name: string): Promise<void> {
  if (!actor.isOwner) return;
  const update = toActorUpdate(planSpeciesRemoval(applied, speciesActorState(actor)));
  if (Object.keys(update).length) await actor.update(asUpdate(update));
  notifyInfo("AUGMENTED.Species.Removed", { species: name, actor: actor.name ?? "" });
}
