/**
 * The death-save prompt card's one transition (CORE-4: record the failures), registered at init in the entry;
 * the workflow (./on-damage.ts) loads on first use (./load.ts) and reads the card after the load.
 */
import { registerCardTransition } from "../cards/card-action";
import { loadDeathSaveFollowUp } from "./load";

export const RECORD_DEATH_SAVE_ACTION = "recordDeathSaveFailure";

/** Called once from registerHooks(): the prompt card's one transition. */
export function registerDeathSaveCards(): void {
  registerCardTransition(RECORD_DEATH_SAVE_ACTION, { run: async ({ message, user }) => (await loadDeathSaveFollowUp()).recordTransition(message, user) });
}
