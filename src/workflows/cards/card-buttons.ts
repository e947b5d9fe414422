/**
 * Chat card buttons: bound when a card is rendered (./chat-message.ts calls `onRenderChatMessage` on every client
 * that renders the message). A button that moves
 * the card on (record, choose, decline, roll, pick, undo) is a card transition (./card-action.ts: checked and
 * applied once on the one writing client); while its answer is outstanding the card shows a pending state. The
 * damage buttons apply through `actor.applyDamage` with the clicker's own permissions. The Undo button is only
 * shown to GMs, and replaced by an "undone" mark once used.
 */
import { type ChatMessageLike, cardState } from "../../applications/chat/cards";
import { isCardPending, showPending } from "./card-action";
import { UNDO_ACTION, undoFromMessage } from "./undo-action";

/** `html` is the rendered card the button is in (for its pending state). */
export type CardHandler = (message: ChatMessageLike, button: HTMLButtonElement, html: HTMLElement) => Promise<unknown>;
/** Adjusts a rendered card for the viewing user (hide GM-only fields, disable spent buttons…). */
export type CardRenderer = (message: ChatMessageLike, html: HTMLElement) => void;

/** Every card action. Workflows add theirs with `registerCardAction` from their own register function, at init. */
export const CARD_ACTIONS: Record<string, CardHandler> = {
  [UNDO_ACTION]: (message) => undoFromMessage(message),
};

const CARD_RENDERERS: CardRenderer[] = [];

/** Bind a card button action (`data-augmented-action`); a later registration of the same name replaces it. */
export function registerCardAction(action: string, handler: CardHandler): void {
  CARD_ACTIONS[action] = handler;
}

/** Run `renderer` on every system card rendered, before the buttons are bound. */
export function registerCardRenderer(renderer: CardRenderer): void {
  if (!CARD_RENDERERS.includes(renderer)) CARD_RENDERERS.push(renderer);
}

export function onRenderChatMessage(message: ChatMessageLike, html: HTMLElement): void {
  const flags = cardState(message);
  for (const undo of html.querySelectorAll<HTMLElement>(".chat-card__undo")) {
    const button = undo.querySelector<HTMLButtonElement>("[data-augmented-action=undo]");
    if (flags.undone) {
      button?.remove();
      undo.querySelector<HTMLElement>(".chat-card__undone")?.removeAttribute("hidden");
    } else if (!game.user?.isGM) undo.remove();
  }
  for (const renderer of CARD_RENDERERS) renderer(message, html);
  const pending = isCardPending(message.id);
  if (pending) showPending(html);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-augmented-action]")) {
    const handler = CARD_ACTIONS[button.dataset.augmentedAction ?? ""];
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
