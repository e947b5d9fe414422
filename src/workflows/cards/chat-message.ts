/**
 * The system's ChatMessage class (CONFIG.ChatMessage.documentClass). A card of one of the card types
 * (src/data/chat) stores no HTML: each time Foundry renders the message for a user (`renderHTML`, v13), the
 * card's data model draws it for that user (src/data/chat/card-model.ts `render`) into the message's content,
 * then its per-type renderers run and its buttons are bound (./card-buttons.ts). dnd5e 5.x does the same: its
 * ChatMessage class awaits core's `renderHTML` and lets the message's data model fill `.message-content`
 * (test/foundry/README.md cites it).
 */
import { CardModel } from "../../data/chat/card-model";
import { onRenderChatMessage } from "./card-buttons";

/** Draws a card into the message element core rendered, then adjusts and binds it for this user. */
export async function drawCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  if (!message.isContentVisible || !(message.system instanceof CardModel)) return;
  const content = html.querySelector<HTMLElement>(".message-content");
  if (!content) return;
  content.innerHTML = await message.system.render();
  onRenderChatMessage(message, html);
}

export class AugmentedChatMessage extends ChatMessage {
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): ReturnType<ChatMessage["renderHTML"]> {
    const html = await super.renderHTML(...args);
    // cast: this class is CONFIG.ChatMessage.documentClass, i.e. ChatMessage.Implementation (src/types.d.ts).
    if (html) await drawCard(this as ChatMessage.Implementation, html);
    return html;
  }
}
