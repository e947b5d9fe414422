/**
 * SF-1 "immediately": System Failure is offered at the moment of the drop to 0 HP and only then. The offer
 * lapses at the next change of the character's hit points, the next death save (its counters move), or the start
 * of the character's next turn in the combat it was offered in. The offer records where things stood; an answer
 * compares that with now. Outside combat only the first two apply (there are no turns).
 * A change of the counters that no death save made (GA-WRECK-1: a 13th Age gearforged is stable at once at 0 HP,
 * rolling none) is not a death save: the caller passes it as `settled`, what that change makes of the offer's
 * counters, and counters that equal it do not end the offer.
 */
import { overdriveEndPosition } from "./overdrive-timing";

export interface OfferSnapshot {
  hp: { value: number; temp: number };
  deathSaves: { success: number; failure: number };
  /** The combat and position when offered; null outside combat. */
  combat: { id: string; round: number; turn: number | null } | null;
}

export interface OfferNow {
  hp: { value: number; temp: number };
  deathSaves: { success: number; failure: number };
  combat: { id: string; round: number; turn: number | null } | null;
  /** The character's index in that combat's turn order, or null when it has none. */
  actorTurn: number | null;
}

export type OfferLapse = "hpChanged" | "deathSave" | "nextTurn";

function reached(position: { round: number; turn: number | null }, start: { round: number; turn: number }): boolean {
  if (position.round !== start.round) return position.round > start.round;
  return (position.turn ?? -1) >= start.turn;
}

/** Why the offer no longer stands, or null while it does. */
export function offerLapse(
  offer: OfferSnapshot,
  now: OfferNow,
  settled?: (saves: OfferSnapshot["deathSaves"]) => OfferSnapshot["deathSaves"],
): OfferLapse | null {
  if (offer.hp.value !== now.hp.value || offer.hp.temp !== now.hp.temp) return "hpChanged";
  const same = (saves: OfferSnapshot["deathSaves"]): boolean => saves.success === now.deathSaves.success && saves.failure === now.deathSaves.failure;
  if (!same(offer.deathSaves) && !(settled && same(settled(offer.deathSaves)))) return "deathSave";
  if (offer.combat && now.combat && offer.combat.id === now.combat.id && now.actorTurn !== null) {
    // The actor's next turn is the one whose end SF-4's overdrive waits for; here its start is what counts.
    if (reached(now.combat, overdriveEndPosition(offer.combat, now.actorTurn))) return "nextTurn";
  }
  return null;
}

/** Reads a stored snapshot back (card flags are data anyone could have written: anything odd is null). */
export function readOfferSnapshot(value: unknown): OfferSnapshot | null {
  // cast: the stored snapshot being validated; each field is checked below.
  const v = value as Partial<OfferSnapshot> | null | undefined;
  const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
  if (!v || !v.hp || !v.deathSaves || !finite(v.hp.value) || !finite(v.hp.temp)) return null;
  if (!finite(v.deathSaves.success) || !finite(v.deathSaves.failure)) return null;
  const combat = v.combat;
  if (combat !== null && (typeof combat !== "object" || typeof combat.id !== "string" || !finite(combat.round) || !(combat.turn === null || finite(combat.turn)))) return null;
  return { hp: { value: v.hp.value, temp: v.hp.temp }, deathSaves: { success: v.deathSaves.success, failure: v.deathSaves.failure }, combat: combat ? { id: combat.id, round: combat.round, turn: combat.turn } : null };
}
