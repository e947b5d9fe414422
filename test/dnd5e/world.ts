/**
 * `createDnd5eWorld(options)`: a stand-in world whose system is dnd5e (test/dnd5e/README.md): the Foundry stand-in
 * (test/foundry) booted with dnd5e's manifest (`game.system.id === "dnd5e"`, its version) and this folder's system
 * entry on every client, then each module's entry — as Foundry loads a system's esmodules, then the active
 * modules' — so a companion module's `init`/`setup`/`ready` run on a dnd5e world.
 */
import { resolve } from "node:path";
import { createWorld, type Client, type ModuleSpec, type UserSpec, type World, type WorldOptions } from "../foundry";
import type { AdvancementChoices } from "./data/advancement";
import { REPO_ROOT } from "../foundry/paths";
import { dnd5eManifest, type Dnd5eVersion } from "./manifest";

export interface Dnd5eWorldOptions extends Omit<WorldOptions, "entry" | "system"> {
  /** The users: names of well-known roles ("gm", "player", "player2"), or full specs. Default: a GM and a player. */
  clients?: ("gm" | "player" | "player2" | UserSpec)[];
  /** dnd5e's version as `game.system.version`: "5.3.3" (default) or "6.0.0" (the 6.x line). */
  dnd5eVersion?: Dnd5eVersion;
  /** Modules to activate (manifest, root, entry, YAML packs), loaded on every client after dnd5e. */
  modules?: ModuleSpec[];
}

export const DND5E_ENTRY = resolve(REPO_ROOT, "test/dnd5e/system.ts");

const ROLES: Record<string, UserSpec> = {
  gm: { name: "Gamemaster", role: "GAMEMASTER" },
  player: { name: "Player", role: "PLAYER" },
  player2: { name: "Player 2", role: "PLAYER" },
};

export async function createDnd5eWorld(options: Dnd5eWorldOptions = {}): Promise<World> {
  const { clients, dnd5eVersion, ...rest } = options;
  const users = options.users ?? (clients ?? ["gm", "player"]).map((c) => (typeof c === "string" ? ROLES[c]! : c));
  return createWorld({
    ...rest,
    users,
    entry: DND5E_ENTRY,
    system: { manifest: dnd5eManifest(dnd5eVersion), root: resolve(REPO_ROOT, "test/dnd5e") },
    // dnd5e's version is part of the manifest; 6.x runs on Foundry 14 only (6.0-deprecations system.json).
    generation: options.generation ?? (dnd5eVersion?.startsWith("6") ? 14 : undefined),
  });
}

/**
 * Queues the choices the person on `client` makes in the next advancement manager there (a species' ASI points,
 * language picks…), by advancement id: each client runs its own copy of dnd5e, so the queue is that client's.
 */
export function queueAdvancementChoices(client: Client, choices: AdvancementChoices): void {
  const dnd5e = (client.game as { dnd5e?: { applications: { advancement: { AdvancementManager: { queueChoices(c: AdvancementChoices): void } } } } }).dnd5e;
  if (!dnd5e) throw new Error(`${client.name}'s client has not run the dnd5e stand-in's init`);
  dnd5e.applications.advancement.AdvancementManager.queueChoices(choices);
}
