/**
 * The shared machinery every host enables beside the card kinds (which the host registers under its own type
 * prefix, workflows/card-kinds-register.ts): the write claims, which every client remembers from an actor or item
 * update, for the writes racing it (workflows/recheck/write-claims.ts).
 */
import type { Feature } from "./feature";
import { receiveClaim } from "../workflows/recheck/write-claims";

export const coreFeature: Feature = {
  id: "core",
  on: {
    actorUpdated: (actor, _changed, options) => receiveClaim(actor, options),
    itemUpdated: (item, _changed, options) => receiveClaim(item, options),
  },
};
