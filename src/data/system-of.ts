/**
 * Typed reads of a document's system data model by its type.
 *
 * fvtt-types narrows `system` by `type` only for its own document classes; with the system's classes
 * (`CONFIG.Item.documentClass = AugmentedItem`), checking `item.type === "weapon"` leaves `item.system` the union
 * of every model, so each typed read used to need its own cast through `unknown`. These functions check the type
 * at runtime and hold the one cast, so a read can never claim a model the document does not have.
 */
import type { CoreItemType, ITEM_DATA_MODELS } from "./item";
import type { CharacterData } from "./actor/character";
import type { NpcData } from "./actor/npc";
import { isItemOfKind } from "./item/kinds";

/** The data model instance of a core item type. */
export type ItemModel<T extends CoreItemType> = InstanceType<(typeof ITEM_DATA_MODELS)[T]>;

interface ActorModels {
  character: CharacterData;
  npc: NpcData;
}
export type ActorType = keyof ActorModels;

/** The slice of a document these functions read (an Item or Actor document fits). */
interface Typed {
  readonly type: string;
  readonly system: unknown;
}

/** The item's model when it is of `type`, else null (for filters and finds). */
export function itemSystem<T extends CoreItemType>(item: Typed | null | undefined, type: T): ItemModel<T> | null {
  if (!item) return null;
  // A kind's stored type differs by host (`augment` in the system, `augmented-dnd5e.augment` in the dnd5e module:
  // item/kinds.ts), with the same fields.
  const matches = isItemOfKind(item, type);
  // cast: the type was just checked; CONFIG.Item.dataModels gives every item of this type this model.
  return matches ? (item.system as ItemModel<T>) : null;
}

/** The item's model, where the caller has already established its type; a wrong type is a programming error. */
export function itemSystemOf<T extends CoreItemType>(item: Typed, type: T): ItemModel<T> {
  const system = itemSystem(item, type);
  if (!system) throw new TypeError(`Augmented: expected a ${type} item, got ${item.type}`);
  return system;
}

/** The actor's model when it is of `type`, else null. */
export function actorSystem<T extends ActorType>(actor: Typed | null | undefined, type: T): ActorModels[T] | null {
  // cast: the type was just checked; CONFIG.Actor.dataModels gives every actor of this type this model.
  return actor?.type === type ? (actor.system as ActorModels[T]) : null;
}

/** The model of a character or npc (the shared base shape), or null for another actor type. */
export function creatureSystem(actor: Typed | null | undefined): CharacterData | NpcData | null {
  return actorSystem(actor, "character") ?? actorSystem(actor, "npc");
}

/** The actor's model, where the caller has already established its type (a sheet registered for it). */
export function actorSystemOf<T extends ActorType>(actor: Typed, type: T): ActorModels[T] {
  const system = actorSystem(actor, type);
  if (!system) throw new TypeError(`Augmented: expected a ${type} actor, got ${actor.type}`);
  return system;
}
