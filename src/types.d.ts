/**
 * Declaration merging for the community Foundry types: tells `tsc` which document classes and type data models
 * the system registers at `init`, so `actor.system` is typed per actor type.
 */
import type { AugmentedActor } from "./documents/actor";
import type { AugmentedItem } from "./documents/item";
import type { CharacterData } from "./data/actor/character";
import type { AugmentedConfig } from "./config";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof AugmentedActor;
    Item: typeof AugmentedItem;
  }

  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
    };
  }
}

declare global {
  interface CONFIG {
    AUGMENTED: AugmentedConfig;
  }
}
