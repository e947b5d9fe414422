/** The Automail field of an actor's world-time summary (documents/actor/world-time-watch.ts): it holds a limb (./expiry.ts `hasAutomail`). */
import { AUTOMAIL_ITEM_TYPE } from "../../data/item/automail/state";
import { registerWatchReader, type WatchedActor } from "../../documents/actor/world-time-watch";
import { isItemOfKind } from "../../data/item/kinds";

function hasAutomail(actor: WatchedActor): boolean {
  for (const item of actor.items) if (isItemOfKind(item, AUTOMAIL_ITEM_TYPE)) return true;
  return false;
}

/** Called once at init (the Automail feature's registration, src/features/automail.ts). */
export function registerAutomailWatch(): void {
  registerWatchReader("automail", hasAutomail);
}
