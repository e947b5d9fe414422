/**
 * Scenes, tokens and the synthetic actors of unlinked tokens (ActorDelta), as v13 has them:
 * - `Scene` (https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html) embeds `Token` documents in
 *   `scene.tokens`; no canvas is drawn.
 * - `TokenDocument` (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html): `actorId`,
 *   `actorLink`, `delta` (its ActorDelta), `actor` ("If actorLink is true, then the document is the primary Actor
 *   document. Otherwise, the Actor document is a synthetic (ephemeral) document constructed using the Token's
 *   ActorDelta"), `baseActor`, `isLinked`, `actors` (the singleton collection of its synthetic actor).
 * - `ActorDelta` (https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html): the token's overrides
 *   of its base actor (`name`, `type`, `img`, `system`, `items`, `effects`, `ownership`, `flags`:
 *   https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ActorDeltaData.html); `syntheticActor`,
 *   `apply()`.
 *
 * The synthetic actor is an instance of the configured Actor class whose `parent` is the token (so its uuid is
 * `Scene.<id>.Token.<id>.Actor.<id>` and its `id` the base actor's). One instance per token is kept and refreshed
 * in place when the base actor or the delta changes, so a reference to `token.actor` stays live, as Foundry's
 * cached `token.actor` does. How its updates reach the delta: database.ts with synthetic.ts.
 */
import { BooleanField, FilePathField, ForeignDocumentField, NumberField, StringField, type DataField } from "./fields";
import { ObjectField, SchemaField } from "./fields-compound";
import { flagsField, idField, ownershipField, sortField, statsField } from "./base-fields";
import { Collection } from "./collection";
import { DOCUMENT_OWNERSHIP_LEVELS, GRID_TYPES } from "./constants";
import { Document, type DocumentContext, type DocumentMetadata } from "./document";
import { EmbeddedCollectionField, type EmbeddedCollection } from "./embedded";
import { gridOf, type BaseGrid, type Point } from "./grid";
import type { UserLike } from "./permissions";
import { clientOf, currentClient, currentClientOrNull, runAsClient } from "./runtime";
import type { CombatEncounters } from "./world-collection";
import { placeableOf, pruneCanvas, type Token } from "./token-placeable";
import { deepClone, isPlainObject, mergeObject, type PlainObject } from "./utils";

/** The keys of an actor an ActorDelta may override (ActorDeltaData). */
const DELTA_KEYS = ["name", "type", "img", "system", "items", "effects", "ownership", "flags"] as const;

/** Whether a delta source overrides anything of its base actor. */
function hasOverrides(delta: PlainObject): boolean {
  return DELTA_KEYS.some((key) => {
    const value = delta[key];
    if (value === undefined || value === null) return false;
    return isPlainObject(value) ? Object.keys(value).length > 0 : true;
  });
}

/** CONST.GRID_MIN_SIZE: the smallest grid space, in pixels. */
const GRID_MIN_SIZE = 20;

/** The system manifest's `grid` (`distance`, `units`; `type` optional): the defaults of a new scene's grid. */
function systemGrid(): { type?: number; distance?: number; units?: string } {
  const grid = currentClientOrNull()?.world.manifest.grid;
  return isPlainObject(grid) ? (grid as { type?: number; distance?: number; units?: string }) : {};
}

/** A scene's grid data (GridData): the source behind `scene.grid`. */
export interface SceneGrid {
  type: number;
  /** Pixels per grid space. */
  size: number;
  /** Units per grid space (5 with `units` "ft" in a 5e world). */
  distance: number;
  units: string;
}

export class Scene extends Document {
  static override metadata: DocumentMetadata = {
    name: "Scene", collection: "scenes", label: "DOCUMENT.Scene", embedded: { Token: "tokens" }, hasTypeData: false,
    permissions: { create: "ASSISTANT", update: "ASSISTANT", delete: "ASSISTANT" },
  };

  declare tokens: EmbeddedCollection<TokenDocument>;
  declare active: boolean;
  /** The grid object built from the grid data (v13 `Scene#grid`: a `foundry.grid.BaseGrid`); grid.ts. */
  declare grid: BaseGrid;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: new StringField({ required: true, blank: false }),
      active: new BooleanField(),
      navigation: new BooleanField({ initial: true }),
      background: new ObjectField(),
      grid: new SchemaField({
        type: new NumberField({ required: true, nullable: false, integer: true, initial: () => systemGrid().type ?? GRID_TYPES.SQUARE, choices: Object.values(GRID_TYPES) }),
        size: new NumberField({ required: true, nullable: false, integer: true, min: GRID_MIN_SIZE, initial: 100 }),
        distance: new NumberField({ required: true, nullable: false, positive: true, initial: () => systemGrid().distance ?? 1 }),
        units: new StringField({ required: true, blank: true, initial: () => systemGrid().units ?? "" }),
      }),
      tokens: new EmbeddedCollectionField("Token"),
      folder: new ForeignDocumentField(null),
      sort: sortField(),
      ownership: ownershipField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    // v13's Scene#grid is the grid instance made from the grid data (its source stays `_source.grid`).
    Object.defineProperty(this, "grid", { value: gridOf(this._source.grid as SceneGrid), writable: true, enumerable: true, configurable: true });
  }

  /** Whether the current user views this scene (`game.user.viewedScene`). */
  get isView(): boolean {
    return this.id !== null && currentClientOrNull()?.user.viewedScene === this.id;
  }

  /** Views this scene on the current client: its tokens get placeables there, the old scene's go (and their targets). */
  async view(): Promise<this> {
    const client = currentClient();
    client.user.viewedScene = this.id;
    pruneCanvas(client);
    return this;
  }

  /** Makes this the active scene (GM): every connected client then views it (`_onUpdate`). */
  async activate(): Promise<this> {
    await this.update({ active: true });
    return this;
  }

  override _onCreate(data: PlainObject, options: PlainObject, userId: string): void {
    super._onCreate(data, options, userId);
    if (this.active) void this.pullViewers();
  }

  override _onUpdate(changed: PlainObject, options: PlainObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (changed.active === true) void this.pullViewers();
  }

  override _onDelete(options: PlainObject, userId: string): void {
    super._onDelete(options, userId);
    const client = currentClientOrNull();
    if (!client || client.user.viewedScene !== this.id) return;
    client.user.viewedScene = null;
    pruneCanvas(client);
  }

  /** On each client (this runs in `_on*`): one active scene; this client views it. */
  private async pullViewers(): Promise<void> {
    const client = currentClientOrNull();
    if (!client) return;
    // The server keeps one scene active: the others are deactivated in place (no separate update is recorded).
    for (const other of client.collection("Scene").contents as Scene[]) if (other !== this && other.active) other.updateSource({ active: false });
    await this.view();
  }
}

/** A token's level is its actor's (a GM owns it): Foundry's token permission follows the actor it represents. */
function tokenLevel(token: TokenDocument, user: UserLike | null): number {
  if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
  if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  return token.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
}

export class TokenDocument extends Document {
  static override metadata: DocumentMetadata = {
    name: "Token", collection: "tokens", label: "DOCUMENT.Token", embedded: {}, hasTypeData: false,
    permissions: { create: "TOKEN_CREATE", update: "OWNER", delete: "TOKEN_DELETE" },
  };

  declare actorId: string | null;
  declare actorLink: boolean;
  declare delta: ActorDelta;
  /** Top-left corner, pixels. */
  declare x: number;
  declare y: number;
  /** Size in grid spaces (a Large creature 2 × 2). */
  declare width: number;
  declare height: number;
  declare hidden: boolean;
  /** The synthetic actor of an unlinked token (kept, refreshed in place). */
  declare private syntheticActor: Document | null;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: new StringField({ blank: true }),
      actorId: new ForeignDocumentField(null),
      actorLink: new BooleanField(),
      delta: new ObjectField({ initial: () => ({}) }),
      x: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      y: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      width: new NumberField({ required: true, nullable: false, positive: true, initial: 1 }),
      height: new NumberField({ required: true, nullable: false, positive: true, initial: 1 }),
      elevation: new NumberField({ required: true, nullable: false, initial: 0 }),
      hidden: new BooleanField(),
      disposition: new NumberField({ required: true, nullable: false, integer: true, initial: -1 }),
      texture: new ObjectField(),
      bar1: new ObjectField({ initial: () => ({ attribute: null }) }),
      bar2: new ObjectField({ initial: () => ({ attribute: null }) }),
      sort: sortField(),
      flags: flagsField(),
    };
  }

  constructor(data: PlainObject = {}, context: DocumentContext = {}) {
    super(data, context);
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    // Linking a token (actorLink true) drops its overrides: its actor is the world actor from then on, and
    // unlinking it again starts a fresh synthetic actor from the world actor (README: assumption, Quench check).
    if (this._source.actorLink === true && isPlainObject(this._source.delta) && hasOverrides(this._source.delta)) this._source.delta = {};
    const source = isPlainObject(this._source.delta) ? this._source.delta : (this._source.delta = {});
    const existing = Object.getOwnPropertyDescriptor(this, "deltaDocument")?.value as ActorDelta | undefined;
    let delta = existing;
    if (delta) delta._adopt(source);
    else delta = new ActorDelta(source, { parent: this, adoptSource: true, strict: false });
    Object.defineProperty(this, "deltaDocument", { value: delta, writable: true, configurable: true, enumerable: false });
    Object.defineProperty(this, "delta", { value: delta, writable: true, configurable: true, enumerable: true });
    if (!Object.getOwnPropertyDescriptor(this, "syntheticActor")) {
      Object.defineProperty(this, "syntheticActor", { value: null, writable: true, configurable: true, enumerable: false });
    }
    this.refreshSyntheticActor();
  }

  get scene(): Scene | null {
    return (this.parent as Scene | null) ?? null;
  }

  /**
   * The token's center in pixels (v13 `TokenDocument#getCenterPoint`): its top-left corner plus half its size,
   * `width` × the grid's `sizeX` and `height` × `sizeY` (README: assumption for hexagonal grids).
   */
  getCenterPoint(): Point {
    const grid = this.scene?.grid;
    const sizeX = grid?.sizeX ?? 100;
    const sizeY = grid?.sizeY ?? 100;
    return { x: this.x + (this.width * sizeX) / 2, y: this.y + (this.height * sizeY) / 2 };
  }

  /** The Token placeable drawn for this token on the current client, or null when its scene is not viewed there. */
  get object(): Token | null {
    // A handle from another client (test code) stands for the running client's own copy, as `sheet` does.
    return currentClientOrNull() ? placeableOf(this.onRunningClient()) : null;
  }

  override _onDelete(options: PlainObject, userId: string): void {
    super._onDelete(options, userId);
    const client = currentClientOrNull();
    if (client) pruneCanvas(client);
  }

  get isLinked(): boolean {
    return this.actorLink;
  }

  /** The world actor this token represents. */
  get baseActor(): Document | null {
    if (!this.actorId) return null;
    return clientOf(this)?.collection("Actor").get(this.actorId) ?? null;
  }

  /** Linked: the world actor. Unlinked: the synthetic actor built from the base actor and this token's delta. */
  get actor(): Document | null {
    if (this.actorLink) return this.baseActor;
    if (!this.syntheticActor) this.refreshSyntheticActor();
    return this.syntheticActor;
  }

  /** The singleton collection holding the synthetic actor by its base actor's id (what `fromUuid` walks). */
  get actors(): Collection<Document> {
    const out = new Collection<Document>();
    const actor = this.actorLink ? null : this.actor;
    if (actor?.id) out.set(actor.id, actor);
    return out;
  }

  override getEmbeddedCollection(embeddedName: string): Map<string, Document> {
    // cast: a Collection is the Map the base method returns (iteration aside, which callers here do not use).
    if (embeddedName === "Actor") return this.actors as unknown as Map<string, Document>;
    return super.getEmbeddedCollection(embeddedName);
  }

  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    return tokenLevel(this, user);
  }

  /** The combatant of the viewed combat that represents this token. */
  get combatant(): Document | null {
    const combat = (clientOf(this)?.collection("Combat") as CombatEncounters | undefined)?.viewed as { combatants?: Collection<Document & { tokenId?: string | null }> } | null | undefined;
    return combat?.combatants?.find((c) => c.tokenId === this.id) ?? null;
  }

  get inCombat(): boolean {
    return Boolean(this.combatant);
  }

  /**
   * Builds (or refreshes in place) the synthetic actor from the base actor and the delta. A linked token, a token
   * without a base actor, or a world without clients has none.
   */
  refreshSyntheticActor(): void {
    if (this.actorLink) {
      this.syntheticActor = null;
      return;
    }
    const base = this.baseActor;
    const client = clientOf(this);
    if (!base || !client) {
      this.syntheticActor = null;
      return;
    }
    const source = this.delta.applyTo(base.toObject());
    const existing = this.syntheticActor;
    // Built and refreshed strictly: data that fails validation (a delta's HP above a lowered base maximum) throws
    // here, so a test sees it (README: assumption, Quench check npc-token-damage).
    if (existing && existing.id === base.id) {
      existing._replaceSource(source);
      existing.reset();
      existing.validate({ strict: true });
      return;
    }
    const cls = (client.config.Actor as { documentClass: typeof Document }).documentClass;
    // Built as the token's own client, whoever asked first: it is that client's copy.
    this.syntheticActor = runAsClient(client, () => new cls(source, { parent: this, strict: true }));
  }
}

/** A token's overrides of its base actor. Its source is the token's `delta` object. */
export class ActorDelta extends Document {
  static override metadata: DocumentMetadata = {
    name: "ActorDelta", collection: "delta", label: "DOCUMENT.ActorDelta", embedded: {}, hasTypeData: false,
    permissions: { create: "OWNER", update: "OWNER", delete: "OWNER" },
  };

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: new StringField({ required: false, nullable: true, initial: null }),
      type: new StringField({ required: false, nullable: true, initial: null }),
      img: new FilePathField({ required: false, nullable: true, initial: null }),
      system: new ObjectField({ nullable: true, initial: null }),
      items: new ObjectField({ nullable: true, initial: null }),
      effects: new ObjectField({ nullable: true, initial: null }),
      ownership: new ObjectField({ nullable: true, initial: null }),
      flags: flagsField(),
    };
  }

  /** Shares a new source object (the token's, after its parent re-initialized). */
  _adopt(source: PlainObject): void {
    this._source = source;
    this._initialize();
  }

  get token(): TokenDocument | null {
    return (this.parent as TokenDocument | null) ?? null;
  }

  get syntheticActor(): Document | null {
    return this.token?.actor ?? null;
  }

  /** The synthetic actor (ActorDelta#apply: "Apply this ActorDelta to the base Actor and return a synthetic Actor"). */
  apply(): Document | null {
    return this.syntheticActor;
  }

  /** The base actor's source with this delta's overrides applied; embedded arrays the delta holds are shared. */
  applyTo(base: PlainObject): PlainObject {
    const delta = this._source;
    const out = base;
    for (const key of DELTA_KEYS) {
      const value = delta[key];
      if (value === undefined || value === null) continue;
      if (key === "system" || key === "flags") out[key] = mergeObject(deepClone((out[key] as PlainObject | undefined) ?? {}), value, { inplace: false, performDeletions: true });
      else out[key] = value; // items/effects arrays by reference: the synthetic actor's embedded changes land here
    }
    return out;
  }

  /** Records a synthetic actor's applied changes (an expanded diff) as overrides. */
  recordChanges(diff: PlainObject): void {
    const delta = this._source;
    for (const key of DELTA_KEYS) {
      if (!(key in diff)) continue;
      const value = diff[key];
      if (key === "system" || key === "flags") {
        const current = isPlainObject(delta[key]) ? (delta[key] as PlainObject) : {};
        delta[key] = mergeObject(current, deepClone(value as PlainObject), { inplace: true, performDeletions: true });
      } else delta[key] = deepClone(value);
    }
    this._initialize();
  }

  /** Takes over an embedded array of the synthetic actor (after a create, update or delete in it). */
  captureEmbedded(field: "items" | "effects", sources: PlainObject[]): void {
    this._source[field] = sources;
    this._initialize();
  }
}
