/**
 * What the module registers at `init` in a dnd5e world: the augment item as a module sub-type, with the system's
 * own augment model (same schema, validation and vetoes; docs/ARCHITECTURE.md, Adapters).
 */
import { AugmentData } from "../../data/item/augment";
import { MODULE_AUGMENT_TYPE } from "./constants";

export function registerModule(): void {
  // cast: CONFIG.Item.dataModels is keyed by the system's declared types; a module sub-type adds its own key.
  (CONFIG.Item.dataModels as Record<string, unknown>)[MODULE_AUGMENT_TYPE] = AugmentData;
}
