/**
 * SF-4 "until the end of its next turn", as positions in a combat's turn order. Pure (no Foundry globals), so
 * the unit tests can check every case; the glue (./expire.ts) feeds it the combat's round and turn.
 *
 * Interpretation (documented choice): "next turn" is the actor's first turn that STARTS after System Failure
 * was chosen. Chosen on another creature's turn, that is the actor's turn later this round (or next round if
 * its place has passed); chosen on its own turn, it is its turn next round. Before the combat has started
 * (round 0) it is the actor's turn in round 1. Turn order changes after the choice are not followed: the end
 * is kept as the round and turn index computed then.
 */

/** Where a combat stands: `turn` null when no turn is running. */
export interface CombatPosition {
  round: number;
  turn: number | null;
}

/** The last position the overdrive lasts through: it ends when the combat moves past it. */
export interface OverdriveEnd {
  round: number;
  turn: number;
}

/** SF-4: the end position, from where the combat stands now and the actor's index in its turn order. */
export function overdriveEndPosition(current: CombatPosition, actorTurn: number): OverdriveEnd {
  const turn = Math.max(0, Math.trunc(actorTurn));
  if (current.round < 1) return { round: 1, turn };
  const now = current.turn ?? -1;
  return turn > now ? { round: current.round, turn } : { round: current.round + 1, turn };
}

/** True once the combat has moved past the end position (the actor's next turn has ended). */
export function overdriveEnded(end: OverdriveEnd, current: CombatPosition): boolean {
  if (current.round !== end.round) return current.round > end.round;
  return (current.turn ?? -1) > end.turn;
}

/** Outside combat (SF_FALLBACK_DURATION_SECONDS): true once `seconds` of world time have passed since `start`. */
export function overdriveTimeUp(start: number, seconds: number, worldTime: number): boolean {
  return worldTime >= start + seconds;
}
