/**
 * The System Failure prompt card drawn for each viewer (SF-1), registered in ./register.ts.
 */
import { type ChatMessageLike, cardState } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./actions";

interface UuidLookup {
  fromUuidSync?(uuid: string): unknown;
}

/** Shown to owners and GMs only; disabled once answered, with the answer written under the buttons. */
export function renderPrompt(message: ChatMessageLike, html: HTMLElement): void {
  const flags = cardState(message);
  const state = flags.systemFailure;
  if (!state) return;
  const buttons = html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${CHOOSE_ACTION}], [data-augmented-action=${DECLINE_ACTION}]`);
  // cast: `fromUuidSync` is a Foundry global; read loosely so a missing one only hides the buttons.
  const actor = (globalThis as UuidLookup).fromUuidSync?.(state.actorUuid) as { isOwner?: boolean } | null | undefined;
  if (actor?.isOwner !== true) {
    for (const button of buttons) button.remove();
    html.querySelector(".chat-card__buttons")?.remove();
  } else if (flags.resolved) {
    for (const button of buttons) button.disabled = true;
  }
  if (flags.resolved && state.answer) {
    const note = document.createElement("p");
    note.className = "chat-card__line chat-card__answer";
    note.textContent = localize(state.answer === "chosen" ? "AUGMENTED.SystemFailure.AnsweredChosen" : "AUGMENTED.SystemFailure.AnsweredDeclined");
    (html.querySelector(".chat-card") ?? html).append(note);
  }
}
