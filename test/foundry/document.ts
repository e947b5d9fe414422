/**
 * `foundry.abstract.Document` with the client-side behaviour of ClientDocumentMixin
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html,
 *  https://foundryvtt.com/api/v13/functions/client.ClientDocumentMixin.html).
 *
 * Database operations (create/update/delete with their hooks and permission checks) live in database.ts; this
 * file holds identity, ownership, flags, data preparation, sheets and the overridable lifecycle methods.
 */
import { DataModel, TypeDataModel, type DataModelConstructionOptions } from "./data-model";
import { createDocuments, deleteDocuments, updateDocuments, type DatabaseOperation } from "./database";
import type { CleanOptions } from "./fields";
import { ownershipValue, isOwnershipName, isRoleName, isUserPermission, type UserLike } from "./permissions";
import { activeWorldOrNull, clientOf, currentClient, currentClientOrNull, isCopyOf } from "./runtime";
import type { Client } from "./client";
import { deepClone, getProperty, mergeObject, type PlainObject } from "./utils";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";

export type PermissionRule = string | ((user: UserLike, doc: Document, data?: PlainObject) => boolean);

export interface DocumentMetadata {
  name: string;
  collection: string;
  label: string;
  /** Embedded document name → collection field, e.g. { Item: "items" }. */
  embedded: Record<string, string>;
  hasTypeData: boolean;
  permissions: { create: PermissionRule; update: PermissionRule; delete: PermissionRule };
}

export interface DocumentContext extends DataModelConstructionOptions {
  parent?: Document | null;
  pack?: string | null;
  /** Internal: the data is an already clean source to be shared, not copied (embedded collections). */
  adoptSource?: boolean;
}

/** What documents need of a rendered application. */
export interface AppLike {
  id: string;
  readonly client?: unknown;
  render(options?: unknown, _options?: unknown): unknown;
  close(options?: unknown): unknown;
}

export class Document extends DataModel {
  static metadata: DocumentMetadata = {
    name: "Document", collection: "", label: "Document", embedded: {}, hasTypeData: false,
    permissions: { create: "ASSISTANT", update: "OWNER", delete: "ASSISTANT" },
  };

  declare _id: string | null;
  declare name: string;
  declare type: string;
  declare system: unknown;
  declare flags: Record<string, PlainObject>;
  declare ownership: Record<string, number>;
  declare parent: Document | null;
  declare pack: string | null;
  /** Applications showing this document on its own client, by app id. */
  declare apps: Record<string, AppLike>;
  declare private _sheets: Map<unknown, AppLike>;
  /** The client whose copy this is (the one running when it was built); see runtime.ts `clientOf`. */
  declare readonly _standinClient: Client | null;

  static get documentName(): string {
    return this.metadata.name;
  }

  /** The configured class (`CONFIG[documentName].documentClass`), which every stored document is an instance of. */
  static get implementation(): typeof Document {
    const config = currentClientOrNull()?.config[this.documentName] as { documentClass?: typeof Document } | undefined;
    return config?.documentClass ?? this;
  }

  static get baseDocument(): typeof Document {
    return this;
  }

  static get collectionName(): string {
    return this.metadata.collection;
  }

  static get hasTypeData(): boolean {
    return this.metadata.hasTypeData;
  }

  static get TYPES(): string[] {
    const config = currentClientOrNull()?.config[this.documentName] as { dataModels?: Record<string, unknown>; typeLabels?: Record<string, unknown> } | undefined;
    return Object.keys({ ...config?.typeLabels, ...config?.dataModels });
  }

  static override get validationName(): string {
    return this.documentName;
  }

  constructor(data: PlainObject = {}, context: DocumentContext = {}) {
    super(data, context);
    const owner = currentClientOrNull();
    Object.defineProperty(this, "_standinClient", { value: owner, writable: false, enumerable: false, configurable: true });
    Object.defineProperty(this, "_standinPage", { value: owner?.page ?? 0, writable: false, enumerable: false, configurable: true });
    Object.defineProperty(this, "pack", { value: context.pack ?? null, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(this, "apps", { value: {}, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(this, "_sheets", { value: new Map(), writable: true, enumerable: false, configurable: true });
    // Stored embedded documents are prepared by their parent; everything else prepares itself.
    if (!context.adoptSource && activeWorldOrNull()) this._safePrepareData();
  }

  protected override _initializeSource(data: PlainObject | DataModel, options: DocumentContext = {}): PlainObject {
    if (options.adoptSource && !(data instanceof DataModel)) return data;
    return super._initializeSource(data, options);
  }

  protected override _cleanOptions(): CleanOptions {
    const type = this._source?.type;
    return typeof type === "string" ? { type } : {};
  }

  /** The ids of every embedded entry below this document that is set aside as invalid (they keep it valid). */
  protected override _validationOptions(): CleanOptions {
    const ids = new Set<string>();
    const collect = (doc: Document): void => {
      for (const field of Object.values((doc.constructor as typeof Document).metadata.embedded)) {
        // cast: the embedded collection is an own property set by _initialize (absent while constructing).
        const collection = (doc as unknown as Record<string, { invalidDocumentIds?: Set<string>; values?: () => Iterable<Document> } | undefined>)[field];
        for (const id of collection?.invalidDocumentIds ?? []) ids.add(id);
        for (const child of collection?.values?.() ?? []) collect(child);
      }
    };
    collect(this);
    return ids.size ? { setAsideIds: ids } : {};
  }

  get documentName(): string {
    return (this.constructor as typeof Document).documentName;
  }

  get id(): string | null {
    return this._id;
  }

  get isEmbedded(): boolean {
    return this.parent instanceof Document;
  }

  get inCompendium(): boolean {
    return Boolean(this.pack);
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    if (this.parent) return `${this.parent.uuid}.${own}`;
    if (this.pack) return `Compendium.${this.pack}.${own}`;
    return own;
  }

  /** The collection containing this document: the parent's embedded collection or the world collection. */
  get collection(): unknown {
    if (this.parent) {
      const field = (this.parent.constructor as typeof Document).metadata.embedded[this.documentName];
      return field ? (this.parent as unknown as PlainObject)[field] : undefined; // embedded fields are own properties
    }
    return clientOf(this)?.collections.get(this.documentName);
  }

  /**
   * This document as the running client holds it. Test code may hold one client's copy and act inside
   * `world.as(other, …)`: the database methods and `sheet` then work on the other client's own copy (its classes,
   * its sheets), as that user's browser would. System code only ever sees its own client's documents.
   */
  protected onRunningClient(): this {
    const running = currentClientOrNull();
    if (!running || isCopyOf(this, running) || !this.id) return this;
    const here = running.world.resolveOn(running, this);
    if (!here) throw new Error(`${running.name}'s client has no ${this.uuid}`);
    return here as this;
  }

  // ---- Database operations (database.ts) ----

  static async create(data: PlainObject | PlainObject[], operation: DatabaseOperation = {}): Promise<unknown> {
    const created = await this.createDocuments(Array.isArray(data) ? data : [data], operation);
    return Array.isArray(data) ? created : created[0];
  }

  static async createDocuments(data: PlainObject[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    return createDocuments(this, data, operation);
  }

  static async updateDocuments(updates: PlainObject[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    return updateDocuments(this, updates, operation);
  }

  static async deleteDocuments(ids: string[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    return deleteDocuments(this, ids, operation);
  }

  /** What a drag of this document carries: `{type, uuid}` (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html, ClientDocument#toDragData). */
  toDragData(): PlainObject {
    return { type: this.documentName, uuid: this.uuid };
  }

  /** The document a drop's data points at (`{type, uuid}`), as Foundry's fromDropData. */
  static async fromDropData(data: PlainObject): Promise<Document | null> {
    if (typeof data.uuid !== "string") return null;
    const { fromUuid } = await import("./uuid");
    return fromUuid(data.uuid);
  }

  // As Foundry does, an instance's update and a parent's embedded operations go through the class's static
  // `updateDocuments` / `createDocuments`, so a system's override of those sees every path (README, Documents).
  async update(data: PlainObject = {}, operation: DatabaseOperation = {}): Promise<this | undefined> {
    const here = this.onRunningClient();
    if (here !== this) return here.update(data, operation);
    const updated = await (this.constructor as typeof Document).updateDocuments([{ ...data, _id: this.id }], { ...operation, parent: this.parent, pack: this.pack });
    return updated[0] as this | undefined;
  }

  async delete(operation: DatabaseOperation = {}): Promise<this | undefined> {
    const here = this.onRunningClient();
    if (here !== this) return here.delete(operation);
    const deleted = await deleteDocuments(this.constructor as typeof Document, [this.id ?? ""], { ...operation, parent: this.parent, pack: this.pack });
    return deleted[0] as this | undefined;
  }

  getEmbeddedCollection(embeddedName: string): Map<string, Document> {
    const field = (this.constructor as typeof Document).metadata.embedded[embeddedName];
    if (!field) throw new Error(`${embeddedName} is not an embedded Document within the ${this.documentName} Document`);
    return (this as unknown as Record<string, Map<string, Document>>)[field] as Map<string, Document>; // own property set by _initialize
  }

  getEmbeddedDocument(embeddedName: string, id: string, { strict = false }: { strict?: boolean } = {}): Document | undefined {
    const doc = this.getEmbeddedCollection(embeddedName).get(id);
    if (!doc && strict) throw new Error(`The ${embeddedName} [${id}] does not exist in ${this.uuid}`);
    return doc;
  }

  private embeddedClass(embeddedName: string): typeof Document {
    const config = currentClient().config[embeddedName] as { documentClass?: typeof Document } | undefined;
    if (!config?.documentClass) throw new Error(`Unknown embedded document type ${embeddedName}`);
    this.getEmbeddedCollection(embeddedName);
    return config.documentClass;
  }

  async createEmbeddedDocuments(embeddedName: string, data: PlainObject[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    const here = this.onRunningClient();
    if (here !== this) return here.createEmbeddedDocuments(embeddedName, data, operation);
    return this.embeddedClass(embeddedName).createDocuments(data, { ...operation, parent: this, pack: this.pack });
  }

  async updateEmbeddedDocuments(embeddedName: string, updates: PlainObject[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    const here = this.onRunningClient();
    if (here !== this) return here.updateEmbeddedDocuments(embeddedName, updates, operation);
    return this.embeddedClass(embeddedName).updateDocuments(updates, { ...operation, parent: this, pack: this.pack });
  }

  async deleteEmbeddedDocuments(embeddedName: string, ids: string[] = [], operation: DatabaseOperation = {}): Promise<Document[]> {
    const here = this.onRunningClient();
    if (here !== this) return here.deleteEmbeddedDocuments(embeddedName, ids, operation);
    return deleteDocuments(this.embeddedClass(embeddedName), ids, { ...operation, parent: this, pack: this.pack });
  }

  override clone(data: PlainObject = {}, context: DocumentContext & { save?: boolean; keepId?: boolean } = {}): this {
    const source = mergeObject(this.toObject(), data, { inplace: true });
    if (!context.keepId) delete source._id;
    const cls = this.constructor as new (d: PlainObject, c: DocumentContext) => this;
    return new cls(source, { parent: this.parent, pack: this.pack, ...context });
  }

  // ---- Flags ----

  private checkFlagScope(scope: string): void {
    const allowed = activeWorldOrNull()?.flagScopes ?? ["core", "world"];
    if (!allowed.includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  }

  getFlag(scope: string, key: string): unknown {
    this.checkFlagScope(scope);
    return getProperty(this.flags?.[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    this.checkFlagScope(scope);
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    this.checkFlagScope(scope);
    const parts = key.split(".");
    const last = parts.pop() as string;
    const head = parts.length ? `${parts.join(".")}.` : "";
    return this.update({ [`flags.${scope}.${head}-=${last}`]: null });
  }

  // ---- Ownership and permissions ----

  /** The ownership level a user has: GM → OWNER; embedded → parent's; else the explicit entry or `default`. */
  getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    const pack = this.pack ? clientOf(this)?.packs.get(this.pack) : undefined;
    if (pack) return pack.getUserLevel(user);
    const own = this.ownership ?? {};
    const explicit = user.id ? own[user.id] : undefined;
    if (explicit !== undefined && explicit !== DOCUMENT_OWNERSHIP_LEVELS.INHERIT) return explicit;
    return own.default ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }

  testUserPermission(user: UserLike, permission: string | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = this.getUserLevel(user);
    const target = ownershipValue(permission);
    return exact ? level === target : level >= target;
  }

  get permission(): number {
    return this.getUserLevel();
  }

  get isOwner(): boolean {
    return this.permission >= DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  }

  get limited(): boolean {
    return this.permission === DOCUMENT_OWNERSHIP_LEVELS.LIMITED;
  }

  get visible(): boolean {
    return this.permission >= DOCUMENT_OWNERSHIP_LEVELS.LIMITED;
  }

  /** Whether the user can create, update or delete this document, per `metadata.permissions` (a GM always can). */
  canUserModify(user: UserLike, action: "create" | "update" | "delete", data?: PlainObject): boolean {
    const rule = (this.constructor as typeof Document).metadata.permissions[action];
    if (typeof rule === "function") return rule(user, this, data);
    if (user.isGM) return true;
    if (isUserPermission(rule)) return user.can(rule);
    if (isRoleName(rule)) return user.hasRole(rule);
    if (isOwnershipName(rule)) return this.testUserPermission(user, rule);
    return false;
  }

  static canUserCreate(user: UserLike): boolean {
    const rule = this.metadata.permissions.create;
    if (user.isGM) return true;
    if (typeof rule === "function") return true; // decided per document, with its data
    if (isUserPermission(rule)) return user.can(rule);
    if (isRoleName(rule)) return user.hasRole(rule);
    return true;
  }

  // ---- Data preparation ----

  /** Runs prepareData, reporting (not throwing) errors as Foundry does. */
  _safePrepareData(): void {
    try {
      this.prepareData();
    } catch (err) {
      const world = activeWorldOrNull();
      if (world) world.reportError(err, `Failed data preparation for ${this.uuid}`);
      else throw err;
    }
  }

  /** system.prepareBaseData → prepareBaseData → prepareEmbeddedDocuments → system.prepareDerivedData → prepareDerivedData. */
  prepareData(): void {
    const system = this.system instanceof TypeDataModel ? this.system : null;
    system?.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    system?.prepareDerivedData();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {}

  prepareEmbeddedDocuments(): void {
    for (const name of Object.keys((this.constructor as typeof Document).metadata.embedded)) {
      for (const doc of this.getEmbeddedCollection(name).values()) doc._safePrepareData();
    }
  }

  prepareDerivedData(): void {}

  /** Re-initializes from the source and prepares again (after an embedded change). */
  override reset(): void {
    this._initialize();
    this._safePrepareData();
  }

  getRollData(): PlainObject {
    return (this.system ?? {}) as PlainObject;
  }

  toCompendium(): PlainObject {
    const data = this.toObject();
    delete data._stats;
    return data;
  }

  override toObject(source = true): PlainObject {
    return source ? deepClone(this._source) : super.toObject(false);
  }

  // ---- Applications ----

  /** The sheet of this document for the current client: the registered default sheet class for its type. */
  get sheet(): AppLike | null {
    const client = currentClientOrNull();
    if (!client) return null;
    const here = this.onRunningClient();
    if (here !== this) return here.sheet;
    const existing = this._sheets.get(client);
    if (existing) return existing;
    const cls = client.sheetClassFor(this);
    if (!cls) return null;
    const sheet = new cls({ document: this });
    this._sheets.set(client, sheet);
    return sheet;
  }

  /** Re-renders the current client's open applications of this document. */
  render(force = false, options: PlainObject = {}): void {
    const client = currentClientOrNull();
    for (const app of Object.values(this.apps)) {
      if (app.client !== undefined && app.client !== client) continue;
      if ((app as { rendered?: boolean }).rendered || force) void app.render({ ...options, force });
    }
  }

  // ---- Lifecycle methods (overridable; the base delegates to the TypeDataModel) ----

  protected get typeData(): TypeDataModel | null {
    return this.system instanceof TypeDataModel ? this.system : null;
  }

  async _preCreate(data: PlainObject, options: PlainObject, user: UserLike): Promise<boolean | void> {
    return this.typeData?._preCreate(data, options, user);
  }

  _onCreate(data: PlainObject, options: PlainObject, userId: string): void {
    this.typeData?._onCreate(data, options, userId);
    if (options.renderSheet && userId === currentClientOrNull()?.user.id) void this.sheet?.render({ force: true });
  }

  async _preUpdate(changes: PlainObject, options: PlainObject, user: UserLike): Promise<boolean | void> {
    return this.typeData?._preUpdate(changes, options, user);
  }

  _onUpdate(changed: PlainObject, options: PlainObject, userId: string): void {
    this.typeData?._onUpdate(changed, options, userId);
    if (options.render !== false) this.render(false, { action: "update", data: changed });
  }

  async _preDelete(options: PlainObject, user: UserLike): Promise<boolean | void> {
    return this.typeData?._preDelete(options, user);
  }

  _onDelete(options: PlainObject, userId: string): void {
    this.typeData?._onDelete(options, userId);
    const client = currentClientOrNull();
    for (const app of Object.values(this.apps)) {
      if (app.client === undefined || app.client === client) void app.close({ submit: false });
    }
  }

  _preCreateDescendantDocuments(_parent: Document, _collection: string, _data: PlainObject[], _options: PlainObject, _userId: string): void {}
  _onCreateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _data: PlainObject[], options: PlainObject, _userId: string): void {
    if (options.render !== false) this.render(false);
  }
  _preUpdateDescendantDocuments(_parent: Document, _collection: string, _changes: PlainObject[], _options: PlainObject, _userId: string): void {}
  _onUpdateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _changes: PlainObject[], options: PlainObject, _userId: string): void {
    if (options.render !== false) this.render(false);
  }
  _preDeleteDescendantDocuments(_parent: Document, _collection: string, _ids: string[], _options: PlainObject, _userId: string): void {}
  _onDeleteDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _ids: string[], options: PlainObject, _userId: string): void {
    if (options.render !== false) this.render(false);
  }
}
