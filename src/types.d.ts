/**
 * Declaration merging for the community Foundry types: tells `tsc` which document classes and type data models
 * the system registers at `init`, so `actor.system` is typed per actor type.
 */
import type { AugmentedActor } from "./documents/actor";
import type { AugmentedItem } from "./documents/item";
import type { CharacterData } from "./data/actor/character";
import type { NpcData } from "./data/actor/npc";
import type { AugmentData, EquipmentData, FeatureData, SpeciesData, ToolData, WeaponData } from "./data/item";
import type { AugmentedConfig } from "./config";
import type { AppliedDamage, ApplyDamageOptions } from "./documents/actor/damage";
import type { DeathSaveOutcome } from "./documents/actor/death-save";
import type { RestSummary } from "./documents/actor/rest";
import type { RollOptions } from "./documents/actor/rolls";

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
      // Using an augment: src/documents/augment/use/*.
      // Integrity saves: src/automation/integrity/*.
      // System Failure: src/automation/system-failure/*.
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
