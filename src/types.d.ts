/**
 * Declaration merging for the community Foundry types: tells `tsc` which document classes and type data models
 * the system registers at `init`, so `actor.system` is typed per actor type.
 */
import type { AugmentedActor } from "./documents/actor";
import type { AugmentedItem } from "./documents/item";
import type { CharacterData } from "./data/actor/character";
import type { NpcData } from "./data/actor/npc";
import type { AugmentData, EquipmentData, FeatureData, SpeciesData, ToolData, WeaponData } from "./data/item";
import type { ChassisData, ConsumableData, UpgradeData } from "./data/item";
import type { AugmentedConfig } from "./config";
import type { AppliedDamage, ApplyDamageOptions } from "./documents/actor/damage";
import type { DeathSaveOutcome } from "./documents/actor/death-save";
import type { RestSummary } from "./documents/actor/rest";
import type { InstallAugmentOptions, InstalledAugment } from "./documents/augment/install";
import type { RemoveAugmentOptions, RemovedAugment } from "./documents/augment/remove";
import type { AugmentWorkOptions, RepairResult } from "./documents/augment/repair";
import type { UpgradeOptions, UpgradeResult } from "./documents/augment/upgrade";
import type { DesignAugmentOptions, DesignedAugment } from "./documents/augment/design";
import type { SectionId } from "./rules/cyborg";
import type { RollOptions } from "./documents/actor/rolls";
import type { UseAugmentOptions, UseAugmentResult } from "./documents/augment/use/types";
import type { SystemFailureOptions, SystemFailureOutcome } from "./automation/system-failure/apply";
import type { IntegrityCheckConfig, IntegrityCheckResult } from "./automation/integrity/steps";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof AugmentedActor;
    Item: typeof AugmentedItem;
  }

  /** The system's hooks (src/hooks/names.ts documents each). */
  namespace Hooks {
    interface HookConfig {
      "augmented.preApplyDamage": (actor: Actor.Implementation, instances: Array<{ amount: unknown; type: unknown }>, options: ApplyDamageOptions) => boolean | void;
      "augmented.applyDamage": (actor: Actor.Implementation, result: AppliedDamage, options: ApplyDamageOptions) => void;
      "augmented.preRollDeathSave": (actor: Actor.Implementation, options: RollOptions) => boolean | void;
      "augmented.rollDeathSave": (actor: Actor.Implementation, outcome: DeathSaveOutcome, options: RollOptions) => void;
      "augmented.preRest": (actor: Actor.Implementation, restType: string, config: { steps: string[]; hitDice: number }) => boolean | void;
      "augmented.restCompleted": (actor: Actor.Implementation, summary: RestSummary) => void;
      // Augment workflows (install, remove, repair, upgrade, design): src/documents/augment/*.
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
      // Using an augment: src/documents/augment/use/*.
      "augmented.preUseAugment": (actor: Actor.Implementation, item: Item.Implementation, options: UseAugmentOptions) => boolean | void;
      "augmented.useAugment": (actor: Actor.Implementation, item: Item.Implementation, result: UseAugmentResult) => void;
      // Integrity saves: src/automation/integrity/*.
      "augmented.preIntegrityCheck": (actor: Actor.Implementation, config: IntegrityCheckConfig) => boolean | void;
      "augmented.integrityCheck": (actor: Actor.Implementation, result: IntegrityCheckResult) => void;
      // System Failure: src/automation/system-failure/*.
      "augmented.preSystemFailure": (actor: Actor.Implementation, item: Item.Implementation, options: SystemFailureOptions) => boolean | void;
      "augmented.systemFailure": (actor: Actor.Implementation, item: Item.Implementation, result: SystemFailureOutcome) => void;
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
      chassis: typeof ChassisData;
      upgrade: typeof UpgradeData;
      consumable: typeof ConsumableData;
    };
  }
}

declare global {
  interface CONFIG {
    AUGMENTED: AugmentedConfig;
  }

  /** World settings (src/settings.ts). */
  interface SettingConfig {
    "augmented.deathSaveOnDamage": "auto" | "prompt" | "off";
    "augmented.exhaustionRules": "2024" | "2014";
    "augmented.integritySave": "auto" | "prompt" | "off";
    "augmented.integrityPick": "gm" | "owner" | "random";
  }
}
