/**
 * dnd5e's item data-model templates, what a module builds its own item type on (release-5.3.3):
 * - `SystemDataModel.mixin(...templates)` (`data/abstract/system-data-model.mjs:290-319`): a subclass whose
 *   schema is every template's `defineSchema()` merged in order (:110-119), with the templates' static and
 *   instance members copied on (not `defineSchema`, `migrateData`… :69); `_migrateData` runs each template's (:253).
 * - `ItemDataModel` (`data/abstract/item-data-model.mjs`): `metadata` (singleton false… :17), `tooltipSubtitle`
 *   (:138), `getCardData()` (:193-236: reads `description.value`/`.chat` and, for limited uses, `uses`; so a model
 *   without a `description` throws there), `getRollData()` (:306: the actor's and `item`), `onDropCreate` (:165).
 * - `ItemDescriptionTemplate` (`data/item/templates/item-description.mjs:19-28`): `description.{value, chat}`
 *   (HTML, nullable), `identifier`, `source`.
 * - `ItemTypeTemplate` (`item-type.mjs:18`): only `itemCategories` (no schema of its own in 5.3.3).
 * - `ActivitiesTemplate` (`templates/activities.mjs:28-33`): `activities` (an ActivitiesField: stored by id,
 *   initialized as an ActivityCollection of typed activities, `data/fields/activities-field.mjs`) and `uses`
 *   (`data/shared/uses-field.mjs`: `spent`, `max` formula, `recovery [{period, type, formula}]`); `hasLimitedUses`
 *   (:92, the source's or prepared max), `isActive` (:123, any activity), `hasAttack`/`hasSave`/`isHealing`;
 *   `prepareFinalActivityData(rollData)` (:304: uses prepared, then each activity); `recoverUses(periods)` (:330,
 *   the first recovery whose period matches: `recoverAll` → spent 0, `loseAll` → spent max, `formula` → spent −
 *   the formula's total).
 * Simplified: no enchantment, summoning, cached spells, riders, identification or source-book preparation.
 */
import { NumberField, StringField, HTMLField, type DataField } from "../../foundry/fields";
import { ArrayField, ObjectField, SchemaField } from "../../foundry/fields-compound";
import { TypeDataModel } from "../../foundry/data-model";
import type { PlainObject } from "../../foundry/utils";
import { simplifyBonus } from "./prepare";
import { ActivityCollection, createActivity, type Activity, type ActivityItem } from "../documents/activity";

type Template = typeof SystemDataModel;
type Game = { user: { isGM: boolean }; i18n: { localize(k: string): string } };
const game = (): Game => (globalThis as unknown as { game: Game }).game;

/** Members of a template that stay its own when mixed in (system-data-model.mjs:69-71). */
const IMMISCIBLE = new Set(["length", "mixed", "name", "prototype", "cleanData", "_cleanData", "_initializationOrder",
  "validateJoint", "_validateJoint", "migrateData", "_migrateData", "shimData", "_shimData", "defineSchema"]);

export class SystemDataModel extends TypeDataModel {
  static _schemaTemplates: readonly Template[] = [];
  static metadata: PlainObject = Object.freeze({ systemFlagsModel: null });

  get metadata(): PlainObject {
    return (this.constructor as typeof SystemDataModel).metadata;
  }

  static override defineSchema(): Record<string, DataField> {
    const schema: Record<string, DataField> = {};
    for (const template of this._schemaTemplates) Object.assign(schema, template.defineSchema());
    return schema;
  }

  static override migrateData(source: PlainObject): PlainObject {
    this._migrateData(source);
    return super.migrateData(source);
  }

  static _migrateData(source: PlainObject): void {
    for (const template of this._schemaTemplates) if (template !== this) template._migrateData(source);
  }

  static mixin<T extends typeof SystemDataModel>(this: T, ...templates: Template[]): T {
    for (const template of templates) {
      if (!(template.prototype instanceof SystemDataModel)) throw new Error(`${template.name} is not a subclass of SystemDataModel`);
    }
    const Base = class extends (this as typeof SystemDataModel) {};
    Object.defineProperty(Base, "_schemaTemplates", { value: Object.seal([...this._schemaTemplates, ...templates]), writable: false, configurable: false });
    for (const template of templates) {
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(template))) {
        if (!IMMISCIBLE.has(key)) Object.defineProperty(Base, key, descriptor);
      }
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(template.prototype))) {
        if (key !== "constructor") Object.defineProperty(Base.prototype, key, descriptor);
      }
    }
    return Base as unknown as T; // cast: the mixed class keeps the base's static side
  }
}

interface ItemParent extends ActivityItem {
  labels?: PlainObject;
  _stats?: PlainObject;
}

export class ItemDataModel extends SystemDataModel {
  declare parent: ItemParent;
  static override metadata: PlainObject = Object.freeze({ ...SystemDataModel.metadata, enchantable: false, hasEffects: false, singleton: false });

  get tooltipSubtitle(): string[] {
    const type = (this as unknown as { type?: { label?: string } }).type;
    return [type?.label ?? game().i18n.localize(`TYPES.Item.${this.parent.type}`)];
  }

  /** item-data-model.mjs:193-236 (enrichment is the identity here). */
  async getCardData({ activity }: { activity?: Activity } = {}): Promise<PlainObject> {
    const self = this as unknown as PlainObject & { description: { value: string | null; chat: string | null }; identified?: boolean; unidentified?: { description?: string }; uses?: PlainObject; hasLimitedUses?: boolean };
    const { name, type, img } = this.parent;
    const isIdentified = self.identified !== false;
    const chat = isIdentified ? self.description.chat || self.description.value : self.unidentified?.description;
    const desc = game().user.isGM || isIdentified ? self.description.value : self.unidentified?.description;
    const uses = self.hasLimitedUses && (game().user.isGM || self.identified) ? self.uses : null;
    return {
      name, type, img, uses,
      labels: { ...((activity ?? this.parent).labels ?? {}) },
      subtitle: this.tooltipSubtitle.filter(Boolean).join(" • "),
      description: { value: desc ?? "", chat: chat ?? "" },
      properties: [],
    };
  }

  getRollData(): PlainObject {
    const actor = this.parent.actor as { getRollData(): PlainObject } | null;
    return { ...(actor?.getRollData() ?? {}), item: { ...this } };
  }

  static onDropCreate(_event: unknown, _actor: unknown, _itemData: PlainObject): void {}
}

export class ItemDescriptionTemplate extends SystemDataModel {
  static override defineSchema(): Record<string, DataField> {
    return {
      description: new SchemaField({ value: new HTMLField({ required: true, nullable: true, initial: "" }), chat: new HTMLField({ required: true, nullable: true, initial: "" }) }),
      identifier: new StringField({ required: true, blank: true, initial: "" }),
      source: new ObjectField(),
    };
  }
}

export class ItemTypeTemplate extends SystemDataModel {
  static get itemCategories(): PlainObject {
    return {};
  }
}

/** `uses` (data/shared/uses-field.mjs): spent, max (a formula), recovery periods. */
export function usesField(): SchemaField {
  return new SchemaField({
    spent: new NumberField({ initial: 0, min: 0, integer: true }),
    max: new StringField({ initial: "" }),
    recovery: new ArrayField(new SchemaField({
      period: new StringField({ required: true, initial: "lr", blank: false }),
      type: new StringField({ required: true, initial: "recoverAll", blank: false }),
      formula: new StringField({ initial: "" }),
    })),
  });
}

export interface UsesData { spent: number; max: number | string; value?: number; recovery: { period: string; type: string; formula?: string }[] }

/** Prepares `uses.max` from its formula and `uses.value` = max − spent (uses-field.mjs `prepareData`). */
export function prepareUses(uses: UsesData | undefined, rollData: PlainObject): void {
  if (!uses) return;
  const max = simplifyBonus(uses.max, rollData);
  uses.max = max;
  uses.value = max ? Math.min(Math.max(max - uses.spent, 0), max) : 0;
}

/** What recovery the rest periods give (uses-field.mjs `recoverUses`): the new `spent`, or null. */
export function recoveredSpent(uses: UsesData, periods: readonly string[], rollData: PlainObject = {}): number | null {
  const max = Number(uses.max) || 0;
  if (!max || !uses.recovery?.length) return null;
  const recovery = uses.recovery.find((r) => periods.includes(r.period));
  if (!recovery) return null;
  let spent = uses.spent;
  if (recovery.type === "recoverAll") spent = 0;
  else if (recovery.type === "loseAll") spent = max;
  else if (recovery.type === "formula") spent = Math.max(0, spent - simplifyBonus(recovery.formula, rollData));
  return spent === uses.spent ? null : spent;
}

/** dnd5e's ActivitiesField: the stored mapping by id, initialized as typed activities (activities-field.mjs). */
export class ActivitiesField extends ObjectField {
  override initialize(value: unknown, model: object): unknown {
    const item = (model as { parent: ActivityItem }).parent;
    const stored = (value ?? {}) as Record<string, PlainObject>;
    const activities = Object.entries(stored).map(([id, source]) => createActivity({ _id: id, ...source }, item)).filter((a): a is Activity => a !== null);
    return new ActivityCollection(activities.map((a) => [a.id, a]));
  }
}

export class ActivitiesTemplate extends SystemDataModel {
  declare activities: ActivityCollection<Activity>;
  declare uses: UsesData;
  declare parent: ItemParent;

  static override defineSchema(): Record<string, DataField> {
    return { activities: new ActivitiesField(), uses: usesField() };
  }

  get hasLimitedUses(): boolean {
    return !!((this._source.uses as UsesData | undefined)?.max) || !!this.uses.max;
  }

  get isActive(): boolean {
    return this.activities.size > 0;
  }

  get hasAttack(): boolean {
    return this.activities.getByType("attack").length > 0;
  }

  get hasSave(): boolean {
    return this.activities.getByType("save").length > 0;
  }

  get isHealing(): boolean {
    return this.activities.getByType("heal").length > 0;
  }

  /** activities.mjs:304: the item's uses, then each activity's final data. */
  prepareFinalActivityData(rollData: PlainObject): void {
    prepareUses(this.uses, rollData);
    for (const activity of this.activities.values()) activity.prepareFinalData(rollData);
  }

  /** activities.mjs:330 (the item's own uses; activities' own uses are not imitated). */
  async recoverUses(periods: readonly string[], rollData: PlainObject = {}): Promise<{ updates: PlainObject; rolls: unknown[]; destroy: boolean }> {
    const spent = recoveredSpent(this.uses, periods, rollData);
    return { updates: spent === null ? {} : { "system.uses.spent": spent }, rolls: [], destroy: false };
  }
}
