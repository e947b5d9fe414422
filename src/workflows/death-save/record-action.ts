/** The death-save prompt card's one transition (CORE-4: record the failures; ./on-damage.ts), registered at init. */
import { registerCardTransition } from "../cards/card-action";
import { recordTransition } from "./on-damage";

export const RECORD_DEATH_SAVE_ACTION = "recordDeathSaveFailure";

/** Called once from registerHooks(): the prompt card's one transition. */
export function registerDeathSaveCards(): void {
  registerCardTransition(RECORD_DEATH_SAVE_ACTION, { run: ({ message, user }) => recordTransition(message, user) });
}
