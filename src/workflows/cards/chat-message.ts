/**
 * The system's ChatMessage class (CONFIG.ChatMessage.documentClass). A card of one of the card types
 * (src/data/chat) stores no HTML: each time Foundry renders the message for a user (`renderHTML`, v13), the card
 * is drawn from its system data into the message's content, then adjusted for that user and its buttons bound
 * (./card-buttons.ts). dnd5e 5.x does the same: its ChatMessage class awaits core's `renderHTML` and lets the
 * message's data model fill `.message-content` (test/foundry/README.md cites it). Cards from an earlier version
 * (flags and stored HTML) are left as core renders them; the `renderChatMessageHTML` listener binds those.
 */
import { type CardRenderData, type ChatMessageLike, type RollLabel, cardState, isTypedCard, renderCard } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { onRenderChatMessage } from "./card-buttons";

/** What a typed card's schema gives the renderer (./data/chat/fields.ts `viewField`). */
type StoredView = Omit<CardRenderData, "kind" | "rollBoxes" | "undo" | "rollHtml">;

function outcomeOf(label: RollLabel | undefined): "success" | "failure" | "" {
  if (label?.success === true) return "success";
  if (label?.success === false) return "failure";
  return "";
}

/** The card's HTML for the current user, from its data and its rolls (rendered by Foundry). */
export async function renderCardHtml(message: ChatMessageLike): Promise<string> {
  // cast: the system data of a card type (checked by `isTypedCard` before this is called).
  const system = message.system as unknown as { kind: string; view: StoredView & { rolls?: RollLabel[] } };
  const { rolls: labels = [], ...view } = system.view;
  const rolls = (message.rolls ?? []) as Roll[];
  const rollBoxes = await Promise.all(
    rolls.map(async (roll, index) => {
      const label = labels[index];
      const outcome = outcomeOf(label);
      const outcomeLabel = outcome ? localize(outcome === "success" ? "AUGMENTED.Chat.RollSuccess" : "AUGMENTED.Chat.RollFailure") : "";
      return { label: label?.label ?? "", dc: label?.dc ?? null, success: label?.success ?? null, html: await roll.render(), outcome, outcomeLabel };
    }),
  );
  return renderCard({ ...view, kind: system.kind, rollBoxes, undo: Boolean(cardState(message).undo) });
}

/** Draws a typed card into the message element core rendered, then adjusts and binds it for this user. */
export async function drawCard(message: ChatMessageLike, html: HTMLElement): Promise<void> {
  if (!message.isContentVisible) return;
  const content = html.querySelector<HTMLElement>(".message-content");
  if (!content) return;
  content.innerHTML = await renderCardHtml(message);
  onRenderChatMessage(message, html);
}

export class AugmentedChatMessage extends ChatMessage {
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): ReturnType<ChatMessage["renderHTML"]> {
    const html = await super.renderHTML(...args);
    // cast: this class is CONFIG.ChatMessage.documentClass, i.e. ChatMessage.Implementation (src/types.d.ts).
    if (html && isTypedCard(this)) await drawCard(this as ChatMessageLike, html);
    return html;
  }
}
