/**
 * System Failure (SF-1…6): the offer at 0 HP, the overdrive's end with the turn or world time, the once-per-combat
 * reset, and a sacrificed augment kept destroyed whatever write raced it.
 */
import type { Feature } from "./feature";
import { SystemFailurePromptData } from "../workflows/system-failure/card-kind";
import { SystemFailureCardData } from "../data/chat/system-failure";
import { onCombatDeletedSystemFailure, onHpDropSystemFailure, onTurnChangeSystemFailure, onWorldTimeSystemFailure } from "../workflows/system-failure";
import { onAugmentWritten, onOverdriveCreated } from "../workflows/system-failure/sacrifice-race";
import { registerSystemFailure } from "../workflows/system-failure/register";

export const systemFailureFeature: Feature = {
  id: "system-failure",
  cards: { systemFailurePrompt: SystemFailurePromptData, systemFailure: SystemFailureCardData },
  on: {
    hpDrop: onHpDropSystemFailure,
    turnChange: onTurnChangeSystemFailure,
    combatEnd: onCombatDeletedSystemFailure,
    itemUpdated: (item, _changed, options) => onAugmentWritten(item, options),
    effectCreated: onOverdriveCreated,
  },
  worldTime: { actors: "effects", run: (worldTime, _options, userId, actors) => onWorldTimeSystemFailure(worldTime, userId, actors) },
  register: [registerSystemFailure],
};
