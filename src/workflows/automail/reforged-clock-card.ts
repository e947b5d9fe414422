/**
 * The GM's "move the clock" button of a player's reforged installation card (AM-GEN-1; ./reforged-clock.ts): the
 * action's name, the card's record, and when this GM's client saw each limb built on. The automail card's class
 * declares the button and draws it per viewer (./card-kind.ts).
 */
import { storedCardOf } from "../../data/chat/types";
import { AUTOMAIL_ITEM_TYPE } from "../../data/item/automail/state";
import type { AutomailCardData } from "./card-kind";
import { isItemOfKind } from "../../data/item/kinds";

/**
 * DESIGN.md, Trust: the limb and the card are the player's to write, so the GM's button never takes how far to
 * move the clock from them. What this client vouches for is when it saw each reforged limb become built on (the
 * world time at the `createItem`/`updateItem` it received, limb uuid → world time): the clock moves at most to
 * that time plus the work's 2 hours (./reforged-clock.ts). A limb leaving "built on" (an undo) forgets it. Kept in
 * memory only: a GM who reloaded since the installation is told to move the clock by hand.
 */
const BUILT_ON_SEEN = new Map<string, number>();

/** From the item hooks (hooks/items.ts), on every client: a limb seen built on, or seen leaving it. */
export function noteLimbBuiltOn(item: Item.Implementation): void {
  if (!isItemOfKind(item, AUTOMAIL_ITEM_TYPE) || !game.user?.isGM) return;
  // cast: an automail item's system (its type checked above), read structurally for its location mode.
  const location = (item.system as { location?: { mode?: unknown } } | undefined)?.location;
  if (location?.mode !== "builtOn") BUILT_ON_SEEN.delete(item.uuid);
  else if (!BUILT_ON_SEEN.has(item.uuid)) BUILT_ON_SEEN.set(item.uuid, game.time?.worldTime ?? 0);
}

/** The world time this client saw the limb built on, or null when it did not. */
export function builtOnSeenAt(limbUuid: string): number | null {
  return BUILT_ON_SEEN.get(limbUuid) ?? null;
}

export const REFORGED_CLOCK_ACTION = "automailReforgedClock";

/** The card's record: whose limb; `advanced` once the GM moved the clock. */
export type ReforgedClock = NonNullable<AutomailCardData["reforgedClock"]>;

/** The record on an automail card, or null when the card carries none. */
export function readFlag(message: ChatMessage.Implementation): ReforgedClock | null {
  return storedCardOf<AutomailCardData>(message, "automail")?.reforgedClock ?? null;
}
