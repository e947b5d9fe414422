/**
 * What System Failure registers at init (in the entry): the prompt card's buttons, its per-viewer renderer, its
 * two transitions (a choice and a decline race to one answer), the rest reset and the overdrive's end before a
 * rest (./rest-end.ts: the end itself, ./expire.ts, loads only for an actor with an overdrive). The buttons' and
 * transitions' work loads with the System Failure workflows on first use (./load.ts) and reads the card after the load.
 */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { registerRestContribution, registerRestPrelude } from "../rest/registry";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./actions";
import { loadSystemFailure } from "./load";
import { renderPrompt } from "./prompt-view";
import { endOverdriveOnRest, resetOnRest } from "./rest-end";

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** Called once from registerHooks(): card buttons, renderer, card resolution, rest reset and overdrive end (core hooks: src/hooks/). */
export function registerSystemFailure(): void {
  registerCardAction(CHOOSE_ACTION, async (message, button, html) => (await loadSystemFailure()).chooseFromCard(message, button.dataset.augmentId ?? "", html));
  registerCardAction(DECLINE_ACTION, async (message, _button, html) => (await loadSystemFailure()).declineFromCard(message, html));
  registerCardRenderer(renderPrompt);
  registerCardTransition(CHOOSE_ACTION, {
    args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
    run: async ({ message, user, args }) => (await loadSystemFailure()).chooseTransition(message, user, args.augmentId ?? ""),
  });
  registerCardTransition(DECLINE_ACTION, { run: async ({ message, user }) => (await loadSystemFailure()).declineTransition(message, user) });
  registerRestContribution(resetOnRest);
  registerRestPrelude(endOverdriveOnRest);
}
