/**
 * Small field factories shared by the data models, so every model states the same thing the same way
 * (an integer score, a resource with value/max) and a later rule change is made once.
 */
import { BooleanField, SchemaField, StringField } from "./field-classes";
import { MAX_HIT_POINTS } from "../rules/core/hit-points";
import { GuardedNumberField } from "./guarded-number-field";

/** A required whole number with a floor and an optional ceiling. */
export function integerField(initial: number, min: number, max?: number) {
  return new GuardedNumberField({ required: true, nullable: false, integer: true, initial, min, ...(max === undefined ? {} : { max }) });
}

/** A required text that may be blank (a name, a note, a tag): "" until written. */
export function textField() {
  return new StringField({ required: true, blank: true, initial: "" });
}

/** A required string that is never blank (an id, a lang key, an action). */
export function nonBlankString() {
  return new StringField({ required: true, blank: false });
}

/** A string that is null until set, never blank (an id, a name chosen later). */
export function nullableString() {
  return new StringField({ required: true, nullable: true, blank: false, initial: null });
}

/** One of `values` (never blank), `initial` until chosen; without one, an entry of a list or set of them. */
export function choiceField<T extends string>(values: readonly T[], initial?: T) {
  return new StringField({ required: true, blank: false, choices: [...values], ...(initial === undefined ? {} : { initial }) });
}

/** One of `values`, or null for none (a form's blank option is stored as null). */
export function optionalChoiceField<T extends string>(values: readonly T[], initial: T | null = null) {
  return new StringField({ required: true, nullable: true, blank: false, choices: [...values], initial });
}

/** A required yes/no with its default. */
export function booleanField(initial: boolean) {
  return new BooleanField({ required: true, initial });
}

/** A whole number ≥ `min`, or null for "not set" (the default for this kind, no such value). */
export function optionalIntegerField(min = 0) {
  return new GuardedNumberField({ required: true, nullable: true, integer: true, min, initial: null });
}

/** A world time (`game.time.worldTime`, seconds), null until it happens. */
export function worldTimeField() {
  return new GuardedNumberField({ required: true, nullable: true, initial: null });
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
