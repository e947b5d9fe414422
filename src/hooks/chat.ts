/** The one listener on the core chat hook: every system card's buttons and per-viewer adjustments. */
import type { ChatMessageLike } from "../applications/chat/cards";
import { onRenderChatMessage } from "../workflows/cards/card-buttons";

export function registerChatHooks(): void {
  // cast: rendered messages are this system's ChatMessage documents with an HTMLElement root (v13).
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessage(message as ChatMessageLike, html as HTMLElement));
}
