/**
 * SF-1 "immediately": the prompt records where things stood when it was offered (./offer.ts), and an answer
 * that comes after the next HP change, death save or the start of the character's next turn is refused
 * (src/rules/cyborg/system-failure-lapse.ts decides). A creature whose counters settle at 0 HP by themselves (a 13th
 * Age gearforged's stabilising, GA-WRECK-1, registered in ./registry.ts) moves them without a death save, so that
 * does not end the offer.
 */
import { type OfferLapse, type OfferNow, type OfferSnapshot, offerLapse, readOfferSnapshot } from "../../rules/cyborg/system-failure-lapse";
import { settledAtZero } from "./registry";
import { combatOf, turnIndexOf } from "./state";
import { portOf } from "../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";

function combatNow(actor: Actor.Implementation): { combat: OfferNow["combat"]; actorTurn: number | null } {
  const combat = combatOf(actor);
  if (!combat?.id) return { combat: null, actorTurn: null };
  return { combat: { id: combat.id, round: combat.round ?? 0, turn: combat.turn ?? null }, actorTurn: turnIndexOf(actor, combat) };
}

/** What the offer stores in the prompt's flags (`systemFailure.offer`). */
export function offerSnapshot(actor: Actor.Implementation): OfferSnapshot {
  const port = portOf(actor);
  const hp = port.hp;
  return { hp: { value: hp.value, temp: hp.temp }, deathSaves: port.deathSaves ?? NO_DEATH_SAVES, combat: combatNow(actor).combat };
}

/**
 * Why the prompt's offer has lapsed, or null while it stands. A prompt without a readable snapshot (posted by an
 * older version) is judged by the current state alone, as before.
 */
export function promptLapse(actor: Actor.Implementation, stored: unknown): OfferLapse | null {
  const offer = readOfferSnapshot(stored);
  if (!offer) return null;
  const port = portOf(actor);
  const hp = port.hp;
  const settled = settledAtZero(actor);
  return offerLapse(offer, { hp: { value: hp.value, temp: hp.temp }, deathSaves: port.deathSaves ?? NO_DEATH_SAVES, ...combatNow(actor) }, settled);
}
