/**
 * GA-TIRE-1 immune to exhaustion: a workflow about to raise a 13th Age gearforged's exhaustion asks here first;
 * the gain is dropped and the note goes on that workflow's card (System Failure's end of overdrive, SF-5). Any
 * other write is held back by the actor model (data/actor/parts/tireless-guard.ts), which also counts a stored
 * level as none.
 */
import { tirelessExhaustionGain } from "../../../rules/gearforged";
import { isThirteenthAge } from "./state";
import { type CardText, cardText } from "../../../data/chat/card-text";

/** The exhaustion to write instead of `next`, and the card's note when a gain was ignored (else null). */
export function tirelessExhaustion(actor: Actor.Implementation, current: number, next: number): { exhaustion: number; note: CardText | null } {
  if (next <= current || !isThirteenthAge(actor)) return { exhaustion: next, note: null };
  const gain = tirelessExhaustionGain(current, next - current);
  return { exhaustion: gain.exhaustion, note: cardText(gain.noteKey, { count: gain.ignored }) };
}
