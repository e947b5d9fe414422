/**
 * The one world-time pass (issue 13's benchmark: an advance must stay cheap in a world of many actors). Called
 * on every client by the core `updateWorldTime` listener (src/hooks/combat.ts). It goes over the actors in play
 * once and reads, for each, only the summary made when the actor was last prepared
 * (src/documents/actor/world-time-watch.ts): which sweeps can have anything to do for it. Each sweep is then
 * given only those actors (none: it is not called) and makes its own full checks on them, then works out the
 * one acting client (src/utils/acting-user.ts) for those with something due, exactly as when it looked at
 * every actor. An actor without a summary (not prepared, or its preparation failed) goes to every sweep.
 * The candidates are worked out at once (synchronous, from the summaries); only the features with a candidate
 * load their workflows (their `load.ts` seams), and each sweep re-reads its actors when it runs, after the load.
 */
import { worldTimeWatch } from "../documents/actor/world-time-watch";
import { actorsInPlay } from "../utils/actors-in-play";
import { hasTimedAugmentEffect, isUndo } from "./augment-use/effect-triggers";
import { loadSystemFailure } from "./system-failure/load";
import { loadUseAugment } from "./augment-use/load";
import { loadGearforged } from "./gearforged/load";
import { loadAutomail } from "./automail/load";
import { loadThirteenthAge } from "./gearforged/thirteenth-age/load";

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
    if (watch?.thirteenthAge ?? true) out.thirteenthAge.push(actor);
  }
  return out;
}

/** `updateWorldTime` (every client): each sweep over the actors it can have something to do for. */
export async function onWorldTime(worldTime: number, options: unknown, userId: string | null): Promise<void> {
  const due = worldTimeCandidates(actorsInPlay(), worldTime);
  const effects = due.effects.length > 0;
  const gearforged = due.gearforged.length > 0;
  const automail = due.automail.length > 0;
  const thirteenthAge = due.thirteenthAge.length > 0;
  // The augment effect sweep loads only when an actor has a timed augment effect (a cheap read of flags).
  const augmentEffects = effects && !isUndo(options) && due.effects.some(hasTimedAugmentEffect);
  if (!effects && !gearforged && !automail && !thirteenthAge) return;
  // Loaded together, so the sweeps still run in the order the listener always called them.
  const [systemFailure, augmentUse, gearforgedModule, automailModule, thirteenthAgeModule] = await Promise.all([
    effects ? loadSystemFailure() : null,
    augmentEffects ? loadUseAugment() : null,
    gearforged ? loadGearforged() : null,
    automail ? loadAutomail() : null,
    thirteenthAge ? loadThirteenthAge() : null,
  ]);
  systemFailure?.onWorldTimeSystemFailure(worldTime, userId, due.effects);
  augmentUse?.onWorldTimeAugmentEffects(options, userId, due.effects);
  gearforgedModule?.onWorldTimeGearforged(worldTime, userId, due.gearforged);
  automailModule?.onWorldTimeAutomail(options, due.automail);
  thirteenthAgeModule?.onWorldTimeThirteenthAge(worldTime, userId, due.thirteenthAge);
}
