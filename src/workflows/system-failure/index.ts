/**
 * System Failure (SF-1..SF-6, CY-REP-2), end to end. `registerSystemFailure()` (from src/hooks/index.ts, at
 * init) adds every listener it needs, each acting on exactly one client:
 * - `updateActor`: a drop to 0 HP → the prompt card (./offer.ts);
 * - card buttons: choose an augment (→ `actor.systemFailure`, ./apply.ts) or decline (./card.ts), and the
 *   prompt's closing through the shared card resolution (src/automation/resolve-card.ts);
 * - `combatTurnChange` / `updateWorldTime`: the overdrive ends (./expire.ts);
 * - `deleteCombat` and rests: the once-per-combat record resets (./reset.ts).
 */
import { registerCardAction, registerCardRenderer } from "../../hooks/chat";
import { registerRestContribution } from "../rest/rest";
import { hpDropFrom } from "../../documents/actor/hp-drop";
import { chooseFromCard, declineFromCard, registerPromptCard, renderPrompt } from "./card";
import { expireOnTurnChange, expireOnWorldTime } from "./expire";
import { CHOOSE_ACTION, DECLINE_ACTION, offerSystemFailure } from "./offer";
import { resetOnCombatEnd, resetOnRest } from "./reset";

export { systemFailure, type SystemFailureOptions, type SystemFailureOutcome } from "./apply";

export function registerSystemFailure(): void {
  // cast (the `as` below): the hooks pass the configured Actor and Combat classes (src/types.d.ts).
  Hooks.on("updateActor", (actor, _changed, options, userId) => {
    const drop = hpDropFrom(actor, options);
    if (drop) void offerSystemFailure(actor as Actor.Implementation, drop, userId);
  });
  Hooks.on("combatTurnChange", (combat, _prior, current) => {
    void expireOnTurnChange(combat as Combat.Implementation, { round: current.round ?? 0, turn: current.turn ?? null });
  });
  Hooks.on("updateWorldTime", (worldTime, _delta, _options, userId) => {
    void expireOnWorldTime(worldTime, userId ?? null);
  });
  Hooks.on("deleteCombat", (combat, _options, userId) => {
    void resetOnCombatEnd(combat as Combat.Implementation, userId);
  });
  registerCardAction(CHOOSE_ACTION, (message, button) => chooseFromCard(message, button.dataset.augmentId ?? ""));
  registerCardAction(DECLINE_ACTION, (message) => declineFromCard(message));
  registerCardRenderer(renderPrompt);
  registerPromptCard();
  registerRestContribution(resetOnRest);
}
