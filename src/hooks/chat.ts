/**
 * The one listener on the core chat hook. Cards of the card types are drawn and bound by the ChatMessage class
 * itself after this hook (src/workflows/cards/chat-message.ts); this binds the cards an earlier version posted
 * (flags and stored HTML), which core renders as stored.
 */
import { type ChatMessageLike, isTypedCard } from "../applications/chat/cards";
import { onRenderChatMessage } from "../workflows/cards/card-buttons";

export function registerChatHooks(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (isTypedCard(message)) return;
    // cast: rendered messages are this system's ChatMessage documents with an HTMLElement root (v13).
    onRenderChatMessage(message as ChatMessageLike, html as HTMLElement);
  });
}
