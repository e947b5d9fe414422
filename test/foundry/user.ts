/**
 * `User` (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html): role, `isGM` (assistant and
 * up), `active` (its client is connected), `character` (the assigned Actor), `can`/`hasPermission` from the
 * world's role table, `hasRole`, `query` (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query:
 * run a `CONFIG.queries` handler `(data, {timeout})` on that user's client and resolve with its JSON result).
 */
import { ColorField, FilePathField, ForeignDocumentField, NumberField, StringField, type DataField } from "./fields";
import { ObjectField } from "./fields-compound";
import { flagsField, idField, nameField, statsField } from "./base-fields";
import { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES } from "./constants";
import { Document, type DocumentMetadata } from "./document";
import { roleValue, type UserLike } from "./permissions";
import { clientOf, currentClient, currentClientOrNull, runAsClient } from "./runtime";
import { targetsOf, updateTokenTargets, type UserTargets } from "./token-placeable";

/**
 * Who may update a User document: that user, or a full GM. An Assistant GM may not update another user
 * (foundryvtt issues 9749, 10024: Assistant GMs refused User updates; no v13 page says otherwise): README.
 */
const selfOrFullGM = (user: UserLike, doc: Document): boolean => user.id === doc.id || user.role === USER_ROLES.GAMEMASTER;

export class User extends Document implements UserLike {
  static override metadata: DocumentMetadata = {
    name: "User", collection: "users", label: "DOCUMENT.User", embedded: {}, hasTypeData: false,
    permissions: { create: "ASSISTANT", update: selfOrFullGM, delete: "ASSISTANT" },
  };

  declare role: number;
  declare color: string | null;
  declare avatar: string | null;
  declare permissions: Record<string, boolean>;
  /** The id of the scene this user's client views (`Scene#view`, the active scene on connection). */
  viewedScene: string | null = null;

  /** The Token placeables this user targets, as the current client knows them (token-placeable.ts). */
  get targets(): UserTargets {
    return targetsOf(currentClient(), this);
  }

  /** Makes this user's targets on the current client exactly the tokens with these ids on its viewed scene. */
  updateTokenTargets(targetIds: string[] = []): void {
    updateTokenTargets(currentClient(), this, targetIds);
  }

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: nameField(),
      role: new NumberField({ required: true, nullable: false, integer: true, initial: USER_ROLES.PLAYER, choices: Object.values(USER_ROLES) }),
      avatar: new FilePathField({ nullable: true, initial: null }),
      character: new ForeignDocumentField(null),
      color: new ColorField(),
      pronouns: new StringField(),
      hotbar: new ObjectField(),
      permissions: new ObjectField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    // The schema defines `character` as an own property holding the id; drop it so the getter below answers.
    Reflect.deleteProperty(this, "character");
  }

  /** `character` resolves to the Actor document, like the real User's foreign-document field. */
  get character(): Document | null {
    const id = this._source.character;
    if (typeof id !== "string") return null;
    return clientOf(this)?.collection("Actor").get(id) ?? null;
  }


  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  get isTrusted(): boolean {
    return this.role >= USER_ROLES.TRUSTED;
  }

  get active(): boolean {
    return currentClientOrNull()?.world.isConnected(this) ?? false;
  }

  get isSelf(): boolean {
    return currentClientOrNull()?.userId === this.id;
  }

  get isBanned(): boolean {
    return this.role === USER_ROLES.NONE;
  }

  /**
   * Runs `CONFIG.queries[name](data, {timeout})` on this user's connected client (data and result cross the
   * network as JSON) and resolves with the result. As in v13 the handler is not told who sent the query
   * (foundryvtt issue 13418): a sender id can only travel inside `data`, as a claim. Rejects when the user is not
   * connected or has no such handler, when the handler throws, and when `timeout` (ms) passes without an answer
   * (no timeout given: waits for the answer). The sender needs the `QUERY_USER` permission (issue 11235).
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const from = currentClient();
    const world = from.world;
    if (!from.user.can("QUERY_USER")) throw new Error(`User ${String(from.user.name)} lacks permission QUERY_USER`);
    const target = world.clients.find((client) => client.user.id === this.id && client.connected);
    if (!target) throw new Error(`User ${String(this.name)} is not connected`);
    const payload: unknown = JSON.parse(JSON.stringify(data ?? null));
    world.socketHub.log.push({ event: `query ${name}`, fromUserId: String(from.user.id), args: [payload], deliveredTo: [String(this.id)] });
    const answer = runAsClient(target, async () => {
      const handler = (target.config.queries as Record<string, unknown> | undefined)?.[name];
      if (typeof handler !== "function") throw new Error(`No query handler "${name}"`);
      return (await (handler as (d: unknown, o: { timeout?: number }) => unknown)(payload, { timeout })) ?? null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expiry = timeout === undefined ? null : new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The query "${name}" to ${String(this.name)} timed out`)), timeout);
    });
    const work = (expiry ? Promise.race([answer, expiry]) : answer).finally(() => clearTimeout(timer));
    world.track(work.catch(() => undefined), `query "${name}" from ${from.name} to ${String(this.name)}`);
    const result = await work;
    return JSON.parse(JSON.stringify(result)) as unknown;
  }

  hasRole(role: string | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = roleValue(role);
    return exact ? this.role === level : this.role >= level;
  }

  /** A user permission: an explicit per-user grant, else the world's role table (GMs always can). */
  can(permission: string): boolean {
    if (this.role === USER_ROLES.GAMEMASTER) return true;
    const explicit = this.permissions?.[permission];
    if (typeof explicit === "boolean") return explicit;
    const minimum = currentClientOrNull()?.world.permissionRoles[permission];
    return minimum !== undefined && this.role >= minimum;
  }

  hasPermission(permission: string): boolean {
    return this.can(permission);
  }

  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    return user.isGM || user.id === this.id ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.LIMITED;
  }
}
