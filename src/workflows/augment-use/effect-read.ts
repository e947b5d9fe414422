/**
 * Reading the active effects a used augment put on its actor (CY-MOB-1..3; made by ./effects.ts): each carries
 * `flags.augmented.augmentUse`, which is how they are found among the actor's other effects. Read by the
 * body map's Use button (./availability.ts) and the sweep's triggers (./effect-triggers.ts).
 */
import { packageId } from "../../constants";
import type { MobilityMode } from "../../rules/cyborg";
import { effectTiming } from "../../compat/effect-data";

export type UseEffectKind = "mobility" | "grounded" | "passive";

/** `flags.augmented.augmentUse` on an effect this module created. */
export interface UseEffectFlag {
  augmentId: string;
  kind: UseEffectKind;
  mode: MobilityMode;
  hover?: boolean;
}

/** One of this module's effects, read from an ActiveEffect. */
export interface UseEffect extends UseEffectFlag {
  id: string;
  startTime: number;
  /** Null: lasting (a passive improvement). */
  seconds: number | null;
}

interface EffectView {
  id?: string | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
}

function readFlag(effect: EffectView): UseEffectFlag | null {
  // cast: the system's augmentUse flag on the effect, read structurally; its fields are checked below.
  const flag = effect.flags?.[packageId()]?.augmentUse as Partial<UseEffectFlag> | undefined;
  if (!flag || typeof flag.augmentId !== "string" || typeof flag.kind !== "string" || typeof flag.mode !== "string") return null;
  return { augmentId: flag.augmentId, kind: flag.kind, mode: flag.mode, ...(flag.hover ? { hover: true } : {}) };
}

/** This module's effects on an actor (any state, expired included). */
export function useEffects(actor: { effects: Iterable<unknown> }): UseEffect[] {
  const out: UseEffect[] = [];
  for (const raw of actor.effects) {
    // cast: a structural read of an ActiveEffect's id, flags and duration.
    const effect = raw as EffectView;
    const flag = readFlag(effect);
    if (!flag || !effect.id) continue;
    const timing = effectTiming(effect);
    out.push({ ...flag, id: effect.id, startTime: timing.start ?? 0, seconds: timing.seconds !== null && timing.seconds > 0 ? timing.seconds : null });
  }
  return out;
}

/** When a timed effect ends (world seconds); null for a lasting one. */
export function endOf(effect: UseEffect): number | null {
  return effect.seconds === null ? null : effect.startTime + effect.seconds;
}

export function isExpired(effect: UseEffect, now: number): boolean {
  const end = endOf(effect);
  return end !== null && now >= end;
}

/** The effects still running at `now` (grounded ones included). */
export function activeUseEffects(actor: { effects: Iterable<unknown> }, now: number): UseEffect[] {
  return useEffects(actor).filter((effect) => !isExpired(effect, now));
}

/**
 * CY-MOB-1: since when the actor has been grounded, if that still matters: a running grounded effect's start,
 * or the end of a flight that expired and has not been swept yet. Null: free to fly.
 */
export function groundedSince(actor: { effects: Iterable<unknown> }, now: number): number | null {
  let since: number | null = null;
  for (const effect of useEffects(actor)) {
    const candidate = effect.kind === "grounded" ? effect.startTime : effect.kind === "mobility" && effect.mode === "fly" && isExpired(effect, now) ? endOf(effect) : null;
    if (candidate !== null && (since === null || candidate > since)) since = candidate;
  }
  return since;
}
