/**
 * What the death-save workflow registers at init (CORE-4, ./on-damage.ts): the prompt card's Record button, its
 * one transition (record the failures), a resolved card's button disabled for every viewer, and the follow-up of
 * damage that changed nothing on the actor.
 */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { type ChatMessageLike, cardState } from "../../applications/chat/cards";
import { registerDamageFollowUp } from "../damage/follow-ups";
import { RECORD_DEATH_SAVE_ACTION } from "./names";
import { damageFollowUp, recordDeathSaveFailures, recordTransition } from "./on-damage";

/** A resolved prompt's Record button stays disabled for every viewer (module-level, so the registry keeps one). */
function disableWhenResolved(message: ChatMessageLike, html: HTMLElement): void {
  if (!cardState(message).resolved) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${RECORD_DEATH_SAVE_ACTION}]`)) button.disabled = true;
}

/** Called once from registerHooks(). */
export function registerDeathSaveCards(): void {
  registerCardAction(RECORD_DEATH_SAVE_ACTION, (message, _button, html) => recordDeathSaveFailures(message, html));
  registerCardTransition(RECORD_DEATH_SAVE_ACTION, { run: ({ message, user }) => recordTransition(message, user) });
  registerCardRenderer("deathSave", disableWhenResolved);
  registerDamageFollowUp(damageFollowUp);
}
