/**
 * dnd5e's Item models, the slice the stand-in needs (release-5.3.3):
 * - `class` `module/data/item/class.mjs:40` (identifier, levels :52, hd.denomination/spent, spellcasting
 *   {progression, ability}, advancement); its final preparation (:217) gives `spellcasting.save` and `.attack`; `_onCreate` (:277, the creating client): makes the class the original class
 *   when the actor has none, and sets `attributes.spellcasting` from the class's when the actor has none (:289).
 * - `race` `module/data/item/race.mjs` (advancement, movement, senses, creature type with initial humanoid :36);
 *   singleton (:44); `_preCreate` adds default advancement when the data has no `_id` and none (:192,
 *   modern rules: one Size advancement); `_onCreate` sets the actor's `details.race` (:200, creating client);
 *   `_preDelete` clears it (:209).
 * - `weapon`: `properties` (a Set, e.g. "fin"), `type.value` ("simpleM", "martialR"…), `proficient` (its own
 *   `proficiencyMultiplier`, weapon.mjs:359-371; else simplified to proficient), and one attack activity
 *   (`system.activities`, documents/attack.ts);
 * - `tool` `module/data/item/tool.mjs`: physical, `type.value`, `ability` (what CY-TOOL-1 looks for: a tool by name);
 * - `feat`, `weapon`, `equipment`, `loot`, `consumable`, `tool`: built like dnd5e's on `ItemDataModel.mixin(…)`
 *   (item-templates.ts): description, `activities` and `uses` (all but loot: ActivitiesTemplate), physical ones
 *   quantity, weight, price and a static `inventorySection` (weapon.mjs:126, equipment.mjs:104, loot.mjs:81,
 *   consumable.mjs:103, tool.mjs:97: what puts an item in a sheet's inventory); `proficiencyMultiplier` 1 for feats
 *   (feat.mjs:189) and, simplified, for the other physical types (dnd5e reads the actor's proficiencies);
 *   their final preparation prepares the uses and the activities (`prepareFinalActivityData`, feat.mjs:277).
 * Advancement is stored as an object keyed by id (`templates/advancement.mjs` #migrateStorage turns an array
 * into one).
 */
import { BooleanField, NumberField, StringField, type DataField } from "../../foundry/fields";
import { ArrayField, ObjectField, SchemaField, SetField } from "../../foundry/fields-compound";
import { ActivityCollection, type Activity } from "../documents/activity";
import { AttackActivity } from "../documents/attack";
import type { PlainObject } from "../../foundry/utils";
import { migrateMovementSpeeds, movementField } from "./fields";
import { sixLine } from "../line";
import { migrateAdvancement } from "./advancement";
import { ActivitiesTemplate, ItemDataModel, ItemDescriptionTemplate, ItemTypeTemplate, type UsesData } from "./item-templates";

interface OwnedItem {
  id: string | null;
  actor: (PlainObject & { system: PlainObject & { isCreature?: boolean; isCharacter?: boolean; attributes: PlainObject; details: PlainObject }; items: { get(id: string): unknown }; update(data: PlainObject, options?: PlainObject): Promise<unknown> }) | null;
  getRollData?(): PlainObject;
}

const currentUserId = (): string | null | undefined => (globalThis as unknown as { game?: { user?: { id: string | null } } }).game?.user?.id;

const DescribedItem = ItemDataModel.mixin(ItemDescriptionTemplate);
const ActiveItem = ItemDataModel.mixin(ActivitiesTemplate, ItemDescriptionTemplate, ItemTypeTemplate);

/** The models with activities: advancement migrated, uses and activities prepared after the actor. */
class ActiveItemData extends ActiveItem {
  declare parent: OwnedItem & ItemDataModel["parent"];
  // The mixed-in template members (the mixin's type is its base's).
  declare activities: ActivityCollection<Activity>;
  declare uses: UsesData;
  declare prepareFinalActivityData: ActivitiesTemplate["prepareFinalActivityData"];

  static override migrateData(source: PlainObject): PlainObject {
    migrateAdvancement(source);
    return super.migrateData(source);
  }

  get proficiencyMultiplier(): number {
    return 1;
  }

  prepareFinalData(): void {
    const rollData = this.parent.actor ? (this.parent.actor.getRollData as () => PlainObject).call(this.parent.actor) : {};
    this.prepareFinalActivityData(rollData);
  }
}

function advancementField(): ObjectField {
  return new ObjectField();
}

class DescribedItemData extends DescribedItem {
  declare parent: OwnedItem & ItemDataModel["parent"];

  static override migrateData(source: PlainObject): PlainObject {
    migrateAdvancement(source);
    return super.migrateData(source);
  }
}

export class ClassData extends DescribedItemData {
  static override defineSchema(): Record<string, DataField> {
    return {
      ...super.defineSchema(),
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

export class RaceData extends DescribedItemData {
  static override metadata = Object.freeze({ ...ItemDataModel.metadata, singleton: true });

  /** 6.x moves stored speeds under `movement.speeds` (line.ts, PR #7201). */
  static override migrateData(source: PlainObject): PlainObject {
    if (sixLine()) migrateMovementSpeeds(source.movement as PlainObject | undefined);
    return super.migrateData(source);
  }

  static override defineSchema(): Record<string, DataField> {
    return {
      ...super.defineSchema(),
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
 * A background (`data/item/background.mjs:19`): description, advancement and starting equipment; singleton (:34).
 * Simplified: no `details.background` on the actor (:100-112), no default advancement.
 */
export class BackgroundData extends DescribedItemData {
  static override metadata = Object.freeze({ ...ItemDataModel.metadata, singleton: true });

  static override defineSchema(): Record<string, DataField> {
    return { ...super.defineSchema(), advancement: advancementField(), startingEquipment: new ArrayField(new ObjectField()) };
  }
}

/**
 * A feature (`data/item/feat.mjs`): `type.value` ("class" for class and subclass features, `config.mjs:1801`),
 * `type.subtype`, its activities and uses (ActivitiesTemplate).
 */
export class FeatData extends ActiveItemData {
  static override defineSchema(): Record<string, DataField> {
    return {
      ...super.defineSchema(),
      type: new SchemaField({ value: new StringField({ initial: "" }), subtype: new StringField({ initial: "" }) }),
      advancement: advancementField(),
      properties: new SetField(new StringField()),
      // feat.mjs:59
      requirements: new StringField({ required: true, nullable: true }),
    };
  }
}

function physical(): Record<string, DataField> {
  return {
    quantity: new NumberField({ required: true, nullable: false, integer: true, initial: 1, min: 0 }),
    weight: new SchemaField({ value: new NumberField({ initial: 0, min: 0 }), units: new StringField({ initial: "lb" }) }),
    price: new SchemaField({ value: new NumberField({ initial: 0, min: 0 }), denomination: new StringField({ initial: "gp" }) }),
  };
}

const inventorySection = (id: string): PlainObject => ({ id, order: 100, groups: { type: id }, label: `TYPES.Item.${id}Pl` });

export class WeaponData extends ActiveItemData {
  static get inventorySection(): PlainObject {
    return inventorySection("weapon");
  }

  static override defineSchema(): Record<string, DataField> {
    return {
      ...super.defineSchema(), ...physical(), equipped: new BooleanField({ initial: false }),
      type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }),
      properties: new SetField(new StringField()),
      critical: new SchemaField({ threshold: new NumberField({ integer: true, nullable: true, initial: null }) }),
      proficient: new NumberField({ nullable: true, initial: null, min: 0, max: 1 }),
    };
  }

  /**
   * weapon.mjs:359-371 `proficiencyMultiplier`: the weapon's own `proficient` when set (:360); otherwise dnd5e reads
   * the actor's weapon proficiencies (**simplified**: proficient).
   */
  override get proficiencyMultiplier(): number {
    const own = (this as unknown as { proficient: number | null }).proficient; // cast: schema field
    return typeof own === "number" && Number.isFinite(own) ? own : 1;
  }

  /** weapon.mjs `criticalThreshold`: the weapon's own threshold, else none (the activity's or 20). */
  get criticalThreshold(): number | null {
    return (this as unknown as { critical: { threshold: number | null } }).critical.threshold; // cast: schema field
  }

  /** A weapon with no stored attack gets one derived (a stand-in shortcut: dnd5e stores it). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    if (this.activities.getByType("attack").length) return;
    const attack = AttackActivity.derivedFor(this.parent as unknown as ConstructorParameters<typeof AttackActivity>[1]); // cast: the parent is the weapon Item
    this.activities = new ActivityCollection([...this.activities, [attack.id, attack]]);
  }
}

export class EquipmentData extends ActiveItemData {
  static get inventorySection(): PlainObject {
    return inventorySection("equipment");
  }

  static override defineSchema(): Record<string, DataField> {
    return { ...super.defineSchema(), ...physical(), properties: new SetField(new StringField()), equipped: new BooleanField({ initial: false }), type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }), armor: new SchemaField({ value: new NumberField({ integer: true, nullable: true, initial: null }), dex: new NumberField({ integer: true, nullable: true, initial: null }) }) };
  }
}

export class LootData extends DescribedItemData {
  static get inventorySection(): PlainObject {
    return inventorySection("loot");
  }

  static override defineSchema(): Record<string, DataField> {
    return { ...super.defineSchema(), ...physical() };
  }
}

export class ConsumableData extends ActiveItemData {
  static get inventorySection(): PlainObject {
    return inventorySection("consumable");
  }

  static override defineSchema(): Record<string, DataField> {
    return { ...super.defineSchema(), ...physical(), type: new SchemaField({ value: new StringField({ initial: "" }), subtype: new StringField({ initial: "" }) }) };
  }
}

/** A tool (`data/item/tool.mjs`): physical, its `type.value` ("art", "music"…) and `ability`; no check of its own here. */
export class ToolData extends ActiveItemData {
  static get inventorySection(): PlainObject {
    return inventorySection("tool");
  }

  static override defineSchema(): Record<string, DataField> {
    return { ...super.defineSchema(), ...physical(), type: new SchemaField({ value: new StringField({ initial: "" }), baseItem: new StringField({ initial: "" }) }), ability: new StringField({ initial: "int" }) };
  }
}

export const ITEM_MODELS = { class: ClassData, race: RaceData, background: BackgroundData, feat: FeatData, weapon: WeaponData, equipment: EquipmentData, loot: LootData, consumable: ConsumableData, tool: ToolData };
