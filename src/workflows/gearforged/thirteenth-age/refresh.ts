/**
 * GA-TIRE-1 / GA-AMPH-1 outside world time: the neglect penalty and the halt depend on the
 * character's 13th Age level and tier (its level under the world's `gearforgedLevelScale` setting), not only on
 * the days counted. When either changes, the effects are brought up to date at once instead of at the next
 * world-time change: the per-day penalty (champion feat −1 from level 9), the day limit that halts it, and
 * unhalting when the limit rises above the days counted.
 * - `onLevelScaleChanged`: the setting's `onChange` (./settings.ts → `augmented.levelScaleChanged`,
 *   src/hooks/thirteenth-age.ts), every 13th Age gearforged in play, each on its one acting client;
 * - `onLevelUpdated`: the core `updateActor` (src/hooks/actor.ts) when the update changed the level, on the one
 *   acting client;
 * - `onFeatChanged`: the core `createItem` / `deleteItem` (src/hooks/items.ts) of a gearforged feat (a feat taken
 *   or dropped changes the same rules), on the creating or deleting user's client.
 * All three go through the clock's `refreshThirteenthAge` (./clock.ts), whose `syncThirteenthAge` is the one writer
 * of the record and the effects.
 */
import { forgetThirteenthAgeQuiet } from "../../../documents/actor/world-time-watch";
import { isActingClient } from "../../../utils/acting-user";
import { actorsInPlay } from "../../../utils/actors-in-play";
import { touchesPath } from "../../../utils/touches-path";
import { refreshThirteenthAge } from "./clock";
import { isThirteenthAge } from "./state";
import { gearforgedFeatFlag } from "../../../data/item/gearforged/readers";

const LEVEL_PATH = "system.details.level";

// The dnd5e adapter's level listener (adapters/dnd5e/thirteenth-age/level.ts) imports it from here.
export { refreshThirteenthAge };

/** `augmented.levelScaleChanged`: every 13th Age gearforged in play, on its one acting client. */
export function onLevelScaleChanged(userId: string | null): void {
  for (const actor of actorsInPlay()) {
    // On every client: the setting changes what the clock's check finds without preparing the actor.
    forgetThirteenthAgeQuiet(actor);
    if (isThirteenthAge(actor) && isActingClient(actor, userId)) refreshThirteenthAge(actor);
  }
}

/** `updateActor`: a 13th Age gearforged whose level changed, on the one acting client. */
export function onLevelUpdated(actor: Actor.Implementation, changed: unknown, userId: string | null): void {
  if (!touchesPath(changed, LEVEL_PATH) || !isThirteenthAge(actor) || !isActingClient(actor, userId)) return;
  refreshThirteenthAge(actor);
}

/** `createItem` / `deleteItem`: a 13th Age feat taken or removed, on the client that made the change. */
export function onFeatChanged(item: Item.Implementation, userId: string): void {
  if (userId !== game.user?.id || !gearforgedFeatFlag(item)) return;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  if (actor && isThirteenthAge(actor)) refreshThirteenthAge(actor);
}
