/**
 * The number field of the system's actor and item models: Foundry's NumberField, except that a number outside
 * its `min`..`max` is neither clamped by cleaning nor refused by the field's validation. It reaches the
 * document's `_preUpdate` / `_preCreate` as requested, where the system's one guard refuses it with a message
 * naming the value and nothing is written (src/documents/write-guard.ts).
 *
 * Why: v13 cleaning clamps into range (foundryvtt/foundryvtt#12487: `max: 3`, typed 5, stored 3) and validation then
 * refuses what cleaning did not touch, both before the per-document pre-hooks, which get only "the differential
 * data that is changed relative to the document's prior values". A guard kept in the system class's static
 * `updateDocuments` saw the request, but a macro's `Actor.updateDocuments` (Foundry's base class) and a
 * compendium update never call it: `−5 gp` became 0 silently. The per-document pre-hooks run on every write path
 * (test/foundry/README.md, "Where a guard sees every write"); with this field they see the number as typed.
 *
 * `min` and `max` stay on the field: the sheets render them on the inputs, and the guard and the sheets' refusal
 * (src/sheets/range-refusal.ts) read them for their messages. Every other check of Foundry's NumberField
 * (a number, an integer, positive, choices) runs unchanged.
 */
const FoundryNumberField = foundry.data.fields.NumberField;

type NumberOptions = foundry.data.fields.NumberField.Options;
type CleanOptions = Parameters<foundry.data.fields.NumberField["_cleanType"]>[1];
type ValidateResult = ReturnType<foundry.data.fields.NumberField["_validateType"]>;

export class GuardedNumberField<
  const Options extends NumberOptions = foundry.data.fields.NumberField.DefaultOptions,
  const AssignmentType = foundry.data.fields.NumberField.AssignmentType<Options>,
  const InitializedType = foundry.data.fields.NumberField.InitializedType<Options>,
  const PersistedType extends number | null | undefined = foundry.data.fields.NumberField.InitializedType<Options>,
> extends FoundryNumberField<Options, AssignmentType, InitializedType, PersistedType> {
  /** Whether `value` lies outside the field's range (the guard's to refuse, not cleaning's to clamp). */
  private outOfRange(value: unknown): value is number {
    if (typeof value !== "number" || !Number.isFinite(value)) return false;
    return (typeof this.min === "number" && value < this.min) || (typeof this.max === "number" && value > this.max);
  }

  /**
   * An out-of-range number is kept as requested, unrounded even for an integer field: rounding would bring 0.5 up
   * to a minimum of 1 and the guard would never see the request. Anything else is cleaned by Foundry.
   */
  protected override _cleanType(value: InitializedType, options?: CleanOptions): InitializedType {
    if (this.outOfRange(value)) return value;
    return super._cleanType(value, options);
  }

  /**
   * Foundry's checks on a number brought into range first, so its range check never fires and the rest (an
   * integer, positive, choices) still does.
   */
  protected override _validateType(value: InitializedType, options?: foundry.data.fields.DataField.ValidateOptions<this>): ValidateResult {
    if (!this.outOfRange(value)) return super._validateType(value, options);
    // cast: a number in range is what this field initialises to.
    const inRange = (typeof this.min === "number" && value < this.min ? this.min : (this.max as number)) as InitializedType; // cast: outOfRange proved a bound is crossed
    return super._validateType(inRange, options);
  }
}
