import type { ItemSlice } from "../shared/item-slice";
import type { AbilityId } from "../../rules/core/abilities";
import { ARMOR_KINDS, type ArmorKind, type EquippedArmor } from "../../rules/core/armor-class";
import type { FeatureDcSource } from "../../rules/core/feature-dc";
import { isItemOfKind } from "./kinds";

/**
 * Reading the core item types from an actor's items, for the actor models and workflows: the armor its AC
 * counts and the feature DCs it lists. Plain functions on the stored shapes (no Foundry globals), so they can be
 * imported anywhere.
 */

/** What an equipment item is: body armor, a shield, or something worn that is not armor. */
export const EQUIPMENT_KINDS = [...ARMOR_KINDS, "clothing", "trinket"] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export function isArmorKind(kind: unknown): kind is ArmorKind {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return typeof kind === "string" && (ARMOR_KINDS as readonly string[]).includes(kind);
}


interface EquipmentView {
  equipped: boolean;
  armor: { kind: string; value: number | null; bonus: number; dexCap: number | null };
}

/**
 * Every equipped armor and shield among an actor's items, in the shape `computeArmorClass` takes
 * (src/rules/core/armor-class.ts). A null value or Dex cap means the kind's default and is left out.
 */
export function equippedArmor(items: Iterable<ItemSlice>): EquippedArmor[] {
  const out: EquippedArmor[] = [];
  for (const item of items) {
    if (item.type !== "equipment") continue;
    // cast: a structural, optional view of the equipment's system data.
    const system = item.system as EquipmentView;
    if (!system.equipped || !isArmorKind(system.armor.kind)) continue;
    out.push({
      id: item.id ?? "",
      name: item.name,
      kind: system.armor.kind,
      ...(system.armor.value === null ? {} : { value: system.armor.value }),
      bonus: system.armor.bonus,
      ...(system.armor.dexCap === null ? {} : { dexCap: system.armor.dexCap }),
    });
  }
  return out;
}

/**
 * The named feature save DCs an actor's feature items define (CORE-7), in the shape `computeFeatureDcs` takes:
 * one per feature with a save ability, id = the item's id, name = the item's name.
 */
export function featureDcSources(items: Iterable<ItemSlice>): FeatureDcSource[] {
  const out: FeatureDcSource[] = [];
  for (const item of items) {
    if (!isItemOfKind(item, "feature")) continue;
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const ability = (item.system as { saveAbility: AbilityId | null }).saveAbility;
    if (ability) out.push({ id: item.id ?? "", name: item.name, ability });
  }
  return out;
}
