/** The GM's Undo button on a card: the action's name, its transition registered at init (./undo.ts) and the click. */
import type { ChatMessageLike } from "../../applications/chat/cards";
import { clickCard, registerCardTransition } from "./card-action";
import { undoTransition } from "./undo";

export const UNDO_ACTION = "undo";

/** Called once from registerHooks(). */
export function registerUndo(): void {
  registerCardTransition(UNDO_ACTION, { run: ({ message, user }) => undoTransition(message, user) });
}

/** Reverse the change recorded on `message` (the GM's Undo button). Returns true when it was undone. */
export function undoFromMessage(message: ChatMessageLike): Promise<boolean> {
  return clickCard(message, UNDO_ACTION);
}
