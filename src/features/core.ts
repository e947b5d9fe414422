/**
 * The shared machinery every host enables: the shared card kinds (the generic card, the augment and rest cards, the
 * save request) and the write claims, which every client remembers from an actor or item update, for the writes
 * racing it (workflows/recheck/write-claims.ts). The exhaustion rules setting is a feature of its own
 * (./exhaustion-rules.ts): a host with its own exhaustion rules leaves it out.
 */
import type { Feature } from "./feature";
import { receiveClaim } from "../workflows/recheck/write-claims";
import { CardData } from "../data/chat/card";
import { AugmentCardData } from "../data/chat/augment";
import { RestCardData } from "../data/chat/rest";
import { SaveRequestCardData } from "../workflows/save-request/card-kind";

export const coreFeature: Feature = {
  id: "core",
  cards: { card: CardData, augment: AugmentCardData, rest: RestCardData, saveRequest: SaveRequestCardData },
  on: {
    actorUpdated: (actor, _changed, options) => receiveClaim(actor, options),
    itemUpdated: (item, _changed, options) => receiveClaim(item, options),
  },
};
