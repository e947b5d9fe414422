/** The GM's Undo button on a card: the action's name and the click (its transition: ./card-action.ts, every card's). */
import { clickCard } from "./card-action";

export const UNDO_ACTION = "undo";

/** Reverse the change recorded on `message` (the GM's Undo button). Returns true when it was undone. */
export function undoFromMessage(message: ChatMessage.Implementation): Promise<boolean> {
  return clickCard(message, UNDO_ACTION);
}
