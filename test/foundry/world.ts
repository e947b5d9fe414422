/**
 * A world: the "server" (shared documents, world settings, the clock, dice) and one client per user.
 * `createWorld()` installs the Foundry globals, imports the system's entry module, and boots every connected
 * client through the real `init` → `i18nInit` → `setup` → `ready` hooks.
 */
import { existsSync, readFileSync } from "node:fs";
import { withCardTypes } from "../../scripts/card-types.mjs";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "./client";
import { USER_ROLES, type RoleName } from "./constants";
import { DiceSource } from "./dice-source";
import type { Document } from "./document";
import { installGlobals, resetCanvas } from "./globals";
import { beginModuleLoad, clearUnattachedRegistrations, endModuleLoad, Hooks, type HookEntry } from "./hooks";
import { bundledForClient, markForClient, MODULES_EXPORT } from "./client-marks";
import { Localization } from "./i18n";
import type { NotificationRecord } from "./notifications";
import { loadPacks, type CompendiumCollection, type PackSource, type PackSpec } from "./packs";
import type { Collection } from "./collection";
import { defaultPermissionRoles } from "./permissions";
import { currentClient, isCopyOf, runAsClient, setActiveWorld } from "./runtime";
import { fromUuidSync } from "./uuid";
import { SocketHub } from "./socket";
import { GameTime } from "./time";
import { User } from "./user";
import { deepClone, randomID, setIdRandom, type PlainObject } from "./utils";
import type { Scenes } from "./world-collection";
import { DialogController } from "./dialog-controller";
import { keepSetAsideAsStored } from "./embedded";
import { forgetEvaluation, reevaluable } from "./fresh-copy";
import type { ChatMessage } from "./chat";
import { REPO_ROOT } from "./paths";
import { DELETE_OPERATOR } from "./generation";

export interface UserSpec {
  name: string;
  role?: RoleName | number;
  /** Defaults to true: the user's client is connected from the start. */
  connected?: boolean;
  color?: string;
  /** The stored User's id and flags (a world saved earlier: requests its user stored); a new id and none by default. */
  id?: string;
  flags?: PlainObject;
}

export interface WorldOptions {
  users?: UserSpec[];
  /** Seed of the die PRNG and of generated ids. */
  seed?: number;
  /** The system's entry module: a path relative to test/foundry/, an absolute path, or a URL. */
  entry?: string | URL;
  /** Overrides of the role table: permission name → minimum role. */
  permissions?: Record<string, RoleName | number>;
  /** Starting world time, in seconds. */
  worldTime?: number;
  /** Extra flag scopes (module ids) that documents accept. */
  flagScopes?: string[];
  /** Compendium packs to load instead of system.json's (YAML folders relative to the repository root). */
  packs?: PackSpec[];
  /** Print hook and preparation errors as they happen (they are always recorded in `world.errors`). */
  logErrors?: boolean;
  /**
   * Documents already stored in the world (document name → source data), loaded with the system's classes when
   * the first client boots, between `i18nInit` and `setup`. One that does not validate is not loaded: its id goes
   * to the collection's `invalidDocumentIds` and its data is kept as it was.
   */
  stored?: Record<string, PlainObject[]>;
  /**
   * Milliseconds each create/update/delete spends between the requesting client and the server (after the
   * client's pre-steps, before the server applies it), so concurrent workflows interleave as on a real network.
   * 0 (default): no wait.
   */
  latency?: number;
  /** World setting values already stored (`<namespace>.<key>` → value), as a world saved earlier holds them. */
  settings?: Record<string, unknown>;
  /** The Foundry generation to imitate (`game.release.generation`): 13 (default) or 14 (README, "Generations"). */
  generation?: 13 | 14;
  /**
   * The system to boot instead of the repository's (system.json): its manifest (`id`, `version`, `documentTypes`,
   * `languages`, `packs`, `grid`…) and the folder its paths are relative to. test/dnd5e boots a dnd5e world so.
   */
  system?: { manifest: PlainObject; root: string };
  /** Active modules, loaded on every client after the system's entry (README, "Modules"). */
  modules?: ModuleSpec[];
  /**
   * Each client imports the entries' modules one by one instead of one bundle per entry (README, "The
   * multi-client model"): slower (seconds per client), but `systemModule` can then reach a module no entry imports
   * (it is loaded into that client's copy, sharing the modules the entries loaded). For a test that drives code its
   * module does not ship yet.
   */
  moduleByModule?: boolean;
}

/**
 * An active module: its manifest (`id`; `documentTypes`, registered as `<id>.<type>` as v13 does for modules;
 * `languages`), the folder its paths are relative to (`modules/<id>/…` templates resolve there), the entry module
 * each client loads after the system's (absolute, or relative to the repository root), and its packs as YAML
 * folders (`source` relative to the repository root), stored as `<id>.<name>`.
 */
export interface ModuleSpec {
  manifest: PlainObject;
  root: string;
  entry?: string;
  packs?: PackSpec[];
}

/**
 * The generation a world boots as when its options name none: 13, or 14 with FOUNDRY_GENERATION=14 in the
 * environment (so any test file runs under either), or what `setDefaultGeneration` set (a describe over both).
 */
const environmentGeneration: 13 | 14 = process.env.FOUNDRY_GENERATION === "14" ? 14 : 13;
let defaultGeneration: 13 | 14 = environmentGeneration;

export function setDefaultGeneration(generation: 13 | 14): void {
  defaultGeneration = generation;
}

export interface RecordedError {
  error: unknown;
  context: string;
}

export { REPO_ROOT };

/**
 * The system copies imported in this worker: entry → one load per client slot (the client's index in `users`),
 * each with the hook registrations its module code made while loading. Each client gets its own copy
 * (client-modules.ts: one bundle per entry, evaluated once per slot); a copy is reused by the client in the same
 * slot of every later world of the worker, in this file and the files after it (vitest.config.ts: the
 * integration project runs with isolate: false), as a world reused it within one file before (a reconnect loads
 * a fresh copy). Every world boots its copies again (init → ready), so what the system registers there is
 * rebuilt; a test that adds to a copy's module state by hand takes it back (README, "One worker, many files").
 */
const loadedCopies = new Map<string, Map<string, readonly HookEntry[]>>();
/** Each copy's evaluated bundles (by `copyKey`): entry path → the bundle's exports (the entry's, plus `MODULES_EXPORT`). */
const slotBundles = new Map<string, Map<string, Record<string, unknown>>>();
let reloads = 0;
const copyKey = (entries: string, slot: string) => `${entries}#${slot}`;
/**
 * Each set of entries gets its own module marks: a worker keeps every evaluated module, so a module two sets share
 * (dnd5e's entry alone and with the companion module, the companion as a system and as a module) is evaluated
 * again for each set, with that set's load-time registrations, instead of answering from the other set's copy.
 */
const entriesMarks = new Map<string, number>();
function markOf(entries: string, slot: string): string {
  if (!entriesMarks.has(entries)) entriesMarks.set(entries, entriesMarks.size);
  return `e${String(entriesMarks.get(entries))}s${slot}`;
}
const entriesKey = (entry: string, moduleEntries: readonly string[], moduleByModule: boolean) =>
  [entry, ...moduleEntries, ...(moduleByModule ? ["module-by-module"] : [])].join("|");

/** Turns a module path (absolute, or relative to the repository root) into an absolute one. */
function modulePath(path: string): string {
  return path.startsWith("/") ? path : resolve(REPO_ROOT, path);
}

/** Loads the system's entry, then each module's, as one client's copy (Foundry loads the system's esmodules first). */
async function loadSystem(entry: string, slot: string, moduleEntries: readonly string[], moduleByModule: boolean): Promise<readonly HookEntry[]> {
  const key = entriesKey(entry, moduleEntries, moduleByModule);
  const copies = loadedCopies.get(key) ?? new Map<string, readonly HookEntry[]>();
  loadedCopies.set(key, copies);
  const known = copies.get(slot);
  if (known) return known;
  beginModuleLoad();
  let registrations: readonly HookEntry[];
  const bundles = new Map<string, Record<string, unknown>>();
  slotBundles.set(copyKey(key, slot), bundles);
  try {
    // cast: a module namespace is an object of its exports.
    // A reconnect's copy (slot r1, r2…) shares one bundle id per entry, evaluated again (./fresh-copy.ts).
    const shared = slot.startsWith("r") && !moduleByModule && reevaluable();
    for (const path of [entry, ...moduleEntries]) {
      const mark = markOf(key, shared ? "r" : slot);
      const id = moduleByModule ? markForClient(path, mark) : bundledForClient(path, mark);
      if (shared) forgetEvaluation(relative(REPO_ROOT, path).split(sep).join("/"), mark);
      bundles.set(path, (await import(/* @vite-ignore */ id)) as Record<string, unknown>);
    }
  } finally {
    registrations = endModuleLoad();
  }
  copies.set(slot, registrations);
  slotOfRegistrations.set(registrations, slot);
  return registrations;
}

/**
 * The module `path` (absolute) of a slot's copy: an entry's own exports, or a module inside one of its bundles.
 * A module no bundle holds is not part of any client's system: asking for it is a test's mistake.
 */
function moduleOfCopy(entry: string, moduleEntries: readonly string[], slot: string, path: string): Record<string, unknown> {
  const bundles = slotBundles.get(copyKey(entriesKey(entry, moduleEntries, false), slot));
  if (!bundles) throw new Error(`No system copy was loaded for client slot ${slot}`);
  const own = bundles.get(path);
  if (own) return own;
  const name = relative(REPO_ROOT, path).split(sep).join("/");
  for (const bundle of bundles.values()) {
    const modules = bundle[MODULES_EXPORT] as Record<string, Record<string, unknown>> | undefined; // cast: client-bundle.ts builds it so
    const found = modules?.[name];
    if (found) return found;
  }
  throw new Error(`${name} is not part of the system this client loaded (no module of its entries imports it; createWorld's moduleByModule option loads it anyway)`);
}

/** Which copy (slot) a client's load-time registrations came from. */
const slotOfRegistrations = new WeakMap<readonly HookEntry[], string>();
const realSetImmediate = globalThis.setImmediate;
/** settle()'s bounds: far beyond any workflow's own work (latency included), well inside a test's timeout. */
const SETTLE_MAX_ROUNDS = 200_000;
const SETTLE_MAX_MS = 30_000;

/** What the server announces after a write: a world document's new source (null: deleted) and its version. */
export interface ServerChange {
  name: string;
  id: string;
  version: number;
  source: PlainObject | null;
}

/** The document types the server stores (each client has a world collection of each: world-collection.ts). */
const STORED_TYPES = ["Actor", "Item", "User", "ChatMessage", "Combat", "Scene", "Folder", "JournalEntry", "Macro", "RollTable", "Playlist", "Cards"];

/**
 * The server's database: the source data of every world document (embedded documents inside their world
 * document's source), a version per document, and the stored documents that failed validation. No document
 * objects live here: each client builds its own (client.ts), as Foundry's server holds data and each browser
 * its ClientDocuments.
 */
export class Server {
  readonly sources = new Map<string, Map<string, PlainObject>>();
  readonly invalid = new Map<string, Map<string, PlainObject>>();
  private readonly versions = new Map<string, number>();

  constructor() {
    for (const name of STORED_TYPES) this.sources.set(name, new Map());
  }

  private store(name: string): Map<string, PlainObject> {
    const store = this.sources.get(name);
    if (!store) throw new Error(`The stand-in world has no ${name} collection`);
    return store;
  }

  source(name: string, id: string): PlainObject | undefined {
    return this.sources.get(name)?.get(id);
  }

  version(name: string, id: string): number {
    return this.versions.get(`${name}.${id}`) ?? 0;
  }

  /** Stores a copy of a world document's source; the change is what every client then applies to its copy. */
  write(name: string, id: string, source: PlainObject): ServerChange {
    const copy = deepClone(source);
    this.store(name).set(id, copy);
    const version = this.version(name, id) + 1;
    this.versions.set(`${name}.${id}`, version);
    return { name, id, version, source: copy };
  }

  remove(name: string, id: string): ServerChange {
    this.store(name).delete(id);
    const version = this.version(name, id) + 1;
    this.versions.set(`${name}.${id}`, version);
    return { name, id, version, source: null };
  }

  /** A stored document that did not validate when the world loaded (kept as it was). */
  addInvalid(name: string, id: string, source: PlainObject): void {
    const map = this.invalid.get(name) ?? new Map<string, PlainObject>();
    map.set(id, source);
    this.invalid.set(name, map);
  }
}

export class World {
  readonly server = new Server();
  readonly clients: Client[] = [];
  readonly settingValues = new Map<string, unknown>();
  readonly notifications: NotificationRecord[] = [];
  readonly errors: RecordedError[] = [];
  readonly socketHub = new SocketHub();
  readonly time: GameTime;
  readonly dice: DiceSource;
  readonly i18n: Localization;
  readonly manifest: PlainObject;
  readonly systemId: string;
  readonly documentTypes: Record<string, string[]>;
  readonly permissionRoles: Record<string, number>;
  readonly flagScopes: string[];
  readonly dialogs = new DialogController(this);
  /** The compendium packs read from the repository; each client builds its own collections from them. */
  packSources = new Map<string, PackSource>();
  /** The system's entry module (absolute path); each client imports its own copy. */
  entry = "";
  /** The active modules' entries (absolute paths), loaded after the system's on each client. */
  moduleEntries: string[] = [];
  /** WorldOptions.moduleByModule. */
  moduleByModule = false;
  /** Stored documents not yet loaded (see WorldOptions.stored). */
  private stored: Record<string, PlainObject[]> | null;
  /**
   * The stored sources as the server sent them, before any cleaning (`game.data`: "an object of all the World
   * data vended by the server when the client first connects", https://foundryvtt.com/api/v13/classes/foundry.Game.html).
   */
  readonly storedData: Record<string, PlainObject[]>;
  /** Tracked work still running, with what it is (settle() names it when it gives up). */
  private readonly pending = new Map<Promise<unknown>, string>();
  /** The tracked real timers (server latency): work that ends by itself, so settle() waits for it. */
  private readonly timers = new Set<Promise<void>>();
  /** Counts tracked work started and finished, so settle() can tell progress from a wait on a dialog. */
  private activity = 0;
  private readonly logErrors: boolean;

  /** See WorldOptions.generation. */
  readonly generation: 13 | 14;
  /** The active modules (WorldOptions.modules). */
  readonly modules: ModuleSpec[];
  /** The folder the system's manifest paths are relative to (the repository root unless WorldOptions.system). */
  readonly systemRoot: string;
  /** v14's deprecation warnings for v13 names it still accepts (generation.ts). */
  readonly deprecations: string[] = [];

  constructor(options: WorldOptions = {}) {
    this.generation = options.generation ?? defaultGeneration;
    const seed = options.seed ?? 1;
    this.dice = new DiceSource(seed);
    const idSource = new DiceSource(seed ^ 0x5bd1e995);
    setIdRandom(() => idSource.random());
    this.time = new GameTime(options.worldTime ?? 0);
    const manifestPath = `${REPO_ROOT}system.json`;
    this.systemRoot = options.system?.root ?? REPO_ROOT;
    // The repository's system.json as the build ships it: with the card kinds of src/workflows/card-kinds.ts
    // declared (scripts/card-types.mjs; Foundry reads the built manifest, README "Manifest").
    // cast: system.json parsed, a JSON object.
    this.manifest = options.system?.manifest ?? (existsSync(manifestPath) ? withCardTypes(JSON.parse(readFileSync(manifestPath, "utf8")) as PlainObject) : {});
    this.systemId = typeof this.manifest.id === "string" ? this.manifest.id : "augmented";
    this.modules = options.modules ?? [];
    this.documentTypes = Object.fromEntries(
      Object.entries((this.manifest.documentTypes ?? {}) as Record<string, object>).map(([k, v]) => [k, Object.keys(v)]),
    );
    for (const module of this.modules) {
      for (const [name, types] of Object.entries((module.manifest.documentTypes ?? {}) as Record<string, object>)) {
        this.documentTypes[name] = [...(this.documentTypes[name] ?? []), ...Object.keys(types).map((type) => `${String(module.manifest.id)}.${type}`)];
      }
    }
    this.i18n = Localization.fromRepository(this.systemRoot, this.manifest);
    for (const module of this.modules) {
      if (Array.isArray(module.manifest.languages)) this.i18n.addTranslations(Localization.fromRepository(module.root, module.manifest).translations);
    }
    this.permissionRoles = defaultPermissionRoles(options.permissions);
    this.flagScopes = ["core", "world", this.systemId, ...this.modules.map((m) => String(m.manifest.id)), ...(options.flagScopes ?? [])];
    this.logErrors = options.logErrors ?? true;
    this.stored = options.stored ?? null;
    this.storedData = deepClone(options.stored ?? {});
    this.latency = options.latency ?? 0;
  }

  /** See WorldOptions.latency. */
  readonly latency: number;

  /**
   * Waits the configured latency (a real timer). settle() waits it out: unlike a dialog nobody answers, a timer
   * always ends by itself, so it is never mistaken for blocked work.
   */
  async serverLatency(what = "a document operation"): Promise<void> {
    if (this.latency <= 0) return;
    await this.timer(this.latency, `server latency (${this.latency} ms) of ${what}`);
  }

  /** A real timer of `ms` that settle() waits for (see serverLatency), described by `label` while pending. */
  timer(ms: number, label: string): Promise<void> {
    const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
    this.timers.add(wait);
    const done = wait.finally(() => this.timers.delete(wait));
    this.track(done, label);
    return done;
  }

  /**
   * Checks the stored documents with the first booting client's classes: a valid one is stored cleaned (as its
   * class built it), an invalid one is set aside with its data as it was (every client's `invalidDocumentIds`).
   */
  private loadStored(client: Client): void {
    const stored = this.stored;
    this.stored = null;
    if (!stored) return;
    for (const [name, sources] of Object.entries(stored)) {
      const config = client.config[name] as { documentClass?: new (data: PlainObject, context: object) => Document } | undefined;
      if (!config?.documentClass) throw new Error(`No document class for stored ${name} documents`);
      for (const source of sources) {
        const id = String(source._id ?? randomID());
        const data = deepClone({ ...source, _id: id });
        try {
          // An embedded entry that fails is set aside (embedded.ts) and stored as it was, not as cleaning made it.
          const doc = new config.documentClass(data, { strict: true, dropInvalidEmbedded: true });
          this.server.write(name, id, keepSetAsideAsStored(doc, source));
        } catch {
          this.server.addInvalid(name, id, deepClone({ ...source, _id: id }));
        }
      }
    }
  }

  /** The compendium packs of the current client (`game.packs`). */
  get packs(): Collection<CompendiumCollection> {
    return currentClient().packs;
  }

  /**
   * The copy on `client` of a document another client (or test code) holds, found by its uuid: the same
   * document as that client sees it, an instance of its own classes. Null when that client has no such document.
   */
  resolveOn(client: Client, docOrUuid: { uuid: string } | string): Document | null {
    // cast: only Documents carry the copy tags isCopyOf checks.
    if (typeof docOrUuid !== "string" && isCopyOf(docOrUuid, client)) return docOrUuid as Document;
    const uuid = typeof docOrUuid === "string" ? docOrUuid : docOrUuid.uuid;
    return runAsClient(client, () => fromUuidSync(uuid));
  }

  /** The client that runs code outside any `world.as(...)`: the first user's. */
  get defaultClient(): Client {
    const first = this.clients[0];
    if (!first) throw new Error("The world has no users");
    return first;
  }

  /** The first GM's client. */
  get gm(): Client {
    const c = this.clients.find((x) => x.user.isGM);
    if (!c) throw new Error("The world has no GM user");
    return c;
  }

  /** The first non-GM user's client. */
  get player(): Client {
    const c = this.clients.find((x) => !x.user.isGM);
    if (!c) throw new Error("The world has no player user");
    return c;
  }

  /** A client by user name, user id, or User document. */
  client(who: string | User | Client): Client {
    if (who instanceof Client) return who;
    const c = this.clients.find((x) => (who instanceof User ? x.userId === who.id : x.userId === who || x.user.name === who));
    if (!c) throw new Error(`No client for user ${String(who instanceof User ? who.name : who)}`);
    return c;
  }

  /** Runs `fn` as `who`'s client: `game.user`, `game.settings`, hooks, sheets and notifications are theirs. */
  as<T>(who: string | User | Client, fn: () => T): T {
    return runAsClient(this.client(who), fn);
  }

  isConnected(user: User): boolean {
    return this.clients.some((c) => c.userId === user.id && c.connected);
  }

  /**
   * A module of `who`'s own copy of the system (default: the entry module): the instance that client's hooks
   * and sheets run, with that client's module state. `path` is absolute or relative to the repository root.
   */
  async systemModule<T = Record<string, unknown>>(who: string | User | Client, path?: string): Promise<T> {
    const client = this.client(who);
    const slot = slotOfRegistrations.get(client.loadTime);
    if (slot === undefined) throw new Error(`Client ${client.name} has not loaded the system`);
    // cast: the caller names the module it expects.
    const file = path ? modulePath(path) : this.entry;
    // cast: as above.
    const mark = markOf(entriesKey(this.entry, this.moduleEntries, true), slot);
    if (this.moduleByModule) return (await import(/* @vite-ignore */ markForClient(file, mark))) as T;
    return moduleOfCopy(this.entry, this.moduleEntries, slot, file) as T;
  }

  /** The socket relay between clients (its `log`, `emitted(event)`). */
  get socket(): SocketHub {
    return this.socketHub;
  }

  /** Every ChatMessage in the world, oldest first, as the current client holds them. */
  get chat(): Document[] {
    return currentClient().collection("ChatMessage").contents;
  }

  /** Connects a user's client: a fresh page that runs init, setup and ready. */
  async connect(who: string | User | Client): Promise<Client> {
    const client = this.client(who);
    if (client.connected) return client;
    // A fresh page evaluates the system again: a new copy of its modules, new module state.
    if (this.entry) client.loadTime = await loadSystem(this.entry, `r${++reloads}`, this.moduleEntries, this.moduleByModule);
    client.reset();
    client.connected = true;
    await this.boot(client);
    await this.settle();
    return client;
  }

  /** Disconnects a user's client: its windows close and it receives nothing more. */
  async disconnect(who: string | User | Client): Promise<void> {
    const client = this.client(who);
    if (!client.connected) return;
    client.connected = false;
    for (const el of Array.from(document.querySelectorAll(`[data-stand-in-client="${client.user.id}"]`))) el.remove();
    await this.settle();
  }

  /**
   * Runs init → i18nInit → setup → ready on one client. As in Foundry, during `init` there is no `game.user`
   * and no document collections yet, and translations are not loaded (localize returns the key).
   */
  async boot(client: Client): Promise<void> {
    await runAsClient(client, async () => {
      client.phase = "init";
      Hooks.callAll("init");
      client.phase = "i18nInit";
      // Foundry localizes the models registered for document subtypes itself once translations are in (the
      // DataModel page's LOCALIZATION_PREFIXES example); other models a package localizes in i18nInit.
      for (const config of Object.values(client.config)) {
        const models = (config as { dataModels?: Record<string, unknown> } | null)?.dataModels ?? {};
        for (const model of Object.values(models)) {
          // cast: a registered subtype model is a DataModel class; anything else is skipped.
          if (typeof model === "function" && "schema" in model) Localization.localizeDataModel(model as Parameters<typeof Localization.localizeDataModel>[0]);
        }
      }
      Hooks.callAll("i18nInit");
      this.loadStored(client);
      // The world's documents, built with the classes this client's system configured during init.
      client.loadDocuments();
      client.phase = "setup";
      Hooks.callAll("setup");
      await this.settle({ throwErrors: false });
      for (const doc of this.allDocuments(client)) doc.reset();
      // A client that connects views the active scene (if any), as Foundry draws it on load.
      client.user.viewedScene = (client.collection("Scene") as Scenes).active?.id ?? null;
      client.phase = "ready";
      client.game.ready = true;
      Hooks.callAll("ready");
    });
  }

  private allDocuments(client: Client): Document[] {
    return [...client.collections.values()].flatMap((c) => c.contents);
  }

  // ---- Async work: deliveries to other clients, async hook callbacks ----

  /** Tracks async work so settle() waits for it; `label` says what it is while it runs. */
  track(promise: Promise<unknown>, label = "async work"): void {
    this.activity++;
    const tracked = promise.finally(() => {
      this.pending.delete(tracked);
      this.activity++;
    });
    this.pending.set(tracked, label);
  }

  /** What tracked work is still running (labels; the same label once per piece of work). */
  pendingWork(): string[] {
    return [...this.pending.values()];
  }

  /** Queues work on another client (a delivery from the server or a socket). */
  enqueue(client: Client, fn: () => unknown, label = "delivery"): void {
    this.track(Promise.resolve().then(() => runAsClient(client, () => {
      if (!client.connected) return undefined;
      return this.guardAsync(label, fn);
    })), `${label} to ${client.name}`);
  }

  /** Runs `fn` on the requesting client now, and queued on every other connected client. */
  broadcast(origin: Client, fn: (options: PlainObject) => void, options: PlainObject = {}): void {
    runAsClient(origin, () => this.guard("broadcast", () => fn(options)));
    for (const client of this.clients) {
      if (client === origin || !client.connected) continue;
      this.enqueue(client, () => fn(deepClone(options)), "broadcast");
    }
  }

  /** Calls `fn`, recording (not throwing) its error, and tracking a returned promise. */
  guard(context: string, fn: () => unknown): void {
    try {
      const result = fn();
      if (result instanceof Promise) this.track(result.catch((err: unknown) => this.reportError(err, context)), context);
    } catch (err) {
      this.reportError(err, context);
    }
  }

  private async guardAsync(context: string, fn: () => unknown): Promise<void> {
    try {
      await fn();
    } catch (err) {
      this.reportError(err, context);
    }
  }

  reportError(error: unknown, context: string): void {
    this.errors.push({ error, context });
    if (this.logErrors) console.error(`[foundry stand-in] ${context}:`, error);
  }

  /** `_stats` values stamped on creation. */
  stats(userId: string): PlainObject {
    const now = this.time.now();
    return { systemId: this.systemId, systemVersion: String(this.manifest.version ?? "0.0.0"), coreVersion: "13.350", createdTime: now, modifiedTime: now, lastModifiedBy: userId };
  }

  /**
   * Waits until every queued delivery, socket message, query, server latency timer and async hook callback has
   * finished. Work that only waits on something the test must do (a dialog nobody answered) is left pending:
   * once the activity counter stops moving with no timer running, settle returns and the test answers the dialog.
   * A timer is waited for, never counted as idle (it ends by itself; returning before it would let a write land
   * after the test's assertions). Gives up with an error naming what is still pending when work never stops.
   * Errors recorded since the last settle are thrown as one AggregateError (unless `throwErrors` is false).
   * `limitMs` lowers the wall-clock bound (the stand-in's own tests of the bound).
   */
  async settle({ throwErrors = true, limitMs = SETTLE_MAX_MS }: { throwErrors?: boolean; limitMs?: number } = {}): Promise<void> {
    const started = Date.now();
    let idle = 0;
    let seen = -1;
    for (let round = 0; ; round++) {
      await new Promise<void>((resolve) => realSetImmediate(resolve));
      if (!this.pending.size) {
        await new Promise<void>((resolve) => realSetImmediate(resolve));
        if (!this.pending.size) break;
      }
      if (round >= SETTLE_MAX_ROUNDS || Date.now() - started > limitMs) {
        const waiting = [...new Set(this.pendingWork())].map((label) => `- ${label}`).join("\n");
        throw new Error(`The stand-in world did not settle (${round} rounds, ${Date.now() - started} ms); still pending:\n${waiting}`);
      }
      if (this.activity !== seen) {
        idle = 0;
        seen = this.activity;
      } else if (this.timers.size) {
        // Nothing moves but a timer runs: sleep until the first one fires instead of spinning the event loop.
        idle = 0;
        await Promise.race(this.timers);
      } else if (++idle >= 50) break; // only blocked work is left (a dialog nobody answered)
    }
    if (throwErrors && this.errors.length) {
      const errors = this.errors.splice(0);
      throw new AggregateError(errors.map((e) => e.error), `Errors in the stand-in world:\n${errors.map((e) => `- ${e.context}: ${e.error instanceof Error ? e.error.message : String(e.error)}`).join("\n")}`);
    }
  }

  /** Closes every window and forgets the world. */
  async shutdown(): Promise<void> {
    await this.settle({ throwErrors: false });
    for (const el of Array.from(document.querySelectorAll("[data-stand-in-client]"))) el.remove();
    setActiveWorld(null);
  }

  /** The HTMLElement of a message as rendered on the current client (fires renderChatMessageHTML). */
  async renderChatMessage(message: ChatMessage): Promise<HTMLElement> {
    const here = this.resolveOn(currentClient(), message) as ChatMessage | null;
    if (!here) throw new Error(`${currentClient().name}'s client has no ChatMessage ${String(message.id)}`);
    return here.renderHTML();
  }
}

let currentWorldInstance: World | null = null;

/**
 * Ends what a test file left in the stand-in, so the next file of the same worker starts as a fresh one would
 * (test/foundry/per-file.ts runs it after every integration file; README, "One worker, many files"): the last
 * world is shut down (its work settled, its windows removed), the registrations made outside any client are
 * forgotten, the default generation is the environment's again, the document's body is empty and the canvas
 * global is back to no scene. The system copies and the parsed packs stay: each world boots its copies again,
 * and the packs are frozen.
 */
export async function endTestFile(): Promise<void> {
  if (currentWorldInstance) await currentWorldInstance.shutdown();
  currentWorldInstance = null;
  clearUnattachedRegistrations();
  defaultGeneration = environmentGeneration;
  if (typeof document !== "undefined") document.body.replaceChildren();
  resetCanvas();
}

function resolveEntry(entry: string | URL): string {
  // URL objects may come from happy-dom's URL class, which node's fileURLToPath rejects: go through the string.
  const text = typeof entry === "string" ? entry : entry.href;
  if (text.startsWith("file:")) return fileURLToPath(text);
  return resolve(import.meta.dirname, text);
}

/**
 * Builds a world with the given users, installs the globals, imports the system entry (once per test file)
 * and boots every connected client. A previous world is shut down first.
 */
export async function createWorld(options: WorldOptions = {}): Promise<World> {
  if (currentWorldInstance) await currentWorldInstance.shutdown();
  const world = new World(options);
  currentWorldInstance = world;
  installGlobals();
  // v14's global deletion operator (README, "Generations"); absent on v13.
  const globals = globalThis as { _del?: unknown };
  if (world.generation >= 14) globals._del = DELETE_OPERATOR;
  else delete globals._del;
  setActiveWorld(world);

  const specs = options.users ?? [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }];
  const userIds: string[] = [];
  for (const spec of specs) {
    const role = typeof spec.role === "number" ? spec.role : USER_ROLES[spec.role ?? "PLAYER"];
    const user = new User({ _id: spec.id ?? randomID(), name: spec.name, role, color: spec.color ?? null, ...(spec.flags ? { flags: deepClone(spec.flags) } : {}) }, { strict: true });
    world.server.write("User", String(user.id), user._source);
    userIds.push(String(user.id));
  }
  for (const [key, value] of Object.entries(options.settings ?? {})) world.settingValues.set(key, deepClone(value));
  world.packSources = loadPacks(world, options.packs);
  for (const [i, id] of userIds.entries()) {
    const client = new Client(world, id);
    client.connected = specs[i]?.connected ?? true;
    world.clients.push(client);
  }

  const entry = resolveEntry(options.entry ?? "../../src/index.ts");
  world.entry = entry;
  world.moduleEntries = world.modules.flatMap((m) => (m.entry ? [modulePath(m.entry)] : []));
  world.moduleByModule = options.moduleByModule ?? false;
  for (const [slot, client] of world.clients.entries()) {
    client.loadTime = await loadSystem(entry, String(slot), world.moduleEntries, world.moduleByModule);
    client.reset();
  }
  for (const client of world.clients) if (client.connected) await world.boot(client);
  await world.settle();
  return world;
}

