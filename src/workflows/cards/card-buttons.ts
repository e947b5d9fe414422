/**
 * Chat card buttons: bound when a card is rendered (./chat-message.ts calls `onRenderChatMessage` on every client
 * that renders the message). Renderers and actions are looked up by the card's type (the message's `type`): a
 * button is bound only when its type's data model declares the action (src/data/chat, `metadata.actions`) and a
 * workflow registered a handler for it. A button that moves the card on (record, choose, decline, roll, pick,
 * undo) is a card transition (./card-action.ts: checked and applied once on the one writing client); while its
 * answer is outstanding the card shows a pending state. The damage buttons apply through `actor.applyDamage`
 * with the clicker's own permissions.
 */
import type { ChatMessageLike } from "../../applications/chat/cards";
import { type CardType, cardTypeOfStored, declaredActions } from "../../data/chat/types";
import { isCardPending, showPending } from "./card-action";
import { UNDO_ACTION, undoFromMessage } from "./undo-action";

/** `html` is the rendered card the button is in (for its pending state). */
export type CardHandler = (message: ChatMessageLike, button: HTMLButtonElement, html: HTMLElement) => Promise<unknown>;
/** Adjusts a rendered card for the viewing user (hide GM-only fields, disable spent buttons…). */
export type CardRenderer = (message: ChatMessageLike, html: HTMLElement) => void;

/** Every card action. Workflows add theirs with `registerCardAction` from their own register function, at init. */
const CARD_ACTIONS = new Map<string, CardHandler>([[UNDO_ACTION, (message) => undoFromMessage(message)]]);

const CARD_RENDERERS = new Map<CardType, CardRenderer[]>();

/** Bind a card button action (`data-augmented-action`); a later registration of the same name replaces it. */
export function registerCardAction(action: string, handler: CardHandler): void {
  CARD_ACTIONS.set(action, handler);
}

/** Run `renderer` on every card of `type` rendered, before the buttons are bound. */
export function registerCardRenderer(type: CardType, renderer: CardRenderer): void {
  const list = CARD_RENDERERS.get(type) ?? [];
  if (!list.includes(renderer)) CARD_RENDERERS.set(type, [...list, renderer]);
}

export function onRenderChatMessage(message: ChatMessageLike, html: HTMLElement): void {
  // By the card type the message is stored as (the dnd5e module stores its cards as its own prefixed sub-types).
  const type = cardTypeOfStored(message.type);
  for (const renderer of (type && CARD_RENDERERS.get(type)) || []) renderer(message, html);
  const pending = isCardPending(message.id);
  if (pending) showPending(html);
  const declared = declaredActions(message);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-augmented-action]")) {
    const action = button.dataset.augmentedAction ?? "";
    const handler = declared.includes(action) ? CARD_ACTIONS.get(action) : undefined;
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
