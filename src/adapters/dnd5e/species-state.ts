/**
 * What a species or chassis touches on a dnd5e actor, in the rules' terms (rules/species): ability scores
 * (`abilities.<id>.value`), size (`traits.size`, dnd5e's ids `sm`, `med`, `lg`, `grg` for the rules' `small`,
 * `medium`, `large`, `gargantuan`: dnd5e `config.mjs` `actorSizes`), the walking speed as stored (5.3
 * `attributes.movement.walk`, 6.x `attributes.movement.speeds.walk`: data-paths.ts; a formula string, read as its
 * number) and the languages (`traits.languages.value`). dnd5e keeps one creature type (`details.type.value`), which
 * the species item sets: the chassis never changes it, so it is read as none and never written.
 */
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import type { SpeciesActorChanges, SpeciesActorState } from "../../rules/species";
import type { SpeciesPort } from "../../ports/actor-port";
import type { Dnd5eLayout } from "./data-paths";

const TO_DND5E: Readonly<Record<string, string>> = Object.freeze({ tiny: "tiny", small: "sm", medium: "med", large: "lg", huge: "huge", gargantuan: "grg" });
const FROM_DND5E: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(Object.entries(TO_DND5E).map(([rules, dnd5e]) => [dnd5e, rules])));

/** The rules' size id of a dnd5e size id (an unknown one as it is). */
export function rulesSize(dnd5eSize: string): string {
  return FROM_DND5E[dnd5eSize] ?? dnd5eSize;
}

/** dnd5e's size id of a rules size id (an unknown one as it is). */
export function dnd5eSize(size: string): string {
  return TO_DND5E[size] ?? size;
}

interface Dnd5eSpeciesSource {
  abilities?: Partial<Record<AbilityId, { value?: unknown }>>;
  attributes?: { movement?: { walk?: unknown; speeds?: { walk?: unknown } } };
  traits?: { size?: unknown; languages?: { value?: Iterable<string> } };
}

function walkPath(layout: Dnd5eLayout): string {
  return `${layout.speedKeyBase}.walk`;
}

/** The species slice of the dnd5e port for `actor` in `layout`. */
export function dnd5eSpeciesPort(actor: Actor.Implementation, layout: Dnd5eLayout): SpeciesPort {
  return {
    state(): SpeciesActorState {
      // cast: a dnd5e actor's stored system data, read through the narrow view above.
      const source = ((actor._source as { system?: unknown }).system ?? {}) as Dnd5eSpeciesSource;
      const movement = source.attributes?.movement;
      const walk = Number(layout.speedsIn === "speeds" ? movement?.speeds?.walk : movement?.walk);
      // cast: Object.fromEntries over ABILITY_IDS gives exactly the six keys.
      const abilities = Object.fromEntries(ABILITY_IDS.map((id) => [id, Number(source.abilities?.[id]?.value ?? 10)])) as Record<AbilityId, number>;
      return {
        abilities,
        size: rulesSize(String(source.traits?.size ?? "med")),
        walk: Number.isFinite(walk) ? walk : 0,
        creatureTypes: [],
        languages: [...(source.traits?.languages?.value ?? [])],
      };
    },
    update(changes: SpeciesActorChanges): Record<string, unknown> {
      const update: Record<string, unknown> = {};
      for (const [id, value] of Object.entries(changes.abilities)) update[`system.abilities.${id}.value`] = value;
      if (changes.size !== undefined) update["system.traits.size"] = dnd5eSize(changes.size);
      if (changes.walk !== undefined) update[walkPath(layout)] = String(changes.walk);
      if (changes.languages !== undefined) update["system.traits.languages.value"] = changes.languages;
      return update;
    },
  };
}
