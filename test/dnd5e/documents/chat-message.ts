/**
 * `ChatMessage5e`, the part a module reaches from a card (release-5.3.3 `module/documents/chat-message.mjs`):
 * `getAssociatedItem()` (:987-994: the item of the `dnd5e.item.uuid` flag; **simplified**: no stored item data of a
 * deleted item) and `getAssociatedActivity()` (:960-963: the activity of the `dnd5e.activity.uuid` flag, else the
 * associated item's activity of the `dnd5e.activity.id` flag; the stand-in resolves the second way, its
 * `fromUuidSync` knowing no activities). Registered as `CONFIG.ChatMessage.documentClass` (dnd5e.mjs:57-180).
 */
import { ChatMessage } from "../../foundry/chat";
import type { PlainObject } from "../../foundry/utils";

type Lookup = { get(id: string): unknown } | undefined;

export class ChatMessage5e extends ChatMessage {
  getAssociatedItem(): unknown {
    const uuid = (this.getFlag("dnd5e", "item.uuid") ?? null) as string | null;
    if (!uuid) return undefined;
    // cast: the stand-in's global fromUuidSync, as dnd5e calls it with `strict: false`.
    return (globalThis as unknown as { fromUuidSync(uuid: string, options: PlainObject): unknown }).fromUuidSync(uuid, { strict: false }) ?? undefined;
  }

  getAssociatedActivity(): unknown {
    const id = this.getFlag("dnd5e", "activity.id") as string | undefined;
    const item = this.getAssociatedItem() as { system?: { activities?: Lookup } } | undefined;
    return id ? item?.system?.activities?.get(id) : undefined;
  }
}
