/**
 * The item sheet's parts of the item types with one part of their own (templates/item/<type>.hbs, reading its
 * values under the type's name): the core weapon, equipment, feature and tool (./core-parts.ts) and the types a
 * feature brings (Gearforged: chassis, upgrade, consumable; Automail: limb, port), registered at init. The species
 * and augment parts are the sheet's own (../item-sheet.ts).
 */
import { templatePath } from "../../constants";
import type { SheetPart } from "../sheet-base";

interface ItemTypePart {
  readonly part: SheetPart;
  /** The sheet's shared uses block follows the type's part. */
  readonly uses: boolean;
  /** What the part reads, under the type's name in the sheet's context. */
  context(item: Item.Implementation): unknown;
}

const BY_TYPE = new Map<string, ItemTypePart>();

/** `partials`: the templates the part's template includes. */
export function registerItemTypePart(
  type: string,
  context: (item: Item.Implementation) => unknown,
  { uses = false, partials = [] }: { uses?: boolean; partials?: string[] } = {},
): void {
  BY_TYPE.set(type, { part: { template: templatePath(`item/${type}.hbs`), templates: partials }, uses, context });
}

export function itemTypePart(type: string): ItemTypePart | undefined {
  return BY_TYPE.get(type);
}

/** Every registered type's part, by type, in the order they were registered. */
export function registeredItemParts(): Record<string, SheetPart> {
  return Object.fromEntries([...BY_TYPE].map(([type, entry]) => [type, entry.part]));
}
