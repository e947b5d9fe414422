/**
 * dnd5e's activities, the shared part (release-5.3.3 `module/documents/activity/mixin.mjs`,
 * `data/activity/base-activity.mjs`, `data/activity/fields/consumption-targets-field.mjs`):
 * - stored under an item's `system.activities` by id: `{type, name, activation {type, value}, consumption
 *   {targets [{type, target, value}]}, uses, damage {parts}, …}`; an unknown `type` is not built (its class comes
 *   from `CONFIG.DND5E.activityTypes[type].documentClass`);
 * - `use(usage, dialog, message)` (mixin.mjs:177-283): not embedded or in a pack → nothing; not the item's owner →
 *   error `DND5E.DocumentUseWarn` (:180); `canUse` false → error `DND5E.ACTIVITY.Warning.UsageNotAllowed` (:184);
 *   `dnd5e.preUseActivity(activity, usageConfig, dialogConfig, messageConfig)` false cancels (:222); the usage
 *   dialog when `dialog.configure` and the usage needs one (:225, :660-667: here, when it would consume); then
 *   `consume` (:238, false stops); the usage card (`_createUsageMessage` :787: type `usage`, flags `dnd5e.activity`,
 *   `dnd5e.item`, `dnd5e.preCreateUsageMessage` / `postCreateUsageMessage`); `dnd5e.postUseActivity(activity,
 *   usageConfig, results)` false skips the subsequent actions (:272); `_triggerSubsequentActions` (:279: an attack
 *   rolls its attack, a heal its healing). Returns `{effects, templates, updates, message}`.
 * - `consume` (:293-342): `dnd5e.preActivityConsumption` (false stops), the updates (`_prepareUsageUpdates` :533:
 *   each consumption target; `itemUses` with a blank target is the item's own uses, `_usesConsumption` :357: none
 *   left → `DND5E.CONSUMPTION.Warning.None`, too few → `…NotEnough`, each error shown and the use refused (:647)),
 *   `dnd5e.activityConsumption(activity, usageConfig, messageConfig, updates)` (false stops), the item updates
 *   written, their deltas on the card (`data.system.deltas`), `dnd5e.postActivityConsumption`.
 * - `rollDamage(config, dialog, message)` (:869-929): `getDamageConfig` (base-activity.mjs:744: one roll per damage
 *   part, its formula and, for the first part, the actor's `bonuses.<actionType>.damage`), hook names
 *   [..., "damage"], `DamageRoll.build`, then `dnd5e.rollDamage` / `dnd5e.rollDamageV2(rolls, {subject})`.
 * Simplified: no item clone during use (the hooks get the item's own activity), no scaling, concentration,
 * templates, spell slots, action economy, activity-own uses or linked activities.
 */
import { ChatMessage } from "../../foundry/chat";
import { DialogV2 } from "../../foundry/dialog";
import { Hooks } from "../../foundry/hooks";
import { escapeHTML, getProperty, mergeObject, type PlainObject } from "../../foundry/utils";
import { simplifyBonus } from "../data/prepare";
import { sixLine } from "../line";
import { DamageRoll, type DamageProcessConfig } from "../dice/damage-roll";
import type { DialogConfig, MessageConfig } from "../dice/d20-roll";

/** The actor's attack or damage bonus for an attack type: 5.3 `bonuses.<type>.<kind>`, 6.x `rolls.<kind>.<type>.bonus`. */
export function actorRollBonus(actor: ActivityActor | null | undefined, kind: "attack" | "damage", type: string): string | undefined {
  return sixLine() ? actor?.system.rolls?.[kind]?.[type]?.bonus : actor?.system.bonuses?.[type]?.[kind];
}

export interface ActivityActor {
  id: string | null;
  system: PlainObject & {
    abilities?: Record<string, { mod: number; dc?: number } | undefined>; attributes?: PlainObject & { prof?: number; spellcasting?: string };
    bonuses?: Record<string, { attack?: string; damage?: string } | undefined>;
    /** 6.x (line.ts, PR #6145): the attack and damage bonuses per attack type. */
    rolls?: Record<"attack" | "damage", Record<string, { bonus?: string } | undefined> | undefined>;
  };
  items: { get(id: string): ActivityItem | undefined; has(id: string): boolean };
  getRollData(): PlainObject;
  updateEmbeddedDocuments(name: string, updates: PlainObject[], options?: PlainObject): Promise<unknown>;
  update(data: PlainObject, options?: PlainObject): Promise<unknown>;
}

export interface ActivityItem {
  id: string | null;
  uuid?: string;
  name: string;
  type: string;
  img?: string;
  pack?: string | null;
  isOwner?: boolean;
  isEmbedded?: boolean;
  labels?: PlainObject;
  system: PlainObject & { uses?: { spent: number; max: number | string; value?: number } };
  effects?: { get(id: string): unknown };
  actor: ActivityActor | null;
  getRollData?(): PlainObject;
}

export interface UsageConfig extends PlainObject { consume?: boolean | { resources?: boolean | number[] }; subsequentActions?: boolean; hasConsumption?: boolean; event?: unknown }
export interface UsageUpdates { activity: PlainObject; actor: PlainObject; create: PlainObject[]; delete: string[]; item: PlainObject[]; rolls: unknown[] }
export interface UsageResults { effects: unknown[]; templates: unknown[]; updates: UsageUpdates; message?: unknown }
interface ConsumptionTarget { type: string; target: string; value: string }

type Game = { user: { id: string }; i18n: { format(k: string, d: PlainObject): string; localize(k: string): string } };
const game = (): Game => (globalThis as unknown as { game: Game }).game;
const notify = (): { error(m: string, o?: PlainObject): void } => (globalThis as unknown as { ui: { notifications: { error(m: string, o?: PlainObject): void } } }).ui.notifications;

export class Activity {
  static TYPE = "";
  readonly id: string;
  readonly name: string;
  readonly activation: { type: string; value: number | null };
  readonly consumption: { targets: ConsumptionTarget[] };
  readonly damage: { parts: PlainObject[] };
  /** The effects the activity applies (data/activity/base-activity.mjs:72), each with its item's `effect` (applied-effect-field.mjs `initialize`). */
  readonly effects: { _id: string; readonly effect: unknown }[];
  readonly source: PlainObject;
  labels: PlainObject = {};

  constructor(source: PlainObject, readonly item: ActivityItem) {
    this.source = source;
    this.id = String(source._id ?? "");
    this.name = String(source.name ?? "");
    const activation = (source.activation ?? {}) as PlainObject;
    this.activation = { type: String(activation.type ?? "action"), value: typeof activation.value === "number" ? activation.value : null };
    const targets = ((source.consumption as PlainObject | undefined)?.targets ?? []) as PlainObject[];
    this.consumption = { targets: targets.map((t) => ({ type: String(t.type ?? "itemUses"), target: String(t.target ?? ""), value: String(t.value ?? "1") })) };
    this.damage = { parts: [...(((source.damage as PlainObject | undefined)?.parts ?? []) as PlainObject[])] };
    this.effects = ((source.effects ?? []) as PlainObject[]).map((applied) => {
      const id = String(applied._id ?? "");
      return { _id: id, get effect(): unknown { return item.effects?.get(id); } };
    });
  }

  get type(): string {
    return (this.constructor as typeof Activity).TYPE;
  }

  get actor(): ActivityActor | null {
    return this.item.actor;
  }

  get uuid(): string {
    return `${this.item.uuid ?? ""}.Activity.${this.id}`;
  }

  /** mixin.mjs:98 (visibility by level, attunement… not imitated). */
  get canUse(): boolean {
    return true;
  }

  /** The action type of `bonuses.<type>` (attack activities override it). */
  getActionType(_attackMode?: string): string | null {
    return null;
  }

  get messageFlags(): PlainObject {
    return { activity: { type: this.type, id: this.id, uuid: this.uuid }, item: { type: this.item.type, id: this.item.id, uuid: this.item.uuid }, targets: [] };
  }

  getRollData(): PlainObject {
    return { ...(this.item.getRollData?.() ?? this.actor?.getRollData() ?? {}), activity: { ...this.source } };
  }

  prepareFinalData(_rollData: PlainObject = {}): void {}

  async use(usage: UsageConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<UsageResults | undefined> {
    if (!this.item.isEmbedded || this.item.pack) return undefined;
    if (!this.item.isOwner) {
      notify().error("DND5E.DocumentUseWarn", { localize: true });
      return undefined;
    }
    if (!this.canUse) {
      notify().error("DND5E.ACTIVITY.Warning.UsageNotAllowed", { localize: true });
      return undefined;
    }
    const usageConfig = this._prepareUsageConfig(usage);
    const dialogConfig = mergeObject({ configure: true }, dialog) as DialogConfig;
    const messageConfig = mergeObject({ create: true, data: { flags: { dnd5e: this.messageFlags } }, hasConsumption: usageConfig.hasConsumption }, message) as MessageConfig;
    if (Hooks.call("dnd5e.preUseActivity", this, usageConfig, dialogConfig, messageConfig) === false) return undefined;
    if (dialogConfig.configure && usageConfig.hasConsumption && usageConfig.consume !== false) {
      const answer = await DialogV2.wait({
        window: { title: `${this.item.name}: ${this.name}` },
        content: `<label><input type="checkbox" name="consume" checked> DND5E.CONSUMPTION.Action.ConsumeResource</label>`,
        buttons: [{ action: "use", label: "DND5E.Use", default: true, callback: (_e, button) => ({ consume: Boolean((button.form?.elements.namedItem("consume") as HTMLInputElement | null)?.checked) }) }],
      });
      if (!answer) return undefined;
      if (!(answer as { consume: boolean }).consume) usageConfig.consume = false;
    }
    const updates = await this.consume(usageConfig, messageConfig);
    if (updates === false) return undefined;
    const results: UsageResults = { effects: [], templates: [], updates };
    results.message = await this._createUsageMessage(messageConfig);
    if (Hooks.call("dnd5e.postUseActivity", this, usageConfig, results) === false) return results;
    // mixin.mjs:279 does not wait for the subsequent roll: `use` resolves before the attack or healing is rolled.
    if (usageConfig.subsequentActions !== false) void this._triggerSubsequentActions(usageConfig, results);
    return results;
  }

  /** mixin.mjs:415-441, consumption only. */
  protected _prepareUsageConfig(config: UsageConfig): UsageConfig {
    const out = mergeObject({}, config) as UsageConfig;
    if (out.consume !== false) {
      out.consume = typeof out.consume === "object" ? out.consume : {};
      out.consume.resources ??= this.consumption.targets.map((_t, i) => i);
      out.hasConsumption = this.consumption.targets.length > 0;
    }
    return out;
  }

  async consume(usageConfig: UsageConfig, messageConfig: MessageConfig): Promise<UsageUpdates | false> {
    if (Hooks.call("dnd5e.preActivityConsumption", this, usageConfig, messageConfig) === false) return false;
    const updates = this._prepareUsageUpdates(usageConfig);
    if (!updates) return false;
    if (Hooks.call("dnd5e.activityConsumption", this, usageConfig, messageConfig, updates) === false) return false;
    const deltas = this.#deltas(updates);
    if (updates.item.length) await this.actor?.updateEmbeddedDocuments("Item", updates.item);
    if (Object.keys(updates.actor).length) await this.actor?.update(updates.actor);
    if (deltas.length) mergeObject(messageConfig, { data: { system: { deltas: { item: { [String(this.item.id)]: deltas } } } } });
    if (Hooks.call("dnd5e.postActivityConsumption", this, usageConfig, messageConfig, updates) === false) return false;
    return updates;
  }

  #deltas(updates: UsageUpdates): { keyPath: string; delta: number }[] {
    const mine = updates.item.find((u) => u._id === this.item.id);
    if (!mine) return [];
    return Object.entries(mine).filter(([k]) => k !== "_id").map(([keyPath, value]) => ({ keyPath, delta: Number(value) - Number(getProperty(this.item, keyPath)) })).filter((d) => d.delta && !Number.isNaN(d.delta));
  }

  /** mixin.mjs:533-648, the `itemUses` consumption type (consumption-targets-field.mjs:240-271, :357-368). */
  protected _prepareUsageUpdates(config: UsageConfig): UsageUpdates | false {
    const updates: UsageUpdates = { activity: {}, actor: {}, create: [], delete: [], item: [], rolls: [] };
    if (config.consume === false) return updates;
    const resources = typeof config.consume === "object" ? config.consume.resources : true;
    const indexes = resources === true || resources === undefined ? this.consumption.targets.map((_t, i) => i) : resources === false ? [] : resources;
    const errors: string[] = [];
    for (const index of indexes) {
      const target = this.consumption.targets[index];
      if (!target) continue;
      if (target.type !== "itemUses") continue;
      const item = target.target ? this.actor?.items.get(target.target) : this.item;
      if (!item) {
        errors.push(game().i18n.format("DND5E.CONSUMPTION.Warning.MissingItem", { activity: this.name, item: this.item.name }));
        continue;
      }
      const uses = item.system.uses ?? { spent: 0, max: 0, value: 0 };
      const cost = simplifyBonus(target.value, this.getRollData());
      const value = Number(uses.value ?? 0);
      const type = game().i18n.format("DND5E.CONSUMPTION.Type.ItemUses.Warning", { name: this.item.name });
      if (cost > 0 && !value) errors.push(game().i18n.format("DND5E.CONSUMPTION.Warning.None", { type, cost, available: value }));
      else if (cost > value) errors.push(game().i18n.format("DND5E.CONSUMPTION.Warning.NotEnough", { type, cost, available: value }));
      else updates.item.push({ _id: item.id, "system.uses.spent": uses.spent + cost });
    }
    for (const error of errors) notify().error(error);
    return errors.length ? false : updates;
  }

  /** The buttons of the usage card (`_usageChatButtons`), as `{action, label, dataset}`. */
  protected _usageChatButtons(): { action: string; label: string; dataset?: Record<string, string | number> }[] {
    return [];
  }

  protected async _createUsageMessage(message: MessageConfig): Promise<unknown> {
    const buttons = this._usageChatButtons().map((b) => {
      const data = Object.entries({ action: b.action, ...(b.dataset ?? {}) }).map(([k, v]) => ` data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHTML(String(v))}"`).join("");
      return `<button type="button"${data}>${escapeHTML(b.label)}</button>`;
    }).join("");
    const messageConfig = mergeObject({
      data: {
        content: `<div class="dnd5e2 chat-card activation-card" data-activity-id="${escapeHTML(this.id)}"><header class="card-header"><h3>${escapeHTML(this.item.name)}</h3></header><div class="card-buttons">${buttons}</div></div>`,
        flags: { core: { canPopout: true } },
        speaker: ChatMessage.getSpeaker({ actor: this.actor as never }), // cast: the stand-in's getSpeaker reads `actor` only
        title: `${this.item.name} - ${this.name}`,
        type: "usage",
      },
    }, message) as MessageConfig & { data: PlainObject };
    Hooks.callAll("dnd5e.preCreateUsageMessage", this, messageConfig);
    const card = messageConfig.create === false ? messageConfig.data : await ChatMessage.implementation.create(messageConfig.data, { rollMode: messageConfig.rollMode });
    Hooks.callAll("dnd5e.postCreateUsageMessage", this, card);
    return card;
  }

  protected async _triggerSubsequentActions(_config: UsageConfig, _results: UsageResults): Promise<void> {}

  /** A usage card's button, as dnd5e's `metadata.usage.actions` answer a click (`onChatButton`). */
  async usageAction(action: string, _dataset: DOMStringMap, _event?: Event): Promise<unknown> {
    if (action === "rollDamage") return this.rollDamage();
    return undefined;
  }

  /** base-activity.mjs:744-791. */
  getDamageConfig(config: DamageProcessConfig = {}): DamageProcessConfig {
    const rollData = this.getRollData();
    const rolls = this.damage.parts.map((part, index) => {
      const formula = damageFormula(part);
      const parts = formula ? [formula] : [];
      if (index === 0) {
        const type = this.getActionType();
        const bonus = type ? actorRollBonus(this.actor, "damage", type) : undefined;
        if (bonus && !/^0+$/.test(bonus)) parts.push(bonus);
      }
      const types = [...((part.types ?? []) as Iterable<string>)];
      return { parts, data: { ...rollData }, options: { type: types[0] ?? null, types } };
    }).filter((r) => r.parts.length);
    return { ...config, rolls: [...rolls, ...(config.rolls ?? [])] };
  }

  protected get damageFlavor(): string {
    return game().i18n.localize("DND5E.DamageRoll");
  }

  async rollDamage(config: DamageProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<DamageRoll[] | undefined> {
    const rollConfig = this.getDamageConfig(config);
    rollConfig.hookNames = [...(config.hookNames ?? []), "damage"];
    rollConfig.subject = this;
    const messageConfig = mergeObject({
      create: true,
      data: { flavor: `${this.item.name} - ${this.damageFlavor}`, flags: { dnd5e: { ...this.messageFlags, messageType: "roll", roll: { type: "damage" } } }, speaker: ChatMessage.getSpeaker({ actor: this.actor as never }) }, // cast: as above
    }, message) as MessageConfig;
    const rolls = await DamageRoll.build(rollConfig, dialog, messageConfig);
    if (!rolls.length) return undefined;
    Hooks.callAll("dnd5e.rollDamage", rolls, { subject: this });
    Hooks.callAll("dnd5e.rollDamageV2", rolls, { subject: this });
    return rolls;
  }
}

/** data/shared/damage-field.mjs:54-75: the custom formula, else `<number>d<denomination> + <bonus>`. */
export function damageFormula(part: PlainObject): string {
  const custom = part.custom as { enabled?: boolean; formula?: string } | undefined;
  if (custom?.enabled) return custom.formula ?? "";
  const number = Number(part.number ?? 0);
  let formula = number && part.denomination ? `${number}d${String(part.denomination)}` : "";
  if (part.bonus) formula = formula ? `${formula} + ${String(part.bonus)}` : String(part.bonus);
  return formula;
}

/** `item.system.activities`: by id, `getByType`, `contents`, iteration. */
export class ActivityCollection<A extends { type: string } = Activity> extends Map<string, A> {
  getByType(type: string): A[] {
    return [...this.values()].filter((a) => a.type === type);
  }

  get contents(): A[] {
    return [...this.values()];
  }

  filter(fn: (a: A) => boolean): A[] {
    return this.contents.filter(fn);
  }
}

type ActivityClass = new (source: PlainObject, item: ActivityItem) => Activity;
const registry = new Map<string, ActivityClass>();

/** `CONFIG.DND5E.activityTypes[type].documentClass`, as the activity modules register themselves. */
export function registerActivityType(type: string, cls: ActivityClass): void {
  registry.set(type, cls);
}

export function activityTypes(): Record<string, { documentClass: ActivityClass }> {
  return Object.fromEntries([...registry].map(([k, v]) => [k, { documentClass: v }]));
}

export function createActivity(source: PlainObject, item: ActivityItem): Activity | null {
  const cls = registry.get(String(source.type ?? ""));
  return cls ? new cls(source, item) : null;
}
