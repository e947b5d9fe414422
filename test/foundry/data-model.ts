/**
 * `foundry.abstract.DataModel` and `TypeDataModel`
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html,
 *  https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html).
 *
 * The source (`_source`) is the cleaned, validated, persisted data. The instance exposes a fresh copy of every
 * schema field as an own property (initialized from the source), so preparation code can write derived values
 * on the instance without touching the source. Subclasses must declare such properties with `declare` (a plain
 * class field would be set to undefined after the constructor ran, in Foundry as here).
 */
import { type CleanOptions, type DataField } from "./fields";
import { SchemaField } from "./fields-compound";
import { deepClone, diffObject, expandObject, isPlainObject, mergeObject, type PlainObject } from "./utils";
import { DataModelValidationError, type ValidationFailure } from "./validation";

export interface DataModelConstructionOptions {
  parent?: unknown;
  strict?: boolean;
  [option: string]: unknown;
}

export interface ValidateOptions {
  changes?: PlainObject;
  clean?: boolean;
  strict?: boolean;
  fallback?: boolean;
  /** An embedded entry that fails is set aside instead of failing the whole model (loading stored data). */
  dropInvalidEmbedded?: boolean;
}

const schemas = new WeakMap<typeof DataModel, SchemaField>();

export class DataModel {
  declare _source: PlainObject;
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** The class's schema, built once from `defineSchema()`. */
  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  static cleanData(source: PlainObject = {}, options: CleanOptions = {}): PlainObject {
    return this.schema.clean(source, options) as PlainObject;
  }

  /** Override to rewrite old source shapes; runs before cleaning on construction. */
  static migrateData(source: PlainObject): PlainObject {
    return source;
  }

  static shimData(data: PlainObject): PlainObject {
    return data;
  }

  /** A model built from data already known to be clean. */
  static fromSource<T extends DataModel>(this: new (data?: PlainObject, options?: DataModelConstructionOptions) => T, source: PlainObject, options: DataModelConstructionOptions = {}): T {
    return new this(source, options);
  }

  static fromJSON<T extends DataModel>(this: new (data?: PlainObject, options?: DataModelConstructionOptions) => T, json: string): T {
    return new this(JSON.parse(json) as PlainObject);
  }

  /** Checks relationships between fields; throw to reject. */
  static validateJoint(_data: PlainObject): void {}

  /** The name used in validation messages. */
  static get validationName(): string {
    return this.name;
  }

  constructor(data: PlainObject = {}, { parent = null, strict = true, dropInvalidEmbedded = false, ...options }: DataModelConstructionOptions = {}) {
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false, configurable: true });
    const source = this._initializeSource(data, options);
    Object.defineProperty(this, "_source", { value: source, writable: true, enumerable: false, configurable: true });
    this._configure(options);
    if (strict) this.validate({ strict: true, dropInvalidEmbedded: dropInvalidEmbedded === true });
    // A model built without validation builds its type data the same way (an invalid embedded item's `system`).
    this._initialize(strict ? options : { ...options, strict: false });
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  get invalid(): boolean {
    return false;
  }

  protected _configure(_options: object = {}): void {}

  protected _initializeSource(data: PlainObject | DataModel, options: object = {}): PlainObject {
    const ctor = this.constructor as typeof DataModel;
    const copy = data instanceof DataModel ? data.toObject() : deepClone(data);
    const migrated = ctor.migrateData(copy);
    return ctor.cleanData(migrated, this._cleanOptions(options));
  }

  /** Extra cleaning context (documents pass their type to the `system` field). */
  protected _cleanOptions(_options: object = {}): CleanOptions {
    return {};
  }

  /** Defines each schema field as an own property holding a fresh copy of the source value. */
  _initialize(options: object = {}): void {
    for (const [name, field] of Object.entries(this.schema.fields)) {
      const value = name in this._source ? field.initialize(this._source[name], this, options) : undefined;
      Object.defineProperty(this, name, { value, writable: true, enumerable: true, configurable: true });
    }
  }

  /** Re-initializes every field from the source, dropping derived values. */
  reset(): void {
    this._initialize();
  }

  /** Validation context beyond cleaning's (documents: the ids of embedded entries set aside as invalid). */
  protected _validationOptions(): CleanOptions {
    return {};
  }

  /** Collects failures of a whole source object against the schema. */
  _validationFailures(source: PlainObject, extra: CleanOptions = {}): ValidationFailure[] {
    const failures: ValidationFailure[] = [];
    this.schema.validateValue(source, "", failures, { ...this._cleanOptions(), ...this._validationOptions(), ...extra });
    if (!failures.length) {
      try {
        (this.constructor as typeof DataModel).validateJoint(source);
      } catch (err) {
        failures.push({ path: "", message: err instanceof Error ? err.message : String(err) });
      }
    }
    return failures;
  }

  /**
   * Validates the source, or the source with `changes` applied. With `strict` (the default) a failure throws a
   * DataModelValidationError naming the fields; otherwise false is returned.
   */
  validate({ changes, clean = false, strict = true, dropInvalidEmbedded = false }: ValidateOptions = {}): boolean {
    let candidate = this._source;
    if (changes) {
      const prepared = clean ? this.schema.clean(expandObject(changes), { ...this._cleanOptions(), partial: true }) as PlainObject : changes;
      // With `clean`, the given changes are cleaned in place (a clamped number replaces the typed one): an
      // **assumption** (README), the worse case for a caller that reads them afterwards (a sheet's submit data).
      if (clean) {
        for (const key of Object.keys(changes)) delete changes[key];
        Object.assign(changes, prepared);
      }
      candidate = mergeObject(deepClone(this._source), prepared, { performDeletions: true });
    }
    const failures = this._validationFailures(candidate, dropInvalidEmbedded ? { dropInvalidEmbedded } : {});
    if (!failures.length) return true;
    if (strict) throw new DataModelValidationError((this.constructor as typeof DataModel).validationName, failures);
    return false;
  }

  /**
   * Applies changes to the source after cleaning and validating them; returns the diff actually applied.
   * An invalid change throws and leaves the source untouched.
   */
  updateSource(changes: PlainObject = {}, { dryRun = false }: { dryRun?: boolean } = {}): PlainObject {
    const { diff, next } = this._prepareChanges(changes);
    if (dryRun || !Object.keys(diff).length) return diff;
    this._replaceSource(next);
    this._initialize();
    return diff;
  }

  /** Cleans, diffs and validates changes; returns the diff and the next full source. */
  _prepareChanges(changes: PlainObject): { diff: PlainObject; next: PlainObject } {
    const cleanOpts = { ...this._cleanOptions(), partial: true };
    const expanded = this.schema.clean(expandObject(changes), cleanOpts);
    if (!isPlainObject(expanded)) throw new Error("Changes must be an object");
    const diff = diffObject(this._source, expanded, { deletionKeys: true });
    const merged = mergeObject(deepClone(this._source), diff, { performDeletions: true });
    const next = (this.constructor as typeof DataModel).cleanData(merged, this._cleanOptions());
    const failures = this._validationFailures(next);
    if (failures.length) throw new DataModelValidationError((this.constructor as typeof DataModel).validationName, failures);
    return { diff, next };
  }

  /** Replaces source values in place, so objects that share the source (a parent's array) see the change. */
  _replaceSource(next: PlainObject): void {
    for (const key of Object.keys(this._source)) if (!(key in next)) delete this._source[key];
    Object.assign(this._source, next);
  }

  toObject(source = true): PlainObject {
    if (source) return deepClone(this._source);
    const out: PlainObject = {};
    const self = this as unknown as PlainObject; // fields are own properties defined by _initialize
    for (const [name, field] of Object.entries(this.schema.fields)) out[name] = field.toObject(self[name]);
    return out;
  }

  toJSON(): PlainObject {
    return this.toObject();
  }

  clone(data: PlainObject = {}, context: DataModelConstructionOptions = {}): this {
    const ctor = this.constructor as new (d: PlainObject, o: DataModelConstructionOptions) => this;
    return new ctor(mergeObject(this.toObject(), data, { inplace: true }), { parent: this.parent, ...context });
  }
}

/**
 * The base of a document subtype's `system` data. Its lifecycle methods are called by the owning document
 * (prepareBaseData/prepareDerivedData from the document's prepareData, _preCreate etc. from the document's).
 */
export class TypeDataModel extends DataModel {
  /** Foundry uses these for automatic label localization; the stand-in keeps them for reference only. */
  static LOCALIZATION_PREFIXES: string[] = [];

  prepareBaseData(): void {}

  prepareDerivedData(): void {}

  async _preCreate(_data: PlainObject, _options: PlainObject, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: PlainObject, _options: PlainObject, _userId: string): void {}
  async _preUpdate(_changes: PlainObject, _options: PlainObject, _user: unknown): Promise<boolean | void> {}
  _onUpdate(_changed: PlainObject, _options: PlainObject, _userId: string): void {}
  async _preDelete(_options: PlainObject, _user: unknown): Promise<boolean | void> {}
  _onDelete(_options: PlainObject, _userId: string): void {}
}
