/**
 * The 13th Age gearforged (seed 004): entry points for workflows/workflow-actor.ts and the sheet, the listeners
 * src/hooks/ calls, and the rest variant registered at init.
 */
export { type GearforgedHalt, clearThirteenthAgeOnSpeciesDeleted, onWorldTimeThirteenthAge, startNeglectClock, startNeglectClockOnSpecies, syncThirteenthAge } from "./clock";
export { type FourHourMaintenance, type FourHourMaintenanceOptions, completeFourHourMaintenance, interruptFourHourMaintenance, startFourHourMaintenance } from "./maintenance";
export { type RepairerCheckOptions, type RepairerCheckResult, onConsumableUsed, openHealGate, repairerCheck } from "./heal-gate";
export { onHpDropWreck, onUpdateBeyondRepair } from "./wreck";
export { onFeatChanged, onLevelScaleChanged, onLevelUpdated } from "./refresh";
export { setUnderwater } from "./amphibious";
export { type ThirteenthAgeView, beyondRepair, isThirteenthAge, thirteenthAgeView } from "./state";
export { thirteenthAgeRest } from "./rest";
export { maintainerOf } from "./helpers";
// The choice dialog of the Gearforged tab's magical-healing button (sheets/actor/thirteenth-age-actions.ts).
export { askGearforgedChoice } from "../../../applications/dialogs/gearforged-choice";
