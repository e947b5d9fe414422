/**
 * One connected user's browser: its own `game`, `CONFIG`, hooks, settings registry, socket handlers, sheets,
 * notifications, compendium packs and **document objects**: the world collections hold this client's own
 * documents, built with its own classes from the server's sources, and changed only when the server's broadcast
 * arrives (database.ts). A client (re)starts by running the system's init/setup/ready (see world.ts).
 */
import type { Localization } from "./i18n";
import { createConfig, type ConfigRoot, type DocumentConfig, type SheetClassEntry } from "./config";
import type { Document } from "./document";
import { createGame, type GameApi } from "./game";
import { HookRegistry, unattachedRegistrations, type HookEntry } from "./hooks";
import { Notifications } from "./notifications";
import { ClientSettings } from "./settings";
import { ClientSocket } from "./socket";
import type { User } from "./user";
import type { World } from "./world";
import { Collection } from "./collection";
import { createWorldCollections, type CombatEncounters, type Users, type WorldCollection } from "./world-collection";
import { CompendiumCollection } from "./packs";
import { runAsClient } from "./runtime";
import { deepClone } from "./utils";
import { knownTypes } from "./base-fields";
import type { Token, UserTargets } from "./token-placeable";

export interface SheetRegistration {
  cls: SheetClassEntry["cls"];
  label?: string;
  canBeDefault?: boolean;
  canConfigure?: boolean;
}

export class Client {
  readonly world: World;
  /** The id of this client's user (its User document is this client's own copy: `user`). */
  readonly userId: string;
  connected = false;
  /** This client's own language when it differs from the world's (a test sets it: `game.i18n` is per client). */
  i18n: Localization | null = null;
  /** This client's documents, by document name (`game.actors`, `game.users`…). */
  collections = new Map<string, WorldCollection>();
  /** Counts page loads (reset): a document built before the last one is not this client's any more. */
  page = 0;
  /** The server version of each world document (`Name.id`) this client's copy shows (database.ts). */
  versions = new Map<string, number>();
  private packCopies: Collection<CompendiumCollection> | null = null;
  /** The boot step this client has reached (see World#boot). */
  phase: "init" | "i18nInit" | "setup" | "ready" = "init";
  config!: ConfigRoot;
  hooks!: HookRegistry;
  settings!: ClientSettings;
  socket!: ClientSocket;
  notifications!: Notifications;
  game!: GameApi;
  ui!: Record<string, unknown>;
  /** Token placeables drawn on this client's canvas (its viewed scene), by token id (token-placeable.ts). */
  placeables = new Map<string, Token>();
  /** Each user's targets as this client knows them, by user id (`user.targets` here). */
  userTargets = new Map<string, UserTargets>();
  /** The load-time hook registrations of this client's own copy of the system (see world.ts, loadSystem). */
  loadTime: readonly HookEntry[] = [];

  constructor(world: World, userId: string) {
    this.world = world;
    this.userId = userId;
    this.reset();
  }

  /** This client's copy of its own User document. */
  get user(): User {
    const user = this.collections.get("User")?.get(this.userId) as User | undefined;
    if (!user) throw new Error(`Client ${this.userId} has no User document`);
    return user;
  }

  /** This client's world collection of a document type. */
  collection(documentName: string): WorldCollection {
    const c = this.collections.get(documentName);
    if (!c) throw new Error(`The stand-in world has no ${documentName} collection`);
    return c;
  }

  /** `game.users` of this client. */
  get users(): Users {
    return this.collection("User") as unknown as Users; // cast: built as Users (world-collection.ts)
  }

  /** `game.combats` of this client. */
  get combats(): CombatEncounters {
    return this.collection("Combat") as unknown as CombatEncounters; // cast: built as CombatEncounters (world-collection.ts)
  }

  /** This client's compendium packs: the world's sources, documents built with this client's classes. */
  get packs(): Collection<CompendiumCollection> {
    if (!this.packCopies) {
      this.packCopies = new Collection<CompendiumCollection>();
      for (const [id, pack] of this.world.packSources) this.packCopies.set(id, new CompendiumCollection(pack.metadata, pack.sources, this));
    }
    return this.packCopies;
  }

  /**
   * Builds this client's documents from the server's sources with its current classes (`CONFIG.X.documentClass`):
   * a page loading the world. A stored document its classes refuse is set aside (`invalidDocumentIds`).
   */
  loadDocuments(): void {
    runAsClient(this, () => {
      this.collections = createWorldCollections(this);
      this.versions = new Map();
      for (const [name, sources] of this.world.server.sources) {
        if (!sources.size) continue;
        const collection = this.collection(name);
        const cls = (this.config[name] as DocumentConfig | undefined)?.documentClass;
        if (!cls) throw new Error(`No document class for ${name} documents`);
        for (const [id, source] of sources) {
          collection.set(id, new cls(deepClone(source), { strict: false }));
          this.versions.set(`${name}.${id}`, this.world.server.version(name, id));
        }
      }
      for (const [name, invalid] of this.world.server.invalid) {
        for (const [id, source] of invalid) this.collection(name)._addInvalid(id, deepClone(source));
      }
    });
  }

  /** The copy on this client of a document (or uuid) another client holds; null when this client has none. */
  document<T extends { uuid: string }>(doc: T): T | null;
  document(uuid: string): Document | null;
  document(docOrUuid: { uuid: string } | string): unknown {
    return this.world.resolveOn(this, docOrUuid);
  }

  /** A fresh browser page: new CONFIG, hooks (seeded with its module copy's load-time ones), settings, socket. */
  reset(): void {
    this.page++;
    this.config = createConfig();
    this.packCopies = null;
    this.loadDocuments();
    this.hooks = new HookRegistry();
    this.hooks.seed([...unattachedRegistrations(), ...this.loadTime]);
    this.settings = new ClientSettings(this.world.settingValues);
    this.socket = new ClientSocket(this);
    this.notifications = new Notifications(this.world.notifications, this.userId, this.world.i18n);
    this.game = createGame(this);
    this.placeables = new Map();
    this.userTargets = new Map();
    this.ui = {
      notifications: this.notifications,
      chat: { postOne: async () => undefined, scrollBottom: () => undefined, render: () => undefined },
      sidebar: { changeTab: () => undefined, render: () => undefined },
      combat: { render: () => undefined },
      windows: {},
      activeWindow: null,
    };
  }

  get name(): string {
    return this.user.name;
  }

  assertConnected(): void {
    if (!this.connected) throw new Error(`User ${this.user.name} is not connected: connect the client before acting as it`);
  }

  private documentConfig(documentName: string): DocumentConfig {
    const config = this.config[documentName] as DocumentConfig | undefined;
    if (!config) throw new Error(`CONFIG.${documentName} does not exist`);
    return config;
  }

  /** DocumentSheetConfig.registerSheet: `types` defaults to every known subtype ("*" stands for all). */
  registerSheet(documentName: string, scope: string, cls: SheetClassEntry["cls"], options: Partial<SheetRegistration> & { types?: string[]; makeDefault?: boolean } = {}): void {
    const sheetClasses = this.documentConfig(documentName).sheetClasses;
    const id = `${scope}.${cls.name}`;
    const types = options.types ?? knownTypes(documentName) ?? ["*"];
    for (const type of types) {
      const entries = (sheetClasses[type] ??= {});
      if (options.makeDefault) for (const e of Object.values(entries)) e.default = false;
      entries[id] = {
        id, cls, default: Boolean(options.makeDefault), label: options.label ?? cls.name,
        canBeDefault: options.canBeDefault ?? true, canConfigure: options.canConfigure ?? true,
      };
    }
    if (options.makeDefault) {
      // A new default also outranks the core "*" default for these types.
      const wildcard = sheetClasses["*"];
      if (wildcard && !types.includes("*")) for (const e of Object.values(wildcard)) if (e.id.startsWith("core.")) e.default = false;
    }
  }

  unregisterSheet(documentName: string, scope: string, cls: SheetClassEntry["cls"], options: { types?: string[] } = {}): void {
    const sheetClasses = this.documentConfig(documentName).sheetClasses;
    const id = `${scope}.${cls.name}`;
    for (const [type, entries] of Object.entries(sheetClasses)) {
      if (options.types && !options.types.includes(type) && type !== "*") continue;
      delete entries[id];
    }
  }

  /** The sheet class for a document: its `core.sheetClass` flag, else the type's default, else any default. */
  sheetClassFor(doc: Document): SheetClassEntry["cls"] | null {
    const config = this.config[doc.documentName] as DocumentConfig | undefined;
    if (!config) return null;
    const forType = { ...(config.sheetClasses["*"] ?? {}), ...(config.sheetClasses[doc.type] ?? {}) };
    const flagged = (doc.flags?.core as { sheetClass?: string } | undefined)?.sheetClass;
    if (flagged && forType[flagged]) return forType[flagged].cls;
    const entries = Object.values(forType);
    const own = Object.values(config.sheetClasses[doc.type] ?? {});
    return (own.find((e) => e.default) ?? entries.find((e) => e.default) ?? own[0] ?? entries[0])?.cls ?? null;
  }
}
