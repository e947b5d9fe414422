/**
 * The canvas side of tokens that targeting needs, per client (each browser draws its own canvas):
 * - `Token` placeable (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html): `document`,
 *   `id`, `name`, `actor`, `scene`, `targeted` (the Users targeting it), `isTargeted` (by the current user),
 *   `setTarget(targeted = true, {user, releaseOthers = true, groupSelection = false})`. It exists on a client only
 *   while its scene is the one that client views (`TokenDocument#object`, null otherwise).
 * - `UserTargets` (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.UserTargets.html): the
 *   Set of Token placeables a user targets, as `game.user.targets`, with `user` and `ids`.
 * - The `targetToken` hook `(user, token, targeted)` (https://foundryvtt.com/api/v13/functions/hookEvents.targetToken.html)
 *   on each change, and the change shown on the other clients through the user's activity (`User#broadcastActivity`
 *   `{targets}` → `User#updateTokenTargets(ids)` there), as Foundry relays targets between users.
 * No drawing: no canvas layers, HUD, bars or animation.
 */
import type { Client } from "./client";
import type { Document } from "./document";
import { Hooks } from "./hooks";
import { currentClient, runAsClient } from "./runtime";
import type { Scene, TokenDocument } from "./scene";
import type { User } from "./user";

/** The Set of tokens one user targets, on one client. */
export class UserTargets extends Set<Token> {
  readonly user: User;

  constructor(user: User) {
    super();
    this.user = user;
  }

  /** The targeted tokens' ids. */
  get ids(): string[] {
    return [...this].map((token) => token.id);
  }
}

export interface SetTargetOptions {
  user?: User | null;
  releaseOthers?: boolean;
  groupSelection?: boolean;
}

export class Token {
  readonly document: TokenDocument;
  /** The client whose canvas draws this placeable. */
  private readonly client: Client;
  /** The users targeting this token (as this client knows it). */
  readonly targeted = new Set<User>();

  constructor(document: TokenDocument, client: Client) {
    this.document = document;
    this.client = client;
  }

  get id(): string {
    return String(this.document.id);
  }

  get name(): string {
    return String((this.document as unknown as { name?: string }).name ?? ""); // the TokenDocument's schema name
  }

  get actor(): Document | null {
    return this.document.actor;
  }

  get scene(): Scene | null {
    return this.document.scene;
  }

  /** Whether the current user targets this token. */
  get isTargeted(): boolean {
    return this.targeted.has(this.client.user);
  }

  /**
   * Targets (or releases) this token for `user` (default: this client's user); `releaseOthers` first releases the
   * user's other targets. The user's own change is then shown to the other clients unless `groupSelection`.
   */
  setTarget(targeted = true, { user = null, releaseOthers = true, groupSelection = false }: SetTargetOptions = {}): void {
    const who = user ?? this.client.user;
    const targets = targetsOf(this.client, who);
    if (targeted && releaseOthers) {
      for (const other of [...targets]) if (other !== this) other.setTarget(false, { user: who, releaseOthers: false, groupSelection: true });
    }
    const was = this.targeted.has(who);
    if (targeted) {
      this.targeted.add(who);
      targets.add(this);
    } else {
      this.targeted.delete(who);
      targets.delete(this);
    }
    if (was !== targeted) runAsClient(this.client, () => Hooks.callAll("targetToken", who, this, targeted));
    if (who === this.client.user && !groupSelection) broadcastTargets(this.client);
  }
}

/** This client's targets of `user` (created empty). */
export function targetsOf(client: Client, user: User): UserTargets {
  const id = String(user.id);
  let targets = client.userTargets.get(id);
  if (!targets) client.userTargets.set(id, (targets = new UserTargets(user)));
  return targets;
}

/** The placeable of `token` on the current client: only while its scene is the one this client views. */
export function placeableOf(token: TokenDocument): Token | null {
  const client = currentClient();
  const scene = token.scene;
  if (!scene || !token.id || scene.id !== client.user.viewedScene || !scene.tokens.get(token.id)) return null;
  let placeable = client.placeables.get(token.id);
  if (!placeable || placeable.document !== token) client.placeables.set(token.id, (placeable = new Token(token, client)));
  return placeable;
}

/** Sends the client user's target ids to every other client (Foundry: the user's activity broadcast). */
function broadcastTargets(client: Client): void {
  const user = client.user;
  const ids = targetsOf(client, user).ids;
  for (const other of client.world.clients) {
    if (other === client || !other.connected) continue;
    client.world.enqueue(other, () => updateTokenTargets(other, user, ids), "targets activity");
  }
}

/** `User#updateTokenTargets(ids)` on `client`: its placeables with those ids are `user`'s targets, no others. */
export function updateTokenTargets(client: Client, user: User, ids: readonly string[]): void {
  const targets = targetsOf(client, user);
  for (const token of [...targets]) if (!ids.includes(token.id)) token.setTarget(false, { user, releaseOthers: false, groupSelection: true });
  const sceneId = client.user.viewedScene;
  const scene = sceneId ? (client.collection("Scene").get(sceneId) as Scene | undefined) : undefined;
  for (const id of ids) {
    const doc = scene?.tokens.get(id);
    const placeable = doc ? runAsClient(client, () => placeableOf(doc)) : null;
    if (placeable && !targets.has(placeable)) placeable.setTarget(true, { user, releaseOthers: false, groupSelection: true });
  }
}

/** Drops the placeables (and targets) of tokens no longer drawn on `client`: deleted, or on a scene not viewed. */
export function pruneCanvas(client: Client): void {
  for (const [id, placeable] of [...client.placeables]) {
    const doc = placeable.document;
    const drawn = doc.scene && doc.scene.id === client.user.viewedScene && doc.scene.tokens.get(id) === doc;
    if (drawn) continue;
    client.placeables.delete(id);
    for (const user of [...placeable.targeted]) placeable.setTarget(false, { user, releaseOthers: false, groupSelection: true });
  }
}
