/**
 * Typed conveniences for the augment scenarios (issue 4). The casts narrow `item.system` to the augment model
 * and `actor.system` to the derived augment view the actor models add (src/data/actor/parts/augments.ts).
 */
import type { AugmentData } from "../../../src/data/item/augment";
import type { ActorAugmentsView } from "../../../src/data/actor/parts/augments";

export type AugmentItem = Item.Implementation & { system: AugmentData };

/** A wrist-cannon-like arm attack augment; `system` overrides what a test cares about. */
export function augmentSource(name: string, system: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    type: "augment",
    system: { sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "force", functionTag: name.toLowerCase(), ...system },
  };
}

export async function createAugment(actor: Actor.Implementation, name: string, system: Record<string, unknown> = {}): Promise<AugmentItem> {
  // cast: createEmbeddedDocuments takes partial sources; the test data is one by construction.
  const created = await actor.createEmbeddedDocuments("Item", [augmentSource(name, system) as Item.CreateData]);
  const item = created?.[0];
  if (!item) throw new Error("createEmbeddedDocuments returned nothing (vetoed?)");
  // cast: created with type "augment", so its system is AugmentData.
  return item as unknown as AugmentItem;
}

/** Sends data the types would refuse (bad input on purpose), to prove the model refuses it too. */
export function updateUnchecked(item: Item.Implementation, changes: Record<string, unknown>): Promise<unknown> {
  // cast: deliberately invalid data; the point of the call is that validation or the guard rejects it.
  return item.update(changes as Item.UpdateData);
}

/** `actor.system.augments`, derived by the actor models. */
export function augmentsOf(actor: Actor.Implementation): ActorAugmentsView {
  // cast: every actor type derives system.augments (src/data/actor/parts/derive.ts, deriveCore).
  return (actor.system as unknown as { augments: ActorAugmentsView }).augments;
}

/** The AC value and breakdown of a character or npc. */
export function acOf(actor: Actor.Implementation): { value: number; breakdown: { label: string; amount: number }[] } {
  // cast: both actor types derive attributes.ac (docs/actor-data.md).
  return (actor.system as unknown as { attributes: { ac: { value: number; breakdown: { label: string; amount: number }[] } } }).attributes.ac;
}
