/**
 * The prompt card's buttons. Choosing an augment or declining is for the actor's owners and GMs: the handler
 * re-checks on click (a forged click by anyone else is refused with a message and changes nothing), and the
 * renderer shows the buttons only to those who may use them, disabled once the prompt is answered.
 *
 * Marking the prompt answered goes through the shared card resolution (src/workflows/cards/resolve-card.ts): from a
 * client that may not change the message, the active GM does it after checking the requester owns the actor.
 */
import { type ChatMessageLike, actorFromUuid, cardFlags } from "../../applications/chat/cards";
import { ensureCanModify, localize, notifyError, notifyInfo, notifyWarn } from "../../utils/notify";
import { markCardResolved, registerResolvableCard } from "../cards/resolve-card";
import { systemFailure } from "./apply";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./offer";
import { promptLapse } from "./lapse";

type Answer = "chosen" | "declined";

/** The prompt card's kind for `markCardResolved` (its flag key). */
export const PROMPT_CARD = "systemFailure";

/** How the prompt closes: the owner's answer is recorded with it (registered at init). */
export function registerPromptCard(): void {
  registerResolvableCard(PROMPT_CARD, {
    actorUuid: (flags) => flags.systemFailure?.actorUuid,
    answered: (flags, answer) =>
      (answer === "chosen" || answer === "declined") && flags.systemFailure ? { systemFailure: { ...flags.systemFailure, answer } } : null,
  });
}

/** Mark the prompt answered (directly, or through the active GM: src/workflows/cards/resolve-card.ts). */
function resolvePrompt(message: ChatMessageLike, answer: Answer): Promise<void> {
  return markCardResolved(message, PROMPT_CARD, answer);
}

/** The prompt's actor, when the current user may answer for it (else null, with the reason shown). */
async function promptActor(message: ChatMessageLike): Promise<Actor.Implementation | null> {
  const flags = cardFlags(message);
  if (!flags.systemFailure) return null;
  if (flags.resolved) {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return null;
  }
  const actor = await actorFromUuid(flags.systemFailure.actorUuid);
  if (!actor) {
    notifyError("AUGMENTED.Undo.Missing");
    return null;
  }
  return ensureCanModify(actor) ? actor : null;
}

/** A "Destroy <augment>" button. */
export async function chooseFromCard(message: ChatMessageLike, augmentId: string): Promise<boolean> {
  const actor = await promptActor(message);
  if (!actor) return false;
  if (!cardFlags(message).systemFailure?.candidateIds.includes(augmentId)) {
    notifyError("AUGMENTED.SystemFailure.NotOffered");
    return false;
  }
  const lapse = promptLapse(actor, cardFlags(message).systemFailure?.offer);
  if (lapse) {
    notifyWarn(`AUGMENTED.SystemFailure.Lapsed.${lapse}`, { name: actor.name ?? "" });
    return false;
  }
  const outcome = await systemFailure(actor, augmentId, { messageId: message.id ?? null });
  if (!outcome) return false;
  await resolvePrompt(message, "chosen");
  return true;
}

/** The Decline button: nothing changes on the actor; the prompt is closed. */
export async function declineFromCard(message: ChatMessageLike): Promise<boolean> {
  const actor = await promptActor(message);
  if (!actor) return false;
  await resolvePrompt(message, "declined");
  notifyInfo("AUGMENTED.SystemFailure.Declined", { name: actor.name ?? "" });
  return true;
}

interface UuidLookup {
  fromUuidSync?(uuid: string): unknown;
}

/** Shown to owners and GMs only; disabled once answered, with the answer written under the buttons. */
export function renderPrompt(message: ChatMessageLike, html: HTMLElement): void {
  const flags = cardFlags(message);
  const state = flags.systemFailure;
  if (!state) return;
  const buttons = html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${CHOOSE_ACTION}], [data-augmented-action=${DECLINE_ACTION}]`);
  // cast: `fromUuidSync` is a Foundry global; read loosely so a missing one only hides the buttons.
  const actor = (globalThis as UuidLookup).fromUuidSync?.(state.actorUuid) as { isOwner?: boolean } | null | undefined;
  if (actor?.isOwner !== true) {
    for (const button of buttons) button.remove();
    html.querySelector(".chat-card__buttons")?.remove();
  } else if (flags.resolved) {
    for (const button of buttons) button.disabled = true;
  }
  if (flags.resolved && state.answer) {
    const note = document.createElement("p");
    note.className = "chat-card__line chat-card__answer";
    note.textContent = localize(state.answer === "chosen" ? "AUGMENTED.SystemFailure.AnsweredChosen" : "AUGMENTED.SystemFailure.AnsweredDeclined");
    (html.querySelector(".chat-card") ?? html).append(note);
  }
}
