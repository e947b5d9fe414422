import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { EQUIPMENT_KINDS, isArmorKind } from "./readers";
import { descriptionField, quantityField, signedIntegerField, weightField } from "./fields";
import { SchemaField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { booleanField, choiceField, optionalIntegerField } from "../fields";

export { EQUIPMENT_KINDS, type EquipmentKind, equippedArmor, isArmorKind } from "./readers";

function defineEquipmentSchema() {
  return {
    description: descriptionField(),
    quantity: quantityField(),
    weight: weightField(),
    equipped: booleanField(false),
    armor: new SchemaField({
      kind: choiceField(EQUIPMENT_KINDS, "light"),
      /** Base AC of body armor, or a shield's bonus; null = the default (10 for armor, +2 for a shield). */
      value: optionalIntegerField(),
      /** Magic bonus (+1 armor). */
      bonus: signedIntegerField(),
      /** Dexterity cap; null = the kind's default (light: none, medium: 2, heavy: Dex ignored). */
      dexCap: optionalIntegerField(),
      /** Strength score needed to wear it without losing speed; 0 = none. */
      strength: new GuardedNumberField({ required: true, nullable: false, integer: true, min: 0, max: 30, initial: 0 }),
    }),
    uses: usesField(),
  };
}

export type EquipmentSchema = ReturnType<typeof defineEquipmentSchema>;
export type EquipmentDerived = { uses: UsesState };

/** Armor, shields and other worn equipment. */
export class EquipmentData extends foundry.abstract.TypeDataModel<EquipmentSchema, Item.Implementation, Record<never, never>, EquipmentDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Item.Equipment"];

  static override defineSchema(): EquipmentSchema {
    return defineEquipmentSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** True for body armor and shields (what counts for AC). */
  get isArmor(): boolean {
    return isArmorKind(this.armor.kind);
  }
}
