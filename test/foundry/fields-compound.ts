/**
 * `foundry.data.fields`: fields that hold other fields (SchemaField, ArrayField, SetField, ObjectField,
 * EmbeddedDataField, TypedObjectField) and the `system` field of typed documents.
 * See https://foundryvtt.com/api/v13/classes/foundry.data.fields.SchemaField.html and siblings.
 */
import { DataField, type CleanOptions, type DataFieldOptions, type FieldContext } from "./fields";
import { typeDataModel } from "./runtime";
import { deepClone, getType, isPlainObject, type PlainObject } from "./utils";
import { joinPath, type ValidationFailure } from "./validation";

/** What a field needs from a DataModel class (structural, so this file does not import data-model.ts). */
export interface ModelClass {
  readonly name: string;
  readonly schema: SchemaField;
  migrateData(source: PlainObject): PlainObject;
  new (data?: PlainObject, options?: { parent?: unknown }): object;
}

export type FieldMap = Record<string, DataField>;

export class SchemaField extends DataField {
  readonly fields: FieldMap;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: undefined };
  }

  constructor(fields: FieldMap, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.fields = {};
    for (const [name, field] of Object.entries(fields)) {
      if (!(field instanceof DataField)) throw new Error(`The "${name}" field is not a DataField instance`);
      // Fields are owned by one schema: adopt them so fieldPath names the full path. An EmbeddedDataField
      // borrows its model's fields and leaves them owned by the model's schema.
      if (context.adopt !== false) {
        field.name = name;
        field.parent = this;
      }
      this.fields[name] = field;
    }
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.fields, name);
  }

  get(name: string): DataField | undefined {
    return this.fields[name];
  }

  keys(): string[] {
    return Object.keys(this.fields);
  }

  values(): DataField[] {
    return Object.values(this.fields);
  }

  entries(): [string, DataField][] {
    return Object.entries(this.fields);
  }

  [Symbol.iterator](): Iterator<DataField> {
    return Object.values(this.fields)[Symbol.iterator]();
  }

  /** A field by dotted path (or path array) below this schema. */
  getField(path: string | string[]): DataField | undefined {
    const parts = typeof path === "string" ? path.split(".") : [...path];
    const first = parts.shift();
    if (first === undefined) return undefined;
    const field = this.fields[first];
    if (!parts.length) return field;
    if (field instanceof SchemaField || field instanceof EmbeddedDataField) return field.getField(parts);
    if (field instanceof TypedObjectField || field instanceof ArrayField) {
      parts.shift();
      return parts.length ? (field.element instanceof SchemaField ? field.element.getField(parts) : undefined) : field.element;
    }
    return undefined;
  }

  override getInitialValue(data?: PlainObject): unknown {
    const initial = super.getInitialValue(data);
    return initial === undefined ? this.clean({}, { source: data }) : initial;
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    if (!isPlainObject(value)) return value;
    const out: PlainObject = {};
    for (const [key, raw] of Object.entries(value)) {
      // Deletion and replacement keys of partial updates are kept when they address a known field.
      if ((key.startsWith("-=") || key.startsWith("==")) && this.has(key.slice(2))) out[key] = raw;
    }
    for (const [name, field] of Object.entries(this.fields)) {
      if (options.partial && !(name in value)) continue;
      const cleaned = field.clean(value[name], { ...options, source: value });
      if (cleaned === undefined) delete out[name];
      else out[name] = cleaned;
    }
    return out;
  }

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions): string | void {
    if (!isPlainObject(value)) return "must be an object";
    for (const [name, field] of Object.entries(this.fields)) {
      if (options.partial && !(name in value)) continue;
      field.validateValue(value[name], joinPath(path, name), failures, { ...options, source: value });
    }
  }

  override initialize(value: unknown, model: object, options: object = {}): unknown {
    if (!isPlainObject(value)) return value;
    const out: PlainObject = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (name in value) out[name] = field.initialize(value[name], model, options);
    }
    return out;
  }

  override toObject(value: unknown): unknown {
    if (!isPlainObject(value)) return deepClone(value);
    const out: PlainObject = {};
    for (const [name, field] of Object.entries(this.fields)) if (name in value) out[name] = field.toObject(value[name]);
    return out;
  }
}

/** A free-form object (flags, ownership): kept as given, no inner cleaning. */
export class ObjectField extends DataField {
  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: () => ({}) };
  }

  protected override _validateType(value: unknown, _path?: string, _failures?: ValidationFailure[], _options?: CleanOptions): string | void {
    if (getType(value) !== "Object") return "must be an object";
  }
}

export class ArrayField extends DataField {
  readonly element: DataField;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: () => [], min: 0, max: Infinity };
  }

  constructor(element: DataField, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.element = element;
    element.parent = this;
    element.name = "element";
  }

  protected override _cast(value: unknown): unknown {
    if (value instanceof Set) return Array.from(value);
    if (Array.isArray(value)) return value;
    // A form or an update may send an object keyed by index.
    if (isPlainObject(value)) return Object.values(value);
    return [value];
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    if (!Array.isArray(value)) return value;
    return value.map((v: unknown) => this.element.clean(v, { ...options, partial: false }));
  }

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions): string | void {
    if (!Array.isArray(value)) return "must be an array";
    const min = Number(this.options.min ?? 0);
    const max = Number(this.options.max ?? Infinity);
    if (value.length < min) return `cannot have fewer than ${min} elements`;
    if (value.length > max) return `cannot have more than ${max} elements`;
    value.forEach((v: unknown, i: number) => this.element.validateValue(v, joinPath(path, i), failures, { ...options, partial: false }));
  }

  override initialize(value: unknown, model: object, options: object = {}): unknown {
    if (!Array.isArray(value)) return value;
    return value.map((v: unknown) => this.element.initialize(v, model, options));
  }

  override toObject(value: unknown): unknown {
    if (!Array.isArray(value)) return deepClone(value);
    return value.map((v: unknown) => this.element.toObject(v));
  }

  /**
   * A change's value is a JSON array, else one element; each element is cast by the element field. Whether
   * core also splits "a, b" at commas is not documented: an **assumption** that it does not (README), which
   * the system does not rely on (src/documents/active-effect.ts splits its own Set values).
   */
  override _castChangeDelta(raw: string): unknown[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = raw;
    }
    const list = Array.isArray(parsed) ? parsed : [raw];
    return list.map((v: unknown) => this.element._castChangeDelta(String(v)));
  }

  override _applyChangeAdd(value: unknown, delta: unknown): unknown {
    return Array.isArray(value) && Array.isArray(delta) ? [...value, ...delta] : value;
  }
}

/** Stored as an array of unique values, exposed as a Set. */
export class SetField extends ArrayField {
  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const cleaned = super._cleanType(value, options);
    return Array.isArray(cleaned) ? Array.from(new Set(cleaned)) : cleaned;
  }

  override initialize(value: unknown, model: object, options: object = {}): unknown {
    const arr = super.initialize(value, model, options);
    return Array.isArray(arr) ? new Set(arr) : arr;
  }

  override toObject(value: unknown): unknown {
    return value instanceof Set ? Array.from(value, (v: unknown) => this.element.toObject(v)) : super.toObject(value);
  }

  /** ADD puts the values into the prepared Set, OVERRIDE replaces it with a Set of them (dnd5e commit 5581367). */
  override _applyChangeAdd(value: unknown, delta: unknown): unknown {
    if (!(value instanceof Set) || !Array.isArray(delta)) return value;
    for (const element of delta) value.add(element);
    return value;
  }

  override _applyChangeOverride(_value: unknown, delta: unknown): unknown {
    return new Set(Array.isArray(delta) ? delta : [delta]);
  }
}

/** An inner DataModel: cleaned and validated by the model's schema, exposed as a model instance. */
export class EmbeddedDataField extends SchemaField {
  readonly model: ModelClass;

  constructor(model: ModelClass, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(model.schema.fields, options, { ...context, adopt: false });
    this.model = model;
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const migrated = isPlainObject(value) && !options.partial ? this.model.migrateData(value) : value;
    return super._cleanType(migrated, options);
  }

  override initialize(value: unknown, model: object): unknown {
    if (!isPlainObject(value)) return value;
    return new this.model(deepClone(value), { parent: model });
  }

  override toObject(value: unknown): unknown {
    if (value && typeof value === "object" && "toObject" in value && typeof value.toObject === "function") {
      return (value as { toObject(): unknown }).toObject();
    }
    return super.toObject(value);
  }
}

/** v13: an object whose keys are free (optionally validated) and whose values all share one element field. */
export class TypedObjectField extends DataField {
  readonly element: DataField;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: () => ({}), validateKey: undefined };
  }

  constructor(element: DataField, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.element = element;
    element.parent = this;
    element.name = "element";
  }

  private keyIsValid(key: string): boolean {
    const validateKey = this.options.validateKey;
    return typeof validateKey !== "function" || (validateKey as (k: string) => boolean)(key) !== false;
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    if (!isPlainObject(value)) return value;
    const out: PlainObject = {};
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith("-=")) {
        out[key] = v;
        continue;
      }
      if (!this.keyIsValid(key)) continue;
      out[key] = this.element.clean(v, { ...options, source: value });
    }
    return out;
  }

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions): string | void {
    if (!isPlainObject(value)) return "must be an object";
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith("-=")) continue;
      this.element.validateValue(v, joinPath(path, key), failures, options);
    }
  }

  override initialize(value: unknown, model: object, options: object = {}): unknown {
    if (!isPlainObject(value)) return value;
    const out: PlainObject = {};
    for (const [key, v] of Object.entries(value)) out[key] = this.element.initialize(v, model, options);
    return out;
  }

  override toObject(value: unknown): unknown {
    if (!isPlainObject(value)) return deepClone(value);
    const out: PlainObject = {};
    for (const [key, v] of Object.entries(value)) out[key] = this.element.toObject(v);
    return out;
  }
}

/**
 * The `system` field: its shape is the TypeDataModel registered in `CONFIG[documentName].dataModels[type]`;
 * types without a model keep a plain object (https://foundryvtt.com/api/v13/classes/foundry.data.fields.TypeDataField.html).
 */
export class TypeDataField extends ObjectField {
  readonly documentName: string;

  constructor(documentName: string, options: DataFieldOptions = {}, context: FieldContext = {}) {
    super(options, context);
    this.documentName = documentName;
  }

  getModelForType(type: unknown): ModelClass | undefined {
    return typeof type === "string" ? typeDataModel(this.documentName, type) : undefined;
  }

  private typeOf(options: CleanOptions): unknown {
    return options.type ?? options.source?.type;
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const model = this.getModelForType(this.typeOf(options));
    if (!model || !isPlainObject(value)) return value;
    const migrated = options.partial ? value : model.migrateData(value);
    return model.schema.clean(migrated, { ...options, source: undefined });
  }

  override getInitialValue(data?: PlainObject): unknown {
    const model = this.getModelForType(data?.type);
    return model ? model.schema.clean({}, {}) : {};
  }

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions): string | void {
    const model = this.getModelForType(this.typeOf(options));
    if (!model) return super._validateType(value);
    const before = failures.length;
    model.schema.validateValue(value, path, failures, { ...options, source: undefined });
    // The type's joint rules run on the whole candidate system data, at creation and on every update
    // (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#validatejoint).
    if (failures.length > before || !isPlainObject(value)) return;
    try {
      (model as unknown as { validateJoint(data: PlainObject): void }).validateJoint(value);
    } catch (err) {
      failures.push({ path, message: err instanceof Error ? err.message : String(err) });
    }
  }

  override initialize(value: unknown, model: object, options: { strict?: boolean } = {}): unknown {
    const type = (model as { _source?: PlainObject })._source?.type;
    const cls = this.getModelForType(type);
    if (!cls || !isPlainObject(value)) return deepClone(value);
    return new cls(deepClone(value), { parent: model, ...(options.strict === false ? { strict: false } : {}) });
  }
}
