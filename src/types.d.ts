/**
 * Declaration merging for the community Foundry types: tells `tsc` which document classes and type data models
 * the system registers at `init`, so `actor.system` is typed per actor type.
 */
import type { WorkflowActor } from "./workflows/workflow-actor";
import type { AugmentedItem } from "./documents/item";
import type { AugmentedChatMessage } from "./workflows/cards/chat-message";
import type * as CardKinds from "./workflows/card-kinds";
import type { CharacterData } from "./data/actor/character";
import type { NpcData } from "./data/actor/npc";
import type { AugmentData, EquipmentData, FeatureData, SpeciesData, ToolData, WeaponData } from "./data/item";
import type { AutomailData, PortData } from "./data/item";
import type { ChassisData, ConsumableData, UpgradeData } from "./data/item";
import type { AugmentedConfig } from "./config";
import type { AppliedDamage, ApplyDamageOptions } from "./workflows/damage/apply-damage";
import type { HpDrop } from "./documents/actor/hp-drop";
import type { MigrationReport } from "./migration/run";
import type { DeathSaveOutcome } from "./workflows/death-save/roll";
import type { RestSummary } from "./workflows/rest/registry";
import type { InstallAugmentOptions, InstalledAugment } from "./workflows/augment-install/install";
import type { RemoveAugmentOptions, RemovedAugment } from "./workflows/augment-remove/remove";
import type { AugmentWorkOptions, RepairResult } from "./workflows/augment-repair/repair";
import type { UpgradeOptions, UpgradeResult } from "./workflows/augment-upgrade/upgrade";
import type { DesignAugmentOptions, DesignedAugment } from "./workflows/augment-design/design";
import type { SectionId } from "./rules/cyborg";
import type { RollOptions } from "./workflows/rolls/rolls";
import type { UseAugmentOptions, UseAugmentResult } from "./workflows/augment-use/types";
import type { SystemFailureOptions, SystemFailureOutcome } from "./workflows/system-failure/apply";
import type { IntegrityCheckConfig, IntegrityCheckResult } from "./workflows/integrity/steps";
import type { MaintenanceTick } from "./rules/gearforged";
import type { MaintenanceLapse } from "./workflows/gearforged/maintenance";
import type { InstallChassisOptions, InstalledChassis } from "./workflows/gearforged/chassis";
import type { AddUpgradeOptions, AddedUpgrade, RemoveUpgradeOptions } from "./workflows/gearforged/upgrades";
import type { UseConsumableOptions, UsedConsumable } from "./workflows/gearforged/consumable";
import type { StabilizeMethod, RestoreOption } from "./rules/gearforged";
import type { StabilizeOptions, StabilizeOutcome } from "./workflows/gearforged/stabilize";
import type { RestoreOptions, RestoreOutcome } from "./workflows/gearforged/restore";
import type { UsedUpgrade } from "./workflows/gearforged/use-upgrade";
import type { InstalledMemoryGear, MemoryGearOptions } from "./workflows/gearforged/memory-gear";
import type { WorkshopRowSource } from "./workshop/rows";
import type { SwapWeaponOptions, SwappedWeapon } from "./workflows/gearforged/always-armed";
import type * as Automail from "./workflows/automail";
import type * as ThirteenthAge from "./workflows/gearforged/thirteenth-age";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof WorkflowActor;
    Item: typeof AugmentedItem;
    ChatMessage: typeof AugmentedChatMessage;
  }

  /** The system's hooks (src/utils/hook-names.ts documents each). */
  namespace Hooks {
    interface HookConfig {
      "augmented.preApplyDamage": (actor: Actor.Implementation, instances: Array<{ amount: unknown; type: unknown }>, options: ApplyDamageOptions) => boolean | void;
      "augmented.applyDamage": (actor: Actor.Implementation, result: AppliedDamage, options: ApplyDamageOptions) => void;
      "augmented.hpDrop": (actor: Actor.Implementation, drop: HpDrop, userId: string) => void;
      "augmented.levelScaleChanged": (scale: string, userId: string | null) => void;
      "augmented.preRollDeathSave": (actor: Actor.Implementation, options: RollOptions) => boolean | void;
      "augmented.rollDeathSave": (actor: Actor.Implementation, outcome: DeathSaveOutcome, options: RollOptions) => void;
      "augmented.preRest": (actor: Actor.Implementation, restType: string, config: { steps: string[]; hitDice: number }) => boolean | void;
      "augmented.restCompleted": (actor: Actor.Implementation, summary: RestSummary) => void;
      // Augment workflows (install, remove, repair, upgrade, design): src/workflows/augment-work/*.
      "augmented.preInstallAugment": (actor: Actor.Implementation, item: Item.Implementation, section: SectionId, options: InstallAugmentOptions) => boolean | void;
      "augmented.installAugment": (actor: Actor.Implementation, item: Item.Implementation, result: InstalledAugment) => void;
      "augmented.preRemoveAugment": (actor: Actor.Implementation, item: Item.Implementation, options: RemoveAugmentOptions) => boolean | void;
      "augmented.removeAugment": (actor: Actor.Implementation, item: Item.Implementation, result: RemovedAugment) => void;
      "augmented.preRepairAugment": (actor: Actor.Implementation, item: Item.Implementation, options: AugmentWorkOptions) => boolean | void;
      "augmented.repairAugment": (actor: Actor.Implementation, item: Item.Implementation, result: RepairResult) => void;
      "augmented.preUpgradeAugment": (actor: Actor.Implementation, item: Item.Implementation, options: UpgradeOptions) => boolean | void;
      "augmented.upgradeAugment": (actor: Actor.Implementation, item: Item.Implementation, result: UpgradeResult) => void;
      "augmented.preDesignAugment": (actor: Actor.Implementation, item: Item.Implementation, options: DesignAugmentOptions) => boolean | void;
      "augmented.designAugment": (actor: Actor.Implementation, item: Item.Implementation, result: DesignedAugment) => void;
      // Using an augment: src/workflows/augment-use/*.
      "augmented.preUseAugment": (actor: Actor.Implementation, item: Item.Implementation, options: UseAugmentOptions) => boolean | void;
      "augmented.useAugment": (actor: Actor.Implementation, item: Item.Implementation, result: UseAugmentResult) => void;
      // Integrity saves: src/workflows/integrity/*.
      "augmented.preIntegrityCheck": (actor: Actor.Implementation, config: IntegrityCheckConfig) => boolean | void;
      "augmented.integrityCheck": (actor: Actor.Implementation, result: IntegrityCheckResult) => void;
      // System Failure: src/workflows/system-failure/*.
      "augmented.preSystemFailure": (actor: Actor.Implementation, item: Item.Implementation, options: SystemFailureOptions) => boolean | void;
      "augmented.systemFailure": (actor: Actor.Implementation, item: Item.Implementation, result: SystemFailureOutcome) => void;
      // Gearforged: src/workflows/gearforged/*.
      "augmented.preMaintenanceLapse": (actor: Actor.Implementation, tick: MaintenanceTick) => boolean | void;
      "augmented.maintenanceLapse": (actor: Actor.Implementation, result: MaintenanceLapse) => void;
      "augmented.preInstallChassis": (actor: Actor.Implementation, item: Item.Implementation, options: InstallChassisOptions) => boolean | void;
      "augmented.installChassis": (actor: Actor.Implementation, item: Item.Implementation, result: InstalledChassis) => void;
      "augmented.preAddUpgrade": (actor: Actor.Implementation, item: Item.Implementation, options: AddUpgradeOptions) => boolean | void;
      "augmented.addUpgrade": (actor: Actor.Implementation, item: Item.Implementation, result: AddedUpgrade) => void;
      "augmented.preRemoveUpgrade": (actor: Actor.Implementation, item: Item.Implementation, options: RemoveUpgradeOptions) => boolean | void;
      "augmented.removeUpgrade": (actor: Actor.Implementation, name: string) => void;
      "augmented.preUseConsumable": (actor: Actor.Implementation, item: Item.Implementation, options: UseConsumableOptions) => boolean | void;
      "augmented.useConsumable": (actor: Actor.Implementation, item: Item.Implementation, result: UsedConsumable) => void;
      "augmented.preStabilize": (actor: Actor.Implementation, method: StabilizeMethod, options: StabilizeOptions) => boolean | void;
      "augmented.stabilize": (actor: Actor.Implementation, outcome: StabilizeOutcome) => void;
      "augmented.preRestoreGearforged": (actor: Actor.Implementation, option: RestoreOption, options: RestoreOptions) => boolean | void;
      "augmented.restoreGearforged": (actor: Actor.Implementation, outcome: RestoreOutcome) => void;
      "augmented.preUseUpgrade": (actor: Actor.Implementation, item: Item.Implementation) => boolean | void;
      "augmented.useUpgrade": (actor: Actor.Implementation, item: Item.Implementation, result: UsedUpgrade) => void;
      "augmented.preInstallMemoryGear": (actor: Actor.Implementation, options: MemoryGearOptions) => boolean | void;
      "augmented.installMemoryGear": (actor: Actor.Implementation, result: InstalledMemoryGear) => void;
      // Gearforged, 13th Age: src/workflows/gearforged/thirteenth-age/*.
      "augmented.preFourHourMaintenance": (actor: Actor.Implementation, options: ThirteenthAge.FourHourMaintenanceOptions) => boolean | void;
      "augmented.fourHourMaintenance": (actor: Actor.Implementation, result: ThirteenthAge.FourHourMaintenance) => void;
      "augmented.preRepairerCheck": (actor: Actor.Implementation, options: ThirteenthAge.RepairerCheckOptions) => boolean | void;
      "augmented.repairerCheck": (actor: Actor.Implementation, result: ThirteenthAge.RepairerCheckResult) => void;
      "augmented.preGearforgedHalt": (actor: Actor.Implementation, halt: ThirteenthAge.GearforgedHalt) => boolean | void;
      "augmented.gearforgedHalt": (actor: Actor.Implementation, halt: ThirteenthAge.GearforgedHalt) => void;
      "augmented.preSwapIntegratedWeapon": (actor: Actor.Implementation, side: "main" | "off", weaponId: string | null, options: SwapWeaponOptions) => boolean | void;
      "augmented.swapIntegratedWeapon": (actor: Actor.Implementation, result: SwappedWeapon) => void;
      "augmented.workshopRows": (register: (source: WorkshopRowSource) => void) => void;
      // Automail: src/workflows/automail/*.
      "augmented.preBuyPort": (actor: Actor.Implementation, kind: string, site: string, options: Automail.BuyPortOptions) => boolean | void;
      "augmented.buyPort": (actor: Actor.Implementation, port: Item.Implementation, result: Automail.BoughtPort) => void;
      "augmented.preAttachAutomail": (actor: Actor.Implementation, item: Item.Implementation, portId: string, options: Automail.AttachAutomailOptions) => boolean | void;
      "augmented.attachAutomail": (actor: Actor.Implementation, item: Item.Implementation, result: Automail.AttachedAutomail) => void;
      "augmented.preDetachAutomail": (actor: Actor.Implementation, item: Item.Implementation) => boolean | void;
      "augmented.detachAutomail": (actor: Actor.Implementation, item: Item.Implementation, result: Automail.DetachedAutomail) => void;
      "augmented.preInstallReforged": (actor: Actor.Implementation, item: Item.Implementation, site: string, options: Automail.InstallReforgedOptions) => boolean | void;
      "augmented.installReforged": (actor: Actor.Implementation, item: Item.Implementation, result: Automail.InstalledReforged) => void;
      "augmented.preRepairAutomail": (actor: Actor.Implementation, item: Item.Implementation, options: Automail.RepairAutomailOptions) => boolean | void;
      "augmented.repairAutomail": (actor: Actor.Implementation, item: Item.Implementation, result: Automail.RepairedAutomail) => void;
      "augmented.migrateWorld": (report: MigrationReport) => void;
    }
  }

  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
      npc: typeof NpcData;
    };
    Item: {
      weapon: typeof WeaponData;
      equipment: typeof EquipmentData;
      feature: typeof FeatureData;
      tool: typeof ToolData;
      species: typeof SpeciesData;
      augment: typeof AugmentData;
      automail: typeof AutomailData;
      port: typeof PortData;
      chassis: typeof ChassisData;
      upgrade: typeof UpgradeData;
      consumable: typeof ConsumableData;
    };
    /** The card kinds, one per type (src/workflows/card-kinds.ts). */
    ChatMessage: typeof CardKinds;
  }
}

declare global {
  interface CONFIG {
    AUGMENTED: AugmentedConfig;
  }

  /** World settings (declared by the features: src/settings.ts and each feature's settings.ts). */
  interface SettingConfig {
    "augmented.deathSaveOnDamage": "auto" | "prompt" | "off";
    "augmented.exhaustionRules": "2024" | "2014";
    "augmented.integritySave": "auto" | "prompt" | "off";
    "augmented.integrityPick": "gm" | "owner" | "random";
    "augmented.gearforgedLevelScale": "half" | "full";
    "augmented.acclimationRoll": "prompt" | "auto";
  }
}
