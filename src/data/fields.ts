/**
 * Small field factories shared by the data models, so every model states the same thing the same way
 * (an integer score, a resource with value/max) and a later rule change is made once.
 */
import { SchemaField } from "./field-classes";
import { MAX_HIT_POINTS } from "../rules/core/hit-points";
import { GuardedNumberField } from "./guarded-number-field";

/** A required whole number with a floor and an optional ceiling. */
export function integerField(initial: number, min: number, max?: number) {
  return new GuardedNumberField({ required: true, nullable: false, integer: true, initial, min, ...(max === undefined ? {} : { max }) });
}

/** An ability: its score (1..30) and proficiency in its save. */
export function abilityField() {
  return new SchemaField({
    value: integerField(10, 1, 30),
  });
}

/** Hit points as stored: current, maximum and temporary (CORE-2). */
export function hitPointsField() {
  return new SchemaField({
    value: integerField(10, 0, MAX_HIT_POINTS),
    max: integerField(10, 0, MAX_HIT_POINTS),
    temp: integerField(0, 0, MAX_HIT_POINTS),
  });
}
