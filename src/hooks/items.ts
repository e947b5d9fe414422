/** Listeners on core item and active-effect hooks: one each, dispatching to the workflows. */
import type { SpeciesOperationOptions } from "../data/item/species";
import { reverseSpeciesOnDelete } from "../workflows/species/remove";
import { onEffectDeletedAugmentEffects, onItemChangedAugmentEffects } from "../workflows/augment-use/effect-triggers";
import { onAugmentPlaced } from "../workflows/augment-install/placement-race";
import { alwaysArmedVeto, integratedArmorVeto } from "../workflows/gearforged/vetoes";
import { startClockOnSpecies } from "../workflows/gearforged/maintenance";
import { reverseChassisOnDelete } from "../workflows/gearforged/chassis";
import { clearThirteenthAgeOnSpeciesDeleted, startNeglectClockOnSpecies } from "../workflows/gearforged/thirteenth-age/clock";
import { onFeatChanged } from "../workflows/gearforged/thirteenth-age/refresh";
import { onLimbDeleted } from "../workflows/automail/expiry";
import { itemSystemOf } from "../data/system-of";
import { noteLimbBuiltOn } from "../workflows/automail/reforged-clock-card";
import { onAugmentWritten, onOverdriveCreated } from "../workflows/system-failure/sacrifice-race";
import { receiveClaim } from "../workflows/recheck/write-claims";

/** Deleting an applied species undoes what it changed, however it is deleted (sheet, sidebar, API). */
function reverseSpecies(item: Item.Implementation, options: unknown, userId: string): void {
  // On the deleting user's client only, so the reversal runs once.
  if (item.type !== "species" || userId !== game.user?.id) return;
  // cast: the operation options, with the system's own `augmented` option.
  if ((options as SpeciesOperationOptions)?.augmented?.keepSpeciesChanges === true) return;
  // cast: the parent of an owned item is an instance of CONFIG.Actor.documentClass.
  const actor = item.parent as Actor.Implementation | null;
  const system = itemSystemOf(item, "species");
  if (!actor || !system._source.applied.active) return;
  void reverseSpeciesOnDelete(actor, system.appliedRecord, item.name);
}

/** The Gearforged and 13th Age work a created or deleted species, feat or chassis starts (each checks the item itself). */
function gearforgedItemWork(item: Item.Implementation, options: unknown, userId: string, created: boolean): void {
  if (created) {
    startClockOnSpecies(item, userId);
    startNeglectClockOnSpecies(item, userId);
  } else {
    clearThirteenthAgeOnSpeciesDeleted(item, userId);
    reverseChassisOnDelete(item, options, userId);
  }
  // A 13th Age feat (flagged by the species' grant): taking or dropping one refreshes the neglect effects.
  onFeatChanged(item, userId);
}

export function registerItemHooks(): void {
  Hooks.on("createItem", (item, options, userId) => {
    noteLimbBuiltOn(item);
    gearforgedItemWork(item, options, userId, true);
    const work = [onItemChangedAugmentEffects(item, options, userId), onAugmentPlaced(item, null, options)].filter((promise) => promise !== undefined);
    return work.length ? Promise.all(work) : undefined;
  });
  Hooks.on("updateItem", (item, changed, options, userId) => {
    // Every client remembers the claim an update carries (a limb's placement), for the writes racing it.
    receiveClaim(item, options);
    noteLimbBuiltOn(item);
    const work = [onItemChangedAugmentEffects(item, options, userId), onAugmentPlaced(item, changed, options), onAugmentWritten(item, options)].filter((promise) => promise !== undefined);
    return work.length ? Promise.all(work) : undefined;
  });
  Hooks.on("deleteItem", (item, options, userId) => {
    reverseSpecies(item, options, userId);
    gearforgedItemWork(item, options, userId, false);
    onLimbDeleted(item, options, userId);
    return onItemChangedAugmentEffects(item, options, userId);
  });
  // GF-UPG-8: an integrated armor is not unequipped or deleted outside the long rest that removes it;
  // GF-UPG-2: an integrated weapon is not disarmed (unequipped) or dropped (deleted) outside the rest that swaps it.
  // cast: a non-null object, read by key with checks.
  Hooks.on("preUpdateItem", (item, changes, options) => integratedArmorVeto(item, changes as Record<string, unknown>, options) && alwaysArmedVeto(item, changes as Record<string, unknown>, options));
  Hooks.on("preDeleteItem", (item, options) => integratedArmorVeto(item, null, options) && alwaysArmedVeto(item, null, options));
  // SF-2: a System Failure sacrifice stays destroyed whatever write raced it (system-failure/sacrifice-race.ts).
  Hooks.on("createActiveEffect", (effect) => onOverdriveCreated(effect));
  Hooks.on("deleteActiveEffect", (effect, options, userId) => onEffectDeletedAugmentEffects(effect, options, userId));
}
