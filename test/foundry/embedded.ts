/**
 * Embedded collections (`actor.items`, `actor.effects`): the parent's source holds an array of plain sources;
 * the collection holds one document per source, sharing that source object, so an update of an embedded
 * document is seen by its parent's source. Re-initializing the parent keeps document identity: a test holding
 * `actor.items.get(id)` keeps seeing the live document
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.EmbeddedCollection.html).
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

  /** Re-syncs documents with the parent's source array, reusing existing document instances. */
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
      } else {
        const cls = this.documentClass;
        const doc = new cls(source, { parent: this.parentDocument, adoptSource: true, strict: false }) as D;
        Map.prototype.set.call(this, id, doc);
      }
    }
    for (const id of [...this.keys()]) if (!seen.has(id)) Map.prototype.delete.call(this, id);
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

  protected override _validateType(value: unknown, path: string, failures: ValidationFailure[]): string | void {
    if (!Array.isArray(value)) return "must be an array";
    const cls = documentClassFor(this.documentName);
    value.forEach((v: unknown, i: number) => {
      const type = isPlainObject(v) ? v.type : undefined;
      cls.schema.validateValue(v, joinPath(path, i), failures, typeof type === "string" ? { type } : {});
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
