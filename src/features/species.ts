/** Species items: deleting an applied species undoes what it changed, however it is deleted (sheet, sidebar, API). */
import type { Feature } from "./feature";
import type { SpeciesOperationOptions } from "../data/item/species";
import { itemSystemOf } from "../data/system-of";
import { reverseSpeciesOnDelete } from "../workflows/species/remove";
import { isItemOfKind } from "../data/item/kinds";

function reverseSpecies(item: Item.Implementation, options: unknown, userId: string): void {
  // On the deleting user's client only, so the reversal runs once.
  if (!isItemOfKind(item, "species") || userId !== game.user?.id) return;
  // cast: the operation options, with the system's own `augmented` option.
  if ((options as SpeciesOperationOptions)?.augmented?.keepSpeciesChanges === true) return;
  // cast: the parent of an owned item is an instance of CONFIG.Actor.documentClass.
  const actor = item.parent as Actor.Implementation | null;
  const system = itemSystemOf(item, "species");
  if (!actor || !system._source.applied.active) return;
  void reverseSpeciesOnDelete(actor, system.appliedRecord, item.name);
}

export const speciesFeature: Feature = { id: "species", on: { itemDeleted: reverseSpecies } };
