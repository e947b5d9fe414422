/**
 * dnd5e's Item models, the slice the stand-in needs (release-5.3.3):
 * - `class` `module/data/item/class.mjs:40` (identifier, levels :52, hd.denomination/spent, spellcasting
 *   {progression, ability}, advancement); its final preparation (:217) gives `spellcasting.save` and `.attack`; `_onCreate` (:277, the creating client): makes the class the original class
 *   when the actor has none, and sets `attributes.spellcasting` from the class's when the actor has none (:289).
 * - `race` `module/data/item/race.mjs` (advancement, movement, senses, creature type with initial humanoid :36);
 *   singleton (:44); `_preCreate` adds default advancement when the data has no `_id` and none (:192,
 *   modern rules: one Size advancement); `_onCreate` sets the actor's `details.race` (:200, creating client);
 *   `_preDelete` clears it (:209).
 * - `weapon`: `properties` (a Set, e.g. "fin"), `type.value` ("simpleM", "martialR"…), and one attack activity
 *   (`system.activities`, documents/attack.ts);
 * - `tool` `module/data/item/tool.mjs`: physical, `type.value`, `ability` (what CY-TOOL-1 looks for: a tool by name);
 * - `feat`, `weapon`, `equipment`, `loot`, `consumable`: description, quantity, `uses` (`module/data/shared/
 *   uses-field.mjs`: spent, max formula, recovery [{period, type, formula}]; prepared `uses.value` = max − spent).
 * Advancement is stored as an object keyed by id (`templates/advancement.mjs` #migrateStorage turns an array
 * into one).
 */
import { BooleanField, NumberField, StringField, type DataField } from "../../foundry/fields";
import { ArrayField, ObjectField, SchemaField, SetField } from "../../foundry/fields-compound";
import { ActivityCollection, AttackActivity } from "../documents/attack";
import { SaveActivity } from "../documents/save-activity";
import { TypeDataModel } from "../../foundry/data-model";
import type { PlainObject } from "../../foundry/utils";
import { simplifyBonus } from "./prepare";
import { movementField } from "./fields";
import { migrateAdvancement } from "./advancement";

interface OwnedItem {
  id: string | null;
  actor: (PlainObject & { system: PlainObject & { isCreature?: boolean; isCharacter?: boolean; attributes: PlainObject; details: PlainObject }; items: { get(id: string): unknown }; update(data: PlainObject, options?: PlainObject): Promise<unknown> }) | null;
  getRollData?(): PlainObject;
}

const currentUserId = (): string | null | undefined => (globalThis as unknown as { game?: { user?: { id: string | null } } }).game?.user?.id;

function description(): Record<string, DataField> {
  return {
    description: new SchemaField({ value: new StringField({ initial: "" }), chat: new StringField({ initial: "" }) }),
    identifier: new StringField({ required: true, blank: true, initial: "" }),
    source: new ObjectField(),
  };
}

function usesField(): SchemaField {
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

function advancementField(): ObjectField {
  return new ObjectField();
}

class ItemData extends TypeDataModel {
  declare parent: OwnedItem;
  declare uses?: PlainObject & { spent: number; max: string | number; value?: number; recovery: PlainObject[] };

  static override migrateData(source: PlainObject): PlainObject {
    migrateAdvancement(source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    if (!this.uses) return;
    const max = simplifyBonus(this.uses.max, this.parent.actor ? (this.parent.actor.getRollData as () => PlainObject)?.call(this.parent.actor) ?? {} : {});
    this.uses.max = max;
    this.uses.value = max ? Math.min(Math.max(max - this.uses.spent, 0), max) : 0;
  }
}

export class ClassData extends ItemData {
  static override defineSchema(): Record<string, DataField> {
    return {
      ...description(),
      levels: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }),
      hd: new SchemaField({
        denomination: new StringField({ required: true, blank: false, initial: "d6" }),
        spent: new NumberField({ required: true, nullable: false, integer: true, initial: 0, min: 0 }),
        additional: new StringField({ required: true, initial: "" }),
      }),
      spellcasting: new SchemaField({ progression: new StringField({ initial: "none" }), ability: new StringField({ required: true, blank: true, initial: "" }) }),
      advancement: advancementField(),
    };
  }

  /** The class's spellcasting attack and save DC, after the actor is prepared (`fields/spellcasting-field.mjs:52-59`). */
  prepareFinalData(): void {
    const actor = this.parent.actor as (OwnedItem["actor"] & { system: { abilities?: Record<string, { mod?: number; dc?: number } | undefined> } }) | null;
    if (!actor) return;
    const spellcasting = (this as unknown as { spellcasting: PlainObject & { ability: string } }).spellcasting; // cast: schema field
    const ability = actor.system.abilities?.[spellcasting.ability];
    const modProf = (ability?.mod ?? 0) + Number(actor.system.attributes.prof ?? 0);
    spellcasting.attack = modProf;
    spellcasting.save = ability?.dc ?? 8 + modProf;
  }

  override _onCreate(data: PlainObject, options: PlainObject, userId: string): void {
    super._onCreate(data, options, userId);
    const actor = this.parent.actor;
    if (!actor || userId !== currentUserId()) return;
    const updates: PlainObject = {};
    if (actor.system.isCharacter && !actor.items.get(String(actor.system.details.originalClass ?? ""))) updates["system.details.originalClass"] = this.parent.id;
    const ability = (this as unknown as { spellcasting: { ability: string } }).spellcasting.ability; // cast: schema field
    if (!actor.system.attributes.spellcasting && ability) updates["system.attributes.spellcasting"] = ability;
    if (Object.keys(updates).length) void actor.update(updates);
  }
}

export class RaceData extends ItemData {
  static metadata = Object.freeze({ singleton: true });

  static override defineSchema(): Record<string, DataField> {
    return {
      ...description(),
      advancement: advancementField(),
      movement: movementField(),
      senses: new ObjectField(),
      type: new SchemaField({
        value: new StringField({ blank: true, initial: "humanoid" }),
        subtype: new StringField({ initial: "" }),
        swarm: new StringField({ blank: true, initial: "" }),
        custom: new StringField({ initial: "" }),
      }),
    };
  }

  override async _preCreate(data: PlainObject, options: PlainObject, user: unknown): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    const system = data.system as PlainObject | undefined;
    if (data._id || (system && "advancement" in system)) return;
    const id = "sizeAdvance0000a";
    (this.parent as unknown as { updateSource(d: PlainObject): void }).updateSource({ "system.advancement": { [id]: { _id: id, type: "Size", configuration: { sizes: ["med"] }, value: {}, level: 0 } } }); // cast: the parent is a Document
  }

  override _onCreate(data: PlainObject, options: PlainObject, userId: string): void {
    super._onCreate(data, options, userId);
    const actor = this.parent.actor;
    if (userId !== currentUserId() || !actor?.system.isCreature) return;
    void actor.update({ "system.details.race": this.parent.id });
  }

  override async _preDelete(options: PlainObject, user: unknown): Promise<boolean | void> {
    if ((await super._preDelete(options, user)) === false) return false;
    const actor = this.parent.actor;
    if (!actor?.system.isCreature) return;
    await actor.update({ "system.details.race": null });
  }
}

/**
 * A feature (`data/item/feat.mjs`): `type.value` ("class" for class and subclass features, `config.mjs:1801`),
 * `type.subtype`; `activities` stored by id (only save activities are imitated: documents/save-activity.ts),
 * prepared into a collection, their DCs at the final preparation with the item's roll data (feat.mjs:277,
 * `templates/activities.mjs:307`).
 */
export class FeatData extends ItemData {
  declare activities: ActivityCollection<SaveActivity>;

  static override defineSchema(): Record<string, DataField> {
    return { ...description(), type: new SchemaField({ value: new StringField({ initial: "" }), subtype: new StringField({ initial: "" }) }), uses: usesField(), advancement: advancementField(), activities: new ObjectField() };
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    // cast: the stored mapping of activity sources by id (its ObjectField), before it is replaced by the collection.
    const stored = (this.activities ?? {}) as unknown as Record<string, PlainObject>;
    if (stored instanceof ActivityCollection) return;
    const item = this.parent as unknown as ConstructorParameters<typeof SaveActivity>[1]; // cast: the parent is the feat Item
    const saves = Object.entries(stored).filter(([, a]) => a.type === "save").map(([id, a]) => new SaveActivity({ _id: id, ...a }, item));
    this.activities = new ActivityCollection(saves.map((a) => [a.id, a]));
  }

  prepareFinalData(): void {
    const rollData = this.parent.actor ? (this.parent.actor.getRollData as () => PlainObject).call(this.parent.actor) : {};
    for (const activity of this.activities?.values() ?? []) activity.prepareFinalData(rollData);
  }
}

function physical(): Record<string, DataField> {
  return {
    ...description(),
    quantity: new NumberField({ required: true, nullable: false, integer: true, initial: 1, min: 0 }),
    weight: new SchemaField({ value: new NumberField({ initial: 0, min: 0 }), units: new StringField({ initial: "lb" }) }),
    price: new SchemaField({ value: new NumberField({ initial: 0, min: 0 }), denomination: new StringField({ initial: "gp" }) }),
    uses: usesField(),
  };
}

export class WeaponData extends ItemData {
  declare activities: ActivityCollection;

  static override defineSchema(): Record<string, DataField> {
    return {
      ...physical(), equipped: new BooleanField({ initial: false }),
      type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }),
      properties: new SetField(new StringField()),
    };
  }

  /** One attack activity per weapon (documents/attack.ts; dnd5e stores activities, the stand-in derives one). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const attack = new AttackActivity(this.parent as unknown as ConstructorParameters<typeof AttackActivity>[0]); // cast: the parent is the weapon Item
    this.activities = new ActivityCollection([[attack.id, attack]]);
  }
}

export class EquipmentData extends ItemData {
  static override defineSchema(): Record<string, DataField> {
    return { ...physical(), equipped: new BooleanField({ initial: false }), type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }), armor: new SchemaField({ value: new NumberField({ integer: true, nullable: true, initial: null }), dex: new NumberField({ integer: true, nullable: true, initial: null }) }) };
  }
}

export class LootData extends ItemData {
  static override defineSchema(): Record<string, DataField> {
    return physical();
  }
}

export class ConsumableData extends ItemData {
  static override defineSchema(): Record<string, DataField> {
    return { ...physical(), type: new SchemaField({ value: new StringField({ initial: "" }), subtype: new StringField({ initial: "" }) }) };
  }
}

/** A tool (`data/item/tool.mjs`): physical, its `type.value` ("art", "music"…) and `ability`; no check of its own here. */
export class ToolData extends ItemData {
  static override defineSchema(): Record<string, DataField> {
    return { ...physical(), type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }), ability: new StringField({ initial: "int" }) };
  }
}

export const ITEM_MODELS = { class: ClassData, race: RaceData, feat: FeatData, weapon: WeaponData, equipment: EquipmentData, loot: LootData, consumable: ConsumableData, tool: ToolData };
