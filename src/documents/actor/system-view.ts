/**
 * A structural read of the actor data the workflows need (paths from docs/actor-data.md). Workflows read
 * through this view so they work for every actor type that has these paths and tolerate any that are
 * missing (an actor type without death saves simply never records any).
 */
import type { DamageTraits, DamageType } from "../../rules/core/damage-types";
import { type DeathSaves, lifeState } from "../../rules/core/death-saves";
import type { HitPoints } from "../../rules/core/hit-points";
import type { Purse } from "../../rules/core/currency";
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";

export interface ActorSystemView {
  abilities?: Record<string, { value?: number; mod?: number; check?: number; save?: number; proficient?: number } | undefined>;
  skills?: Record<string, { total?: number; ability?: string } | undefined>;
  attributes?: {
    /** `effectiveMax`: the maximum after exhaustion (2014 level 4), derived by the actor models. */
    hp?: Partial<HitPoints> & { effectiveMax?: number };
    hd?: { die?: string; spent?: number; max?: number };
    death?: Partial<DeathSaves>;
    exhaustion?: number;
    prof?: number;
  };
  traits?: { di?: Iterable<string>; dr?: Iterable<string>; dv?: Iterable<string>; diOngoing?: Iterable<string> };
  currency?: Partial<Purse>;
  details?: { level?: number };
}

/** The view of an actor's (or any document's) system data. */
export function systemOf(document: { system: unknown }): ActorSystemView {
  // cast: a structural, all-optional view of the data; every reader checks what it uses.
  return (document.system ?? {}) as ActorSystemView;
}

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function readHp(view: ActorSystemView): HitPoints {
  const hp = view.attributes?.hp ?? {};
  return { value: num(hp.value), max: num(hp.effectiveMax, num(hp.max)), temp: num(hp.temp) };
}

export function readDeathSaves(view: ActorSystemView): DeathSaves {
  const death = view.attributes?.death ?? {};
  return { success: num(death.success), failure: num(death.failure) };
}

export function hasDeathSaves(view: ActorSystemView): boolean {
  return view.attributes?.death !== undefined;
}

export function readExhaustion(view: ActorSystemView): number {
  return num(view.attributes?.exhaustion);
}

export function readTraits(view: ActorSystemView): DamageTraits {
  const list = (value: Iterable<string> | undefined): DamageType[] => (value ? ([...value] as DamageType[]) : []);
  return { immune: list(view.traits?.di), resistant: list(view.traits?.dr), vulnerable: list(view.traits?.dv), immuneOngoing: list(view.traits?.diOngoing) };
}

/** All six ability modifiers (missing ones read 0), e.g. for an augment's own uses formula (CY-USE-1). */
export function readAbilityMods(view: ActorSystemView): Record<AbilityId, number> {
  return Object.fromEntries(ABILITY_IDS.map((id) => [id, abilityMod(view, id)])) as Record<AbilityId, number>;
}

export function abilityMod(view: ActorSystemView, ability: string): number {
  return num(view.abilities?.[ability]?.mod);
}

/** CORE-4 / CORE-6 / CORE-9: dead (three failures, or exhaustion 6), whatever brought it there. */
export function isDead(actor: { system: unknown }): boolean {
  const view = systemOf(actor);
  return lifeState({ hp: readHp(view), deathSaves: readDeathSaves(view), exhaustion: readExhaustion(view) }) === "dead";
}
