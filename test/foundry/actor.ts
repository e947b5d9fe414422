/**
 * `Actor` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html): typed `system` data, embedded
 * items and effects, active effects applied during preparation, statuses, `itemTypes`, `inCombat`.
 */
import { ActiveEffect } from "./active-effect";
import { FilePathField, ForeignDocumentField, type DataField } from "./fields";
import { ObjectField } from "./fields-compound";
import { flagsField, idField, nameField, ownershipField, sortField, statsField, systemField, typeField } from "./base-fields";
import { Document, type DocumentMetadata } from "./document";
import { EmbeddedCollectionField, type EmbeddedCollection } from "./embedded";
import { clientOf, currentClientOrNull } from "./runtime";
import { expandObject, getProperty, type PlainObject } from "./utils";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import { Hooks } from "./hooks";
import type { UserLike } from "./permissions";
import type { Item } from "./item";

export class Actor extends Document {
  static override metadata: DocumentMetadata = {
    name: "Actor", collection: "actors", label: "DOCUMENT.Actor", embedded: { Item: "items", ActiveEffect: "effects" },
    hasTypeData: true, permissions: { create: "ACTOR_CREATE", update: "OWNER", delete: "OWNER" },
  };

  static DEFAULT_ICON = "icons/svg/mystery-man.svg";

  declare img: string;
  declare items: EmbeddedCollection<Item>;
  declare effects: EmbeddedCollection<ActiveEffect>;
  declare prototypeToken: PlainObject;
  /** Status ids of active effects, rebuilt by applyActiveEffects. */
  declare statuses: Set<string>;
  /** Values changed by active effects during the last preparation (expanded). */
  declare overrides: PlainObject;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: nameField(),
      type: typeField("Actor"),
      img: new FilePathField({ initial: () => Actor.DEFAULT_ICON }),
      system: systemField("Actor"),
      prototypeToken: new ObjectField(),
      items: new EmbeddedCollectionField("Item"),
      effects: new EmbeddedCollectionField("ActiveEffect"),
      folder: new ForeignDocumentField(null),
      sort: sortField(),
      ownership: ownershipField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    Object.defineProperty(this, "statuses", { value: new Set<string>(), writable: true, configurable: true, enumerable: false });
    Object.defineProperty(this, "overrides", { value: {}, writable: true, configurable: true, enumerable: false });
  }

  /** Items grouped by type. */
  get itemTypes(): Record<string, Item[]> {
    const types: Record<string, Item[]> = {};
    for (const type of Object.keys((currentClientOrNull()?.config.Item as { dataModels?: object } | undefined)?.dataModels ?? {})) types[type] = [];
    for (const item of this.items.values()) (types[item.type] ??= []).push(item);
    return types;
  }

  /** A synthetic actor of an unlinked token (its parent is the TokenDocument: scene.ts). */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }

  /** The TokenDocument which owns this actor as a synthetic override, else null. */
  get token(): Document | null {
    return this.isToken ? this.parent : null;
  }

  /**
   * A synthetic actor's ownership is its own (the base actor's, with the delta's override), as a world actor's;
   * its token's level is read from it, not the other way round.
   */
  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!this.isToken) return super.getUserLevel(user);
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    const own = this.ownership ?? {};
    const explicit = user.id ? own[user.id] : undefined;
    if (explicit !== undefined && explicit !== DOCUMENT_OWNERSHIP_LEVELS.INHERIT) return explicit;
    return own.default ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }

  /** Whether a combat of this world has a combatant for this actor (a synthetic actor: for its token). */
  get inCombat(): boolean {
    const combats = clientOf(this)?.combats;
    const tokenId = this.token?.id;
    return Boolean(combats?.some((combat) => combat.combatants.some((c) => (tokenId ? c.tokenId === tokenId : c.actorId === this.id))));
  }

  /**
   * A token bar or attribute edit (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute):
   * a bar's delta is clamped to 0..max and written to `<attribute>.value`; a plain attribute gets the value (or
   * its sum). The `modifyTokenAttribute` hook (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html)
   * sees `{attribute, value, isDelta, isBar}`, the update and the actor, and may cancel it with `false`.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const current = getProperty(this.system, attribute);
    let updates: PlainObject;
    if (isBar && current && typeof current === "object") {
      const bar = current as { value?: unknown; max?: unknown };
      const next = isDelta ? Math.min(Math.max(Number(bar.value) + value, 0), Number(bar.max)) : value;
      updates = { [`system.${attribute}.value`]: next };
    } else {
      updates = { [`system.${attribute}`]: isDelta ? Number(current) + value : value };
    }
    const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }

  getActiveTokens(): unknown[] {
    return [];
  }

  /**
   * `Actor#getDependentTokens({scenes, linked})` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getdependenttokens):
   * the TokenDocuments on any scene (or the scenes given) that represent this world actor, only linked ones with
   * `linked`; no canvas needed. A synthetic actor's: its own token (not relied upon by the system).
   */
  getDependentTokens({ scenes, linked = false }: { scenes?: Document | Document[]; linked?: boolean } = {}): Document[] {
    if (this.isToken) return this.token ? [this.token] : [];
    const only = scenes === undefined ? null : new Set(Array.isArray(scenes) ? scenes : [scenes]);
    const out: Document[] = [];
    for (const scene of clientOf(this)?.collection("Scene").values() ?? []) {
      if (only && !only.has(scene)) continue;
      for (const token of (scene as Document & { tokens?: Map<string, Document & { actorId?: string | null; actorLink?: boolean }> }).tokens?.values() ?? []) {
        if (token.actorId === this.id && (!linked || token.actorLink)) out.push(token);
      }
    }
    return out;
  }

  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.applyActiveEffects();
  }

  /** The actor's own effects, then transferring effects of its items. */
  *allApplicableEffects(): Generator<ActiveEffect> {
    for (const effect of this.effects.values()) yield effect;
    for (const item of this.items.values()) {
      for (const effect of item.effects.values()) if (effect.transfer) yield effect;
    }
  }

  get appliedEffects(): ActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active);
  }

  get temporaryEffects(): ActiveEffect[] {
    return this.appliedEffects.filter((e) => e.isTemporary);
  }

  /** Applies active changes in priority order (mode × 10 by default), collecting statuses and overrides. */
  applyActiveEffects(): void {
    const overrides: PlainObject = {};
    this.statuses.clear();
    const changes: { effect: ActiveEffect; change: ActiveEffect["changes"][number]; priority: number }[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (!effect.active) continue;
      for (const change of effect.appliedChanges) changes.push({ effect, change, priority: change.priority ?? change.mode * 10 });
      for (const status of effect.statuses) this.statuses.add(status);
    }
    // Sorting one change or none changes nothing; the engine's sort allocates even then (issue 27, bench/prepare).
    if (changes.length > 1) changes.sort((a, b) => a.priority - b.priority);
    for (const { effect, change } of changes) {
      if (!change.key) continue;
      Object.assign(overrides, effect.apply(this, change));
    }
    this.overrides = expandObject(overrides);
  }

  /** Adds or removes the effect of a `CONFIG.statusEffects` entry; returns the created effect, or true/false. */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<ActiveEffect | boolean | undefined> {
    const existing = this.effects.filter((e) => e.statuses.has(statusId) && e.statuses.size === 1);
    const wanted = active ?? !existing.length;
    if (!wanted) {
      if (existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => String(e.id)));
      return false;
    }
    if (existing.length) return true;
    const effect = await ActiveEffect.fromStatusEffect(statusId);
    const [created] = await this.createEmbeddedDocuments("ActiveEffect", [effect.toObject()]);
    return created as ActiveEffect | undefined;
  }
}
