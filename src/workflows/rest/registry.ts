/**
 * What other workflows register into the rests (CORE-5), at init: preludes (what a rest's time ends, run
 * before the rest reads the actor), contributions (paths added to the rest's one actor update) and species'
 * rest variants. The rest itself (./rest.ts) reads these lists when it runs.
 */
import type { RestContext, RestPlan, RestState } from "../../rules/core/rests";
import type { HitDieRoll } from "../../rules/core/hit-dice";
import type { CardText } from "../../data/chat/card-text";

export interface RestOptions {
  /** Short rest: hit dice to spend (skips the dialog). */
  hitDice?: number;
}

export interface LongRestOptions {
  /** GA-TIRE-1: a 13th Age gearforged does its 4-hour maintenance during the rest (skips the question). */
  maintenance?: boolean;
}

export interface RestSummary {
  type: string;
  steps: Array<{ id: string; summary?: Readonly<Record<string, number>> }>;
  /** Actor paths changed, with their previous values. */
  previous: Record<string, number>;
  changes: Record<string, number>;
  /** What registered contributions wrote in the same update (path → new value). */
  contributed: Record<string, unknown>;
  /** Ids of items whose uses were refilled. */
  itemsRecovered: string[];
  hitDiceRolls: HitDieRoll[];
}

type RestActor = Actor.Implementation;

/**
 * Changes another workflow adds to a rest's one actor update: what that rest resets for it (the design
 * lockout, CY-DES-1; a System Failure used outside combat, SF-6). Returns the paths to write, or {} for none.
 */
export type RestContribution = (actor: RestActor, restType: string) => Record<string, unknown>;

/**
 * Planned when a rest has been agreed to (after its dialogs and pre-hook), as the rest reads the actor: what the
 * rest's hour or more of time ends by itself ends first, so the rest recovers from the state that follows (a System
 * Failure overdrive, whose SF-5 exhaustion a long rest's CORE-5 −1 then reduces). A rest does not move world
 * time, so the world-time sweeps never see that time pass. Synchronous and writing nothing itself: its `changes`
 * (actor paths) go in the rest's one update, under the rest's HP claim, so a rest that puts itself back after a
 * race puts them back too; `finish` (deletions, cards) runs once that update stands. Null: nothing ends.
 */
export interface RestPreludeEnd {
  changes: Record<string, unknown>;
  finish(): Promise<void>;
}

export type RestPrelude = (actor: RestActor, restType: string) => RestPreludeEnd | null;

/**
 * A species' own way of resting (GF-BODY-4: maintenance exhaustion removed before CORE-5's −1): it plans the
 * rest in place of the core table, gives the extra actor paths it reads and writes (`before`, `after`: numbers),
 * and may add lines to the card.
 */
export interface RestVariant {
  plan(type: string, state: RestState, ctx: RestContext, table: Readonly<Record<string, { steps: readonly string[] }>>): { planned: RestPlan<RestState>; before: Record<string, number>; after: Record<string, number> };
  lines?(summary: RestSummary): CardText[];
  /**
   * Asked before a long rest begins (GA-TIRE-1: whether the 4-hour maintenance is done during it); false cancels
   * the rest. `options` are longRest's, so a macro can answer without the dialog.
   */
  prepare?(options: LongRestOptions): Promise<boolean>;
  /** Run after the rest's update and card (GA-TIRE-1: the maintenance done during it is recorded). */
  after?(summary: RestSummary): Promise<void>;
}

/** Finds a species' variant for an actor, or null for an actor it does not concern. */
export type RestVariantFor = (actor: RestActor, restType: string) => RestVariant | null;

const REST_PRELUDES: RestPrelude[] = [];
const REST_CONTRIBUTIONS: RestContribution[] = [];
const REST_VARIANTS: RestVariantFor[] = [];

/** Add a prelude (from a workflow's own register function, at init). */
export function registerRestPrelude(prelude: RestPrelude): void {
  if (!REST_PRELUDES.includes(prelude)) REST_PRELUDES.push(prelude);
}

/** Add a contribution (from a workflow's own register function, at init). */
export function registerRestContribution(contribution: RestContribution): void {
  if (!REST_CONTRIBUTIONS.includes(contribution)) REST_CONTRIBUTIONS.push(contribution);
}

/** Add a species' rest variant (from a workflow's own register function, at init); the first that answers is used. */
export function registerRestVariant(variant: RestVariantFor): void {
  if (!REST_VARIANTS.includes(variant)) REST_VARIANTS.push(variant);
}

export function restPreludes(): readonly RestPrelude[] {
  return REST_PRELUDES;
}

export function restContributions(): readonly RestContribution[] {
  return REST_CONTRIBUTIONS;
}

/** The first registered variant that answers for the actor, asked in the order they were registered. */
export function findRestVariant(actor: RestActor, type: string): RestVariant | null {
  for (const find of REST_VARIANTS) {
    const found = find(actor, type);
    if (found) return found;
  }
  return null;
}
