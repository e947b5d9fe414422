/**
 * "One client acts" (docs/ARCHITECTURE.md, Conventions): automation triggered by a document change runs on exactly one
 * client. This is the pure choice; the glue (src/utils/acting-user.ts) feeds it Foundry's users.
 *
 * The acting user is: the user who made the change, if they own the actor and are active; else the first
 * active owner who is not a GM (players act for their own characters); else the first active GM; else nobody.
 * "First" is the order given (the glue passes users in a stable order), so every client computes the same id.
 */

export interface ActingCandidate {
  id: string;
  isGM: boolean;
  active: boolean;
  /** Owns the actor (GMs always do). */
  owner: boolean;
}

export function chooseActingUser(candidates: readonly ActingCandidate[], triggeringUserId: string | null | undefined): string | null {
  const trigger = candidates.find((user) => user.id === triggeringUserId);
  if (trigger && trigger.active && trigger.owner) return trigger.id;
  const player = candidates.find((user) => user.active && user.owner && !user.isGM);
  if (player) return player.id;
  const gm = candidates.find((user) => user.active && user.isGM);
  return gm?.id ?? null;
}
