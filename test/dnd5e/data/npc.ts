/**
 * The `npc` actor model: dnd5e release-5.3.3 `module/data/actor/npc.mjs`. `details.cr` (:97) gives
 * `attributes.prof` = calculateMod(max(cr, 1)) (:381; null cr → null prof, here 0); `hp.max` is stored
 * (dnd5e derives it from the hit dice formula only on request). `_preUpdate`/`_onUpdate` track HP as characters do
 * (:474/:489).
 */
import { NumberField } from "../../foundry/fields";
import { SchemaField } from "../../foundry/fields-compound";
import type { DataField } from "../../foundry/fields";
import { abilitiesField, bonusesField, creatureAttributes, currencyField, hitPointsField, rollsField, skillsField, traitsField } from "./fields";
import { CreatureData } from "./character";
import { Proficiency } from "./proficiency";
import { prepareBaseArmorClass, prepareHitPoints, type CreatureSystem } from "./prepare";
import { StringField } from "../../foundry/fields";

export class NpcData extends CreatureData {
  static override defineSchema(): Record<string, DataField> {
    return {
      abilities: abilitiesField(),
      attributes: new SchemaField({ ...creatureAttributes(), hp: hitPointsField() }),
      details: new SchemaField({
        cr: new NumberField({ required: true, nullable: true, min: 0, initial: 1 }),
        race: new StringField({ required: true, nullable: true, blank: false, initial: null }),
      }),
      traits: traitsField(),
      currency: currencyField(),
      skills: skillsField(),
      bonuses: bonusesField(),
      rolls: rollsField(),
    };
  }

  get isNPC(): boolean {
    return true;
  }

  override prepareBaseData(): void {
    const cr = this.details.cr as number | null;
    this.details.level = 0;
    this.attributes.prof = cr === null ? 0 : Proficiency.calculateMod(Math.max(cr, 1));
    prepareBaseArmorClass(this as unknown as CreatureSystem); // cast: this model has every field CreatureSystem names
  }

  override prepareDerivedData(): void {
    this.prepareCreatureDerived();
    prepareHitPoints(this.attributes.hp);
  }
}
