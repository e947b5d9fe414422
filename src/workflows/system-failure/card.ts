/**
 * The prompt card's buttons. Choosing an augment or declining is for the actor's owners and GMs: the handler
 * re-checks on click (a forged click by anyone else is refused with a message and changes nothing), and the
 * renderer shows the buttons only to those who may use them, disabled once the prompt is answered.
 *
 * Both buttons are card transitions (src/workflows/cards/card-action.ts): carried out once, on the one writing
 * client, after checking the requester and the card's author against the current documents.
 */
import { type ChatMessageLike, actorFromUuid, cardState } from "../../applications/chat/cards";
import { readDeathSaves, readHp, systemOf } from "../../documents/actor/system-view";
import { planSystemFailure } from "../../rules/cyborg/system-failure";
import { notifyInfo } from "../../utils/notify";
import { type CardWrite, clickCard } from "../cards/card-action";
import { type Refusal, forgedCard, mayActFor, refusal } from "../cards/card-trust";
import { systemFailure } from "./apply";
import { levelOf, situationOf } from "./state";
import { isDead } from "../../documents/actor/system-view";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./actions";
import { promptLapse } from "./lapse";

type Answer = "chosen" | "declined";


/**
 * The prompt's actor, when the card may be answered by `user`: the card is unanswered, its author could have
 * posted it (src/workflows/cards/card-trust.ts), the user owns the actor or is a GM.
 */
async function promptActor(message: ChatMessageLike, user: User.Implementation): Promise<Actor.Implementation | Refusal> {
  const flags = cardState(message);
  const state = flags.systemFailure;
  if (!state || typeof state.actorUuid !== "string" || !Array.isArray(state.candidateIds)) return refusal("AUGMENTED.Request.Unknown");
  if (flags.resolved) return refusal("AUGMENTED.Chat.AlreadyResolved");
  const actor = await actorFromUuid(state.actorUuid);
  if (!actor) return refusal("AUGMENTED.Undo.Missing");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  if (!mayActFor(user, actor)) return refusal("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
  return actor;
}

/** The closed prompt with its answer (committed by the card's lock, src/workflows/cards/card-action.ts). */
function answered(message: ChatMessageLike, answer: Answer): CardWrite {
  const state = cardState(message).systemFailure;
  return { state: { resolved: true, ...(state ? { systemFailure: { ...state, answer } } : {}) } };
}

/**
 * The choice, on the one writing client (src/workflows/cards/card-action.ts): the augment must be one the card
 * offered AND one the rules allow now (functional, installed, the actor at 0 HP and not dead, unused this
 * combat); then `actor.systemFailure` and the prompt closes with the answer, in the same locked step.
 */
export async function chooseTransition(message: ChatMessageLike, user: User.Implementation, augmentId: string): Promise<Refusal | CardWrite> {
  const actor = await promptActor(message, user);
  if (!(actor instanceof Actor)) return actor;
  if (!cardState(message).systemFailure?.candidateIds.includes(augmentId)) return refusal("AUGMENTED.SystemFailure.NotOffered");
  // SF-1 "immediately": the offer lapses at the next HP change, death save or start of the actor's next turn.
  const lapse = promptLapse(actor, cardState(message).systemFailure?.offer);
  if (lapse) return refusal(`AUGMENTED.SystemFailure.Lapsed.${lapse}`, { name: actor.name ?? "" });
  const item = actor.items.get(augmentId);
  if (!item || item.type !== "augment") return refusal("AUGMENTED.SystemFailure.Refused.notAnAugment", { name: actor.name ?? "" });
  if (isDead(actor)) return refusal("AUGMENTED.SystemFailure.Refused.dead", { name: actor.name ?? "" });
  const view = systemOf(actor);
  const planned = planSystemFailure(situationOf(actor, { hpBefore: 1, hpAfter: readHp(view).value, killedOutright: false }), augmentId, levelOf(actor), readDeathSaves(view));
  if (!planned.ok) return refusal(`AUGMENTED.SystemFailure.Refused.${planned.reason}`, { name: actor.name ?? "", augment: item.name ?? "" });
  const outcome = await systemFailure(actor, augmentId, { messageId: message.id ?? null });
  if (!outcome) return refusal("AUGMENTED.Card.Cancelled");
  return answered(message, "chosen");
}

export async function declineTransition(message: ChatMessageLike, user: User.Implementation): Promise<Refusal | CardWrite> {
  const actor = await promptActor(message, user);
  if (!(actor instanceof Actor)) return actor;
  return answered(message, "declined");
}

/** A "Destroy <augment>" button. */
export function chooseFromCard(message: ChatMessageLike, augmentId: string, html?: HTMLElement): Promise<boolean> {
  return clickCard(message, CHOOSE_ACTION, { augmentId }, html);
}

/** The Decline button: nothing changes on the actor; the prompt is closed. */
export async function declineFromCard(message: ChatMessageLike, html?: HTMLElement): Promise<boolean> {
  const declined = await clickCard(message, DECLINE_ACTION, {}, html);
  const actor = declined ? await actorFromUuid(cardState(message).systemFailure?.actorUuid) : null;
  if (actor) notifyInfo("AUGMENTED.SystemFailure.Declined", { name: actor.name ?? "" });
  return declined;
}

export { renderPrompt } from "./prompt-view";
