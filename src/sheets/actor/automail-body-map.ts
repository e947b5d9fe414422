/** AM-CY-1 on the body map: the automail in each Cyborg section, one line each (./automail.ts automailBySection). */
import { automailBySection } from "./automail";
import { registerBodyMapLines } from "./body-map-lines";

/** Called once at init (the Automail feature's registration, src/features/automail.ts). */
export function registerAutomailBodyMap(): void {
  registerBodyMapLines(automailBySection);
}
