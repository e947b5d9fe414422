/**
 * What the 13th Age gearforged registers at init: its rest variant (./rest.ts, GA-HEAL-1, GA-TIRE-1), the roll
 * dialog's "swimming" box of an Athletics check (GA-AMPH-1, ./swim.ts), and what it changes in System Failure.
 */
import { registerRestVariant } from "../../rest/registry";
import { registerRollModifier } from "../../rolls/modifiers";
import { thirteenthAgeRest } from "./rest";
import { swimRollModifier } from "./swim";
import { registerExhaustionGuard, registerSettledAtZero, type SettledAtZero } from "../../system-failure/registry";
import { tirelessExhaustion } from "./tireless";
import { isThirteenthAge } from "./state";
import { wreckedAtZero } from "../../../rules/gearforged";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
// GA-WRECK-1: at 0 HP a 13th Age gearforged stabilises without a death save.
const wrecked: SettledAtZero = (actor) => (isThirteenthAge(actor) ? wreckedAtZero : null);

/** Called once at init (its feature's registration, src/features/thirteenth-age.ts). */
export function registerThirteenthAge(): void {
  registerRestVariant(thirteenthAgeRest);
  registerRollModifier(swimRollModifier);
  // GA-TIRE-1 on System Failure's end of overdrive, and its offer standing through the wreck's stabilising.
  registerExhaustionGuard(tirelessExhaustion);
  registerSettledAtZero(wrecked);
}
