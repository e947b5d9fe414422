/**
 * The GM's "move the clock" button of a player's reforged installation card (AM-GEN-1; ./reforged-clock.ts): the
 * action's name, the flag, drawing the button per viewer, the registration.
 */
import { type ChatMessageLike, cardState } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { clickCard, registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { clockTransition } from "./reforged-clock";
import { AUTOMAIL_ITEM_TYPE } from "../../data/item/automail/state";

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
  if (item.type !== AUTOMAIL_ITEM_TYPE || !game.user?.isGM) return;
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

/** `flags.augmented.reforgedClock` on a player's installation card: whose limb; `advanced` once the GM moved it. */
export interface ReforgedClockFlag {
  actorUuid: string;
  limbId: string;
  advanced?: boolean;
}

export function readFlag(message: ChatMessageLike): ReforgedClockFlag | null {
  // cast: the card's stored reforgedClock record, read structurally; its fields are checked before use.
  const flag = cardState(message).reforgedClock as Partial<ReforgedClockFlag> | undefined;
  return typeof flag?.actorUuid === "string" && typeof flag.limbId === "string" ? { actorUuid: flag.actorUuid, limbId: flag.limbId, advanced: flag.advanced === true } : null;
}

/** Players never see the button; once used it is replaced by a note. */
function renderClockButton(message: ChatMessageLike, html: HTMLElement): void {
  const flag = readFlag(message);
  for (const button of html.querySelectorAll<HTMLElement>(`[data-augmented-action=${REFORGED_CLOCK_ACTION}]`)) {
    if (flag?.advanced) {
      const note = document.createElement("p");
      note.className = "chat-card__status";
      note.textContent = localize("AUGMENTED.Automail.Reforged.ClockUsed");
      button.replaceWith(note);
    } else if (!game.user?.isGM) button.remove();
  }
}

/** Called once from registerHooks(). */
export function registerReforgedClock(): void {
  registerCardTransition(REFORGED_CLOCK_ACTION, {
    run: ({ message, user }) => clockTransition(message, user),
    authorWithoutGm: false,
  });
  registerCardAction(REFORGED_CLOCK_ACTION, (message) => clickCard(message, REFORGED_CLOCK_ACTION));
  registerCardRenderer("automail", renderClockButton);
}
