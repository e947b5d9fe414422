/** Using augments (CY-USE-*): their timed effects follow turns, world time and item and effect changes; the damage card's targets and the designs the GM's client saw fixed. */
import type { Feature } from "./feature";
import { DamageCardData } from "../workflows/augment-use/damage-card-kind";
import { onEffectDeletedAugmentEffects, onItemChangedAugmentEffects, onTurnChangeAugmentEffects } from "../workflows/augment-use/effect-triggers";
import { onWorldTimeAugmentEffects } from "../workflows/augment-use/effect-sweep";
import { registerAugmentUse } from "../workflows/augment-use/register";
import { DESIGNS_SEEN_SETTING, forgetDesignSeen, noteDesignSeen } from "../workflows/augment-use/design-seen";

export const augmentUseFeature: Feature = {
  id: "augment-use",
  cards: { damage: DamageCardData },
  settings: [DESIGNS_SEEN_SETTING],
  on: {
    turnChange: (combat) => onTurnChangeAugmentEffects(combat),
    itemCreated: (item, options, userId) => {
      noteDesignSeen(item, null, options, userId);
      return onItemChangedAugmentEffects(item, options, userId);
    },
    itemUpdated: (item, changed, options, userId) => {
      noteDesignSeen(item, changed, options, userId);
      return onItemChangedAugmentEffects(item, options, userId, changed);
    },
    itemDeleted: (item, options, userId) => {
      forgetDesignSeen(item);
      return onItemChangedAugmentEffects(item, options, userId);
    },
    effectDeleted: onEffectDeletedAugmentEffects,
  },
  worldTime: { actors: "effects", run: (_worldTime, options, userId, actors) => onWorldTimeAugmentEffects(options, userId, actors) },
  register: [registerAugmentUse],
};
