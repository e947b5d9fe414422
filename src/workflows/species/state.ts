/** Reading the values a species touches from an actor (both actor types store them at the same paths). */
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import type { SpeciesActorState } from "../../rules/species";
import { creatureSystem } from "../../data/system-of";

interface SpeciesSystemView {
  abilities: Record<AbilityId, { value: number }>;
  attributes: { movement: { walk: number } };
  traits: { size: string; creatureTypes: Iterable<string>; languages: Iterable<string> };
}

export function speciesActorState(actor: Actor.Implementation): SpeciesActorState {
  const typed = creatureSystem(actor);
  if (!typed) throw new TypeError(`Augmented: a species needs a character or npc, got ${actor.type}`);
  // cast: character and npc share these stored paths (docs/actor-data.md); the view names only what a species reads.
  const system = typed as SpeciesSystemView;
  return {
    // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
    abilities: Object.fromEntries(ABILITY_IDS.map((id) => [id, system.abilities[id].value])) as Record<AbilityId, number>,
    size: system.traits.size,
    walk: system.attributes.movement.walk,
    creatureTypes: [...system.traits.creatureTypes],
    languages: [...system.traits.languages],
  };
}

/** Flattened-path update data; Foundry expands dotted keys. */
export function asUpdate(data: Record<string, unknown>): Actor.UpdateData {
  // cast: a dotted path map is valid update data; the community types model it per document type.
  return data as Actor.UpdateData;
}
