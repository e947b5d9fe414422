/**
 * Gearforged cards (`ChatMessage` type "gearforged", ../../data/chat/gearforged.ts) with their one action: a dying
 * gearforged's stabilization offered on a card (GF-BODY-5: a DC 10 Intelligence check by whoever tends it, or
 * *mending*). The click runs the shared stabilize workflow on the clicker's client, which asks who tends it and
 * checks ownership and the dying state itself; the card keeps no state (a second click on a stabilized creature is
 * refused with the reason). A viewer who cannot act for the creature does not see the buttons.
 */
import { cardMetadata } from "../../data/chat/card-model";
import { GearforgedCardData } from "../../data/chat/gearforged";
import { STABILIZE_METHODS, type StabilizeMethod } from "../../rules/gearforged";
import { actorFromUuidSync } from "../../utils/actors-in-play";
import { stabilizeGearforged } from "./stabilize";

export const STABILIZE_ACTION = "stabilizeGearforged";

/** The button's creature and method, when both are known; null otherwise (a forged or stale button). */
async function stabilizeFromCard(button: HTMLButtonElement): Promise<unknown> {
  const method: StabilizeMethod | undefined = STABILIZE_METHODS.find((known) => known === button.dataset.method);
  const actor = actorFromUuidSync(button.dataset.actor ?? "");
  if (!method || !actor) return null;
  return stabilizeGearforged(actor, method);
}

export class GearforgedCardKind extends GearforgedCardData {
  static override metadata = cardMetadata({
    actions: { [STABILIZE_ACTION]: { click: (_message, button) => stabilizeFromCard(button) } },
  });

  override adjustForViewer(html: HTMLElement): void {
    super.adjustForViewer(html);
    for (const button of html.querySelectorAll<HTMLElement>(`[data-augmented-action=${STABILIZE_ACTION}]`)) {
      if (!actorFromUuidSync(button.dataset.actor ?? "")?.isOwner) button.remove();
    }
  }
}
