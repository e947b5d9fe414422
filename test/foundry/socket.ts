/**
 * `game.socket` for system sockets (https://foundryvtt.com/article/sockets/ — "system.<id>" events are relayed
 * by the server to every other connected client, never back to the sender). Delivery is asynchronous (queued);
 * `world.settle()` waits for it. Every emit is logged on `world.socket.log`.
 */
import { currentWorld, runAsClient } from "./runtime";
import type { Client } from "./client";

export type SocketHandler = (...args: unknown[]) => unknown;

export interface SocketLogEntry {
  event: string;
  fromUserId: string;
  args: unknown[];
  /** User ids of the clients it was delivered to. */
  deliveredTo: string[];
}

export class ClientSocket {
  readonly handlers = new Map<string, SocketHandler[]>();
  private readonly client: Client;

  constructor(client: Client) {
    this.client = client;
  }

  on(event: string, handler: SocketHandler): this {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
    return this;
  }

  off(event: string, handler?: SocketHandler): this {
    if (!handler) this.handlers.delete(event);
    else this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
    return this;
  }

  /** Sends to every other connected client; a trailing function argument is the server's acknowledgement. */
  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args[args.length - 1] === "function" ? (args.pop() as () => void) : undefined;
    currentWorld().socketHub.send(this.client, event, args, ack);
    return this;
  }

  get connected(): boolean {
    return this.client.connected;
  }
}

export class SocketHub {
  readonly log: SocketLogEntry[] = [];

  send(from: Client, event: string, args: unknown[], ack?: () => void): void {
    const world = from.world;
    if (!from.connected) return;
    // The payload crosses a network: receivers get a JSON copy, never the sender's objects.
    const payload = JSON.parse(JSON.stringify(args)) as unknown[];
    const entry: SocketLogEntry = { event, fromUserId: String(from.user.id), args: payload, deliveredTo: [] };
    this.log.push(entry);
    for (const client of world.clients) {
      if (client === from || !client.connected) continue;
      entry.deliveredTo.push(String(client.user.id));
      world.enqueue(client, () => {
        for (const handler of client.socket.handlers.get(event) ?? []) {
          world.guard(`socket ${event}`, () => handler(...(JSON.parse(JSON.stringify(payload)) as unknown[])));
        }
      }, `socket ${event} from ${from.name}`);
    }
    if (ack) world.enqueue(from, () => runAsClient(from, ack), `socket ${event} acknowledgement`);
  }

  /** Emits logged for one event name. */
  emitted(event: string): SocketLogEntry[] {
    return this.log.filter((e) => e.event === event);
  }
}
