/**
 * `game.time` (https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html): the world clock in
 * seconds. `advance` (GM only, as the world time is a world setting) fires `updateWorldTime` on every client.
 * A Combat or Token update carrying `worldTime: {delta}` moves the clock on the server (`_advanceForOperation`).
 */
import { Hooks } from "./hooks";
import { currentClient, currentWorld } from "./runtime";
import type { PlainObject } from "./utils";
import type { Client } from "./client";
import { standInGeneration } from "./generation";
import { expireCoreEffects } from "./active-effect";

export class GameTime {
  private time: number;

  constructor(start = 0) {
    this.time = start;
  }

  get worldTime(): number {
    return this.time;
  }

  /** Real time in ms since the epoch, for `modifiedTime` stamps. */
  now(): number {
    return Date.now();
  }

  async advance(seconds: number, options: PlainObject = {}): Promise<number> {
    return this.set(this.time + seconds, options);
  }

  async set(worldTime: number, options: PlainObject = {}): Promise<number> {
    const client = currentClient();
    if (!client.user.isGM) {
      const error = new Error(`User ${client.user.name} lacks permission to update Setting [core.time]`);
      client.notifications.error(error.message);
      throw error;
    }
    this.apply(worldTime, client, options);
    return this.time;
  }

  /**
   * The server's change of the clock as a side effect of a document operation (a Combat or Token update with
   * `worldTime: {delta}`): no permission of its own, announced as made by the operation's requester, before the
   * operation itself is announced (database.ts).
   */
  _advanceForOperation(delta: number, origin: Client, options: PlainObject): void {
    this.apply(this.time + delta, origin, options);
  }

  private apply(worldTime: number, origin: Client, options: PlainObject): void {
    const delta = worldTime - this.time;
    this.time = worldTime;
    currentWorld().broadcast(origin, (opts) => {
      Hooks.callAll("updateWorldTime", worldTime, delta, opts, origin.user.id);
      // v14's core expiry runs once, on the client that moved the clock (README, "Generations").
      if (currentClient() === origin && standInGeneration() >= 14) currentWorld().track(expireCoreEffects(origin, worldTime), "v14 core effect expiry");
    }, options);
  }
}
