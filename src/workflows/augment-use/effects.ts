/**
 * The active effects a used augment puts on its actor (CY-MOB-1..3): timed speed changes (flight 1 minute,
 * hovering 5, a transformation 1 minute), the 6-second "grounded" effect after a flight, and the lasting effect
 * of a passive speed improvement (CY-MOB-2, CY-USE-3). Each carries `flags.augmented.augmentUse`, which is how
 * this module finds its own effects and leaves every other effect alone.
 *
 * Foundry greys out an expired effect but keeps applying it, so `sweepAugmentEffects` (./effect-sweep.ts) removes
 * them (and starts the grounded effect at the moment the flight ended) on the one acting client. Reading them is
 * ./effect-read.ts.
 */
import { packageId } from "../../constants";
import { type AugmentState, isFunctionalInstalled, MOBILITY_DURATIONS, type MobilityActivation, type MobilityMode } from "../../rules/cyborg";
import { augmentStates } from "../../data/item/augment/state";
import { localize } from "../../utils/notify";
import { effectFields } from "../../compat/effect-data";
import type { DerivedContribution, EffectChangesOf, SpeedMode } from "../../ports/derived-effects";
import { type UseEffect, type UseEffectFlag, type UseEffectKind, endOf, isExpired, useEffects } from "./effect-read";

/** CY-MOB-1..3: the speed each mode changes (a transformation, the walking one); `other` and `jump` change none. */
const MOVEMENT_SPEEDS: Partial<Record<MobilityMode, SpeedMode>> = { fly: "fly", swim: "swim", climb: "climb", burrow: "burrow", walk: "walk", transform: "walk" };

function flags(flag: UseEffectFlag): Record<string, unknown> {
  return { [packageId()]: { augmentUse: { ...flag } } };
}

/** The effect one mobility activation creates (CY-MOB-1/3), or a passive improvement's lasting one (CY-MOB-2). */
export function mobilityEffectData(
  augment: { id: string; name: string; img?: string | null },
  activation: MobilityActivation,
  hover: boolean,
  changesOf: EffectChangesOf,
): Record<string, unknown> | null {
  const mode = MOVEMENT_SPEEDS[activation.mode];
  if (!mode) return null;
  // Flight sets the fly speed (a creature that already flies faster keeps its own); the others add feet.
  const contributions: DerivedContribution[] = [mode === "fly" ? { kind: "speed", mode, atLeast: activation.speedBonusFt } : { kind: "speed", mode, add: activation.speedBonusFt }];
  if (activation.mode === "fly" && hover) contributions.push({ kind: "hover" });
  const changes = changesOf(contributions);
  const kind: UseEffectKind = activation.passive ? "passive" : "mobility";
  const label = activation.mode === "fly" && hover ? "hover" : activation.mode;
  return {
    name: localize(`AUGMENTED.AugmentUse.Effect.${label}`, { name: augment.name }),
    img: augment.img ?? "icons/svg/wing.svg",
    origin: null,
    transfer: false,
    // The start is set explicitly: the sweep measures the end from it (world seconds).
    ...effectFields(changes, activation.durationSeconds === null ? null : { start: game.time?.worldTime ?? 0, seconds: activation.durationSeconds }),
    flags: flags({ augmentId: augment.id, kind, mode: activation.mode, ...(hover ? { hover: true } : {}) }),
  };
}

/** CY-MOB-1: 6 seconds grounded, starting when the flight ended (not when the sweep noticed). */
export function groundedEffectData(flight: UseEffect, startTime: number): Record<string, unknown> {
  return {
    name: localize("AUGMENTED.AugmentUse.Effect.grounded"),
    img: "icons/svg/down.svg",
    transfer: false,
    ...effectFields([], { start: startTime, seconds: MOBILITY_DURATIONS.groundedCooldownSeconds }),
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
export function planSweep(
  actor: { effects: Iterable<unknown>; items: Iterable<{ id: string | null; name: string; img?: string | null; type: string; system: unknown }> },
  now: number,
  passive: (state: AugmentState) => MobilityActivation | null,
  changesOf: EffectChangesOf,
): SweepPlan {
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
    const data = mobilityEffectData({ id: state.id, name: item.name, img: item.img ?? null }, activation, false, changesOf);
    if (data) plan.create.push(data);
  }
  return plan;
}
