/**
 * Compendium packs (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html)
 * read from the repository's YAML sources: for each entry of `packs` in system.json, every
 * `packs/_source/<name>/**\/*.yml` file is one document (folders and `_key` fields are skipped). The index is
 * built at world creation; documents are built (and validated by the system's data models) when first asked
 * for. Packs are locked until `configure({locked: false})`; an unlocked pack's documents can be updated
 * (./pack-writes.ts). Ownership comes from the pack's `ownership`.
 * Each client has its own CompendiumCollection of every pack (client.ts `packs`), whose documents it builds
 * with its own classes, as each browser does; the parsed sources are shared (read-only).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { load as loadYaml } from "js-yaml";
import { Collection } from "./collection";
import { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES } from "./constants";
import type { Document } from "./document";
import type { UserLike } from "./permissions";
import { REPO_ROOT } from "./paths";
import { runAsClient } from "./runtime";
import type { Client } from "./client";
import { isPlainObject, type PlainObject } from "./utils";
import type { World } from "./world";

export interface IndexEntry {
  _id: string;
  name: string;
  type?: string;
  img?: string;
  uuid: string;
  [field: string]: unknown;
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/** Removes the CLI's `_key` fields at every depth. */
function stripKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripKeys);
  if (!isPlainObject(value)) return value;
  const out: PlainObject = {};
  for (const [k, v] of Object.entries(value)) if (k !== "_key") out[k] = stripKeys(v);
  return out;
}

export class CompendiumCollection extends Collection<Document> {
  readonly metadata: PlainObject & { id: string; name: string; label: string; type: string };
  readonly index = new Collection<IndexEntry>();
  locked = true;
  private readonly sources = new Map<string, PlainObject>();
  readonly client: Client;

  constructor(metadata: CompendiumCollection["metadata"], sources: readonly PlainObject[], client: Client) {
    super();
    this.metadata = metadata;
    this.client = client;
    for (const source of sources) {
      const id = String(source._id);
      this.sources.set(id, source);
      this.index.set(id, { _id: id, name: String(source.name ?? ""), type: source.type as string | undefined, img: source.img as string | undefined, uuid: `Compendium.${metadata.id}.${metadata.type}.${id}` });
    }
  }

  get collection(): string {
    return this.metadata.id;
  }

  get documentName(): string {
    return this.metadata.type;
  }

  get title(): string {
    return this.metadata.label;
  }

  get documentClass(): typeof Document {
    return (this.client.config[this.documentName] as { documentClass: typeof Document }).documentClass;
  }

  async getIndex(_options: { fields?: string[] } = {}): Promise<Collection<IndexEntry>> {
    return this.index;
  }

  /** The document, built on first use (sync; used by fromUuidSync). */
  getCachedDocument(id: string): Document | undefined {
    const loaded = super.get(id);
    if (loaded) return loaded;
    const source = this.sources.get(id);
    if (!source) return undefined;
    const cls = this.documentClass;
    const doc = runAsClient(this.client, () => new cls(structuredClone(source), { pack: this.collection, strict: true }));
    this.set(id, doc);
    return doc;
  }

  async getDocument(id: string): Promise<Document | undefined> {
    return this.getCachedDocument(id);
  }

  /** All documents, or those whose source matches every key of `query` (dotted paths allowed). */
  async getDocuments(query: PlainObject = {}): Promise<Document[]> {
    const docs = [...this.sources.keys()].map((id) => this.getCachedDocument(id) as Document);
    const entries = Object.entries(query);
    return docs.filter((d) => entries.every(([k, v]) => k.split(".").reduce<unknown>((o, p) => (o as PlainObject | undefined)?.[p], d._source) === v));
  }

  /** CompendiumCollection#configure: `locked` is the one setting the stand-in keeps, on every client's copy. */
  async configure(settings: { locked?: boolean } = {}): Promise<void> {
    if (typeof settings.locked !== "boolean") return;
    for (const client of this.client.world.clients) {
      const copy = client.packs.get(this.collection);
      if (copy) copy.locked = settings.locked;
    }
  }

  /**
   * A document's new stored source (an update the server applied): each client builds its copy from it when
   * next asked; `keep` is the requester's own copy, updated in place already.
   */
  storeSource(id: string, source: PlainObject, keep?: Document): void {
    this.sources.set(id, source);
    if (super.get(id) !== keep) this.delete(id);
  }

  /** The ownership a user has over the pack's documents, from the pack's `ownership` by role. */
  getUserLevel(user: UserLike): number {
    const ownership = (this.metadata.ownership ?? { PLAYER: "OBSERVER", ASSISTANT: "OWNER" }) as Record<string, string>;
    let level: number = DOCUMENT_OWNERSHIP_LEVELS.NONE;
    for (const [role, value] of Object.entries(USER_ROLES)) {
      if (user.role >= value && ownership[role]) level = (DOCUMENT_OWNERSHIP_LEVELS as Record<string, number>)[ownership[role] as string] ?? level;
    }
    return user.role >= USER_ROLES.GAMEMASTER ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : level;
  }
}

/** A pack to load instead of the manifest's: `source` is its YAML folder, relative to the repository root. */
export interface PackSpec {
  name: string;
  type: string;
  label?: string;
  source: string;
  ownership?: Record<string, string>;
}

/** A pack as read from the repository: what each client builds its CompendiumCollection from. */
export interface PackSource {
  metadata: CompendiumCollection["metadata"];
  /** Frozen: shared by every client and every world of the test file. */
  sources: readonly PlainObject[];
}

/**
 * Parsed pack folders, per test file (this module's lifetime): reading the repository's 98 YAML files took
 * ~190 ms per createWorld on the shared two-core machine (measured, issue 22), paid by every test. The sources are
 * deep-frozen, so no test can change what the next one reads; documents are built from clones.
 */
const parsedFolders = new Map<string, readonly PlainObject[]>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function readFolder(folder: string): readonly PlainObject[] {
  const known = parsedFolders.get(folder);
  if (known) return known;
  const sources = yamlFiles(folder)
    .map((file) => loadYaml(readFileSync(file, "utf8")))
    // Folder entries (`_key: "!folders!…"`) organise the pack; they are not its documents.
    .filter((doc): doc is PlainObject => isPlainObject(doc) && typeof doc._id === "string" && !String(doc._key ?? "").startsWith("!folders!"))
    .map((doc) => deepFreeze(stripKeys(doc) as PlainObject));
  parsedFolders.set(folder, sources);
  return sources;
}

export function loadPacks(world: World, override?: PackSpec[]): Map<string, PackSource> {
  const packs = new Map<string, PackSource>();
  const manifestPacks = Array.isArray(world.manifest.packs) ? (world.manifest.packs as PlainObject[]) : [];
  const list: PlainObject[] = override ? override.map((p) => ({ ...p })) : manifestPacks;
  for (const entry of list) {
    const name = String(entry.name);
    const id = `${world.systemId}.${name}`;
    const folder = typeof entry.source === "string" ? join(REPO_ROOT, entry.source) : join(REPO_ROOT, "packs", "_source", name);
    const sources = readFolder(folder);
    packs.set(id, { metadata: { ...entry, id, name, label: String(entry.label ?? name), type: String(entry.type) }, sources });
  }
  // An active module's packs are stored under its id, `<moduleId>.<name>` (world.ts ModuleSpec).
  for (const module of world.modules) {
    for (const entry of module.packs ?? []) {
      const id = `${String(module.manifest.id)}.${entry.name}`;
      const metadata = { ...entry, id, name: entry.name, label: entry.label ?? entry.name, type: entry.type, packageType: "module", packageName: String(module.manifest.id) };
      packs.set(id, { metadata, sources: readFolder(join(REPO_ROOT, entry.source)) });
    }
  }
  return packs;
}
