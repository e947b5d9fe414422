/** The Automail feature's tables on CONFIG.AUGMENTED, for sheets and other modules (src/config.ts `AutomailConfig`). */
import { ACCLIMATION_TABLE, PORT_PRICES_GP } from "../../rules/automail";

/** Called once at init (the Automail feature's registration, src/features/automail.ts), after CONFIG.AUGMENTED is set. */
export function registerAutomailConfig(): void {
  CONFIG.AUGMENTED.automail = { acclimation: ACCLIMATION_TABLE, portPrices: PORT_PRICES_GP };
}
