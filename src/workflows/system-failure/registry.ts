/**
 * What other features add to System Failure, at init (their own register function): a guard on the exhaustion the
 * overdrive's end adds (GA-TIRE-1: a 13th Age gearforged gains none, and the card says so), and, for a creature
 * whose death-save counters move at 0 HP without a death save (GA-WRECK-1), how they settle, so that does not end
 * the offer. System Failure reads these lists when it runs; it imports no other feature.
 */
import type { CardText } from "../../data/chat/card-text";
import type { OfferSnapshot } from "../../rules/cyborg/system-failure-lapse";

/** The exhaustion to write instead of `next`, and the card's note when a gain was ignored (else null). */
export type ExhaustionGuard = (actor: Actor.Implementation, current: number, next: number) => { exhaustion: number; note: CardText | null };

type DeathSaves = OfferSnapshot["deathSaves"];
/** For an actor it concerns: how its death-save counters settle at 0 HP by themselves; else null. */
export type SettledAtZero = (actor: Actor.Implementation) => ((saves: DeathSaves) => DeathSaves) | null;

const GUARDS: ExhaustionGuard[] = [];
const SETTLED: SettledAtZero[] = [];

export function registerExhaustionGuard(guard: ExhaustionGuard): void {
  if (!GUARDS.includes(guard)) GUARDS.push(guard);
}

export function registerSettledAtZero(settled: SettledAtZero): void {
  if (!SETTLED.includes(settled)) SETTLED.push(settled);
}

/** The exhaustion after every guard, with the last note one of them gave. */
export function guardedExhaustion(actor: Actor.Implementation, current: number, next: number): { exhaustion: number; note: CardText | null } {
  let out: { exhaustion: number; note: CardText | null } = { exhaustion: next, note: null };
  for (const guard of GUARDS) {
    const guarded = guard(actor, current, out.exhaustion);
    out = { exhaustion: guarded.exhaustion, note: guarded.note ?? out.note };
  }
  return out;
}

/** How the actor's counters settle at 0 HP by themselves, from the first registration that concerns it. */
export function settledAtZero(actor: Actor.Implementation): ((saves: DeathSaves) => DeathSaves) | undefined {
  for (const settled of SETTLED) {
    const found = settled(actor);
    if (found) return found;
  }
  return undefined;
}
