/**
 * The GM's "move the clock" button of a player's reforged installation card (AM-GEN-1; ./reforged-clock.ts): the
 * action's name, the flag, drawing the button per viewer, the registration.
 */
import { type ChatMessageLike, cardFlags } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { clickCard, registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { clockTransition } from "./reforged-clock";

export const REFORGED_CLOCK_ACTION = "automailReforgedClock";

/** `flags.augmented.reforgedClock` on a player's installation card: whose limb; `advanced` once the GM moved it. */
export interface ReforgedClockFlag {
  actorUuid: string;
  limbId: string;
  advanced?: boolean;
}

export function readFlag(message: ChatMessageLike): ReforgedClockFlag | null {
  const flag = cardFlags(message).reforgedClock as Partial<ReforgedClockFlag> | undefined;
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
  registerCardRenderer(renderClockButton);
}
