/**
 * `ActiveEffect` (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html), embedded in
 * actors and items: changes applied by the actor during preparation, statuses, `disabled`, `transfer`, and a
 * duration measured in world seconds or combat rounds/turns. Expiry is the system's job (as in Foundry, where
 * only the UI greys expired effects).
 */
import { ACTIVE_EFFECT_MODES, DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import { BooleanField, ColorField, FilePathField, ForeignDocumentField, HTMLField, NumberField, StringField, type DataField } from "./fields";
import { ArrayField, SchemaField, SetField } from "./fields-compound";
import { flagsField, idField, nameField, sortField, statsField, systemField, typeField } from "./base-fields";
import { DataModel } from "./data-model";
import { Document, type DocumentMetadata } from "./document";
import { Hooks } from "./hooks";
import { currentClientOrNull, currentWorld } from "./runtime";
import { getProperty, setProperty, type PlainObject } from "./utils";
import type { UserLike } from "./permissions";
import { standInGeneration } from "./generation";

export interface EffectChange {
  key: string;
  value: string;
  mode: number;
  priority: number | null;
}

export interface EffectDuration {
  startTime: number | null;
  seconds: number | null;
  combat: string | null;
  rounds: number | null;
  turns: number | null;
  startRound: number | null;
  startTurn: number | null;
  /** Derived: "seconds", "turns" or "none". */
  type?: string;
  /** Derived: total length in its unit. */
  duration?: number | null;
  /** Derived: what is left in its unit (null when unlimited). */
  remaining?: number | null;
  label?: string;
}

/** v14 (README, "Generations"): a change in `system.changes`, with a string type and a phase. */
export interface EffectChangeV14 {
  key: string;
  value: string;
  type: string;
  phase: string;
  priority: number | null;
}

/** v14's CONST.ACTIVE_EFFECT_CHANGE_TYPES (the default priority of each type). */
export const ACTIVE_EFFECT_CHANGE_TYPES = Object.freeze({ custom: 0, multiply: 10, add: 20, subtract: 20, downgrade: 30, upgrade: 40, override: 50 });

const MODE_OF_TYPE: Record<string, number> = {
  custom: ACTIVE_EFFECT_MODES.CUSTOM, multiply: ACTIVE_EFFECT_MODES.MULTIPLY, add: ACTIVE_EFFECT_MODES.ADD, subtract: ACTIVE_EFFECT_MODES.ADD,
  downgrade: ACTIVE_EFFECT_MODES.DOWNGRADE, upgrade: ACTIVE_EFFECT_MODES.UPGRADE, override: ACTIVE_EFFECT_MODES.OVERRIDE,
};

const UNIT_SECONDS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };

const v14Schemas = new WeakMap<typeof ActiveEffect, SchemaField>();

const ownerOfParent = (user: UserLike, doc: Document): boolean =>
  user.isGM || (doc.parent ? doc.parent.testUserPermission(user, "OWNER") : false);

export class ActiveEffect extends Document {
  static override metadata: DocumentMetadata = {
    name: "ActiveEffect", collection: "effects", label: "DOCUMENT.ActiveEffect", embedded: {}, hasTypeData: true,
    permissions: { create: ownerOfParent, update: ownerOfParent, delete: ownerOfParent },
  };

  declare changes: EffectChange[];
  declare disabled: boolean;
  declare duration: EffectDuration;
  declare statuses: Set<string>;
  declare transfer: boolean;
  declare origin: string | null;
  declare img: string;
  declare description: string;

  /** The generation's schema: v14's when the world boots as 14 (README, "Generations"). */
  static override get schema(): SchemaField {
    if (standInGeneration() < 14) return super.schema;
    let schema = v14Schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineV14Schema());
      v14Schemas.set(this, schema);
    }
    return schema;
  }

  /**
   * v14's ActiveEffectData: no top-level `changes` (they are `system.changes`, with `type` and `phase`),
   * `duration {value, units, expiry, expired}` and `start {time, combat, combatant, initiative, round, turn}`.
   * v13's fields are not kept (the stand-in does not shim v13 data on v14: README, "Generations").
   */
  static defineV14Schema(): Record<string, DataField> {
    const { changes: _v13Changes, duration: _v13Duration, system: _system, ...shared } = this.defineSchema();
    return {
      ...shared,
      system: new SchemaField({
        changes: new ArrayField(new SchemaField({
          key: new StringField({ required: true }),
          value: new StringField({ required: true }),
          type: new StringField({ required: true, blank: false, initial: "add" }),
          phase: new StringField({ required: true, blank: false, initial: "initial" }),
          priority: new NumberField(),
        })),
      }),
      duration: new SchemaField({
        value: new NumberField({ min: 0, initial: null }),
        units: new StringField({ required: true, blank: false, initial: "seconds", choices: ["years", "months", "days", "hours", "minutes", "seconds", "rounds", "turns"] }),
        expiry: new StringField({ nullable: true, blank: false, initial: null }),
        expired: new BooleanField(),
      }),
      start: new SchemaField({
        time: new NumberField({ initial: null }),
        combat: new StringField({ nullable: true, blank: false, initial: null }),
        combatant: new StringField({ nullable: true, blank: false, initial: null }),
        initiative: new NumberField(),
        round: new NumberField({ integer: true, min: 0 }),
        turn: new NumberField({ integer: true, min: 0 }),
      }),
    };
  }

  /**
   * v14 loading v13 data (a world written on v13): *assumption* that core migrates its own fields, as v14 must to
   * open v13 worlds (dnd5e 5.3.3 relies on it: `ActiveEffect._shimChanges`, module/documents/item.mjs:462): top-level
   * `changes` become `system.changes` (mode → type, phase "initial"), `duration.startTime` becomes `start.time`,
   * `duration.seconds` becomes `{value, units: "seconds"}`, with no expiry event. Only a source still in v13's
   * shape is touched (README, "Generations").
   */
  static override migrateData(source: PlainObject): PlainObject {
    if (standInGeneration() < 14) return super.migrateData(source);
    const duration = source.duration as PlainObject | undefined;
    if (Array.isArray(source.changes)) {
      const typeOf = Object.fromEntries(Object.entries(MODE_OF_TYPE).filter(([t]) => t !== "subtract").map(([t, m]) => [m, t]));
      const system = (source.system as PlainObject | undefined) ?? {};
      const changes = (source.changes as EffectChange[]).map((c) => ({ key: c.key, value: c.value, type: typeOf[c.mode] ?? "custom", phase: "initial", priority: c.priority ?? null }));
      source.system = { ...system, changes };
      delete source.changes;
    }
    if (duration && ("startTime" in duration || "seconds" in duration)) {
      const { startTime, seconds } = duration as { startTime?: number | null; seconds?: number | null };
      source.start = { ...((source.start as PlainObject | undefined) ?? {}), time: startTime ?? null };
      source.duration = typeof seconds === "number" && seconds > 0 ? { value: seconds, units: "seconds", expiry: null } : {};
    }
    return super.migrateData(source);
  }

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: nameField(),
      img: new FilePathField({ nullable: true, initial: null }),
      type: typeField("ActiveEffect", "base"),
      system: systemField("ActiveEffect"),
      changes: new ArrayField(new SchemaField({
        key: new StringField({ required: true }),
        value: new StringField({ required: true }),
        mode: new NumberField({ integer: true, initial: ACTIVE_EFFECT_MODES.ADD, nullable: false }),
        priority: new NumberField(),
      })),
      disabled: new BooleanField(),
      duration: new SchemaField({
        startTime: new NumberField({ initial: null }),
        seconds: new NumberField({ integer: true, min: 0 }),
        combat: new ForeignDocumentField(null),
        rounds: new NumberField({ integer: true, min: 0 }),
        turns: new NumberField({ integer: true, min: 0 }),
        startRound: new NumberField({ integer: true, min: 0 }),
        startTurn: new NumberField({ integer: true, min: 0 }),
      }),
      description: new HTMLField(),
      origin: new StringField({ nullable: true, blank: false, initial: null }),
      tint: new ColorField({ nullable: false, initial: "#ffffff" }),
      transfer: new BooleanField({ initial: true }),
      statuses: new SetField(new StringField({ required: true, blank: false })),
      sort: sortField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  get isSuppressed(): boolean {
    return false;
  }

  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }

  /** The actor this effect changes: its parent actor, or the owning actor of a transferring item. */
  get target(): Document | null {
    const parent = this.parent;
    if (!parent) return null;
    if (parent.documentName === "Actor") return parent;
    if (this.transfer && parent.parent?.documentName === "Actor") return parent.parent;
    return null;
  }

  get modifiesActor(): boolean {
    return this.active && this.target !== null;
  }

  get isTemporary(): boolean {
    const d = this.duration;
    const length = d.seconds ?? (d.rounds || d.turns) ?? 0;
    return length > 0 || this.statuses.size > 0;
  }

  override prepareDerivedData(): void {
    this.updateDuration();
  }

  /** Computes `duration.type`, `duration.duration`, `duration.remaining` and `duration.label`. */
  updateDuration(): EffectDuration {
    if (standInGeneration() >= 14) return this.updateV14Duration();
    const d = this.duration;
    const worldTime = currentClientOrNull()?.world.time.worldTime ?? 0;
    if (d.seconds) {
      const start = d.startTime ?? worldTime;
      Object.assign(d, { type: "seconds", duration: d.seconds, remaining: start + d.seconds - worldTime, label: `${d.seconds} seconds` });
    } else if (d.rounds || d.turns) {
      const combat = d.combat ? currentClientOrNull()?.collection("Combat").get(d.combat) : undefined;
      const turnsPerRound = Math.max(1, (combat as { turns?: unknown[] } | undefined)?.turns?.length ?? 1);
      const total = (d.rounds ?? 0) + (d.turns ?? 0) / turnsPerRound;
      const c = combat as { round?: number; turn?: number } | undefined;
      const elapsed = c ? ((c.round ?? 0) - (d.startRound ?? 0)) + ((c.turn ?? 0) - (d.startTurn ?? 0)) / turnsPerRound : 0;
      Object.assign(d, { type: "turns", duration: total, remaining: total - elapsed, label: `${d.rounds ?? 0} rounds, ${d.turns ?? 0} turns` });
    } else {
      Object.assign(d, { type: "none", duration: null, remaining: null, label: "None" });
    }
    return d;
  }

  /** v14: the prepared `seconds` (total length in seconds for a time unit) and `remaining`, from `start.time`. */
  private updateV14Duration(): EffectDuration {
    // cast: the v14 shape of this effect's fields (defineV14Schema).
    const d = this.duration as unknown as { value: number | null; units: string; seconds?: number | null; remaining?: number | null };
    const start = (this as unknown as { start: { time: number | null } }).start;
    const perUnit = UNIT_SECONDS[d.units];
    const seconds = d.value !== null && perUnit !== undefined ? d.value * perUnit : null;
    const worldTime = currentClientOrNull()?.world.time.worldTime ?? 0;
    Object.assign(d, { seconds, remaining: seconds === null ? null : (start.time ?? worldTime) + seconds - worldTime });
    return this.duration;
  }

  /** The changes the actor applies, in v13's shape (a v14 type becomes its mode; the type is kept for applyChangeField). */
  get appliedChanges(): Array<EffectChange & { type?: string; phase?: string }> {
    if (standInGeneration() < 14) return this.changes;
    const changes = ((this as unknown as { system: { changes?: EffectChangeV14[] } }).system.changes ?? []);
    return changes.map((c) => ({ ...c, mode: MODE_OF_TYPE[c.type] ?? ACTIVE_EFFECT_MODES.CUSTOM, priority: c.priority ?? ACTIVE_EFFECT_CHANGE_TYPES[c.type as keyof typeof ACTIVE_EFFECT_CHANGE_TYPES] ?? 0 }));
  }

  override async _preCreate(data: PlainObject, options: PlainObject, user: UserLike): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    if (standInGeneration() >= 14) {
      // v14: a new effect starts now (EffectStartData.time) and, during combat, at the combat's round and turn.
      const start = (this as unknown as { start: { time: number | null } }).start;
      const combat = currentClientOrNull()?.game.combat as { id?: string; round?: number; turn?: number | null } | null | undefined;
      const updates: PlainObject = {};
      if (start.time === null) updates["start.time"] = currentWorld().time.worldTime;
      if (combat?.id) Object.assign(updates, { "start.combat": combat.id, "start.round": combat.round ?? 0, "start.turn": combat.turn ?? 0 });
      if (Object.keys(updates).length) this.updateSource(updates);
      return;
    }
    // Like Foundry, a new effect starts now (world time) and, during combat, at the current round and turn.
    const updates: PlainObject = {};
    if (this.duration.startTime === null) updates["duration.startTime"] = currentWorld().time.worldTime;
    const combat = currentClientOrNull()?.game.combat as { id?: string; round?: number; turn?: number | null } | null | undefined;
    if ((this.duration.rounds || this.duration.turns) && combat?.id) {
      updates["duration.combat"] = combat.id;
      updates["duration.startRound"] = combat.round ?? 0;
      updates["duration.startTurn"] = combat.turn ?? 0;
    }
    if (Object.keys(updates).length) this.updateSource(updates);
  }

  /**
   * Applies one change to the actor's prepared data; returns the overrides it made. As in v12+/v13, a change
   * whose key is a field of the actor's schema (`system.*` keys: of its system model) is applied through that
   * field: `static applyField(model, change, field)`, which calls `field.applyChange(current, model, change)`
   * and sets the result on the model. Only a key with no field (a flag, an unmodelled path) goes to
   * `_applyLegacy`, where the mode picks the protected `_applyAdd` / `_applyMultiply` / `_applyOverride` /
   * `_applyUpgrade` (also DOWNGRADE) / `_applyCustom`, each `(actor, change, current, delta, changes)`.
   * Evidence: dnd5e 5.2.5 overrides `static applyField` and `_applyLegacy` and calls super (README, evidence table).
   */
  apply(actor: Document, change: EffectChange & { type?: string; phase?: string }): PlainObject {
    const field = ActiveEffect.fieldFor(actor, change.key);
    const changes: PlainObject = {};
    const cls = this.constructor as typeof ActiveEffect;
    // v14: through `static applyChangeField(model, change, {field})` (dnd5e 5.3.3 active-effect.mjs:207).
    if (field && standInGeneration() >= 14) changes[change.key] = cls.applyChangeField(actor, { key: change.key, value: change.value, type: change.type ?? "add", phase: change.phase ?? "initial", priority: change.priority }, { field });
    else if (field) changes[change.key] = cls.applyField(actor, change, field);
    else this._applyLegacy(actor, change, changes);
    return changes;
  }

  private static fieldFor(actor: Document, key: string): DataField | undefined {
    if (!key.startsWith("system.")) return actor.schema.getField(key);
    const system = (actor as unknown as { system?: unknown }).system; // prepared system data of the actor
    return system instanceof DataModel ? system.schema.getField(key.slice("system.".length)) : undefined;
  }

  /** Applies a change through a field of `model` and writes the result onto the model; returns it. */
  static applyField(model: object, change: EffectChange, field?: DataField): unknown {
    const target = model as PlainObject; // prepared data lives on the model instance
    const resolved = field ?? (model as { schema: SchemaField }).schema.getField(change.key);
    if (!resolved) return undefined;
    const update = resolved.applyChange(getProperty(target, change.key), model, change);
    setProperty(target, change.key, update);
    return update;
  }

  /** v14's counterpart of applyField, with the change's string type. */
  static applyChangeField(model: object, change: EffectChangeV14, { field }: { field?: DataField } = {}): unknown {
    return this.applyField(model, { key: change.key, value: change.value, mode: MODE_OF_TYPE[change.type] ?? ACTIVE_EFFECT_MODES.CUSTOM, priority: change.priority }, field);
  }

  /** A change to a key with no schema field: the mode methods, as before v12. */
  protected _applyLegacy(actor: Document, change: EffectChange, changes: PlainObject): void {
    const target = actor as unknown as PlainObject; // prepared data lives on the actor instance
    const current = getProperty(target, change.key);
    const raw = String(change.value);
    const numeric = Number(raw);
    let delta: unknown = typeof current === "number" || current === undefined || current === null ? (Number.isNaN(numeric) ? raw : numeric) : raw;
    if (typeof current === "boolean") delta = raw === "true";
    switch (change.mode) {
      case ACTIVE_EFFECT_MODES.ADD:
        this._applyAdd(actor, change, current, delta, changes);
        break;
      case ACTIVE_EFFECT_MODES.MULTIPLY:
        this._applyMultiply(actor, change, current, delta, changes);
        break;
      case ACTIVE_EFFECT_MODES.OVERRIDE:
        this._applyOverride(actor, change, current, delta, changes);
        break;
      case ACTIVE_EFFECT_MODES.UPGRADE:
      case ACTIVE_EFFECT_MODES.DOWNGRADE:
        this._applyUpgrade(actor, change, current, delta, changes);
        break;
      default:
        this._applyCustom(actor, change, current, delta, changes);
        return;
    }
    for (const [key, value] of Object.entries(changes)) setProperty(target, key, value);
  }

  protected _applyAdd(_actor: Document, change: EffectChange, current: unknown, delta: unknown, changes: PlainObject): void {
    changes[change.key] =
      typeof current === "number" && typeof delta === "number" ? current + delta : Array.isArray(current) ? [...current, delta] : `${String(current ?? "")}${String(delta)}`;
  }

  protected _applyMultiply(_actor: Document, change: EffectChange, current: unknown, delta: unknown, changes: PlainObject): void {
    changes[change.key] = typeof current === "number" && typeof delta === "number" ? current * delta : current;
  }

  protected _applyOverride(_actor: Document, change: EffectChange, _current: unknown, delta: unknown, changes: PlainObject): void {
    changes[change.key] = delta;
  }

  protected _applyUpgrade(_actor: Document, change: EffectChange, current: unknown, delta: unknown, changes: PlainObject): void {
    const up = change.mode === ACTIVE_EFFECT_MODES.UPGRADE;
    changes[change.key] = typeof current === "number" && typeof delta === "number" ? (up ? Math.max(current, delta) : Math.min(current, delta)) : delta;
  }

  protected _applyCustom(actor: Document, change: EffectChange, current: unknown, delta: unknown, changes: PlainObject): void {
    Hooks.callAll("applyActiveEffect", actor, change, current, delta, changes);
  }

  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!this.parent) return user?.isGM ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.NONE;
    return super.getUserLevel(user);
  }

  /** An effect for one of `CONFIG.statusEffects`. */
  static async fromStatusEffect(statusId: string, options: PlainObject = {}): Promise<ActiveEffect> {
    const list = (currentClientOrNull()?.config.statusEffects ?? []) as PlainObject[];
    const status = list.find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to ActiveEffect#fromStatusEffect`);
    const { id, ...rest } = status;
    const data = { ...rest, name: String(rest.name ?? id), statuses: [statusId, ...((rest.statuses as string[] | undefined) ?? [])] };
    const cls = this.implementation as unknown as new (d: PlainObject, o: PlainObject) => ActiveEffect; // the configured ActiveEffect class
    return new cls(data, options);
  }
}

/**
 * v14's core expiry (ActiveEffectRegistry, CONFIG.ActiveEffect.expiryAction), for time units: an actor's effect
 * expires when its duration has run from `start.time` and its `expiry` event is reached; with `expiry` null only
 * the duration counts (EffectDurationData: "expiration occurs when both the end of the duration and the expiry
 * event are reached"). The stand-in fires no expiry event on world time, so an effect naming one (a system's own)
 * is never expired here. `expiryAction`: "update" (the default: sets `duration.expired`), "delete", or null.
 */
export async function expireCoreEffects(client: { config: PlainObject; collection(name: string): Iterable<unknown> }, worldTime: number): Promise<void> {
  const config = client.config.ActiveEffect as { expiryAction?: "update" | "delete" | null };
  const action = config.expiryAction === undefined ? "update" : config.expiryAction;
  if (action === null) return;
  for (const actor of client.collection("Actor") as Iterable<Document & { effects: Iterable<ActiveEffect> }>) {
    const due: ActiveEffect[] = [];
    for (const effect of actor.effects) {
      const d = effect.duration as unknown as { value: number | null; units: string; expiry: string | null; expired: boolean };
      const start = (effect as unknown as { start: { time: number | null } }).start.time ?? 0;
      const perUnit = UNIT_SECONDS[d.units];
      if (d.expired || d.expiry !== null || d.value === null || perUnit === undefined) continue;
      if (start + d.value * perUnit <= worldTime) due.push(effect);
    }
    if (due.length === 0) continue;
    const ids = due.map((e) => String(e.id));
    if (action === "delete") await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    else await actor.updateEmbeddedDocuments("ActiveEffect", ids.map((id) => ({ _id: id, "duration.expired": true })));
  }
}
