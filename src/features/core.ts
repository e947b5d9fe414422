/**
 * The shared machinery every host enables: chat cards (their buttons and the GM-checked transitions), Undo, the
 * save request, and the write claims (every client remembers the claim an actor or item update carries, for the
 * writes racing it: workflows/recheck/write-claims.ts).
 */
import type { Feature } from "./feature";
import { registerCardActions } from "../workflows/cards/card-action";
import { registerUndo } from "../workflows/cards/undo-action";
import { registerSaveRequests } from "../workflows/save-request";
import { receiveClaim } from "../workflows/recheck/write-claims";

export const coreFeature: Feature = {
  id: "core",
  on: {
    actorUpdated: (actor, _changed, options) => receiveClaim(actor, options),
    itemUpdated: (item, _changed, options) => receiveClaim(item, options),
  },
  register: [registerCardActions, registerUndo, registerSaveRequests],
};
