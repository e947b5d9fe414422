/**
 * What System Failure registers at init: the prompt card's buttons, its per-viewer renderer, its two transitions
 * (a choice and a decline race to one answer), the rest reset and the overdrive's end before a rest (./rest-end.ts).
 */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { registerRestContribution, registerRestPrelude } from "../rest/registry";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./actions";
import { chooseFromCard, chooseTransition, declineFromCard, declineTransition } from "./card";
import { renderPrompt } from "./prompt-view";
import { endOverdriveOnRest, resetOnRest } from "./rest-end";

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** Called once from registerHooks(): card buttons, renderer, card resolution, rest reset and overdrive end (core hooks: src/hooks/). */
export function registerSystemFailure(): void {
  registerCardAction(CHOOSE_ACTION, (message, button, html) => chooseFromCard(message, button.dataset.augmentId ?? "", html));
  registerCardAction(DECLINE_ACTION, (message, _button, html) => declineFromCard(message, html));
  registerCardRenderer("systemFailurePrompt", renderPrompt);
  registerCardTransition(CHOOSE_ACTION, {
    args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
    run: ({ message, user, args }) => chooseTransition(message, user, args.augmentId ?? ""),
  });
  registerCardTransition(DECLINE_ACTION, { run: ({ message, user }) => declineTransition(message, user) });
  registerRestContribution(resetOnRest);
  registerRestPrelude(endOverdriveOnRest);
}
