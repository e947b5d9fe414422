/**
 * The placement race for the module's augments (CY-SLOT-2; docs/ARCHITECTURE.md, Trust): two clients that put
 * two augments into one section at once both pass the veto, so the shared settlement
 * (src/workflows/augment-install/placement-race.ts) returns the later arrival to carried, by the time each was
 * placed. The system stamps that time in its Item class (`_preCreate` / `_preUpdate`, src/documents/item.ts); a
 * dnd5e world's items are dnd5e's, so the module stamps it from core's `preCreateItem` / `preUpdateItem` on the
 * client making the write, through the same stamp functions (src/documents/item/placed-at.ts).
 */
import { placedAtForCreate, stampPlacedAtOnUpdate } from "../../documents/item/placed-at";

/** `preCreateItem`: an augment created into a section carries its placement time in its source. */
export function stampOnCreate(item: Item.Implementation): void {
  const stamp = placedAtForCreate(item.type, item._source.system);
  // cast: a flat flag path is valid source update data.
  if (stamp) item.updateSource(stamp as Item.UpdateData);
}

/** `preUpdateItem`: an augment moved into a section gets the time in the same changes. */
export function stampOnUpdate(item: Item.Implementation, changes: object): void {
  stampPlacedAtOnUpdate(item.type, changes);
}
