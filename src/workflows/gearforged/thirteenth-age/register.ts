/**
 * What the 13th Age gearforged registers at init: its rest variant (./rest.ts, GA-HEAL-1, GA-TIRE-1) and the roll
 * dialog's "swimming" box of an Athletics check (GA-AMPH-1, ./swim.ts).
 */
import { registerRestVariant } from "../../rest/registry";
import { type RollModifierSource, registerRollModifier } from "../../rolls/modifiers";
import { thirteenthAgeRest } from "./rest";
import { swimRollChoice } from "./swim";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
const swimming: RollModifierSource = (actor, roll) => {
  const swim = roll.skill ? swimRollChoice(actor, roll.skill) : null;
  return swim ? { toggles: swim.toggles, modifier: (answer) => swim.modifier(answer.toggles ?? []) } : null;
};

/** Called once from registerHooks(). */
export function registerThirteenthAge(): void {
  registerRestVariant(thirteenthAgeRest);
  registerRollModifier(swimming);
}
