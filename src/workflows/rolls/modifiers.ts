/**
 * What features add to a d20 test's dialog (boxes, a limb to roll with) and what the answers mean (advantage,
 * disadvantage, a number): automail's "in water" and "using <limb>" (AM-WATER-1, AM-ACC-1/3), the Gearforged
 * "against magic" and "concealing the weapon" boxes (GF-UPG-12, GF-UPG-2), the 13th Age "swimming" box
 * (GA-AMPH-1). Each feature registers a source at init (its register.ts); ./rolls.ts asks every source for each
 * roll it makes, in the order they were registered, and an answer of null adds nothing.
 */
import type { D20RollConfig, D20RollOptions } from "../../applications/dialogs/roll-dialog";

export type D20TestKind = "check" | "save" | "attack";

/** The roll a source is asked about. */
export interface RollSubject {
  kind: D20TestKind;
  /** The ability of a save; null otherwise. */
  ability: string | null;
  /** The skill of a skill check; null for any other roll. */
  skill: string | null;
  options: D20RollOptions;
}

/** The dialog's answers a modifier reads. */
export type RollAnswer = Pick<D20RollConfig, "toggles" | "limbId">;

/** What one feature adds to one roll. */
export interface RollModifier {
  toggles?: { id: string; label: string }[];
  limbs?: { id: string; label: string }[];
  advantage?(answer: RollAnswer): boolean;
  disadvantage?(answer: RollAnswer): boolean;
  /** A number added to the roll. */
  modifier?(answer: RollAnswer): number;
}

export type RollModifierSource = (actor: Actor.Implementation, subject: RollSubject) => RollModifier | null;

const SOURCES: RollModifierSource[] = [];

/** Add a source (from a feature's register function, at init). */
export function registerRollModifier(source: RollModifierSource): void {
  if (!SOURCES.includes(source)) SOURCES.push(source);
}

/** What every registered source adds to this roll, in registration order. */
export function rollModifiers(actor: Actor.Implementation, subject: RollSubject): RollModifier[] {
  return SOURCES.map((source) => source(actor, subject)).filter((modifier) => modifier !== null);
}
