/**
 * `game.time` (https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html): the world clock in
 * seconds. `advance` (GM only, as the world time is a world setting) fires `updateWorldTime` on every client.
 */
import { Hooks } from "./hooks";
import { currentClient, currentWorld } from "./runtime";
import type { PlainObject } from "./utils";

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
    const delta = worldTime - this.time;
    this.time = worldTime;
    const world = currentWorld();
    world.broadcast(client, (opts) => {
      Hooks.callAll("updateWorldTime", worldTime, delta, opts, client.user.id);
    }, options);
    return this.time;
  }
}
