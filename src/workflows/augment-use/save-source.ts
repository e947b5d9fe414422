/**
 * CY-ATK-3 / CY-DC-1 as a save source (src/workflows/save-request): a save-based attack augment's DC is the one its
 * owner's documents give now (the augment save DC or the chosen feature DC). Nothing follows the recorded
 * result here: the damage card posted with the use is the GM's to apply as the design says.
 */
import { itemSystem } from "../../data/system-of";
import type { SaveSource } from "../save-request";

export const AUGMENT_SAVE_SOURCE = "augment";

export const augmentSaveSource: SaveSource = {
  dc: (_actor, item) => {
    const attack = itemSystem(item, "augment")?.attack ?? null;
    return attack?.mode === "save" ? attack.dc : null;
  },
};
