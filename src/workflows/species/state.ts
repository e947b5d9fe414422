/** Reading the values a species touches from an actor (both actor types store them at the same paths). */
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import type { SpeciesActorState } from "../../rules/species";

interface SpeciesSystemView {
  abilities: Record<AbilityId, { value: number }>;
  attributes: { movement: { walk: number } };
  traits: { size: string; creatureTypes: Iterable<string>; languages: Iterable<string> };
}

export function speciesActorState(actor: Actor.Implementation): SpeciesActorState {
  // cast: character and npc share these stored paths (docs/actor-data.md).
  const system = actor.system as unknown as SpeciesSystemView;
  return {
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
