/**
 * The per-client `game` object (https://foundryvtt.com/api/v13/classes/foundry.Game.html): the current user,
 * this client's world collections, this client's settings and socket, the world's i18n, time and packs.
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
  // The collections are this client's own (client.ts): its copies of the world's documents.
  const mine = (name: string): WorldCollection => client.collection(name);
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
      return afterInit(() => mine("User") as Users);
    },
    get actors() {
      return afterInit(() => mine("Actor") as Actors);
    },
    get items() {
      return afterInit(() => mine("Item") as Items);
    },
    get messages() {
      return afterInit(() => mine("ChatMessage") as ChatMessages);
    },
    get combats() {
      return afterInit(() => mine("Combat") as CombatEncounters);
    },
    get scenes() {
      return afterInit(() => mine("Scene") as Scenes); // built as Scenes (world-collection.ts)
    },
    get combat() {
      return afterInit(() => (mine("Combat") as CombatEncounters).viewed);
    },
    settings: client.settings,
    get i18n() {
      return client.i18n ?? world.i18n;
    },
    socket: client.socket,
    time: world.time,
    get packs() {
      return afterInit(() => client.packs);
    },
    get collections() {
      return client.collections;
    },
    // Game#data: the world data as the server sent it at connection (uncleaned), keyed as Foundry keys it.
    get data() {
      const raw = world.storedData;
      return { actors: raw.Actor ?? [], items: raw.Item ?? [], messages: raw.ChatMessage ?? [], scenes: raw.Scene ?? [], users: raw.User ?? [], combats: raw.Combat ?? [] };
    },
    system: { id: world.systemId, ...world.manifest },
    world: { id: "stand-in-world", title: "Stand-in World" },
    documentTypes: world.documentTypes,
    modules: new Map(),
    release: world.generation >= 14 ? { generation: 14, build: 364, version: "14.364" } : { generation: 13, build: 350, version: "13.350" },
    version: world.generation >= 14 ? "14.364" : "13.350",
    ready: false,
    paused: false,
    togglePause(pause?: boolean) {
      game.paused = pause ?? !game.paused;
    },
  };
  return game;
}
