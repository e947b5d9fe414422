/**
 * The save request drawn for each viewer: the Roll save button only for the target's owners and GMs, and a note
 * when the roll would need a GM and none is connected (registered in ./register.ts).
 */
import type { ChatMessageLike } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { mayActFor } from "../cards/card-trust";
import { saveRequestOf } from "./actions";
import { ROLL_SAVE_ACTION } from "./names";

function actorSync(uuid: string): Actor.Implementation | null {
  // cast: the uuid was written by this system; checked to be an Actor at runtime.
  const doc = (fromUuidSync as (uuid: string) => unknown)(uuid);
  // cast: checked above.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

export function renderSaveRequest(message: ChatMessageLike, html: HTMLElement): void {
  const state = saveRequestOf(message);
  if (!state || state.result) return;
  const target = actorSync(state.targetUuid);
  if (!target || !mayActFor(game.user, target)) {
    html.querySelectorAll(`[data-augmented-action=${ROLL_SAVE_ACTION}]`).forEach((el) => el.remove());
    return;
  }
  // Only a GM's client or the card's author can record the roll.
  if (!game.user?.isGM && !message.isAuthor && !game.users?.activeGM) {
    const note = document.createElement("p");
    note.className = "chat-card__status";
    note.dataset.status = "no-gm";
    note.textContent = localize("AUGMENTED.SaveRequest.NoGm");
    (html.querySelector(".chat-card") ?? html).append(note);
  }
}
