/**
 * The core item types' own parts (weapon, equipment, feature, tool): Edit mode's choices, and play mode's values
 * as words (text in play mode, inputs only in edit mode; labels that match the mechanic). A select of one fixed
 * id list is the template's: it lists the field's own choices, each worded by its lang key.
 */
import { PROFICIENCY_LEVELS } from "../../rules/core/proficiency";
import { WEAPON_PROPERTIES } from "../../rules/core/weapon-attack";
import { isArmorKind } from "../../data/item/equipment";
import { itemSystemOf } from "../../data/system-of";
import { formatModifier } from "../../utils/format-modifier";
import { checkView, choices, chosenText } from "./choices";
import { registerItemTypePart } from "./type-parts";

export function weaponContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "weapon");
  const rolls = system.rolls;
  const properties = choices(WEAPON_PROPERTIES, (v) => `AUGMENTED.Item.Weapon.Property.${v}`, system.properties);
  return {
    properties,
    // Play mode lists the chosen properties as words (text, not disabled checkboxes).
    propertyText: chosenText(properties),
    attack: checkView(rolls?.attack ?? null),
    damage: rolls?.damage ?? null,
  };
}

export function equipmentContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "equipment");
  return { isArmor: isArmorKind(system.armor.kind), isShield: system.armor.kind === "shield" };
}

export function featureContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "feature");
  // The template words the ability id.
  return { saveDc: system.saveDc };
}

export function toolContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "tool");
  const proficiencies = choices(PROFICIENCY_LEVELS, (v) => `AUGMENTED.Item.Tool.Proficiency.${v.replace(".", "_")}`, system.proficiency);
  return {
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
