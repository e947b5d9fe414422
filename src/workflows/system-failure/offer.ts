/**
 * SF-1: the offer. Every client sees the HP drop in `updateActor` (src/documents/actor/hp-drop.ts); exactly one
 * (`isActingClient`) posts the prompt card when the rules say System Failure is available: dropped from above 0
 * to 0, not killed outright, not dead, unused in this combat (or since the last rest outside combat), and with
 * at least one functional installed augment. The card has one button per such augment (body-map order) and a
 * Decline button; nothing is posted when it is not available.
 */
import { type CardButton, postCard } from "../../applications/chat/cards";
import { sectionCardText } from "../../data/item/augment/read";
import { systemFailureAvailability } from "../../rules/cyborg/system-failure";
import { isActingClient } from "../../utils/acting-user";
import type { HpDrop } from "../../documents/actor/hp-drop";
import { situationOf } from "./state";
import { offerSnapshot } from "./lapse";

import { cardText } from "../../data/chat/card-text";
import { isDead } from "../../ports/actor-port";

/** The prompt card's two actions (declared by ./card-kind.ts). */
export const CHOOSE_ACTION = "systemFailureChoose";
export const DECLINE_ACTION = "systemFailureDecline";
export const PROMPT_KIND = "system-failure-prompt";

/** SF-1's first condition: the drop took the actor from above 0 HP to 0. */
export function dropsToZero(drop: HpDrop): boolean {
  return drop.before.value > 0 && drop.after.value <= 0;
}

/** `updateActor` on every client: the acting one posts the prompt when System Failure is available. */
export async function offerSystemFailure(actor: Actor.Implementation, drop: HpDrop, triggeringUserId: string | null): Promise<ChatMessage.Implementation | null> {
  if (!dropsToZero(drop)) return null;
  if (!isActingClient(actor, triggeringUserId)) return null;
  const situation = situationOf(actor, { hpBefore: drop.before.value, hpAfter: drop.after.value, killedOutright: drop.killedOutright });
  const availability = systemFailureAvailability(situation);
  // Not offered → nothing posted: no candidate, already used, killed outright (CORE-9), or dead.
  if (!availability.available || isDead(actor)) return null;
  const candidates = availability.candidateIds.flatMap((id) => situation.augments.filter((augment) => augment.id === id));
  const name = actor.name ?? "";
  const buttons: CardButton[] = candidates.map((augment) => ({
    action: CHOOSE_ACTION,
    label: cardText("AUGMENTED.SystemFailure.Choose", { augment: augment.name, section: sectionCardText(augment.installedSection) }),
    icon: "fa-solid fa-burst",
    data: { "augment-id": augment.id },
    // Destroying is the costly answer; Decline changes nothing and looks it.
    tone: "danger",
  }));
  buttons.push({ action: DECLINE_ACTION, label: cardText("AUGMENTED.SystemFailure.Decline"), icon: "fa-solid fa-shield-halved", data: {}, tone: "neutral" });
  const message = await postCard(
    {
      kind: PROMPT_KIND,
      title: cardText("AUGMENTED.SystemFailure.Title"),
      lines: [cardText("AUGMENTED.SystemFailure.Offer", { name }), cardText("AUGMENTED.SystemFailure.OfferLapses", { name })],
      buttons,
    },
    { actor, state: { systemFailure: { actorUuid: actor.uuid, candidateIds: candidates.map((augment) => augment.id), offer: offerSnapshot(actor) } } },
  );
  return message ?? null;
}
