/**
 * The write guard for items whose document class is not the system's (the dnd5e module's augment lives on dnd5e's
 * Item class): the same checks as the system's Item `_preCreate` / `_preUpdate` (./write-guard.ts), run from the
 * `preCreateItem` / `preUpdateItem` hooks, which fire on the requesting client for every write path, with the
 * numbers as requested (the augment's fields neither clamp nor refuse a range: src/data/guarded-number-field.ts).
 * https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html: "Hooked functions may … prevent the
 * workflow entirely by explicitly returning false."
 */
import { refuseCreate, refuseUpdate } from "./write-guard";

/** Registers the guard for the items `guarded` names (e.g. by type). */
export function guardItemWrites(guarded: (item: Item.Implementation) => boolean): void {
  Hooks.on("preCreateItem", (item, data) => (guarded(item) && refuseCreate("Item", data) ? false : undefined));
  Hooks.on("preUpdateItem", (item, changes) => (guarded(item) && refuseUpdate(item, changes) ? false : undefined));
}
