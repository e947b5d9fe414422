/**
 * The core item types' own parts (weapon, equipment, feature, tool): Edit mode's choices, and play mode's values
 * as words (text in play mode, inputs only in edit mode; labels that match the mechanic).
 */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import { PROFICIENCY_LEVELS } from "../../rules/core/proficiency";
import { WEAPON_CATEGORIES, WEAPON_KINDS, WEAPON_PROPERTIES } from "../../rules/core/weapon-attack";
import { EQUIPMENT_KINDS, isArmorKind } from "../../data/item/equipment";
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import { formatModifier } from "../../applications/format";
import { abilityLabel, checkView, choices, chosenText } from "./choices";
import { registerItemTypePart } from "./type-parts";

export function weaponContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "weapon");
  const rolls = system.rolls;
  const properties = choices(WEAPON_PROPERTIES, (v) => `AUGMENTED.Item.Weapon.Property.${v}`, system.properties);
  return {
    // Play mode words the chosen category and kind in the template.
    categories: choices(WEAPON_CATEGORIES, (v) => `AUGMENTED.Item.Weapon.Category.${v}`, system.category),
    kinds: choices(WEAPON_KINDS, (v) => `AUGMENTED.Item.Weapon.Kind.${v}`, system.kind),
    abilities: choices(ABILITY_IDS, abilityLabel, system.attack.ability),
    damageTypes: choices(DAMAGE_TYPES, (v) => `AUGMENTED.DamageType.${v}`, system.damage.type),
    properties,
    // Play mode lists the chosen properties as words (text, not disabled checkboxes).
    propertyText: chosenText(properties),
    attack: checkView(rolls?.attack ?? null),
    damage: rolls?.damage ?? null,
  };
}

export function equipmentContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "equipment");
  const kinds = choices(EQUIPMENT_KINDS, (v) => `AUGMENTED.Item.Equipment.Kind.${v}`, system.armor.kind);
  return { kinds, isArmor: isArmorKind(system.armor.kind), isShield: system.armor.kind === "shield" };
}

export function featureContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "feature");
  const dc = system.saveDc;
  return {
    abilities: choices(ABILITY_IDS, abilityLabel, system.saveAbility),
    saveDc: dc && { value: dc.value, ability: localize(abilityLabel(dc.ability)) },
  };
}

export function toolContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "tool");
  const proficiencies = choices(PROFICIENCY_LEVELS, (v) => `AUGMENTED.Item.Tool.Proficiency.${v.replace(".", "_")}`, system.proficiency);
  return {
    abilities: choices(ABILITY_IDS, abilityLabel, system.ability),
    proficiencies,
    proficiencyText: chosenText(proficiencies),
    bonusText: system.bonus === 0 ? "" : formatModifier(system.bonus),
    check: checkView(system.rolls?.check ?? null),
  };
}

/** The core item types' parts, registered as a feature registers its types' (called when the item sheet loads). */
export function registerCoreSheetParts(): void {
  registerItemTypePart("weapon", weaponContext, { uses: true });
  registerItemTypePart("equipment", equipmentContext, { uses: true });
  registerItemTypePart("feature", featureContext, { uses: true });
  registerItemTypePart("tool", toolContext);
}
