/**
 * Chat card buttons: bound when a message is rendered (the `renderChatMessageHTML` listener in
 * src/hooks/chat.ts calls `onRenderChatMessage` on every client that renders the message). Each handler
 * re-checks permission when clicked (applyDamage checks ownership; Undo is GM-only). The Undo button is only
 * shown to GMs, and replaced by an "undone" mark once used.
 */
import { APPLY_DAMAGE_ACTION, applyDamageFromCard } from "../../applications/chat/damage-card";
import { type ChatMessageLike, cardFlags } from "../../applications/chat/cards";
import { RECORD_DEATH_SAVE_ACTION, recordDeathSaveFailures } from "../death-save/on-damage";
import { undoFromMessage } from "./undo";

export type CardHandler = (message: ChatMessageLike, button: HTMLButtonElement) => Promise<unknown>;
/** Adjusts a rendered card for the viewing user (hide GM-only fields, disable spent buttons…). */
export type CardRenderer = (message: ChatMessageLike, html: HTMLElement) => void;

/** Every card action. Workflows add theirs with `registerCardAction` from their own register function. */
export const CARD_ACTIONS: Record<string, CardHandler> = {
  [APPLY_DAMAGE_ACTION]: (message, button) => applyDamageFromCard(message, button.dataset.mode ?? ""),
  [RECORD_DEATH_SAVE_ACTION]: (message) => recordDeathSaveFailures(message),
  undo: (message) => undoFromMessage(message),
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
  const flags = cardFlags(message);
  for (const undo of html.querySelectorAll<HTMLElement>(".chat-card__undo")) {
    const button = undo.querySelector<HTMLButtonElement>("[data-augmented-action=undo]");
    if (flags.undone) {
      button?.remove();
      undo.querySelector<HTMLElement>(".chat-card__undone")?.removeAttribute("hidden");
    } else if (!game.user?.isGM) undo.remove();
  }
  if (flags.resolved) {
    for (const button of html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${RECORD_DEATH_SAVE_ACTION}]`)) button.disabled = true;
  }
  for (const renderer of CARD_RENDERERS) renderer(message, html);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-augmented-action]")) {
    const handler = CARD_ACTIONS[button.dataset.augmentedAction ?? ""];
    if (!handler) continue;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void handler(message, button).finally(() => {
        button.disabled = false;
      });
    });
  }
}
