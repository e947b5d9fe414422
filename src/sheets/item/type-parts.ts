/**
 * The item sheet's parts of the item types a feature brings (Gearforged: chassis, upgrade, consumable; Automail:
 * limb, port), registered by that feature at init: the parts the type shows between the header and the description,
 * in order, and what their templates read. The sheet's own types are in ../item-sheet.ts.
 */
import type { SheetPart } from "../sheet-base";

export interface ItemTypeParts {
  /** The parts the type shows, in order: its own (by id) or the sheet's shared `uses` block. */
  readonly show: readonly string[];
  /** Its own parts, by id. */
  readonly parts: Readonly<Record<string, SheetPart>>;
  /** What its parts read, added to the sheet's context. */
  context(item: Item.Implementation): Record<string, unknown>;
}

const BY_TYPE = new Map<string, ItemTypeParts>();

export function registerItemTypeParts(type: string, entry: ItemTypeParts): void {
  BY_TYPE.set(type, entry);
}

export function itemTypeParts(type: string): ItemTypeParts | undefined {
  return BY_TYPE.get(type);
}

/** Every registered type's own parts, by id, in the order they were registered. */
export function registeredItemParts(): Record<string, SheetPart> {
  return Object.assign({}, ...[...BY_TYPE.values()].map((entry) => entry.parts)) as Record<string, SheetPart>; // cast: a union of records is one
}
