/**
 * The write guard for items whose document class is not the system's (the dnd5e module's augment lives on dnd5e's
 * Item class): the same checks as the system's Item `_preCreate` / `_preUpdate` (./write-guard.ts), run from the
 * `preCreateItem` / `preUpdateItem` hooks, which fire on the requesting client for every write path, with the
 * numbers as requested (the augment's fields neither clamp nor refuse a range: src/data/guarded-number-field.ts).
 * https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html: "Hooked functions may … prevent the
 * workflow entirely by explicitly returning false."
 */
import { refuseCreate, refuseUpdate } from "./write-guard";

/** `preCreateItem`: false (the create refused, with the message) for a guarded item with an out-of-range number. */
export function onPreCreateGuarded(guarded: (item: Item.Implementation) => boolean, item: Item.Implementation, data: unknown): false | undefined {
  return guarded(item) && refuseCreate("Item", data) ? false : undefined;
}

/** `preUpdateItem`: false (the update refused, with the message) for a guarded item's out-of-range change. */
export function onPreUpdateGuarded(guarded: (item: Item.Implementation) => boolean, item: Item.Implementation, changes: unknown): false | undefined {
  return guarded(item) && refuseUpdate(item, changes) ? false : undefined;
}
