/**
 * The slice of an owned item the data layer's readers use (AC, augment and automail states, gearforged readers,
 * feature DCs), one type for all of them. A narrow copy rather than `Item.Implementation` on purpose: the readers
 * run inside an actor model's `prepareDerivedData`, over the items of either host (the system's items, and the
 * dnd5e module's items that carry the same models), and over plain stored sources in migration and unit tests;
 * an Item document fits it.
 */
export interface ItemSlice {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
  flags?: unknown;
}
