/**
 * The level scale follows dnd5e's character level: dnd5e derives `details.level` from the class items' `levels`
 * (module/data/actor/character.mjs:160-170 at 5.3.3), so a level gained or lost is an item change, never an actor
 * update the shared `onLevelUpdated` sees. A class item created, updated or deleted on a 13th Age gearforged
 * brings its neglect penalty and halt up to date (the shared refresh: tier, per-day penalty, day limit) on the
 * one acting client.
 */
import { isActingClient } from "../../../utils/acting-user";
import { refreshThirteenthAge } from "../../../workflows/gearforged/thirteenth-age/refresh";
import { isThirteenthAge } from "../../../workflows/gearforged/thirteenth-age/state";

/** `createItem` / `updateItem` / `deleteItem`: a class item of a 13th Age gearforged. */
export function onClassChanged(item: Item.Implementation, userId: string): void {
  // cast: dnd5e's own item type, which the system's item type union does not name.
  if ((item.type as string) !== "class") return;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || !isThirteenthAge(actor) || !isActingClient(actor, userId)) return;
  refreshThirteenthAge(actor);
}
