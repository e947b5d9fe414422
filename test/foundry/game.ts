/**
 * The per-client `game` object (https://foundryvtt.com/api/v13/classes/foundry.Game.html): the current user,
 * the shared world collections, this client's settings and socket, the world's i18n, time and packs.
 */
import type { Client } from "./client";
import type { Document } from "./document";
import type { Localization } from "./i18n";
import type { ClientSettings } from "./settings";
import type { ClientSocket } from "./socket";
import type { GameTime } from "./time";
import type { User } from "./user";
import type { Actors, ChatMessages, CombatEncounters, Items, Scenes, Users, WorldCollection } from "./world-collection";
import type { PlainObject } from "./utils";
import type { Collection } from "./collection";
import type { CompendiumCollection } from "./packs";

export interface GameApi {
  readonly user: User;
  readonly userId: string;
  readonly users: Users;
  readonly actors: Actors;
  readonly items: Items;
  readonly messages: ChatMessages;
  readonly combats: CombatEncounters;
  readonly scenes: Scenes;
  readonly combat: Document | null;
  readonly settings: ClientSettings;
  readonly i18n: Localization;
  readonly socket: ClientSocket;
  readonly time: GameTime;
  readonly packs: Collection<CompendiumCollection>;
  readonly collections: Map<string, WorldCollection>;
  readonly system: PlainObject;
  readonly world: PlainObject;
  readonly documentTypes: Record<string, string[]>;
  readonly modules: Map<string, PlainObject>;
  readonly release: PlainObject;
  readonly version: string;
  ready: boolean;
  paused: boolean;
  [key: string]: unknown;
}

export function createGame(client: Client): GameApi {
  const world = client.world;
  const server = world.server;
  // Foundry sets up the user and the collections after `init`: until then they are undefined.
  const afterInit = <T>(value: () => T): T => (client.phase === "init" ? (undefined as T) : value());
  const game: GameApi = {
    get user() {
      return afterInit(() => client.user);
    },
    get userId() {
      return client.user.id ?? "";
    },
    get users() {
      return afterInit(() => server.collection("User") as Users);
    },
    get actors() {
      return afterInit(() => server.collection("Actor") as Actors);
    },
    get items() {
      return afterInit(() => server.collection("Item") as Items);
    },
    get messages() {
      return afterInit(() => server.collection("ChatMessage") as ChatMessages);
    },
    get combats() {
      return afterInit(() => server.collection("Combat") as CombatEncounters);
    },
    get scenes() {
      return afterInit(() => server.collection("Scene") as Scenes); // built as Scenes (world.ts Server)
    },
    get combat() {
      return afterInit(() => (server.collection("Combat") as CombatEncounters).viewed);
    },
    settings: client.settings,
    i18n: world.i18n,
    socket: client.socket,
    time: world.time,
    get packs() {
      return afterInit(() => world.packs);
    },
    collections: server.collections,
    // Game#data: the world data as the server sent it at connection (uncleaned), keyed as Foundry keys it.
    get data() {
      const raw = world.storedData;
      return { actors: raw.Actor ?? [], items: raw.Item ?? [], messages: raw.ChatMessage ?? [], scenes: raw.Scene ?? [], users: raw.User ?? [], combats: raw.Combat ?? [] };
    },
    system: { id: world.systemId, ...world.manifest },
    world: { id: "stand-in-world", title: "Stand-in World" },
    documentTypes: world.documentTypes,
    modules: new Map(),
    release: { generation: 13, build: 350, version: "13.350" },
    version: "13.350",
    ready: false,
    paused: false,
    togglePause(pause?: boolean) {
      game.paused = pause ?? !game.paused;
    },
  };
  return game;
}
