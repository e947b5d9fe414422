/**
 * System Failure (SF-1..SF-6, CY-REP-2), end to end. The listeners below are called from src/hooks/ (the one
 * place core hooks are subscribed), each acting on exactly one client:
 * - `augmented.hpDrop`: a drop to 0 HP → the prompt card (./offer.ts);
 * - card buttons: choose an augment (→ `actor.systemFailure`, ./apply.ts) or decline (./card.ts), and the
 *   prompt's closing, both card transitions declared by the prompt's class (./card-kind.ts; answered once);
 * - `combatTurnChange` / `updateWorldTime`: the overdrive ends (./expire.ts);
 * - `deleteCombat`: the once-per-combat record resets (./reset.ts);
 * - rests: a running overdrive ends before the rest recovers, and the record resets (./rest-end.ts, registered
 *   in ./register.ts).
 * What registers at init is in ./register.ts.
 */
import type { HpDrop } from "../../documents/actor/hp-drop";
import { expireOnTurnChange, expireOnWorldTime } from "./expire";

import { dropsToZero, offerSystemFailure } from "./offer";
import { resetOnCombatEnd } from "./reset";

export { systemFailure, type SystemFailureOptions, type SystemFailureOutcome } from "./apply";

/**
 * `augmented.hpDrop` (every client): a drop to 0 HP offers System Failure on the one acting client. Any other drop
 * (the usual hit) starts no async work at all.
 */
export function onHpDropSystemFailure(actor: Actor.Implementation, drop: HpDrop, userId: string | null): void {
  if (!dropsToZero(drop)) return;
  void offerSystemFailure(actor, drop, userId);
}

/** `combatTurnChange`: an overdrive whose last turn has passed ends. */
export function onTurnChangeSystemFailure(combat: Combat.Implementation, current: { round?: number | null; turn?: number | null }): void {
  void expireOnTurnChange(combat, { round: current.round ?? 0, turn: current.turn ?? null });
}

/** `updateWorldTime`: outside combat, an overdrive runs out with world time. */
export function onWorldTimeSystemFailure(worldTime: number, userId: string | null, actors?: readonly Actor.Implementation[]): void {
  void expireOnWorldTime(worldTime, userId, actors);
}

/** `deleteCombat`: the once-per-combat record resets. */
export function onCombatDeletedSystemFailure(combat: Combat.Implementation, userId: string): void {
  void resetOnCombatEnd(combat, userId);
}

export { chooseFromCard, chooseTransition, declineFromCard, declineTransition } from "./card";
