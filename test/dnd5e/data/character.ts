/**
 * The `character` actor model: dnd5e release-5.3.3 `module/data/actor/character.mjs` (schema :51, base data :160,
 * embedded data :199, derived data :218, `_preUpdate`/`_onUpdate` :271/:280). Level = the sum of the `class`
 * items' `system.levels` (:166), `attributes.prof` from it (:170); the species item (`details.race`, stored as the
 * item's id and prepared as the Item, LocalDocumentField) gives the creature type and speeds the actor lacks
 * (`templates/attributes.mjs:469` prepareRace). Hit points: `hp.max` as stored when set (dnd5e's override); when
 * null, from the classes: the hit die's faces at the first level of the original class, the die's average (faces/2
 * + 1) at every other level, plus the Constitution modifier per level (dnd5e's HitPointsAdvancement with "max"
 * then "avg" choices — simplified: no rolled values).
 */
import { BooleanField, NumberField, StringField } from "../../foundry/fields";
import { SchemaField } from "../../foundry/fields-compound";
import { TypeDataModel } from "../../foundry/data-model";
import type { DataField } from "../../foundry/fields";
import type { PlainObject } from "../../foundry/utils";
import { abilitiesField, bonusesField, creatureAttributes, currencyField, hitPointsField, migrateMovementSpeeds, MOVEMENT_TYPES, rollsField, skillsField, traitsField } from "./fields";
import { sixLine } from "../line";
import { onUpdateHP, preUpdateHP } from "./hp-hooks";
import { Proficiency } from "./proficiency";
import { FormulaField } from "./formula-field";
import {
  prepareAbilities, prepareArmorClass, prepareBaseArmorClass, prepareExhaustionLevel, prepareHitPoints, prepareMovement,
  prepareSkills, prepareSpellcastingAbility, simplifyBonus, type AbilityData, type CreatureSystem, type SkillData,
} from "./prepare";
import type { Dnd5eItem } from "../documents/item";

export interface SpeciesLike { id: string | null; type: string; system: PlainObject & { movement?: PlainObject; type?: PlainObject } }

export class CreatureData extends TypeDataModel {
  declare abilities: CreatureSystem["abilities"];
  declare attributes: CreatureSystem["attributes"];
  declare bonuses: CreatureSystem["bonuses"];
  declare traits: CreatureSystem["traits"];
  declare currency: Record<string, number>;
  declare details: PlainObject;
  declare parent: CreatureSystem["parent"] & { items: { get(id: string): Dnd5eItem | undefined } & Iterable<Dnd5eItem> };

  get isCreature(): boolean {
    return true;
  }

  /** 6.x moves stored speeds under `movement.speeds` (line.ts, PR #7201). */
  static override migrateData(source: PlainObject): PlainObject {
    if (sixLine()) migrateMovementSpeeds((source.attributes as PlainObject | undefined)?.movement as PlainObject | undefined);
    return super.migrateData(source);
  }

  /** dnd5e calls this from `Actor5e#applyActiveEffects` before the effects (actor.mjs:350). */
  prepareEmbeddedData(): void {
    const race = this.details.race;
    const id = typeof race === "string" ? race : (race as SpeciesLike | null)?.id ?? null;
    const item = id ? this.parent.items.get(id) : undefined;
    const movement = this.attributes.movement;
    if (item?.type === "race") {
      this.details.race = item;
      const raceMovement = (item.system.movement ?? {}) as Record<string, unknown>;
      // 6.x: both the species' and the actor's speeds are under `speeds` (attributes.mjs applyRace, PR #7201).
      const speeds = (sixLine() ? raceMovement.speeds ?? {} : raceMovement) as Record<string, unknown>;
      const target = (sixLine() ? movement.speeds : movement) as Record<string, unknown>;
      for (const type of MOVEMENT_TYPES) {
        if (!speeds[type] || target[type]) continue;
        target[type] = speeds[type];
      }
      movement.units ??= (raceMovement.units as string | null) ?? null;
      this.details.type = { ...((item.system.type as PlainObject | undefined) ?? { value: "humanoid" }) };
    } else {
      this.details.race = null;
      this.details.type = { value: "humanoid", subtype: "", swarm: "", custom: "" };
    }
  }

  protected prepareCreatureDerived(): void {
    const rollData = this.parent.getRollData();
    const system = this as unknown as CreatureSystem; // cast: this model has every field CreatureSystem names
    prepareExhaustionLevel(system);
    prepareAbilities(system, rollData);
    prepareSkills(system, rollData);
    prepareArmorClass(system, rollData);
    prepareMovement(system, rollData);
    prepareSpellcastingAbility(system);
  }

  override async _preUpdate(changes: PlainObject, options: PlainObject, user: unknown): Promise<boolean | void> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    preUpdateHP(this, changes, options);
  }

  override _onUpdate(changed: PlainObject, options: PlainObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    onUpdateHP(this, changed, options, userId);
  }
}

export class CharacterData extends CreatureData {
  declare skills: Record<string, SkillData>;

  static override defineSchema(): Record<string, DataField> {
    const hp = hitPointsField();
    return {
      abilities: abilitiesField(),
      attributes: new SchemaField({
        ...creatureAttributes(),
        hp: new SchemaField({ ...hp.fields, bonuses: new SchemaField({ level: new FormulaField(), overall: new FormulaField() }) }),
        death: new SchemaField({
          success: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
          failure: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
          bonuses: new SchemaField({ save: new FormulaField() }),
          roll: new SchemaField({
            min: new NumberField({ integer: true, nullable: true, initial: null }),
            max: new NumberField({ integer: true, nullable: true, initial: null }),
            mode: new NumberField({ integer: true, initial: 0, min: -1, max: 1 }),
          }),
        }),
        inspiration: new BooleanField({ required: true, initial: false }),
      }),
      details: new SchemaField({
        race: new StringField({ required: true, nullable: true, blank: false, initial: null }),
        originalClass: new StringField({ required: true, initial: "" }),
        xp: new SchemaField({ value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }) }),
      }),
      traits: traitsField(),
      currency: currencyField(),
      skills: skillsField(),
      bonuses: bonusesField(),
      rolls: rollsField(),
    };
  }

  get isCharacter(): boolean {
    return true;
  }

  /** The class items, by identifier (dnd5e `Actor5e#classes`). */
  get classItems(): Dnd5eItem[] {
    return [...this.parent.items].filter((i) => i.type === "class");
  }

  override prepareBaseData(): void {
    let level = 0;
    for (const item of this.classItems) level += Number(item.system.levels ?? 0);
    this.details.level = level;
    this.attributes.prof = Proficiency.calculateMod(level);
    prepareBaseArmorClass(this as unknown as CreatureSystem); // cast: this model has every field CreatureSystem names
  }

  override prepareDerivedData(): void {
    this.prepareCreatureDerived();
    const hp = this.attributes.hp;
    const level = Number(this.details.level);
    if (hp.max === null) {
      const rollData = this.parent.getRollData();
      const con = (this.abilities.con as AbilityData | undefined)?.mod ?? 0;
      const original = String(this.details.originalClass || this.classItems[0]?.id || "");
      let base = 0;
      for (const item of this.classItems) {
        const faces = Number(String((item.system.hd as PlainObject | undefined)?.denomination ?? "d8").replace("d", "")) || 8;
        const levels = Number(item.system.levels ?? 0);
        const first = item.id === original && levels > 0;
        base += (first ? faces : 0) + (levels - (first ? 1 : 0)) * (faces / 2 + 1) + con * levels;
      }
      const bonus = simplifyBonus(hp.bonuses?.level, rollData) * level + simplifyBonus(hp.bonuses?.overall, rollData);
      prepareHitPoints(hp, { base, bonus });
    } else prepareHitPoints(hp);
  }
}
