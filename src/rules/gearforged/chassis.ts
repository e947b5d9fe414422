/**
 * GC-CH-1 chassis: a Gearforged's body shape sets its size and a language (seed 002: "a language associated with
 * your Race Chassis"). Seed 002 names four chassis and gives descriptions only, so the shipped size and language
 * are GM-editable defaults marked as not from the seed. Applying and reversing reuse the species planner
 * (src/rules/species): a chassis is a species-like change of size, walk and languages with nothing else.
 * One chassis per gearforged: dropping a second reverses the first and applies the new one after a confirm.
 */
import { type AppliedSpecies, type SpeciesActorChanges, type SpeciesActorState, type SpeciesDefinition, planSpecies, planSpeciesRemoval } from "../species";

export const CHASSIS_KEYS = ["dwarf", "gnome", "human", "kobold"] as const;
export type ChassisKey = (typeof CHASSIS_KEYS)[number];

export interface ChassisDefinition {
  size: string;
  /** Feet; null: the chassis leaves the walking speed alone (seeds 001 and 002 set it on the species). */
  walk: number | null;
  languages: { fixed: readonly string[]; choices: number };
  /** Which values come from a seed (true) and which are GM defaults (false). */
  fromSeed: { size: boolean; languages: boolean; walk: boolean };
}

/** The chassis as the species planner reads it: no ability changes, no creature types. */
export function chassisAsSpecies(chassis: ChassisDefinition): SpeciesDefinition {
  return {
    abilities: {},
    abilityChoice: { count: 0, amount: 1, allowed: [] },
    size: chassis.size || null,
    walk: chassis.walk,
    creatureTypes: [],
    languages: { fixed: chassis.languages.fixed, choices: chassis.languages.choices },
  };
}

export type ChassisPlan = ReturnType<typeof planSpecies>;

/** GC-CH-1: apply a chassis; `languages` are the player's picks (a human chassis picks one). */
export function planChassis(chassis: ChassisDefinition, actor: SpeciesActorState, languages: readonly string[], known: readonly string[]): ChassisPlan {
  return planSpecies(chassisAsSpecies(chassis), actor, { abilities: [], languages }, known);
}

/** GC-CH-1: reverse exactly what a chassis applied (the species reversal rules: only what is still its doing). */
export function planChassisRemoval(applied: AppliedSpecies, actor: SpeciesActorState): SpeciesActorChanges {
  return planSpeciesRemoval(applied, actor);
}

/** Apply changes to an actor state (to plan the next step on the result). */
export function withChanges(actor: SpeciesActorState, changes: SpeciesActorChanges): SpeciesActorState {
  return {
    abilities: { ...actor.abilities, ...changes.abilities },
    size: changes.size ?? actor.size,
    walk: changes.walk ?? actor.walk,
    creatureTypes: changes.creatureTypes ?? actor.creatureTypes,
    languages: changes.languages ?? actor.languages,
  };
}

/**
 * GC-CH-1 one chassis per gearforged: replacing reverses the old chassis, then applies the new one on the
 * result; the changes are merged into one update. The glue asks for a confirm first (`needsConfirm`).
 */
export function planChassisReplacement(
  oldApplied: AppliedSpecies,
  next: ChassisDefinition,
  actor: SpeciesActorState,
  languages: readonly string[],
  known: readonly string[],
): { needsConfirm: true; plan: ChassisPlan; changes: SpeciesActorChanges } {
  const removal = planChassisRemoval(oldApplied, actor);
  const between = withChanges(actor, removal);
  const plan = planChassis(next, between, languages, known);
  const changes: SpeciesActorChanges = plan.ok
    ? {
        abilities: {},
        ...mergeDefined(removal, plan.changes),
      }
    : removal;
  return { needsConfirm: true, plan, changes };
}

function mergeDefined(a: SpeciesActorChanges, b: SpeciesActorChanges): Omit<SpeciesActorChanges, "abilities"> {
  const out: Omit<SpeciesActorChanges, "abilities"> = {};
  for (const key of ["size", "walk", "creatureTypes", "languages"] as const) {
    const value = b[key] ?? a[key];
    // cast: the result is built key by key from the same keys.
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
