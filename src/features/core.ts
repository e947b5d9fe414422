/**
 * The shared machinery every host enables: the shared card kinds (the generic card, the augment and rest cards, the
 * save request), the exhaustion rules setting the rolls read (CORE-6), and the write claims, which every client remembers from an actor or item update, for the writes
 * racing it (workflows/recheck/write-claims.ts).
 */
import type { Feature } from "./feature";
import { receiveClaim } from "../workflows/recheck/write-claims";
import { CardData } from "../data/chat/card";
import { AugmentCardData } from "../data/chat/augment";
import { RestCardData } from "../data/chat/rest";
import { SaveRequestCardData } from "../workflows/save-request/card-kind";
import { EXHAUSTION_RULES_SETTING, forgetExhaustionRules } from "../settings";

export const coreFeature: Feature = {
  id: "core",
  cards: { card: CardData, augment: AugmentCardData, rest: RestCardData, saveRequest: SaveRequestCardData },
  settings: [EXHAUSTION_RULES_SETTING],
  on: {
    actorUpdated: (actor, _changed, options) => receiveClaim(actor, options),
    itemUpdated: (item, _changed, options) => receiveClaim(item, options),
  },
  register: [forgetExhaustionRules],
};
