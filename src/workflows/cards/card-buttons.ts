/**
 * Chat card buttons: bound when a card is rendered (./chat-message.ts calls `onRenderChatMessage` on every client
 * that renders the message). The card's kind first fits the drawn card to the viewer (its class's
 * `adjustForViewer`); then a button is bound only when the kind declares its action (its class's
 * `metadata.actions`) or it is the GM's Undo (./card-action.ts `cardAction`). A button that moves the card on
 * (record, choose, decline, roll, pick, undo) asks for a card transition (./card-action.ts: checked and applied
 * once on the one writing client); while its answer is outstanding the card shows a pending state. The damage
 * buttons apply through `actor.applyDamage` with the clicker's own permissions.
 */
import type { CardClick } from "../../data/chat/card-actions";
import { storedCard } from "../../data/chat/types";
import { cardAction, clickCard, isCardPending, showPending } from "./card-action";

/** The click of a declared action: its own, or (a transition without one) asking for the transition as it is. */
function clickOf(message: ChatMessage.Implementation, action: string): CardClick | null {
  const declared = cardAction(message, action);
  if (declared?.click) return declared.click;
  return declared?.transition ? (card, _button, html) => clickCard(card, action, {}, html) : null;
}

export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  storedCard(message)?.adjustForViewer(html);
  const pending = isCardPending(message.id);
  if (pending) showPending(html);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-augmented-action]")) {
    const handler = clickOf(message, button.dataset.augmentedAction ?? "");
    if (!handler) continue;
    const enabled = !button.disabled;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      void handler(message, button, html).finally(() => {
        // Until the card is redrawn with its new state, a spent button stays as it was drawn.
        if (!isCardPending(message.id)) button.disabled = !enabled;
      });
    });
  }
}
