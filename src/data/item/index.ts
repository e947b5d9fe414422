/** The core item models, by item type, as registered in `CONFIG.Item.dataModels`. */
import { AugmentData } from "./augment";
import { AutomailData } from "./automail";
import { PortData } from "./port";
import { ChassisData } from "./chassis";
import { ConsumableData } from "./consumable";
import { EquipmentData } from "./equipment";
import { FeatureData } from "./feature";
import { SpeciesData } from "./species";
import { ToolData } from "./tool";
import { UpgradeData } from "./upgrade";
import { WeaponData } from "./weapon";

export { AugmentData, EquipmentData, FeatureData, SpeciesData, ToolData, WeaponData };
export { AutomailData, PortData };
export { ChassisData, ConsumableData, UpgradeData };
export { equippedArmor, EQUIPMENT_KINDS, featureDcSources, isArmorKind } from "./readers";

export const ITEM_DATA_MODELS = {
  weapon: WeaponData,
  equipment: EquipmentData,
  feature: FeatureData,
  tool: ToolData,
  species: SpeciesData,
  augment: AugmentData,
  automail: AutomailData,
  port: PortData,
  chassis: ChassisData,
  upgrade: UpgradeData,
  consumable: ConsumableData,
} as const;

export type CoreItemType = keyof typeof ITEM_DATA_MODELS;
// cast: Object.keys types its keys as string; the object's keys are exactly these ids.
export const CORE_ITEM_TYPES = Object.keys(ITEM_DATA_MODELS) as CoreItemType[];
