import { type AbilityId } from "../../rules/core/abilities";
import { DAMAGE_TYPES, type DamageType } from "../../rules/core/damage-types";
import {
  type CheckBreakdown,
  WEAPON_CATEGORIES,
  WEAPON_KINDS,
  WEAPON_PROPERTIES,
  type WeaponDamage,
  type WeaponKind,
  weaponAttack,
  weaponDamage,
} from "../../rules/core/weapon-attack";
import { ownerNumbers, ownerRollData } from "../shared/roll-data";
import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { descriptionField, diceFormulaField, optionalAbilityField, quantityField, signedIntegerField, weightField } from "./fields";
import { SchemaField, SetField } from "../field-classes";
import { booleanField, choiceField, optionalIntegerField } from "../fields";

function defineWeaponSchema() {
  return {
    description: descriptionField(),
    quantity: quantityField(),
    weight: weightField(),
    equipped: booleanField(false),
    proficient: booleanField(true),
    category: choiceField(WEAPON_CATEGORIES, "simple"),
    kind: choiceField(WEAPON_KINDS, "melee"),
    attack: new SchemaField({
      /** null: the weapon's default (finesse: better of Str/Dex; ranged: Dex; melee: Str). */
      ability: optionalAbilityField(),
      bonus: signedIntegerField(),
    }),
    damage: new SchemaField({
      formula: diceFormulaField(),
      type: choiceField(DAMAGE_TYPES, "bludgeoning"),
    }),
    range: new SchemaField({
      normal: optionalIntegerField(),
      long: optionalIntegerField(),
    }),
    properties: new SetField(choiceField(WEAPON_PROPERTIES)),
    uses: usesField(),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

export type WeaponDerived = { uses: UsesState };

/** The attack as the sheet and the roll workflow read it: the d20 breakdown plus the damage to roll. */
export interface WeaponRolls {
  attack: CheckBreakdown;
  damage: (WeaponDamage & { type: DamageType }) | null;
}

/**
 * A weapon. Attack and damage are derived from the owner each time they are read (`rolls`), because
 * an item is prepared before its actor's modifiers and proficiency bonus are.
 */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation, Record<never, never>, WeaponDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Item.Weapon"];

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** Attack bonus parts and damage formula from the owning actor (CORE-1), or null for an unowned weapon. */
  get rolls(): WeaponRolls | null {
    const rollData = ownerRollData(this);
    if (!rollData) return null;
    const numbers = ownerNumbers(rollData);
    const attack = weaponAttack({
      ...numbers,
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      ability: this.attack.ability as AbilityId | null,
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      kind: this.kind as WeaponKind,
      properties: this.properties,
      proficient: this.proficient,
      bonus: this.attack.bonus,
    });
    const damage = weaponDamage(this.damage.formula, numbers.abilityMods[attack.ability]);
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    return { attack, damage: damage && { ...damage, type: this.damage.type as DamageType } };
  }
}
