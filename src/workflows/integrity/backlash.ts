/** CY-ENV-2: a structural backlash of an environmental augment asks the integrity save for that augment. */
import { registerBacklashSave } from "../augment-use/registry";
import { startIntegritySave } from "./index";

const backlashSave = (actor: Actor.Implementation, augmentId: string): Promise<void> => startIntegritySave(actor, { source: "structuralBacklash", augmentId });

/** Called once at init (the integrity feature's registration, src/features/integrity.ts). */
export function registerBacklashIntegrity(): void {
  registerBacklashSave(backlashSave);
}
