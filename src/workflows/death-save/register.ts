/**
 * What the death-save workflow registers at init (CORE-4, ./on-damage.ts): the follow-up of damage that changed
 * nothing on the actor. Its prompt card declares its own button and transition (./card-kind.ts).
 */
import { registerDamageFollowUp } from "../damage/follow-ups";
import { damageFollowUp } from "./on-damage";

/** Called once from registerHooks(). */
export function registerDeathSaves(): void {
  registerDamageFollowUp(damageFollowUp);
}
