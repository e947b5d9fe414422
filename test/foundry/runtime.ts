/**
 * Which world and which client the running code belongs to.
 *
 * Every connected user is a client with its own `game`, `CONFIG`, hooks and sockets, like browsers at a table.
 * The current client travels with async work through AsyncLocalStorage, so `game.user` stays right across
 * `await`s even when two clients' work interleaves. Code outside any client context runs as the world's
 * default client (the first user given to createWorld).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { ModelClass } from "./fields-compound";
import type { Client } from "./client";
import type { World } from "./world";

const clientStore = new AsyncLocalStorage<Client>();
let activeWorld: World | null = null;

export function setActiveWorld(world: World | null): void {
  activeWorld = world;
}

export function activeWorldOrNull(): World | null {
  return activeWorld;
}

export function currentWorld(): World {
  if (!activeWorld) throw new Error("No Foundry stand-in world is running: call createWorld() first");
  return activeWorld;
}

export function currentClientOrNull(): Client | null {
  if (!activeWorld) return null;
  const stored = clientStore.getStore();
  if (stored && stored.world === activeWorld) return stored;
  return activeWorld.clients[0] ?? null;
}

export function currentClient(): Client {
  const client = currentClientOrNull();
  if (!client) throw new Error("No Foundry stand-in client is active: call createWorld() first");
  return client;
}

/**
 * The client a document belongs to: every client holds its own objects (database.ts), built while running as
 * it. A document made outside any world (or of a world already shut down) answers with the current client.
 */
export function clientOf(doc: object | null | undefined): Client | null {
  const owner = doc ? (doc as { _standinClient?: Client | null })._standinClient : null;
  if (owner && owner.world === activeWorld) return owner;
  return currentClientOrNull();
}

/**
 * Whether `doc` is one of `client`'s current objects: built by it, and since its last page load (a reconnected
 * client's old objects are gone with its old page).
 */
export function isCopyOf(doc: object, client: Client): boolean {
  const tagged = doc as { _standinClient?: Client | null; _standinPage?: number };
  return tagged._standinClient === client && tagged._standinPage === client.page;
}

/** Runs `fn` (and all async work it starts) as `client`. */
export function runAsClient<T>(client: Client, fn: () => T): T {
  return clientStore.run(client, fn);
}

/** `CONFIG[documentName].dataModels[type]` of the current client, if any. */
export function typeDataModel(documentName: string, type: string): ModelClass | undefined {
  const client = currentClientOrNull();
  if (!client) return undefined;
  const docConfig = client.config[documentName];
  if (!docConfig || typeof docConfig !== "object") return undefined;
  const models = (docConfig as { dataModels?: Record<string, ModelClass> }).dataModels;
  return models?.[type];
}

/** The client set explicitly by `runAsClient` / `world.as` for the running code, if any (no default). */
export function explicitClient(): Client | null {
  const stored = clientStore.getStore();
  return stored && stored.world === activeWorld ? stored : null;
}
