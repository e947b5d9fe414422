/**
 * Foundry's data field classes, read once for every data model of the system (the shipped module then names
 * each class once, not once per model file).
 */
export const { AnyField, ArrayField, BooleanField, HTMLField, NumberField, ObjectField, SchemaField, SetField, StringField } =
  foundry.data.fields;
