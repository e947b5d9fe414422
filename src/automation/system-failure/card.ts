/**
 * The prompt card's buttons. Choosing an augment or declining is for the actor's owners and GMs: the handler
 * re-checks on click (a forged click by anyone else is refused with a message and changes nothing), and the
 * renderer shows the buttons only to those who may use them, disabled once the prompt is answered.
 *
 * Marking the prompt answered changes the message, which only its author or a GM may do: from any other client
 * (the player, when the GM's damage made the GM's client post the prompt) the active GM does it on request
 * (`systemFailureResolve`), after checking the requesting user owns the card's actor.
 */
import { type ChatMessageLike, actorFromUuid, cardFlags, setCardFlags } from "../../applications/chat/cards";
import { ensureCanModify, localize, notifyError, notifyInfo, notifyWarn } from "../../documents/actor/notify";
import { requestGM } from "../../socket";
import { systemFailure } from "./apply";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./offer";

export const RESOLVE_REQUEST = "systemFailureResolve";

type Answer = "chosen" | "declined";

export interface ResolveRequest {
  type: typeof RESOLVE_REQUEST;
  messageId: string;
  userId: string;
  answer: Answer;
}

export function isResolveRequest(data: unknown): data is ResolveRequest {
  // cast: an untrusted payload, narrowed field by field below.
  const d = data as Partial<ResolveRequest> | null;
  return (
    typeof d === "object" &&
    d !== null &&
    d.type === RESOLVE_REQUEST &&
    typeof d.messageId === "string" &&
    typeof d.userId === "string" &&
    (d.answer === "chosen" || d.answer === "declined")
  );
}

function answered(flags: ReturnType<typeof cardFlags>, answer: Answer): Parameters<typeof setCardFlags>[1] {
  const state = flags.systemFailure;
  return state ? { resolved: true, systemFailure: { ...state, answer } } : { resolved: true };
}

/** Mark the prompt answered: directly when this user may change the message, else through the active GM. */
async function resolvePrompt(message: ChatMessageLike, answer: Answer): Promise<void> {
  if (message.isOwner) await setCardFlags(message, answered(cardFlags(message), answer));
  else if (message.id && game.user?.id) requestGM({ type: RESOLVE_REQUEST, messageId: message.id, userId: game.user.id, answer });
}

/** The active GM's side of `systemFailureResolve`: only for a user who owns the prompt's actor. */
export async function handleResolveRequest(request: ResolveRequest): Promise<void> {
  const message = game.messages?.get(request.messageId);
  const user = game.users?.get(request.userId);
  if (!message || !user) return;
  const flags = cardFlags(message);
  if (!flags.systemFailure || flags.resolved) return;
  const actor = await actorFromUuid(flags.systemFailure.actorUuid);
  if (!actor?.testUserPermission(user, "OWNER")) return;
  await setCardFlags(message, answered(flags, request.answer));
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
