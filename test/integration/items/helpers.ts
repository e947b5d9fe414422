/**
 * Typed conveniences for the item scenarios: the casts narrow `item.system` to the model of the type the
 * scenario has just created.
 */
import type { EquipmentData } from "../../../src/data/item/equipment";
import type { FeatureData } from "../../../src/data/item/feature";
import type { ToolData } from "../../../src/data/item/tool";
import type { WeaponData } from "../../../src/data/item/weapon";
import type { PreparedUses } from "../../../src/data/shared/uses-field";

export interface ItemModels {
  weapon: WeaponData;
  equipment: EquipmentData;
  feature: FeatureData;
  tool: ToolData;
}

export type TypedItem<T extends keyof ItemModels> = Item.Implementation & { system: ItemModels[T] };

/** A world item (in the sidebar, no owner). */
export async function createItem<T extends keyof ItemModels>(type: T, data: Record<string, unknown> = {}): Promise<TypedItem<T>> {
  // cast: Item.create accepts the source shape; the test data is a partial source by construction.
  const item = await Item.create({ name: `A ${type}`, type, ...data } as Item.CreateData);
  if (!item) throw new Error("Item.create returned nothing (vetoed?)");
  // cast: created with this type, so its system is that model.
  return item as TypedItem<T>;
}

/** An item created on an actor. */
export async function createOwnedItem<T extends keyof ItemModels>(
  actor: Actor.Implementation,
  type: T,
  data: Record<string, unknown> = {},
): Promise<TypedItem<T>> {
  // cast: as above; createEmbeddedDocuments takes partial sources.
  const created = await actor.createEmbeddedDocuments("Item", [{ name: `A ${type}`, type, ...data } as Item.CreateData]);
  const item = created?.[0];
  if (!item) throw new Error("createEmbeddedDocuments returned nothing (vetoed?)");
  // cast: created with this type, so its system is that model.
  return item as unknown as TypedItem<T>;
}

/** The prepared uses (stored fields plus the derived value, maxValue and error). */
export function usesOf(item: { system: unknown }): PreparedUses {
  // cast: every item type with uses stores them at system.uses (src/data/shared/uses-field.ts).
  return (item.system as { uses: PreparedUses }).uses;
}

/** Sends an update the types would refuse (bad input on purpose), to prove the data model refuses it too. */
export function updateUnchecked(item: Item.Implementation, changes: Record<string, unknown>): Promise<unknown> {
  // cast: deliberately invalid data; the point of the call is that Foundry's validation rejects it.
  return item.update(changes as Item.UpdateData);
}
