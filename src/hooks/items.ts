/** Listeners on core item and active-effect hooks: one each, dispatching to the workflows. */
import type { SpeciesData, SpeciesOperationOptions } from "../data/item/species";
import { reverseSpeciesOnDelete } from "../workflows/species/remove";
import { onEffectDeletedAugmentEffects, onItemChangedAugmentEffects } from "../workflows/augment-use/effect-sweep";
import { onAugmentPlaced } from "../workflows/augment-install/placement-race";
import { alwaysArmedVeto, integratedArmorVeto, reverseChassisOnDelete, startClockOnSpecies } from "../workflows/gearforged";
import { onLimbDeleted } from "../workflows/automail";
import { clearThirteenthAgeOnSpeciesDeleted, onFeatChanged, startNeglectClockOnSpecies } from "../workflows/gearforged/thirteenth-age";

/** Deleting an applied species undoes what it changed, however it is deleted (sheet, sidebar, API). */
function reverseSpecies(item: Item.Implementation, options: unknown, userId: string): void {
  // On the deleting user's client only, so the reversal runs once.
  if (item.type !== "species" || userId !== game.user?.id) return;
  if ((options as SpeciesOperationOptions)?.augmented?.keepSpeciesChanges === true) return;
  const actor = item.parent as Actor.Implementation | null;
  // cast: the type check above means the system is the species model.
  const system = item.system as unknown as SpeciesData;
  if (!actor || !system._source.applied.active) return;
  void reverseSpeciesOnDelete(actor, system.appliedRecord, item.name);
}

export function registerItemHooks(): void {
  Hooks.on("createItem", (item, options, userId) => {
    onItemChangedAugmentEffects(item, options, userId);
    startClockOnSpecies(item, userId);
    startNeglectClockOnSpecies(item, userId);
    onFeatChanged(item, userId);
    return onAugmentPlaced(item, null, options);
  });
  Hooks.on("updateItem", (item, changed, options, userId) => {
    onItemChangedAugmentEffects(item, options, userId);
    return onAugmentPlaced(item, changed, options);
  });
  Hooks.on("deleteItem", (item, options, userId) => {
    reverseSpecies(item, options, userId);
    reverseChassisOnDelete(item, options, userId);
    clearThirteenthAgeOnSpeciesDeleted(item, userId);
    onFeatChanged(item, userId);
    onItemChangedAugmentEffects(item, options, userId);
    onLimbDeleted(item, options, userId);
  });
  // GF-UPG-8: an integrated armor is not unequipped or deleted outside the long rest that removes it;
  // GF-UPG-2: an integrated weapon is not disarmed (unequipped) or dropped (deleted) outside the rest that swaps it.
  Hooks.on("preUpdateItem", (item, changes, options) => integratedArmorVeto(item, changes as Record<string, unknown>, options) && alwaysArmedVeto(item, changes as Record<string, unknown>, options));
  Hooks.on("preDeleteItem", (item, options) => integratedArmorVeto(item, null, options) && alwaysArmedVeto(item, null, options));
  Hooks.on("deleteActiveEffect", (effect, options, userId) => onEffectDeletedAugmentEffects(effect, options, userId));
}
