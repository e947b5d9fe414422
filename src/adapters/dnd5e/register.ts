/**
 * What the module registers at `init` in a dnd5e world (docs/ARCHITECTURE.md, Adapters): the shared tables the
 * workflows read (`CONFIG.AUGMENTED`), the augment item as a module sub-type with the system's own augment model
 * (same schema, validation and vetoes), and the dnd5e actor port the shared workflows read actors through.
 */
import { AUGMENTED } from "../../config";
import { AugmentData } from "../../data/item/augment";
import { registerAugmentItemType } from "../../data/item/augment/state";
import { MODULE_AUGMENT_TYPE } from "./constants";
import { registerDnd5eActorPort } from "./actor-port";

export function registerModule(): void {
  CONFIG.AUGMENTED = AUGMENTED;
  // cast: CONFIG.Item.dataModels is keyed by the system's declared types; a module sub-type adds its own key.
  (CONFIG.Item.dataModels as Record<string, unknown>)[MODULE_AUGMENT_TYPE] = AugmentData;
  registerAugmentItemType(MODULE_AUGMENT_TYPE);
  registerDnd5eActorPort();
}
