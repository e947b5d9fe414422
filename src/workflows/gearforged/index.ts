/**
 * Gearforged workflows: the entry points workflows/workflow-actor.ts exposes. What registers at init (the rest
 * variants, the vetoes) and the listeners src/hooks/ calls are imported from their own files.
 */
export { type InstallChassisOptions, type InstalledChassis, installChassis, reverseChassisOnDelete } from "./chassis";
export { type AddUpgradeOptions, type AddedUpgrade, type RemoveUpgradeOptions, addUpgrade, removeUpgrade } from "./upgrades";
export { type UseConsumableOptions, type UsedConsumable, useConsumable } from "./consumable";
export { type MaintenanceLapse, applyMaintenanceLapse, maintenanceDue, startClockOnSpecies, startMaintenanceClock } from "./maintenance";
export { type StabilizeOptions, type StabilizeOutcome, stabilizeGearforged } from "./stabilize";
export { type RestoreOptions, type RestoreOutcome, restoreChoices, restoreGearforged } from "./restore";
export { askRestoreGearforged } from "./restore-ask";
export { type UsedUpgrade, type UseUpgradeOptions, usableUpgrade, useUpgrade } from "./use-upgrade";
export { type SwapWeaponOptions, type SwappedWeapon, chooseIntegratedWeapon, swapIntegratedWeapon } from "./always-armed";
export { armsOf, concealWeaponSituation } from "./arms";
export { gearforgedRest } from "./rest";
export { integrateArmor, removeIntegratedArmor } from "./integrated-armor";
export { alwaysArmedVeto, integratedArmorVeto } from "./vetoes";
export { type JetPackFlight, expireGearforgedTimers, fireJetPack, gearforgedTimers, onWorldTimeGearforged } from "./timers";
export { type InstalledMemoryGear, type MemoryGearOptions, installMemoryGear } from "./memory-gear";
