/**
 * What the Automail workflows register at init: the roll dialog's "in water" box and "using <limb>" choice with
 * the disadvantage their answers add (AM-WATER-1, AM-ACC-1/3, AM-PORT-1; ./roll-choices.ts: a check, a save, an
 * attack with a weapon held in a limb), the undo check of a port purchase, and worn limbs among the integrity save's
 * candidates (AM-DMG-1, ./damage.ts).
 */
import { type RollModifierSource, registerRollModifier } from "../rolls/modifiers";
import { automailRollChoices } from "./roll-choices";
import { registerAutomailUndoCheck } from "./placement-settle";
import { type IntegrityPart, registerIntegrityPart } from "../integrity/registry";
import { automailAtRisk, damageLimb, limbCandidates } from "./damage";
import { isItemOfKind } from "../../data/item/kinds";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
const limbsAndWater: RollModifierSource = (actor, roll) => automailRollChoices(actor, roll.skill);
// AM-DMG-1: worn limbs are at risk from the world setting's fraction; a picked limb is damaged here (no history field).
const limbIntegrity: IntegrityPart = {
  atRisk: automailAtRisk,
  candidates: limbCandidates,
  damage: (actor, itemId) => (isItemOfKind(actor.items.get(itemId), "automail") ? damageLimb(actor, itemId) : undefined),
};

/** Called once from registerHooks(). */
export function registerAutomail(): void {
  registerRollModifier(limbsAndWater);
  // Undo of a port purchase re-checks that no limb landed on the port it deleted (cards/undo-checks.ts).
  registerAutomailUndoCheck();
  registerIntegrityPart(limbIntegrity);
}
