/**
 * Designing augments (CY-DES-1): a rest clears the design lockout; the items that store locks are kept in an index
 * (workflows/augment-design/lock-index.ts) that forgets itself when one is created, deleted or has its locks written.
 */
import type { Feature } from "./feature";
import { registerDesign } from "../workflows/augment-design/view";
import { onLockItemCreatedOrDeleted, onLockItemUpdated } from "../workflows/augment-design/lock-index";

export const augmentDesignFeature: Feature = {
  id: "augment-design",
  on: {
    itemCreated: (item) => onLockItemCreatedOrDeleted(item),
    itemUpdated: (_item, changed) => onLockItemUpdated(changed),
    itemDeleted: (item) => onLockItemCreatedOrDeleted(item),
  },
  register: [registerDesign],
};
