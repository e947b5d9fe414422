/**
 * The prompt card's buttons. Choosing an augment or declining is for the actor's owners and GMs: the handler
 * re-checks on click (a forged click by anyone else is refused with a message and changes nothing), and the
 * renderer shows the buttons only to those who may use them, disabled once the prompt is answered.
 *
 * Both buttons are card transitions (src/workflows/cards/card-action.ts): carried out once, on the one writing
 * client, after checking the requester and the card's author against the current documents. The card's class
 * declares them and draws the card for each viewer (./card-kind.ts).
 */
import { actorFromUuid } from "../../applications/chat/cards";
import { storedCardOf } from "../../data/chat/types";
import type { SystemFailurePromptData } from "./card-kind";
import { planSystemFailure } from "../../rules/cyborg/system-failure";
import { notifyInfo } from "../../utils/notify";
import { type CardWrite, clickCard } from "../cards/card-action";
import { type Refusal, forgedCard, mayActFor, refusal } from "../cards/card-trust";
import { systemFailure } from "./apply";
import { levelOf, situationOf } from "./state";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./offer";
import { promptLapse } from "./lapse";
import { isDead, portOf } from "../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";
import { isAugment } from "../../data/item/augment/read";

type Answer = "chosen" | "declined";

/** The prompt card's data, or null when the message is no System Failure prompt. */
function promptCard(message: ChatMessage.Implementation): SystemFailurePromptData | null {
  return storedCardOf<SystemFailurePromptData>(message, "systemFailurePrompt");
}

/**
 * The prompt's actor, when the card may be answered by `user`: the card is unanswered, its author could have
 * posted it (src/workflows/cards/card-trust.ts), the user owns the actor or is a GM.
 */
async function promptActor(message: ChatMessage.Implementation, user: User.Implementation): Promise<Actor.Implementation | Refusal> {
  const card = promptCard(message);
  const state = card?.systemFailure;
  // The card type's schema (./card-kind.ts) holds the state's shape: a uuid and a list of ids.
  if (!card || !state) return refusal("AUGMENTED.Request.Unknown");
  if (card.resolved) return refusal("AUGMENTED.Chat.AlreadyResolved");
  const actor = await actorFromUuid(state.actorUuid);
  if (!actor) return refusal("AUGMENTED.Undo.Missing");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  if (!mayActFor(user, actor)) return refusal("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
  return actor;
}

/** The closed prompt with its answer (committed by the card's lock, src/workflows/cards/card-action.ts). */
function answered(message: ChatMessage.Implementation, answer: Answer): CardWrite {
  const state = promptCard(message)?.systemFailure;
  return { state: { resolved: true, ...(state ? { systemFailure: { ...state, answer } } : {}) } };
}

/**
 * The choice, on the one writing client (src/workflows/cards/card-action.ts): the augment must be one the card
 * offered AND one the rules allow now (functional, installed, the actor at 0 HP and not dead, unused this
 * combat); then `actor.systemFailure` and the prompt closes with the answer, in the same locked step.
 */
export async function chooseTransition(message: ChatMessage.Implementation, user: User.Implementation, augmentId: string): Promise<Refusal | CardWrite> {
  const actor = await promptActor(message, user);
  if (!(actor instanceof Actor)) return actor;
  if (!promptCard(message)?.systemFailure?.candidateIds.includes(augmentId)) return refusal("AUGMENTED.SystemFailure.NotOffered");
  // SF-1 "immediately": the offer lapses at the next HP change, death save or start of the actor's next turn.
  const lapse = promptLapse(actor, promptCard(message)?.systemFailure?.offer);
  if (lapse) return refusal(`AUGMENTED.SystemFailure.Lapsed.${lapse}`, { name: actor.name ?? "" });
  const item = actor.items.get(augmentId);
  if (!item || !isAugment(item)) return refusal("AUGMENTED.SystemFailure.Refused.notAnAugment", { name: actor.name ?? "" });
  if (isDead(actor)) return refusal("AUGMENTED.SystemFailure.Refused.dead", { name: actor.name ?? "" });
  const port = portOf(actor);
  const planned = planSystemFailure(situationOf(actor, { hpBefore: 1, hpAfter: port.hp.value, killedOutright: false }), augmentId, levelOf(actor), port.deathSaves ?? NO_DEATH_SAVES);
  if (!planned.ok) return refusal(`AUGMENTED.SystemFailure.Refused.${planned.reason}`, { name: actor.name ?? "", augment: item.name ?? "" });
  const outcome = await systemFailure(actor, augmentId, { messageId: message.id ?? null });
  if (!outcome) return refusal("AUGMENTED.Card.Cancelled");
  return answered(message, "chosen");
}

export async function declineTransition(message: ChatMessage.Implementation, user: User.Implementation): Promise<Refusal | CardWrite> {
  const actor = await promptActor(message, user);
  if (!(actor instanceof Actor)) return actor;
  return answered(message, "declined");
}

/** A "Destroy <augment>" button. */
export function chooseFromCard(message: ChatMessage.Implementation, augmentId: string, html?: HTMLElement): Promise<boolean> {
  return clickCard(message, CHOOSE_ACTION, { augmentId }, html);
}

/** The Decline button: nothing changes on the actor; the prompt is closed. */
export async function declineFromCard(message: ChatMessage.Implementation, html?: HTMLElement): Promise<boolean> {
  const declined = await clickCard(message, DECLINE_ACTION, {}, html);
  const actor = declined ? await actorFromUuid(promptCard(message)?.systemFailure?.actorUuid) : null;
  if (actor) notifyInfo("AUGMENTED.SystemFailure.Declined", { name: actor.name ?? "" });
  return declined;
}
