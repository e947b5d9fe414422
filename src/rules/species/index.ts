/**
 * Species (CY-SP-1, GF-SP-1, GC-SP-1, GA-SP-1): what applying a species changes on an actor, and the exact
 * reversal of that change. Pure: plain data in, a plan out; the workflow writes the plan in one actor update
 * and stores the record on the species item so deleting it undoes exactly what was done.
 */
import { ABILITY_IDS, type AbilityId, isAbilityId } from "../core/abilities";

export const SCORE_MIN = 1;
export const SCORE_MAX = 30;

/** A species as its item stores it (src/data/item/species.ts). */
export interface SpeciesDefinition {
  /** Fixed increases (may be negative), e.g. {str: 1, con: 1}. */
  abilities: Partial<Record<AbilityId, number>>;
  /** Increases the player chooses: `count` different abilities from `allowed` (empty = any) each get `amount`. */
  abilityChoice: { count: number; amount: number; allowed: readonly AbilityId[] };
  /** null: the species does not set a size. */
  size: string | null;
  /** Walking speed in feet; null: the species does not set it. */
  walk: number | null;
  /** The creature types the actor has afterwards; empty: unchanged. */
  creatureTypes: readonly string[];
  languages: { fixed: readonly string[]; choices: number };
}

/** The actor values a species touches. */
export interface SpeciesActorState {
  abilities: Record<AbilityId, number>;
  size: string;
  walk: number;
  creatureTypes: readonly string[];
  languages: readonly string[];
}

/** What the player picked in the drop dialog. */
export interface SpeciesChoices {
  abilities: readonly string[];
  languages: readonly string[];
}

/** What an application changed, stored on the species item (`system.applied`). */
export interface AppliedSpecies {
  active: boolean;
  /** The score change actually made per ability (after clamping to 1..30). */
  abilities: Record<AbilityId, number>;
  /** The choices made, for the record. */
  chosen: { abilities: AbilityId[]; languages: string[] };
  /** Values replaced: "" / null when the species did not set it. */
  size: { from: string; to: string };
  walk: { from: number | null; to: number | null };
  creatureTypes: { added: string[]; removed: string[] };
  languages: { added: string[] };
}

/** The actor paths one update writes (dotted, relative to `system`). */
export interface SpeciesActorChanges {
  abilities: Partial<Record<AbilityId, number>>;
  size?: string;
  walk?: number;
  creatureTypes?: string[];
  languages?: string[];
}

export type SpeciesRefusal =
  | { code: "abilityCount"; expected: number }
  | { code: "abilityNotAllowed"; ability: string }
  | { code: "abilityRepeated"; ability: string }
  | { code: "languageCount"; expected: number }
  | { code: "languageRepeated"; language: string };

export type SpeciesPlan = { ok: true; changes: SpeciesActorChanges; applied: AppliedSpecies } | { ok: false; refusal: SpeciesRefusal };

export function emptyApplied(): AppliedSpecies {
  return {
    active: false,
    abilities: zeroAbilities(),
    chosen: { abilities: [], languages: [] },
    size: { from: "", to: "" },
    walk: { from: null, to: null },
    creatureTypes: { added: [], removed: [] },
    languages: { added: [] },
  };
}

function zeroAbilities(): Record<AbilityId, number> {
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  return Object.fromEntries(ABILITY_IDS.map((id) => [id, 0])) as Record<AbilityId, number>;
}

function clampScore(value: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, value));
}

/** The abilities a player may pick from (the allowed list, or all six when it is empty). */
export function choosableAbilities(species: Pick<SpeciesDefinition, "abilityChoice">): AbilityId[] {
  const allowed = species.abilityChoice.allowed.filter(isAbilityId);
  return allowed.length ? ABILITY_IDS.filter((id) => allowed.includes(id)) : [...ABILITY_IDS];
}

/** How many abilities the player must pick (never more than there are to pick from). */
export function abilityChoiceCount(species: Pick<SpeciesDefinition, "abilityChoice">): number {
  return Math.max(0, Math.min(species.abilityChoice.count, choosableAbilities(species).length));
}

/** The languages a player may pick from `known`: neither the actor's nor the species' fixed ones. */
export function choosableLanguages(species: Pick<SpeciesDefinition, "languages">, actorLanguages: readonly string[], known: readonly string[]): string[] {
  const taken = new Set([...actorLanguages, ...species.languages.fixed]);
  return known.filter((id) => !taken.has(id));
}

/** How many languages the player must pick (never more than there are to pick from). */
export function languageChoiceCount(species: Pick<SpeciesDefinition, "languages">, actorLanguages: readonly string[], known: readonly string[]): number {
  return Math.max(0, Math.min(species.languages.choices, choosableLanguages(species, actorLanguages, known).length));
}

/** True when applying the species asks the player something. */
export function needsChoices(species: SpeciesDefinition, actorLanguages: readonly string[], known: readonly string[]): boolean {
  return abilityChoiceCount(species) > 0 || languageChoiceCount(species, actorLanguages, known) > 0;
}

function checkChoices(species: SpeciesDefinition, actor: SpeciesActorState, choices: SpeciesChoices, known: readonly string[]): SpeciesRefusal | null {
  const allowed = choosableAbilities(species);
  const expected = abilityChoiceCount(species);
  if (choices.abilities.length !== expected) return { code: "abilityCount", expected };
  const seen = new Set<string>();
  for (const ability of choices.abilities) {
    if (!isAbilityId(ability) || !allowed.includes(ability)) return { code: "abilityNotAllowed", ability };
    if (seen.has(ability)) return { code: "abilityRepeated", ability };
    seen.add(ability);
  }
  const languages = languageChoiceCount(species, actor.languages, known);
  if (choices.languages.length !== languages) return { code: "languageCount", expected: languages };
  const taken = new Set([...actor.languages, ...species.languages.fixed]);
  for (const language of choices.languages) {
    if (language.trim() === "") return { code: "languageCount", expected: languages };
    if (taken.has(language)) return { code: "languageRepeated", language };
    taken.add(language);
  }
  return null;
}

/**
 * The changes applying `species` to `actor` makes, with the record of them. Ability scores stay in 1..30 (the
 * record holds the change actually made); sets only record the entries that were really added or removed.
 * `known` is the list of languages the player may choose from (the system's language table).
 */
export function planSpecies(species: SpeciesDefinition, actor: SpeciesActorState, choices: SpeciesChoices, known: readonly string[]): SpeciesPlan {
  const refusal = checkChoices(species, actor, choices, known);
  if (refusal) return { ok: false, refusal };

  const applied = emptyApplied();
  applied.active = true;
  applied.chosen = { abilities: choices.abilities.filter(isAbilityId), languages: [...choices.languages] };
  const increase = zeroAbilities();
  for (const id of ABILITY_IDS) increase[id] += Math.trunc(species.abilities[id] ?? 0);
  for (const id of applied.chosen.abilities) increase[id] += Math.trunc(species.abilityChoice.amount);

  const changes: SpeciesActorChanges = { abilities: {} };
  for (const id of ABILITY_IDS) {
    if (increase[id] === 0) continue;
    const next = clampScore(actor.abilities[id] + increase[id]);
    applied.abilities[id] = next - actor.abilities[id];
    if (next !== actor.abilities[id]) changes.abilities[id] = next;
  }

  if (species.size) {
    applied.size = { from: actor.size, to: species.size };
    if (species.size !== actor.size) changes.size = species.size;
  }
  if (species.walk !== null) {
    applied.walk = { from: actor.walk, to: species.walk };
    if (species.walk !== actor.walk) changes.walk = species.walk;
  }
  if (species.creatureTypes.length) {
    const next = unique(species.creatureTypes);
    applied.creatureTypes = {
      added: next.filter((t) => !actor.creatureTypes.includes(t)),
      removed: actor.creatureTypes.filter((t) => !next.includes(t)),
    };
    if (applied.creatureTypes.added.length || applied.creatureTypes.removed.length) changes.creatureTypes = next;
  }
  const wanted = unique([...species.languages.fixed, ...choices.languages]);
  applied.languages.added = wanted.filter((l) => !actor.languages.includes(l));
  if (applied.languages.added.length) changes.languages = [...actor.languages, ...applied.languages.added];

  return { ok: true, changes, applied };
}

/**
 * The changes that undo `applied` on the actor as it is now: each score loses exactly what it gained (kept in
 * 1..30), size and walk go back to their earlier values unless something else changed them since, and only the
 * creature types and languages the species added (or took away) are taken away (or given back).
 */
export function planSpeciesRemoval(applied: AppliedSpecies, actor: SpeciesActorState): SpeciesActorChanges {
  const changes: SpeciesActorChanges = { abilities: {} };
  if (!applied.active) return changes;
  for (const id of ABILITY_IDS) {
    const delta = applied.abilities[id] ?? 0;
    if (delta === 0) continue;
    const next = clampScore(actor.abilities[id] - delta);
    if (next !== actor.abilities[id]) changes.abilities[id] = next;
  }
  if (applied.size.to && applied.size.from && actor.size === applied.size.to && applied.size.from !== actor.size) changes.size = applied.size.from;
  if (applied.walk.to !== null && applied.walk.from !== null && actor.walk === applied.walk.to && applied.walk.from !== actor.walk) {
    changes.walk = applied.walk.from;
  }
  const { added, removed } = applied.creatureTypes;
  if (added.length || removed.length) {
    const next = unique([...actor.creatureTypes.filter((t) => !added.includes(t)), ...removed]);
    if (!sameSet(next, actor.creatureTypes)) changes.creatureTypes = next;
  }
  if (applied.languages.added.length) {
    const next = actor.languages.filter((l) => !applied.languages.added.includes(l));
    if (next.length !== actor.languages.length) changes.languages = next;
  }
  return changes;
}

/** The changes as a flat `system.*` update (one actor update). */
export function toActorUpdate(changes: SpeciesActorChanges): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(changes.abilities)) update[`system.abilities.${id}.value`] = value;
  if (changes.size !== undefined) update["system.traits.size"] = changes.size;
  if (changes.walk !== undefined) update["system.attributes.movement.walk"] = changes.walk;
  if (changes.creatureTypes !== undefined) update["system.traits.creatureTypes"] = changes.creatureTypes;
  if (changes.languages !== undefined) update["system.traits.languages"] = changes.languages;
  return update;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ""))];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}
