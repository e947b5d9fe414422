/**
 * Embedded collections (`actor.items`, `actor.effects`): the parent's source holds an array of plain sources;
 * the collection holds one document per source, sharing that source object, so an update of an embedded
 * document is seen by its parent's source. Re-initializing the parent keeps document identity: a test holding
 * `actor.items.get(id)` keeps seeing the live document
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.EmbeddedCollection.html).
 *
 * A stored entry that fails validation is kept out of the collection's contents: its id is in
 * `invalidDocumentIds` ("document ids where the Document was not initialized because of invalid source data"),
 * `getInvalid(id)` gives the document built without validation, and its source stays in the parent's array as
 * stored, so the parent stays valid (DataFieldValidationOptions `dropInvalidEmbedded`: "invalid embedded documents
 * will emit a warning and be placed in the invalidDocuments collection rather than causing the parent to be
 * considered invalid"). README.md, "Invalid embedded documents".
 */
import { Collection } from "./collection";
import { DataField, type CleanOptions, type DataFieldOptions } from "./fields";
import { currentClientOrNull } from "./runtime";
import { deepClone, isPlainObject, type PlainObject } from "./utils";
import { joinPath, type ValidationFailure } from "./validation";
import type { Document } from "./document";

type DocumentClass = typeof Document;

export class EmbeddedCollection<D extends Document = Document> extends Collection<D> {
  readonly documentName: string;
  readonly parentDocument: Document;
  private sourceArray: PlainObject[] = [];
  /** Ids of entries whose stored data fails validation (not in the collection's contents). */
  readonly invalidDocumentIds = new Set<string>();
  private readonly invalidDocuments = new Map<string, D>();

  constructor(documentName: string, parent: Document) {
    super();
    this.documentName = documentName;
    this.parentDocument = parent;
  }

  get documentClass(): DocumentClass {
    return documentClassFor(this.documentName);
  }

  /** The parent's source array this collection mirrors. */
  get _source(): PlainObject[] {
    return this.sourceArray;
  }

  /**
   * Re-syncs documents with the parent's source array, reusing existing document instances. An entry new to the
   * collection, or set aside before, is validated (v13 validates every document it constructs); one that fails is
   * set aside, one that now passes (a migration fixed it) joins the contents. An entry already in the contents was
   * validated by the update that changed it, so it is not checked again.
   */
  synchronize(sources: PlainObject[]): void {
    this.sourceArray = sources;
    const seen = new Set<string>();
    for (const source of sources) {
      const id = String(source._id);
      seen.add(id);
      const existing = Map.prototype.get.call(this, id) as D | undefined;
      if (existing) {
        existing._source = source;
        existing._initialize();
        continue;
      }
      let doc = this.invalidDocuments.get(id);
      if (doc) {
        doc._source = source;
        doc._initialize({ strict: false });
      } else {
        const cls = this.documentClass;
        doc = new cls(source, { parent: this.parentDocument, adoptSource: true, strict: false }) as D;
      }
      if (doc.validate({ strict: false })) {
        this.invalidDocumentIds.delete(id);
        this.invalidDocuments.delete(id);
        Map.prototype.set.call(this, id, doc);
      } else {
        this.invalidDocumentIds.add(id);
        this.invalidDocuments.set(id, doc);
      }
    }
    for (const id of [...this.keys()]) if (!seen.has(id)) Map.prototype.delete.call(this, id);
    for (const id of [...this.invalidDocumentIds]) {
      if (seen.has(id)) continue;
      this.invalidDocumentIds.delete(id);
      this.invalidDocuments.delete(id);
    }
  }

  /** As Collection#get; with `invalid`, an entry set aside as invalid is found too (v13's `get(id, {invalid})`). */
  override get(key: string, { strict = false, invalid = false }: { strict?: boolean; invalid?: boolean } = {}): D | undefined {
    const found = super.get(key) ?? (invalid ? this.invalidDocuments.get(key) : undefined);
    if (strict && found === undefined) throw new Error(`${key} does not exist in the ${this.documentName} collection`);
    return found;
  }

  /** The document of an entry set aside as invalid, built without validation; throws when there is none (`strict`). */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): D | undefined {
    const doc = this.invalidDocuments.get(id);
    if (!doc && strict) throw new Error(`${id} is not an invalid ${this.documentName} in this collection`);
    return doc;
  }

  /** Embedded collections change only through database operations. */
  override set(key: string, value: D): this {
    if (!(this.sourceArray as unknown[]).includes(value._source)) {
      throw new Error(`Add ${this.documentName} documents with createEmbeddedDocuments, not collection.set (${key})`);
    }
    return super.set(key, value);
  }
}

function documentClassFor(documentName: string): DocumentClass {
  const config = currentClientOrNull()?.config[documentName] as { documentClass?: DocumentClass } | undefined;
  if (!config?.documentClass) throw new Error(`No document class is configured for ${documentName}`);
  return config.documentClass;
}

/** The schema field of an embedded collection: an array of sources, exposed as an EmbeddedCollection. */
export class EmbeddedCollectionField extends DataField {
  readonly documentName: string;

  static override get _defaults(): DataFieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: () => [] };
  }

  constructor(documentName: string, options: DataFieldOptions = {}) {
    super(options);
    this.documentName = documentName;
  }

  protected override _cast(value: unknown): unknown {
    return Array.isArray(value) ? value : [value];
  }

  protected override _cleanType(value: unknown, _options: CleanOptions): unknown {
    if (!Array.isArray(value)) return value;
    const cls = documentClassFor(this.documentName);
    // Each embedded source is migrated before it is cleaned, as a top-level one is (data-model.ts `_initializeSource`).
    return value.map((v: unknown) => (isPlainObject(v) ? cls.cleanData(cls.migrateData(v), {}) : v));
  }

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[], options: CleanOptions): string | void {
    if (!Array.isArray(value)) return "must be an array";
    const cls = documentClassFor(this.documentName);
    value.forEach((v: unknown, i: number) => {
      const type = isPlainObject(v) ? v.type : undefined;
      const own: ValidationFailure[] = [];
      cls.schema.validateValue(v, joinPath(path, i), own, { ...(typeof type === "string" ? { type } : {}), dropInvalidEmbedded: options.dropInvalidEmbedded, setAsideIds: options.setAsideIds });
      if (own.length === 0) return;
      // An entry set aside as stored (or, when loading, one that fails) does not make its parent invalid.
      const id = isPlainObject(v) && typeof v._id === "string" ? v._id : null;
      if (id !== null && (options.dropInvalidEmbedded || options.setAsideIds?.has(id))) return;
      failures.push(...own);
    });
  }

  override initialize(value: unknown, model: object): unknown {
    const parent = model as Document;
    const existing = (parent as unknown as Record<string, unknown>)[this.name]; // the previous collection, if any
    const collection = existing instanceof EmbeddedCollection ? existing : new EmbeddedCollection(this.documentName, parent);
    collection.synchronize(Array.isArray(value) ? (value as PlainObject[]) : []);
    return collection;
  }

  override toObject(value: unknown): unknown {
    if (value instanceof EmbeddedCollection) return value.map((d: Document) => d.toObject());
    return deepClone(value);
  }
}

/**
 * A document's source for the server with each embedded entry set aside as invalid taken from `stored` (what the
 * server holds): the client cleaned it when building the document, but v13's server applies an update's diff to
 * the data it holds, so an entry no update touched keeps its stored fields (**assumption**, README "Invalid
 * embedded documents"). Used at world load and on every commit of the document.
 */
export function keepSetAsideAsStored(doc: Document, stored: PlainObject | undefined): PlainObject {
  const embedded = Object.entries((doc.constructor as DocumentClass).metadata.embedded).map(([name, field]) => {
    const collection = doc.getEmbeddedCollection(name);
    return { field, invalid: collection instanceof EmbeddedCollection ? collection.invalidDocumentIds : null };
  });
  // Nothing set aside (nearly always): the source as it is (the server copies it).
  if (!stored || embedded.every(({ invalid }) => !invalid?.size)) return doc._source;
  const source = deepClone(doc._source);
  for (const { field, invalid } of embedded) {
    const list = source[field];
    const raw = stored[field];
    if (!invalid?.size || !Array.isArray(list) || !Array.isArray(raw)) continue;
    source[field] = list.map((entry: unknown) => {
      const id = isPlainObject(entry) ? entry._id : undefined;
      const original = typeof id === "string" && invalid.has(id) ? raw.find((r: unknown) => isPlainObject(r) && r._id === id) : undefined;
      return original === undefined ? entry : deepClone(original);
    });
  }
  return source;
}
