/**
 * The module's cards drawn by dnd5e's own ChatMessage class: at init (after dnd5e set
 * `CONFIG.ChatMessage.documentClass` to its ChatMessage5e) the module puts a subclass in its place whose
 * `renderHTML` awaits dnd5e's, then draws a card of the module's card types from its data with the shared
 * `drawCard`, as the system's own class does (workflows/cards/chat-message.ts). Every other message renders as
 * dnd5e renders it.
 */
import { isTypedCard } from "../../applications/chat/cards";
import { drawCard } from "../../workflows/cards/chat-message";

type RenderHTML = ChatMessage["renderHTML"];

export function drawCardsWithHostClass(): void {
  const Host = CONFIG.ChatMessage.documentClass;
  class AugmentedDnd5eChatMessage extends Host {
    override async renderHTML(...args: Parameters<RenderHTML>): ReturnType<RenderHTML> {
      const html = await super.renderHTML(...args);
      // cast: an instance of CONFIG.ChatMessage.documentClass, i.e. ChatMessage.Implementation.
      if (html && isTypedCard(this)) await drawCard(this as unknown as ChatMessage.Implementation, html);
      return html;
    }
  }
  CONFIG.ChatMessage.documentClass = AugmentedDnd5eChatMessage;
}
