/**
 * What the Automail workflows register at init: the roll dialog's "in water" box and "using <limb>" choice with
 * the disadvantage their answers add (AM-WATER-1, AM-ACC-1/3, AM-PORT-1; ./roll-choices.ts: a check, a save, an
 * attack with a weapon held in a limb), and the undo check of a port purchase.
 */
import { type RollModifierSource, registerRollModifier } from "../rolls/modifiers";
import { automailRollChoices } from "./roll-choices";
import { registerAutomailUndoCheck } from "./placement-settle";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
const limbsAndWater: RollModifierSource = (actor, roll) => automailRollChoices(actor, roll.skill);

/** Called once from registerHooks(). */
export function registerAutomail(): void {
  registerRollModifier(limbsAndWater);
  // Undo of a port purchase re-checks that no limb landed on the port it deleted (cards/undo-checks.ts).
  registerAutomailUndoCheck();
}
