import { ABILITY_IDS } from "../../rules/core/abilities";
import { checkDiceFormula } from "../../rules/core/formula-check";
import { HTMLField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { optionalChoiceField } from "../fields";

/** Field factories the item models share, so each states description, quantity or an ability the same way. */

/** The item's description: HTML typed by a user, enriched by Foundry when shown (system.json htmlFields). */
export function descriptionField() {
  return new HTMLField({ required: true, blank: true, initial: "" });
}

/** How many the character carries. */
export function quantityField() {
  return new GuardedNumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 });
}

/** Weight of one, in pounds. */
export function weightField() {
  return new GuardedNumberField({ required: true, nullable: false, min: 0, initial: 0 });
}

/** Price of one, in gold pieces (fractions are silver and copper: 0.1 gp = 1 sp). */
export function priceField() {
  return new GuardedNumberField({ required: true, nullable: false, min: 0, initial: 0 });
}

/** A whole number that may be negative (a −1 cursed weapon). */
export function signedIntegerField(initial = 0) {
  return new GuardedNumberField({ required: true, nullable: false, integer: true, initial });
}

/** One of the six abilities, or null ("" from a form's blank option is stored as null). */
export function optionalAbilityField() {
  return optionalChoiceField(ABILITY_IDS);
}

/**
 * Refuses a broken dice formula with a message naming it; blank is allowed (no damage). The pure syntax check
 * comes first (a reason and position), then Foundry's own `Roll.validate`, so what is stored is what Roll reads.
 */
export function validateDiceFormula(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return true;
  const check = checkDiceFormula(value);
  if (!check.ok) throw new Error(`"${value}" is not a valid dice formula (${check.reason} at character ${check.position + 1})`);
  if (!Roll.validate(value)) throw new Error(`"${value}" is not a valid dice formula`);
  return true;
}

/** A dice formula ("1d8", "2d6 + 1"), checked when stored. */
export function diceFormulaField() {
  return new StringField({ required: true, blank: true, initial: "", validate: validateDiceFormula });
}
