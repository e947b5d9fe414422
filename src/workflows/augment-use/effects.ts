/**
 * The active effects a used augment puts on its actor (CY-MOB-1..3): timed speed changes (flight 1 minute,
 * hovering 5, a transformation 1 minute), the 6-second "grounded" effect after a flight, and the lasting effect
 * of a passive speed improvement (CY-MOB-2, CY-USE-3). Each carries `flags.augmented.augmentUse`, which is how
 * this module finds its own effects and leaves every other effect alone.
 *
 * Foundry greys out an expired effect but keeps applying it, so `sweepAugmentEffects` removes them (and starts
 * the grounded effect at the moment the flight ended) — run on the one acting client by ./register.ts.
 */
import { SYSTEM_ID } from "../../constants";
import { type AugmentState, isFunctionalInstalled, MOBILITY_DURATIONS, type MobilityActivation, type MobilityMode } from "../../rules/cyborg";
import { augmentStates } from "../../data/item/augment/state";
import { localize } from "../../utils/notify";

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
  duration?: { startTime?: number | null; seconds?: number | null };
}

/** CY-MOB-1..3: where each mode's speed lives (docs/actor-data.md); `other` and `jump` change no stored speed. */
export const MOVEMENT_PATHS: Partial<Record<MobilityMode, string>> = {
  fly: "system.attributes.movement.fly",
  swim: "system.attributes.movement.swim",
  climb: "system.attributes.movement.climb",
  burrow: "system.attributes.movement.burrow",
  walk: "system.attributes.movement.walk",
  transform: "system.attributes.movement.walk",
};

export const HOVER_PATH = "system.attributes.movement.hover";

function readFlag(effect: EffectView): UseEffectFlag | null {
  const flag = effect.flags?.[SYSTEM_ID]?.augmentUse as Partial<UseEffectFlag> | undefined;
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
    const seconds = effect.duration?.seconds;
    out.push({ ...flag, id: effect.id, startTime: effect.duration?.startTime ?? 0, seconds: typeof seconds === "number" && seconds > 0 ? seconds : null });
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

function flags(flag: UseEffectFlag): Record<string, unknown> {
  return { [SYSTEM_ID]: { augmentUse: { ...flag } } };
}

/** The effect one mobility activation creates (CY-MOB-1/3), or a passive improvement's lasting one (CY-MOB-2). */
export function mobilityEffectData(augment: { id: string; name: string; img?: string | null }, activation: MobilityActivation, hover: boolean): Record<string, unknown> | null {
  const path = MOVEMENT_PATHS[activation.mode];
  if (!path) return null;
  const { ADD, OVERRIDE, UPGRADE } = CONST.ACTIVE_EFFECT_MODES;
  // Flight sets the fly speed (a creature that already flies faster keeps its own); the others add feet.
  const changes: Array<{ key: string; mode: number; value: string; priority: null }> = [
    { key: path, mode: activation.mode === "fly" ? UPGRADE : ADD, value: String(activation.speedBonusFt), priority: null },
  ];
  if (activation.mode === "fly" && hover) changes.push({ key: HOVER_PATH, mode: OVERRIDE, value: "true", priority: null });
  const kind: UseEffectKind = activation.passive ? "passive" : "mobility";
  const label = activation.mode === "fly" && hover ? "hover" : activation.mode;
  return {
    name: localize(`AUGMENTED.AugmentUse.Effect.${label}`, { name: augment.name }),
    img: augment.img ?? "icons/svg/wing.svg",
    origin: null,
    transfer: false,
    changes,
    // The start is set explicitly: the sweep measures the end from it (world seconds).
    duration: activation.durationSeconds === null ? {} : { startTime: game.time?.worldTime ?? 0, seconds: activation.durationSeconds },
    flags: flags({ augmentId: augment.id, kind, mode: activation.mode, ...(hover ? { hover: true } : {}) }),
  };
}

/** CY-MOB-1: 6 seconds grounded, starting when the flight ended (not when the sweep noticed). */
export function groundedEffectData(flight: UseEffect, startTime: number): Record<string, unknown> {
  return {
    name: localize("AUGMENTED.AugmentUse.Effect.grounded"),
    img: "icons/svg/down.svg",
    transfer: false,
    changes: [],
    duration: { startTime, seconds: MOBILITY_DURATIONS.groundedCooldownSeconds },
    flags: flags({ augmentId: flight.augmentId, kind: "grounded", mode: "fly" }),
  };
}

export interface SweepPlan {
  deleteIds: string[];
  create: Array<Record<string, unknown>>;
}

/**
 * What to change so only effects that should apply do: expired timed effects go (a flight's end starts the
 * grounded effect, unless the 6 s already passed); effects of an augment that is gone or no longer functional
 * go (CY-INT-3; a flight ending this way grounds from `now`); a functional installed passive speed improvement
 * gets its lasting effect, once.
 */
export function planSweep(actor: { effects: Iterable<unknown>; items: Iterable<{ id: string | null; name: string; img?: string | null; type: string; system: unknown }> }, now: number, passive: (state: AugmentState) => MobilityActivation | null): SweepPlan {
  const states = new Map(augmentStates(actor.items).map((state) => [state.id, state]));
  const effects = useEffects(actor);
  const plan: SweepPlan = { deleteIds: [], create: [] };
  const grounded = effects.filter((e) => e.kind === "grounded" && !isExpired(e, now));
  for (const effect of effects) {
    const state = states.get(effect.augmentId);
    const expired = isExpired(effect, now);
    const broken = effect.kind !== "grounded" && (!state || !isFunctionalInstalled(state) || (effect.kind === "passive" && !passive(state)));
    if (!expired && !broken) continue;
    plan.deleteIds.push(effect.id);
    if (effect.kind !== "mobility" || effect.mode !== "fly") continue;
    const landed = expired ? (endOf(effect) ?? now) : now;
    const alreadyGrounded = grounded.some((g) => g.startTime >= landed);
    if (!alreadyGrounded && now < landed + MOBILITY_DURATIONS.groundedCooldownSeconds) plan.create.push(groundedEffectData(effect, landed));
  }
  const kept = new Set(effects.filter((e) => !plan.deleteIds.includes(e.id) && e.kind === "passive").map((e) => e.augmentId));
  for (const item of actor.items) {
    const state = item.id ? states.get(item.id) : undefined;
    if (!state || kept.has(state.id) || !isFunctionalInstalled(state)) continue;
    const activation = passive(state);
    if (!activation) continue;
    const data = mobilityEffectData({ id: state.id, name: item.name, img: item.img ?? null }, activation, false);
    if (data) plan.create.push(data);
  }
  return plan;
}
