/**
 * One connected user's browser: its own `game`, `CONFIG`, hooks, settings registry, socket handlers, sheets
 * and notifications. Documents are the world's (shared); everything here is per client. A client (re)starts
 * by running the system's init/setup/ready (see world.ts).
 */
import { createConfig, type ConfigRoot, type DocumentConfig, type SheetClassEntry } from "./config";
import type { Document } from "./document";
import { createGame, type GameApi } from "./game";
import { HookRegistry, unattachedRegistrations, type HookEntry } from "./hooks";
import { Notifications } from "./notifications";
import { ClientSettings } from "./settings";
import { ClientSocket } from "./socket";
import type { User } from "./user";
import type { World } from "./world";
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
  readonly user: User;
  connected = false;
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

  constructor(world: World, user: User) {
    this.world = world;
    this.user = user;
    this.reset();
  }

  /** A fresh browser page: new CONFIG, hooks (seeded with its module copy's load-time ones), settings, socket. */
  reset(): void {
    this.config = createConfig();
    this.hooks = new HookRegistry();
    this.hooks.seed([...unattachedRegistrations(), ...this.loadTime]);
    this.settings = new ClientSettings(this.world.settingValues);
    this.socket = new ClientSocket(this);
    this.notifications = new Notifications(this.world.notifications, this.user.id ?? "", this.world.i18n);
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
