/**
 * Create, update and delete, in Foundry's order (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createdocuments,
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.DatabaseBackend.html,
 * https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html, …):
 *
 * On the requesting client, with its own document objects: permission check (a refusal throws, notifies, and
 * changes nothing, like the server's rejection); cleaning and validation (an invalid change throws and changes
 * nothing); `_preX` then the `preX<Doc>` hook (either returning false vetoes that document silently). Then the
 * "server" applies the change to the source data it stores (world.ts `Server`; the requester's copy is its
 * workspace, brought up to the server's version first) and announces the new source. Then every connected
 * client applies it to **its own copy** (`receive`) and runs `_onX` and the `x<Doc>` hook with its own objects
 * and `game.user` set to it: synchronously for the requesting client (before the returned promise resolves),
 * queued for the others (`world.settle()` waits for them). Updates send only the values that differ
 * (`options.diff`, default true).
 */
import type { Document } from "./document";
import { EmbeddedCollection, keepSetAsideAsStored } from "./embedded";
import { Hooks } from "./hooks";
import type { TokenDocument } from "./scene";
import { isSyntheticActor, refreshDependentTokens } from "./synthetic";
import { permissionError } from "./permissions";
import { updatePackDocuments } from "./pack-writes";
import { currentClient, currentWorld, isCopyOf } from "./runtime";
import type { Client } from "./client";
import type { ServerChange } from "./world";
import { deepClone, expandObject, isEmpty, isPlainObject, randomID, type PlainObject } from "./utils";

export interface DatabaseOperation {
  parent?: Document | null;
  pack?: string | null;
  diff?: boolean;
  render?: boolean;
  renderSheet?: boolean;
  keepId?: boolean;
  keepEmbeddedIds?: boolean;
  [option: string]: unknown;
}

type DocumentClass = typeof Document;

/** The options object hooks and lifecycle methods receive (the operation without its parent reference). */
export function hookOptions(operation: DatabaseOperation, action: string): PlainObject {
  const { parent, pack: _pack, ...rest } = operation;
  return { ...rest, action, modifiedTime: currentWorld().time.now(), render: operation.render ?? true, parentUuid: parent?.uuid };
}

/** The parents whose descendant callbacks run; a token's synthetic actor is the top of its own tree. */
function ancestors(parent: Document | null): Document[] {
  const out: Document[] = [];
  for (let p = parent; p; p = isSyntheticActor(p) ? null : p.parent) out.push(p);
  return out;
}

/** The document that is re-prepared after an embedded change: the world document, or a synthetic actor. */
function rootOf(doc: Document): Document {
  let root = doc;
  while (root.parent && !isSyntheticActor(root)) root = root.parent;
  return root;
}

/**
 * After an embedded change: re-prepare the root, and keep what depends on it in step: a synthetic actor's
 * changed collection moves into its token's delta (the base actor keeps its own); a world actor's unlinked
 * tokens rebuild their synthetic actors from it.
 */
function afterEmbeddedChange(parent: Document): void {
  const root = rootOf(parent);
  if (isSyntheticActor(root)) {
    let top: Document = parent;
    while (top.parent && top !== root && top.parent !== root) top = top.parent;
    const name = top === root ? null : top.documentName;
    const field = name ? (root.constructor as DocumentClass).metadata.embedded[name] : undefined;
    const fields = field ? [field] : Object.values((root.constructor as DocumentClass).metadata.embedded);
    const delta = (root.parent as TokenDocument).delta;
    for (const f of fields) if (f === "items" || f === "effects") delta.captureEmbedded(f, root._source[f] as PlainObject[]);
  }
  root.reset();
  if (root.documentName === "Actor" && !root.parent && root.id) refreshDependentTokens(root.id);
}

/** A document's place in its world: `[documentName, id]` from the world document down to it. */
type DocumentPath = [string, string][];

function pathOf(doc: Document): DocumentPath {
  const out: DocumentPath = [];
  for (let d: Document | null = doc; d; d = d.parent) out.unshift([d.documentName, String(d.id)]);
  return out;
}

/** The document at `path` among `client`'s own objects (a token's synthetic actor through `token.actors`). */
function resolvePath(client: Client, path: DocumentPath): Document | null {
  const [first, ...rest] = path;
  if (!first) return null;
  let doc: Document | null = client.collections.get(first[0])?.get(first[1]) ?? null;
  for (const [name, id] of rest) doc = doc ? (findIncludingInvalid(doc.getEmbeddedCollection(name), id) ?? null) : null;
  return doc;
}

/**
 * A document of a collection by id, an embedded one set aside as invalid included: v13's `EmbeddedCollection#get`
 * takes `{invalid: true}`, and a migration writes a fix through the document `getInvalid` gives. That the
 * database operations find such a document this way is an **assumption** (README, "Invalid embedded documents").
 */
function findIncludingInvalid(collection: { get(id: string): Document | undefined }, id: string): Document | undefined {
  return collection instanceof EmbeddedCollection ? collection.get(id, { invalid: true }) : collection.get(id);
}

/** The world document a document lives in (itself when it is one). */
function topOf(doc: Document): Document {
  let top = doc;
  while (top.parent) top = top.parent;
  return top;
}

function versionKey(doc: Document): string {
  return `${doc.documentName}.${String(doc.id)}`;
}

/**
 * `doc` as `client` holds it. Test code may pass one client's copy (a parent) while running as another client;
 * the operation then uses the running client's own copy, found by uuid.
 */
function onClient(client: Client, doc: Document | null): Document | null {
  if (!doc || !doc.id || isCopyOf(doc, client)) return doc;
  const here = client.world.resolveOn(client, doc);
  if (!here) throw new Error(`${client.name}'s client has no ${doc.uuid}`);
  return here;
}

/**
 * Brings the requester's copy of a world document to the server's version before the server works on it: a
 * broadcast of another client's change may still be queued for it (two clients, one server).
 */
function syncWithServer(client: Client, top: Document): void {
  const server = client.world.server;
  const key = versionKey(top);
  const version = server.version(top.documentName, String(top.id));
  if ((client.versions.get(key) ?? 0) >= version) return;
  const source = server.source(top.documentName, String(top.id));
  if (!source) return;
  top._replaceSource(deepClone(source));
  top.reset();
  if (top.documentName === "Actor") refreshDependentTokens(String(top.id));
  client.versions.set(key, version);
}

/** Server: stores a world document as the requester's workspace copy now holds it. */
function commit(client: Client, top: Document): ServerChange {
  const server = client.world.server;
  const change = server.write(top.documentName, String(top.id), keepSetAsideAsStored(top, server.source(top.documentName, String(top.id))));
  client.versions.set(versionKey(top), change.version);
  return change;
}

/**
 * On one client (running as it): applies the server's new source of a world document to its own copy, built with
 * its own class when it has none yet, or removes it. A change older than what the copy shows is skipped.
 */
export function receive(client: Client, change: ServerChange): void {
  const key = `${change.name}.${change.id}`;
  if ((client.versions.get(key) ?? 0) >= change.version) return;
  client.versions.set(key, change.version);
  const collection = client.collection(change.name);
  const existing = collection.get(change.id);
  if (!change.source) {
    if (existing) collection.delete(change.id);
    return;
  }
  if (existing) {
    existing._replaceSource(deepClone(change.source));
    existing.reset();
  } else {
    const cls = (client.config[change.name] as { documentClass?: DocumentClass } | undefined)?.documentClass;
    if (!cls) throw new Error(`No document class for ${change.name} on ${client.name}'s client`);
    collection.set(change.id, new cls(deepClone(change.source), { strict: false }));
  }
  if (change.name === "Actor") refreshDependentTokens(change.id);
}

/** The server keeps one scene active: activating one deactivates the others in its store. */
function deactivateOtherScenes(client: Client, active: Set<string>): ServerChange[] {
  const server = client.world.server;
  const out: ServerChange[] = [];
  for (const [id, source] of server.sources.get("Scene") ?? []) {
    if (active.has(id) || source.active !== true) continue;
    out.push(server.write("Scene", id, { ...source, active: false }));
  }
  return out;
}

function collectionField(parent: Document, documentName: string): string {
  const field = (parent.constructor as DocumentClass).metadata.embedded[documentName];
  if (!field) throw new Error(`${documentName} is not an embedded Document within the ${parent.documentName} Document`);
  return field;
}

export function notifyAndThrow(error: Error): never {
  currentClient().notifications.notify(error.message, "error");
  throw error;
}

/** Gives every embedded source in a new document's data an id (the server does this on creation). */
function assignEmbeddedIds(cls: DocumentClass, source: PlainObject, keepIds: boolean): void {
  for (const [name, field] of Object.entries(cls.metadata.embedded)) {
    const list = source[field];
    if (!Array.isArray(list)) continue;
    const config = currentClient().config[name] as { documentClass?: DocumentClass } | undefined;
    for (const child of list) {
      if (!isPlainObject(child)) continue;
      if (!keepIds || typeof child._id !== "string" || !child._id) child._id = randomID();
      if (config?.documentClass) assignEmbeddedIds(config.documentClass, child, keepIds);
    }
  }
}

export async function createDocuments(cls: DocumentClass, data: PlainObject[], operation: DatabaseOperation = {}): Promise<Document[]> {
  const world = currentWorld();
  const client = currentClient();
  client.assertConnected();
  const user = client.user;
  const userId = String(user.id);
  const impl = cls.implementation;
  const name = impl.documentName;
  const parent = onClient(client, operation.parent ?? null);
  if (operation.pack) throw new Error("The Foundry stand-in does not support creating documents inside compendium packs");
  const options = hookOptions({ ...operation, parent }, "create");

  // Requesting client: build temporary documents, check permission, run the vetoable pre-steps.
  const accepted: { temp: Document; input: PlainObject }[] = [];
  for (const raw of data) {
    // A Document instance may be passed instead of data (duck-typed: this module only imports Document's type).
    const input = typeof (raw as { toObject?: unknown }).toObject === "function" ? (raw as unknown as Document).toObject() : deepClone(raw);
    const temp = new impl(input, { parent, strict: true });
    if (!impl.canUserCreate(user) || !temp.canUserModify(user, "create", input)) notifyAndThrow(permissionError(user, "create", name));
    // Foundry makes a non-GM creator the owner of the world document they create.
    const ownership = temp._source.ownership;
    if (!parent && !user.isGM && isPlainObject(ownership) && ownership[userId] === undefined) temp.updateSource({ [`ownership.${userId}`]: 3 });
    if ((await temp._preCreate(input, options, user)) === false) continue;
    if (Hooks.call(`preCreate${name}`, temp, input, options, userId) === false) continue;
    accepted.push({ temp, input });
  }
  if (!accepted.length) return [];
  const collection = parent ? collectionField(parent, name) : impl.metadata.collection;
  for (const a of ancestors(parent)) a._preCreateDescendantDocuments(parent as Document, collection, accepted.map((x) => x.input), options, userId);

  await world.serverLatency(`creating ${name} by ${String(user.name)}`);
  // Server: assign ids, store the sources.
  const ids: string[] = [];
  const sources: PlainObject[] = [];
  for (const { temp } of accepted) {
    const source = temp.toObject();
    if (!operation.keepId || typeof source._id !== "string" || !source._id) source._id = randomID();
    assignEmbeddedIds(impl, source, operation.keepEmbeddedIds !== false);
    if (isPlainObject(source._stats)) Object.assign(source._stats, world.stats(userId));
    ids.push(String(source._id));
    sources.push(source);
  }
  const changes: ServerChange[] = [];
  const parentPath = parent ? pathOf(parent) : null;
  const top = parent && parentPath ? topOf(parent) : null;
  if (parent && parentPath && top) {
    syncWithServer(client, top);
    if (resolvePath(client, parentPath) !== parent) throw new Error(`${parent.uuid} does not exist`);
  }
  // The server refuses the whole operation when a kept id is taken already (dnd5e issue 4999: "The _id [...] already
  // exists within the parent collection"): two clients creating one fixed id at once create it once.
  const held = parent ? parent._source[collection] : null;
  const taken = (id: string) => (Array.isArray(held) ? held.some((entry) => isPlainObject(entry) && entry._id === id) : world.server.source(name, id) !== undefined);
  for (const [i, id] of ids.entries()) {
    if (taken(id) || ids.indexOf(id) !== i) throw new Error(`The _id [${id}] already exists within the parent collection: ${parent ? `${parent.documentName} [${String(parent.id)}] ${collection}` : name}`);
  }
  if (parent && top) {
    const array = parent._source[collection];
    if (!Array.isArray(array)) throw new Error(`${parent.uuid} has no ${collection} array in its source`);
    array.push(...deepClone(sources));
    afterEmbeddedChange(parent);
    changes.push(commit(client, top));
  } else {
    for (const source of sources) changes.push(world.server.write(name, String(source._id), source));
  }
  if (name === "Scene" && sources.some((x) => x.active === true)) changes.push(...deactivateOtherScenes(client, new Set(ids)));

  // Every client: its own copy of the new documents, then their `_onCreate` and hooks.
  let created: Document[] = [];
  world.broadcast(client, (opts) => {
    const here = currentClient();
    for (const change of changes) receive(here, change);
    const hereParent = parentPath ? resolvePath(here, parentPath) : null;
    if (parentPath && !hereParent) return;
    const docs = ids.map((id) => (hereParent ? hereParent.getEmbeddedCollection(name).get(id) : here.collection(name).get(id)));
    if (here === client) created = docs.filter((d): d is Document => Boolean(d));
    docs.forEach((doc, i) => {
      if (!doc) return;
      const source = here === client ? (sources[i] as PlainObject) : deepClone(sources[i] as PlainObject);
      world.guard(`${name}#_onCreate`, () => doc._onCreate(source, opts, userId));
      Hooks.callAll(`create${name}`, doc, opts, userId);
    });
    const hereCreated = docs.filter((d): d is Document => Boolean(d));
    for (const a of ancestors(hereParent)) {
      world.guard(`${a.documentName}#_onCreateDescendantDocuments`, () => a._onCreateDescendantDocuments(hereParent as Document, collection, hereCreated, sources, opts, userId));
    }
  }, options);
  return created;
}

export async function updateDocuments(cls: DocumentClass, updates: PlainObject[], operation: DatabaseOperation = {}): Promise<Document[]> {
  const world = currentWorld();
  const client = currentClient();
  client.assertConnected();
  const user = client.user;
  const userId = String(user.id);
  const name = cls.implementation.documentName;
  const parent = onClient(client, operation.parent ?? null);
  if (operation.pack) return updatePackDocuments(name, updates, operation);
  const collection = parent ? parent.getEmbeddedCollection(name) : client.collection(name);
  // A token's synthetic actor: its changes are stored in the token's delta (scene.ts).
  const synthetic = parent?.documentName === "Token" && name === "Actor";
  const field = synthetic ? "delta" : parent ? collectionField(parent, name) : cls.metadata.collection;
  const options = hookOptions({ diff: true, ...operation, parent }, "update");

  const accepted: { doc: Document; request: PlainObject }[] = [];
  for (const raw of updates) {
    const id = String(raw._id ?? "");
    const doc = findIncludingInvalid(collection, id);
    if (!doc) throw new Error(`${name} "${id}" does not exist in ${parent ? parent.uuid : "the world"}`);
    if (!doc.canUserModify(user, "update", raw)) notifyAndThrow(permissionError(user, "update", name, id));
    const changes = expandObject(deepClone(raw));
    delete changes._id;
    for (const embeddedField of Object.values(cls.metadata.embedded)) {
      if (embeddedField in changes) throw new Error(`Update ${name} embedded ${embeddedField} with updateEmbeddedDocuments, not through the parent (stand-in limitation)`);
    }
    const { diff } = doc._prepareChanges(changes); // throws a validation error, changing nothing
    if (isEmpty(diff)) continue;
    const request: PlainObject = { ...diff, _id: id };
    if ((await doc._preUpdate(request, options, user)) === false) continue;
    if (Hooks.call(`preUpdate${name}`, doc, request, options, userId) === false) continue;
    accepted.push({ doc, request });
  }
  if (!accepted.length) return [];
  for (const a of synthetic ? [] : ancestors(parent)) a._preUpdateDescendantDocuments(parent as Document, field, accepted.map((x) => x.request), options, userId);

  await world.serverLatency(`updating ${name} by ${String(user.name)}`);
  // Server: on the requester's copy brought to the server's version, the pre-steps may have changed the
  // request, so clean, validate and diff it again before applying.
  const tops = new Set(accepted.map((a) => topOf(a.doc)));
  for (const top of tops) syncWithServer(client, top);
  const applied: { doc: Document; changed: PlainObject; path: DocumentPath }[] = [];
  for (const { doc, request } of accepted) {
    const path = pathOf(doc);
    const top = topOf(doc);
    if (!world.server.source(top.documentName, String(top.id)) || resolvePath(client, path) !== doc) {
      throw new Error(`${name} "${String(doc.id)}" does not exist in ${parent ? parent.uuid : "the world"}`);
    }
    const { _id, ...changes } = request;
    const { diff, next } = doc._prepareChanges(changes);
    if (isEmpty(diff)) continue;
    doc._replaceSource(next);
    doc._initialize();
    if (synthetic) (parent as TokenDocument).delta.recordChanges(diff);
    applied.push({ doc, changed: { ...diff, _id }, path });
  }
  if (!applied.length) return [];
  if (synthetic) for (const { doc } of applied) doc.reset();
  else if (parent) afterEmbeddedChange(parent);
  else {
    for (const { doc } of applied) doc._safePrepareData();
    if (name === "Actor") for (const { doc } of applied) refreshDependentTokens(String(doc.id));
  }
  const changedTops = new Set(applied.map((a) => topOf(a.doc)));
  const changes = [...changedTops].map((top) => commit(client, top));
  if (name === "Scene") {
    const activated = applied.filter((a) => a.changed.active === true).map((a) => String(a.doc.id));
    if (activated.length) changes.push(...deactivateOtherScenes(client, new Set(activated)));
  }

  // v13: a Combat or Token update may move the world clock as its side effect (`worldTime: {delta}`), applied
  // and announced by the server before the update itself, whoever requested it.
  const timeDelta = (operation.worldTime as { delta?: unknown } | undefined)?.delta;
  if ((name === "Combat" || name === "Token") && typeof timeDelta === "number" && timeDelta !== 0) {
    world.time._advanceForOperation(timeDelta, client, options);
  }

  const parentPath = parent ? pathOf(parent) : null;
  world.broadcast(client, (opts) => {
    const here = currentClient();
    for (const change of changes) receive(here, change);
    const hereParent = parentPath ? resolvePath(here, parentPath) : null;
    const docs: Document[] = [];
    const changed: PlainObject[] = [];
    for (const a of applied) {
      const doc = here === client ? a.doc : resolvePath(here, a.path);
      if (!doc) continue;
      const diff = here === client ? a.changed : deepClone(a.changed);
      docs.push(doc);
      changed.push(diff);
      world.guard(`${name}#_onUpdate`, () => doc._onUpdate(diff, opts, userId));
      Hooks.callAll(`update${name}`, doc, diff, opts, userId);
    }
    for (const a of synthetic ? [] : ancestors(hereParent)) {
      world.guard(`${a.documentName}#_onUpdateDescendantDocuments`, () => a._onUpdateDescendantDocuments(hereParent as Document, field, docs, changed, opts, userId));
    }
  }, options);
  return applied.map((a) => a.doc);
}

export async function deleteDocuments(cls: DocumentClass, ids: string[], operation: DatabaseOperation = {}): Promise<Document[]> {
  const world = currentWorld();
  const client = currentClient();
  client.assertConnected();
  const user = client.user;
  const userId = String(user.id);
  const name = cls.implementation.documentName;
  const parent = onClient(client, operation.parent ?? null);
  if (operation.pack) throw new Error("The Foundry stand-in does not support deleting documents inside compendium packs");
  const collection = parent ? parent.getEmbeddedCollection(name) : client.collection(name);
  const field = parent ? collectionField(parent, name) : cls.metadata.collection;
  const options = hookOptions({ ...operation, parent }, "delete");

  const accepted: Document[] = [];
  for (const id of ids) {
    const doc = findIncludingInvalid(collection, id);
    if (!doc) throw new Error(`${name} "${id}" does not exist in ${parent ? parent.uuid : "the world"}`);
    if (!doc.canUserModify(user, "delete")) notifyAndThrow(permissionError(user, "delete", name, id));
    if ((await doc._preDelete(options, user)) === false) continue;
    if (Hooks.call(`preDelete${name}`, doc, options, userId) === false) continue;
    accepted.push(doc);
  }
  if (!accepted.length) return [];
  const deletedIds = accepted.map((d) => String(d.id));
  for (const a of ancestors(parent)) a._preDeleteDescendantDocuments(parent as Document, field, deletedIds, options, userId);

  await world.serverLatency(`deleting ${name} by ${String(user.name)}`);
  const paths = accepted.map(pathOf);
  const parentPath = parent ? pathOf(parent) : null;
  let changes: ServerChange[];
  if (parent) {
    const top = topOf(parent);
    syncWithServer(client, top);
    const array = parent._source[field];
    if (Array.isArray(array)) parent._source[field] = array.filter((s: unknown) => !deletedIds.includes(String((s as PlainObject)._id)));
    afterEmbeddedChange(parent);
    changes = [commit(client, top)];
  } else {
    changes = deletedIds.filter((id) => world.server.source(name, id)).map((id) => world.server.remove(name, id));
  }

  world.broadcast(client, (opts) => {
    const here = currentClient();
    // This client's copies of the deleted documents, found before its copy of the change removes them.
    const docs = (here === client ? accepted : paths.map((path) => resolvePath(here, path))).filter((d): d is Document => Boolean(d));
    for (const change of changes) receive(here, change);
    const hereParent = parentPath ? resolvePath(here, parentPath) : null;
    for (const doc of docs) {
      world.guard(`${name}#_onDelete`, () => doc._onDelete(opts, userId));
      Hooks.callAll(`delete${name}`, doc, opts, userId);
    }
    for (const a of ancestors(hereParent)) {
      world.guard(`${a.documentName}#_onDeleteDescendantDocuments`, () => a._onDeleteDescendantDocuments(hereParent as Document, field, docs, deletedIds, opts, userId));
    }
  }, options);
  return accepted;
}
