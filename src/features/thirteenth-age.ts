/**
 * The 13th Age gearforged: its neglect clock (started with the species, cleared with it, run by world time), a
 * wreck at 0 HP, the beyond-repair card, its effects following level, feats and the level-scale setting, a
 * potion opening GA-HEAL-1's gate; its rest variant and the "swimming" roll box.
 */
import type { Feature } from "./feature";
import { clearThirteenthAgeOnSpeciesDeleted, onWorldTimeThirteenthAge, startNeglectClockOnSpecies } from "../workflows/gearforged/thirteenth-age/clock";
import { onFeatChanged, onLevelScaleChanged, onLevelUpdated } from "../workflows/gearforged/thirteenth-age/refresh";
import { onHpDropWreck, onUpdateBeyondRepair } from "../workflows/gearforged/thirteenth-age/wreck";
import { onConsumableUsed } from "../workflows/gearforged/thirteenth-age/heal-gate";
import { registerThirteenthAge } from "../workflows/gearforged/thirteenth-age/register";
import { LEVEL_SCALE_SETTING } from "../workflows/gearforged/thirteenth-age/settings";

export const thirteenthAgeFeature: Feature = {
  id: "thirteenth-age",
  settings: [LEVEL_SCALE_SETTING],
  on: {
    hpDrop: onHpDropWreck,
    actorUpdated: (actor, changed, options, userId) => {
      onLevelUpdated(actor, changed, userId);
      return onUpdateBeyondRepair(actor, changed, options, userId);
    },
    itemCreated: (item, _options, userId) => {
      startNeglectClockOnSpecies(item, userId);
      onFeatChanged(item, userId);
    },
    itemDeleted: (item, _options, userId) => {
      clearThirteenthAgeOnSpeciesDeleted(item, userId);
      onFeatChanged(item, userId);
    },
    consumableUsed: onConsumableUsed,
    levelScaleChanged: (_scale, userId) => onLevelScaleChanged(userId),
  },
  worldTime: { actors: "thirteenthAge", run: (worldTime, _options, userId, actors) => onWorldTimeThirteenthAge(worldTime, userId, actors) },
  register: [registerThirteenthAge],
};
