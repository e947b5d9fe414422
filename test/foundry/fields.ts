/**
 * `foundry.data.fields`: the scalar fields. Compound fields (schema, arrays, objects) are in fields-compound.ts.
 * Behaviour follows https://foundryvtt.com/api/v13/classes/foundry.data.fields.DataField.html and the option
 * interfaces linked from it (NumberFieldOptions, StringFieldOptions): cleaning casts (a number string becomes a
 * number, an integer field rounds), validation never clamps: an out-of-range number is an error naming the field.
 */
import { ACTIVE_EFFECT_MODES } from "./constants";
import { Hooks } from "./hooks";
import { deepClone, type PlainObject } from "./utils";
import { type ValidationFailure } from "./validation";

/** The part of an ActiveEffect change a field reads (EffectChangeData: key, value, mode). */
export interface FieldChangeData {
  key: string;
  value: string;
  mode: number;
}

export type FieldChoices = Record<string, unknown> | readonly unknown[];
export type FieldValidator = (value: unknown, options?: unknown) => boolean | void;

export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  readonly?: boolean;
  gmOnly?: boolean;
  persisted?: boolean;
  validate?: FieldValidator;
  validationError?: string;
  [option: string]: unknown;
}

export interface CleanOptions {
  /** A partial update: missing keys stay missing instead of receiving their initial value. */
  partial?: boolean;
  /** The whole source object being cleaned (for `initial` functions). */
  source?: PlainObject;
  /** The document subtype, for the `system` field when the source at hand (a partial update) lacks `type`. */
  type?: string;
  /** Validation: an embedded entry that fails does not fail its parent (it is set aside; embedded.ts). */
  dropInvalidEmbedded?: boolean;
  /** Validation: ids of embedded entries already set aside as invalid, which do not fail their parent. */
  setAsideIds?: ReadonlySet<string>;
}

export interface FieldContext {
  name?: string;
  parent?: DataField;
  /** SchemaField only: whether the given fields become its children (false when borrowing a model's fields). */
  adopt?: boolean;
}

export class DataField {
  readonly options: DataFieldOptions;
  name: string;
  parent: DataField | undefined;
  required: boolean;
  nullable: boolean;
  initial: unknown;
  label: string;
  hint: string;
  readonly: boolean;
  validationError: string;

  static get _defaults(): DataFieldOptions {
    return {
      required: false, nullable: false, initial: undefined, readonly: false, label: "", hint: "",
      validationError: "is not a valid value",
    };
  }

  constructor(options: DataFieldOptions = {}, context: FieldContext = {}) {
    const defaults = (this.constructor as typeof DataField)._defaults;
    this.options = { ...defaults, ...options };
    this.required = Boolean(this.options.required);
    this.nullable = Boolean(this.options.nullable);
    this.initial = this.options.initial;
    this.label = String(this.options.label ?? "");
    this.hint = String(this.options.hint ?? "");
    this.readonly = Boolean(this.options.readonly);
    this.validationError = String(this.options.validationError ?? "is not a valid value");
    this.name = context.name ?? "";
    this.parent = context.parent;
  }

  /** The dotted path of this field inside its root schema, e.g. "system.attributes.hp.value". */
  get fieldPath(): string {
    const parentPath = this.parent?.fieldPath ?? "";
    if (!this.name) return parentPath;
    return parentPath ? `${parentPath}.${this.name}` : this.name;
  }

  getInitialValue(data?: PlainObject): unknown {
    if (typeof this.initial === "function") return (this.initial as (d: unknown) => unknown)(data ?? {});
    return deepClone(this.initial);
  }

  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) return options.partial ? undefined : this.getInitialValue(options.source);
    // A non-nullable field given null falls back to its initial value (an emptied number input, say).
    if (value === null) return this.nullable ? null : this.getInitialValue(options.source);
    return this._cleanType(this._cast(value), options);
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  /** Collects failures for this value (and its children) into `failures`. */
  validateValue(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions = {}): void {
    if (value === undefined) {
      if (this.required) failures.push({ path, message: "may not be undefined" });
      return;
    }
    if (value === null) {
      if (!this.nullable) failures.push({ path, message: "may not be null" });
      return;
    }
    const before = failures.length;
    const own = this._validateType(value, path, failures, options);
    if (own) {
      failures.push({ path, message: own });
      return;
    }
    if (failures.length > before || !this.options.validate) return;
    try {
      if (this.options.validate(value, options) === false) failures.push({ path, message: this.validationError });
    } catch (err) {
      failures.push({ path, message: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Returns a message when the value itself is wrong; compound fields push their children's failures. */
  protected _validateType(_value: unknown, _path: string, _failures: ValidationFailure[], _options: CleanOptions): string | void {
    return undefined;
  }

  /** The runtime value a model exposes for this source value. */
  initialize(value: unknown, _model: object, _options: object = {}): unknown {
    return deepClone(value);
  }

  toObject(value: unknown): unknown {
    return deepClone(value);
  }

  /**
   * v12+: an ActiveEffect change whose key is this field is applied here (called by `ActiveEffect.applyField`):
   * the change's string value is cast by `_castChangeDelta`, then the mode picks `_applyChangeAdd` /
   * `_applyChangeMultiply` / `_applyChangeOverride` / `_applyChangeUpgrade` / `_applyChangeDowngrade` /
   * `_applyChangeCustom`, each `(value, delta, model, change)` returning the new value (README, evidence table:
   * dnd5e 5.2.5 FormulaField and AdvantageModeField override these, and call `field.applyChange(current, model, change)`).
   */
  applyChange(value: unknown, model: object, change: FieldChangeData): unknown {
    const delta = this._castChangeDelta(change.value);
    switch (change.mode) {
      case ACTIVE_EFFECT_MODES.ADD: return this._applyChangeAdd(value, delta, model, change);
      case ACTIVE_EFFECT_MODES.MULTIPLY: return this._applyChangeMultiply(value, delta, model, change);
      case ACTIVE_EFFECT_MODES.OVERRIDE: return this._applyChangeOverride(value, delta, model, change);
      case ACTIVE_EFFECT_MODES.UPGRADE: return this._applyChangeUpgrade(value, delta, model, change);
      case ACTIVE_EFFECT_MODES.DOWNGRADE: return this._applyChangeDowngrade(value, delta, model, change);
      default: return this._applyChangeCustom(value, delta, model, change);
    }
  }

  _castChangeDelta(raw: string): unknown {
    return this._cast(raw);
  }

  _applyChangeAdd(value: unknown, delta: unknown, _model: object, _change: FieldChangeData): unknown {
    // cast: JavaScript `+`, numbers add and anything else concatenates, as the generic field does.
    return (value as number) + (delta as number);
  }

  _applyChangeMultiply(value: unknown, delta: unknown, _model: object, _change: FieldChangeData): unknown {
    return typeof value === "number" && typeof delta === "number" ? value * delta : value;
  }

  _applyChangeOverride(_value: unknown, delta: unknown, _model: object, _change: FieldChangeData): unknown {
    return delta;
  }

  _applyChangeUpgrade(value: unknown, delta: unknown, _model: object, _change: FieldChangeData): unknown {
    if (value === undefined || value === null) return delta;
    // cast: the generic field compares with `>` whatever the type.
    return (delta as number) > (value as number) ? delta : value;
  }

  _applyChangeDowngrade(value: unknown, delta: unknown, _model: object, _change: FieldChangeData): unknown {
    if (value === undefined || value === null) return delta;
    // cast: the generic field compares with `<` whatever the type.
    return (delta as number) < (value as number) ? delta : value;
  }

  /** CUSTOM: the `applyActiveEffect` hook may write the new value into `changes[key]`. */
  _applyChangeCustom(value: unknown, delta: unknown, model: object, change: FieldChangeData): unknown {
    const changes: PlainObject = { [change.key]: value };
    Hooks.callAll("applyActiveEffect", model, change, value, delta, changes);
    return changes[change.key];
  }
}

export class AnyField extends DataField {}

function resolveChoices(choices: unknown): FieldChoices | undefined {
  const resolved: unknown = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (Array.isArray(resolved)) return resolved;
  if (resolved && typeof resolved === "object") return resolved as Record<string, unknown>;
  return undefined;
}

function isChoice(value: unknown, choices: FieldChoices): boolean {
  if (Array.isArray(choices)) return choices.includes(value);
  return Object.prototype.hasOwnProperty.call(choices, String(value));
}

export class BooleanField extends DataField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }

  protected override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }

  protected override _validateType(value: unknown): string | void {
    if (typeof value !== "boolean") return "must be a boolean";
  }
}

/**
 * Cleaning clamps into min..max, as v13 does (foundryvtt issue 12487, a v13-era report: `max: 3`, typed 5,
 * "cleanData will update the 5 to 3"). The system refuses out-of-range input itself before Foundry cleans it
 * (src/documents/range-guard.ts). Kept as a switch so a test can show what the refusals would be without it.
 */
const CLAMP = true;

export class NumberField extends DataField {
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly step: number | undefined;
  readonly integer: boolean;
  readonly positive: boolean;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, initial: null, nullable: true, min: undefined, max: undefined, step: undefined, integer: false, positive: false };
  }

  constructor(options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.min = typeof this.options.min === "number" ? this.options.min : undefined;
    this.max = typeof this.options.max === "number" ? this.options.max : undefined;
    this.step = typeof this.options.step === "number" ? this.options.step : undefined;
    this.integer = Boolean(this.options.integer);
    this.positive = Boolean(this.options.positive);
  }

  get choices(): FieldChoices | undefined {
    return resolveChoices(this.options.choices);
  }

  override clean(value: unknown, options: CleanOptions = {}): unknown {
    // Form inputs send "" for an emptied number box: treat it as null, which then obeys `nullable`.
    if (typeof value === "string" && value.trim() === "") value = null;
    return super.clean(value, options);
  }

  protected override _cast(value: unknown): unknown {
    return typeof value === "number" ? value : Number(value);
  }

  /**
   * Cleaning rounds integers; with CLAMP (above) it also clamps into `min`..`max` and to the nearest `step`, as
   * foundryvtt issue 12487 reports. `positive` and `choices` stay validation errors (issue 10393: a negative
   * value for a positive field fails validation).
   */
  protected override _cleanType(value: unknown): unknown {
    if (typeof value !== "number" || !Number.isFinite(value)) return value;
    let clean = this.integer ? Math.round(value) : value;
    if (!CLAMP) return clean;
    if (this.min !== undefined) clean = Math.max(clean, this.min);
    if (this.max !== undefined) clean = Math.min(clean, this.max);
    if (this.step !== undefined && this.step > 0) clean = Number((Math.round(clean / this.step) * this.step).toFixed(10));
    return clean;
  }

  protected override _validateType(value: unknown): string | void {
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (this.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.positive && value <= 0) return "must be a positive number";
    if (this.min !== undefined && value < this.min) return `cannot be less than ${this.min}`;
    if (this.max !== undefined && value > this.max) return `cannot be greater than ${this.max}`;
    if (this.step !== undefined && this.step > 0) {
      const base = this.min ?? 0;
      const steps = (value - base) / this.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-8) return `must be an increment of ${this.step}`;
    }
    const choices = this.choices;
    if (choices && !isChoice(value, choices)) return `${value} is not a valid choice`;
  }
}

export class StringField extends DataField {
  readonly blank: boolean;
  readonly trim: boolean;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, blank: true, trim: true, nullable: false, initial: undefined, choices: undefined, textSearch: false };
  }

  constructor(options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.blank = Boolean(this.options.blank);
    this.trim = Boolean(this.options.trim);
    // Foundry's rule for a missing initial: null if nullable, "" if blank strings are allowed.
    if (this.initial === undefined) this.initial = this.nullable ? null : this.blank ? "" : undefined;
  }

  get choices(): FieldChoices | undefined {
    return resolveChoices(this.options.choices);
  }

  override clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === "" && !this.blank && this.nullable) value = null;
    return super.clean(value, options);
  }

  protected override _cast(value: unknown): unknown {
    return typeof value === "string" ? value : String(value);
  }

  protected override _cleanType(value: unknown): unknown {
    return typeof value === "string" && this.trim ? value.trim() : value;
  }

  protected override _validateType(value: unknown): string | void {
    if (typeof value !== "string") return "must be a string";
    if (!this.blank && value === "") return "may not be a blank string";
    const choices = this.choices;
    if (choices && !(value === "" && this.blank) && !isChoice(value, choices)) return `${value} is not a valid choice`;
  }
}

export class HTMLField extends StringField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, blank: true };
  }
}

export class FilePathField extends StringField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, categories: [], base64: false, wildcard: false };
  }
}

export class ColorField extends StringField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, nullable: true, initial: null, blank: false };
  }

  protected override _validateType(value: unknown): string | void {
    const base = super._validateType(value);
    if (base) return base;
    if (!/^#[0-9a-f]{6}$/i.test(String(value))) return "must be a valid color string";
  }
}

export class AlphaNumericField extends StringField {
  protected override _validateType(value: unknown): string | void {
    const base = super._validateType(value);
    if (base) return base;
    if (value !== "" && !/^[a-z0-9]+$/i.test(String(value))) return "must be an alphanumeric string";
  }
}

/** A 16-character document id. */
export class DocumentIdField extends StringField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, blank: false, nullable: true, initial: null, readonly: true };
  }

  protected override _validateType(value: unknown): string | void {
    const base = super._validateType(value);
    if (base) return base;
    if (!/^[a-zA-Z0-9]{16}$/.test(String(value))) return "must be a valid 16-character alphanumeric ID";
  }
}

/** Foreign references stay plain id strings here (the real field can resolve documents; systems rarely rely on it). */
export class ForeignDocumentField extends StringField {
  readonly model: unknown;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, nullable: true, initial: null, blank: false, idOnly: false };
  }

  constructor(model: unknown, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.model = model;
  }

  protected override _cast(value: unknown): unknown {
    if (value && typeof value === "object" && "id" in value) return String((value as { id: unknown }).id);
    return super._cast(value);
  }
}

export class DocumentUUIDField extends StringField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, nullable: true, initial: null, blank: false, type: undefined, embedded: undefined };
  }
}

/** Numbers in [0, 1]. */
export class AlphaField extends NumberField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, initial: 1, nullable: false, min: 0, max: 1 };
  }
}

export class AngleField extends NumberField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, initial: 0, nullable: false, min: 0, max: 360 };
  }
}

export class JavaScriptField extends StringField {}
