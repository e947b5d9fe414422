/** Installing augments: a section over capacity after a race sends the later arrival back to carried. */
import type { Feature } from "./feature";
import { onAugmentPlaced } from "../workflows/augment-install/placement-race";

export const augmentInstallFeature: Feature = {
  id: "augment-install",
  on: {
    itemCreated: (item, options) => onAugmentPlaced(item, null, options),
    itemUpdated: (item, changed, options) => onAugmentPlaced(item, changed, options),
  },
};
