/**
 * The one world-time pass (an advance must stay cheap in a world of many actors). Called
 * on every client by the core `updateWorldTime` listener (src/hooks/combat.ts). It goes over the actors in play
 * once and reads, for each, only the summary made when the actor was last prepared
 * (src/documents/actor/world-time-watch.ts): which sweeps can have anything to do for it. Each sweep is then
 * given only those actors (none: it is not called) and makes its own full checks on them, then works out the
 * one acting client (src/utils/acting-user.ts) for those with something due, exactly as when it looked at
 * every actor. An actor without a summary (not prepared, or its preparation failed) goes to every sweep.
 */
import { thirteenthAgeQuiet, thirteenthAgeQuietAt, watchGeneration, worldTimeWatch } from "../documents/actor/world-time-watch";
import { actorsInPlay } from "../utils/actors-in-play";

/** The actors each sweep should look at, in the order of the actors in play. */
export interface WorldTimeCandidates {
  /** With an effect: System Failure overdrives, augment effects (and, below, Jet Pack timers, acclimations). */
  effects: Actor.Implementation[];
  gearforged: Actor.Implementation[];
  automail: Actor.Implementation[];
  thirteenthAge: Actor.Implementation[];
}

/**
 * A feature's sweep in the pass (declared by the feature, src/features/): which of the candidate lists it looks
 * at, and what it does for them. Sweeps run in the order of the host's features.
 */
export interface WorldTimeSweep {
  actors: keyof WorldTimeCandidates;
  run(worldTime: number, options: unknown, userId: string | null, actors: readonly Actor.Implementation[]): void;
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

/**
 * The world times around the last pass that found no actor for any sweep, while no summary changed since
 * (`watchGeneration`) and as many actors and tokens are in play. Measured need (bench/gearforged-time,
 * 300 actors): with nothing due, going over every summary would cost three times the core's own advance.
 */
interface IdleWindow {
  generation: number;
  inPlay: number;
  from: number;
  until: number;
}

let idle: IdleWindow | null = null;

/** World actors plus scene tokens: a cheap count that changes when an actor or a token comes or goes. */
function inPlayCount(): number {
  let count = game.actors?.size ?? 0;
  // cast: read structurally; a world without scenes adds nothing.
  for (const scene of game.scenes ?? []) count += scene.tokens?.size ?? 0;
  return count;
}

/** For a pass in which no actor went to any sweep: the world times at which that stays so. */
function idleWindow(actors: readonly Actor.Implementation[]): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const actor of actors) {
    // worldTimeCandidates gave this actor to no sweep, so it has a summary without effects or automail.
    const watch = worldTimeWatch(actor)!;
    until = Math.min(until, watch.gearforgedDueAt);
    if (!watch.thirteenthAge) continue;
    const quiet = thirteenthAgeQuiet(actor)!;
    from = Math.max(from, quiet.from);
    until = Math.min(until, quiet.until);
  }
  return { from, until };
}

function nothingDue(due: WorldTimeCandidates): boolean {
  return due.effects.length === 0 && due.gearforged.length === 0 && due.automail.length === 0 && due.thirteenthAge.length === 0;
}

/** `updateWorldTime` (every client): each sweep over the actors it can have something to do for, in the given order. */
export function onWorldTime(worldTime: number, options: unknown, userId: string | null, sweeps: readonly WorldTimeSweep[]): void {
  const generation = watchGeneration();
  const inPlay = inPlayCount();
  if (idle !== null && idle.generation === generation && idle.inPlay === inPlay && idle.from <= worldTime && worldTime < idle.until) return;
  const actors = actorsInPlay();
  const due = worldTimeCandidates(actors, worldTime);
  idle = nothingDue(due) ? { generation, inPlay, ...idleWindow(actors) } : null;
  for (const sweep of sweeps) {
    const candidates = due[sweep.actors];
    if (candidates.length > 0) sweep.run(worldTime, options, userId, candidates);
  }
}
