/**
 * Whether an augment's primary function can be used now, and why not (CY-USE-1/3, CY-INT-3, CY-MOB-1). One
 * answer for the body map's Use button (shown disabled with the reason) and for the workflow (which refuses
 * with the same reason), so the two can never disagree.
 */
import { type AugmentState, canReactivateFlight, MOBILITY_DURATIONS, mobilityActivation, spendUse, type UseRefusal, type UsesMods } from "../../rules/cyborg";
import { activeUseEffects, groundedSince } from "./effect-read";

/** Every reason a Use is refused; the uses.ts ones plus those that depend on the actor's effects. */
export type UseBlock = UseRefusal | "noMobilityMode" | "grounded" | "alreadyActive";

export interface UseAvailability {
  /** False for functions that cost no use and need no button: prosthetics (CY-SLOT-4), passive movement (CY-USE-3). */
  show: boolean;
  /** Null when it can be used now. */
  block: UseBlock | null;
  /** CY-MOB-1: seconds left grounded, for the message. */
  groundedSeconds: number;
}

/** An actor's effects as this module reads them (an Actor fits). */
export interface EffectsHolder {
  effects: Iterable<unknown>;
}

/** CY-USE-3: plain speed improvements (swim, climb, burrow, walk, other) are passive properties. */
export function isPassiveFunction(state: AugmentState): boolean {
  if (state.purpose === "prosthetic" || state.passive) return true;
  if (state.purpose !== "mobility" || !state.mobility) return false;
  return mobilityActivation(state.mobility).passive;
}

export function useAvailability(state: AugmentState, proficiencyBonus: number, actor: EffectsHolder | null, now: number, mods: UsesMods = {}): UseAvailability {
  const none = { groundedSeconds: 0 };
  if (isPassiveFunction(state)) return { show: false, block: state.purpose === "prosthetic" ? "noPrimaryFunction" : null, ...none };
  const spend = spendUse(state, proficiencyBonus, mods);
  if (!spend.ok) return { show: true, block: spend.reason, ...none };
  if (state.purpose !== "mobility") return { show: true, block: null, ...none };
  if (!state.mobility) return { show: true, block: "noMobilityMode", ...none };
  if (!actor) return { show: true, block: null, ...none };
  if (activeUseEffects(actor, now).some((effect) => effect.kind === "mobility" && effect.augmentId === state.id)) return { show: true, block: "alreadyActive", ...none };
  if (state.mobility.mode === "fly") {
    const since = groundedSince(actor, now);
    if (!canReactivateFlight(now, since)) {
      const left = Math.max(1, Math.ceil((since ?? now) + MOBILITY_DURATIONS.groundedCooldownSeconds - now));
      return { show: true, block: "grounded", groundedSeconds: left };
    }
  }
  return { show: true, block: null, ...none };
}
