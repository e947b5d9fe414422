/** Listeners on core item hooks. */
import type { SpeciesData, SpeciesOperationOptions } from "../data/item/species";
import { reverseSpeciesOnDelete } from "../workflows/species/remove";

export function registerItemHooks(): void {
  // Deleting an applied species undoes what it changed, however it is deleted (sheet, sidebar, API), on the
  // deleting user's client only, so the reversal runs once.
  Hooks.on("deleteItem", (item, options, userId) => {
    if (item.type !== "species" || userId !== game.user?.id) return;
    if ((options as SpeciesOperationOptions)?.augmented?.keepSpeciesChanges === true) return;
    const actor = item.parent as Actor.Implementation | null;
    // cast: the type check above means the system is the species model.
    const system = item.system as unknown as SpeciesData;
    if (!actor || !system._source.applied.active) return;
    void reverseSpeciesOnDelete(actor, system.appliedRecord, item.name);
  });
}
