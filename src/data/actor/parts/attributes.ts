/**
 * Schema pieces under `system.attributes`, shared by character and npc (docs/actor-data.md).
 */
import { EXHAUSTION_MAX } from "../../../rules/core/exhaustion";
import { DEATH_SAVES_MAX } from "../../../rules/core/death-saves";
import { booleanField, choiceField, hitPointsField, integerField, optionalIntegerField } from "../../fields";
import { bonusField } from "./abilities";
import { SchemaField } from "../../field-classes";

export const HIT_DIE_CHOICES = ["d6", "d8", "d10", "d12"] as const;

/** Feet, whole and non-negative. */
function feetField(initial = 0) {
  return integerField(initial, 0);
}

export { hitPointsField };

/** Hit dice as stored: the die size and how many are spent (max = level, derived). */
export function hitDiceField() {
  return new SchemaField({
    die: choiceField(HIT_DIE_CHOICES, "d8"),
    spent: integerField(0, 0),
  });
}

/** AC inputs: `flat` replaces armor and Dex when set (an npc's natural armor); `bonus` adds to any AC. */
export function armorClassField() {
  return new SchemaField({
    flat: optionalIntegerField(),
    bonus: bonusField(),
  });
}

export function deathSavesField() {
  return new SchemaField({
    success: integerField(0, 0, DEATH_SAVES_MAX),
    failure: integerField(0, 0, DEATH_SAVES_MAX),
  });
}

export function exhaustionField() {
  return integerField(0, 0, EXHAUSTION_MAX);
}

export function movementField(walk = 30) {
  return new SchemaField({
    walk: feetField(walk),
    fly: feetField(),
    swim: feetField(),
    climb: feetField(),
    burrow: feetField(),
    hover: booleanField(false),
  });
}

export function sensesField() {
  return new SchemaField({
    darkvision: feetField(),
    blindsight: feetField(),
    tremorsense: feetField(),
    truesight: feetField(),
  });
}

export function initiativeField() {
  return new SchemaField({ bonus: bonusField() });
}
