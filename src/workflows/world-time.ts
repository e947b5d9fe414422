/**
 * The one world-time pass (issue 13's benchmark: an advance must stay cheap in a world of many actors). Called
 * on every client by the core `updateWorldTime` listener (src/hooks/combat.ts). It goes over the actors in play
 * once and reads, for each, only the summary made when the actor was last prepared
 * (src/documents/actor/world-time-watch.ts): which sweeps can have anything to do for it. Each sweep is then
 * given only those actors (none: it is not called) and makes its own full checks on them, then works out the
 * one acting client (src/utils/acting-user.ts) for those with something due, exactly as when it looked at
 * every actor. An actor without a summary (not prepared, or its preparation failed) goes to every sweep.
 */
import { thirteenthAgeQuietAt, worldTimeWatch } from "../documents/actor/world-time-watch";
import { actorsInPlay } from "../utils/actors-in-play";
import { onWorldTimeSystemFailure } from "./system-failure";
import { onWorldTimeAugmentEffects } from "./augment-use/effect-sweep";
import { onWorldTimeGearforged } from "./gearforged/timers";
import { onWorldTimeAutomail } from "./automail/expiry";
import { onWorldTimeThirteenthAge } from "./gearforged/thirteenth-age/clock";

/** The actors each sweep should look at, in the order of the actors in play. */
export interface WorldTimeCandidates {
  /** With an effect: System Failure overdrives, augment effects (and, below, Jet Pack timers, acclimations). */
  effects: Actor.Implementation[];
  gearforged: Actor.Implementation[];
  automail: Actor.Implementation[];
  thirteenthAge: Actor.Implementation[];
}

export function worldTimeCandidates(actors: readonly Actor.Implementation[], worldTime: number): WorldTimeCandidates {
  const out: WorldTimeCandidates = { effects: [], gearforged: [], automail: [], thirteenthAge: [] };
  for (const actor of actors) {
    const watch = worldTimeWatch(actor);
    const effects = watch?.effects ?? true;
    if (effects) out.effects.push(actor);
    // Not `<`: a NaN due time (never from the summary, which maps it to -Infinity) would still be looked at.
    if (effects || !(worldTime < (watch?.gearforgedDueAt ?? -Infinity))) out.gearforged.push(actor);
    if (effects || (watch?.automail ?? true)) out.automail.push(actor);
    if ((watch?.thirteenthAge ?? true) && !thirteenthAgeQuietAt(actor, worldTime)) out.thirteenthAge.push(actor);
  }
  return out;
}

/** `updateWorldTime` (every client): each sweep over the actors it can have something to do for, in a fixed order. */
export function onWorldTime(worldTime: number, options: unknown, userId: string | null): void {
  const due = worldTimeCandidates(actorsInPlay(), worldTime);
  if (due.effects.length > 0) {
    onWorldTimeSystemFailure(worldTime, userId, due.effects);
    onWorldTimeAugmentEffects(options, userId, due.effects);
  }
  if (due.gearforged.length > 0) onWorldTimeGearforged(worldTime, userId, due.gearforged);
  if (due.automail.length > 0) onWorldTimeAutomail(options, due.automail);
  if (due.thirteenthAge.length > 0) onWorldTimeThirteenthAge(worldTime, userId, due.thirteenthAge);
}
