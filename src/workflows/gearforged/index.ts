/**
 * Gearforged workflows (issue 13): the entry points workflows/actor.ts exposes, the listeners src/hooks/ calls,
 * and what registers at init (the rest variant).
 */
export { type InstallChassisOptions, type InstalledChassis, installChassis, reverseChassisOnDelete } from "./chassis";
export { type AddUpgradeOptions, type AddedUpgrade, type RemoveUpgradeOptions, addUpgrade, removeUpgrade } from "./upgrades";
export { type UseConsumableOptions, type UsedConsumable, useConsumable } from "./consumable";
export { type MaintenanceLapse, applyMaintenanceLapse, maintenanceDue, startClockOnSpecies, startMaintenanceClock } from "./maintenance";
export { type StabilizeOptions, type StabilizeOutcome, stabilizeGearforged } from "./stabilize";
export { type RestoreOptions, type RestoreOutcome, restoreChoices, restoreGearforged } from "./restore";
export { type UsedUpgrade, usableUpgrade, useUpgrade } from "./use-upgrade";
export { type SwapWeaponOptions, type SwappedWeapon, alwaysArmedVeto, chooseIntegratedWeapon, swapIntegratedWeapon } from "./always-armed";
export { armsOf, concealWeaponSituation } from "./arms";
export { integrateArmor, integratedArmorVeto, removeIntegratedArmor } from "./integrated-armor";
export { type JetPackFlight, expireGearforgedTimers, fireJetPack, gearforgedTimers, onWorldTimeGearforged } from "./timers";
export { type InstalledMemoryGear, type MemoryGearOptions, installMemoryGear } from "./memory-gear";
import { registerGearforgedRest } from "./rest";
import { registerThirteenthAgeRest } from "./thirteenth-age";

export function registerGearforged(): void {
  // The 13th Age rest variant answers for its own variant first (the first variant that answers is used).
  registerThirteenthAgeRest();
  registerGearforgedRest();
}
