/** Automail workflows (seed 003): entry points for the Actor class and the listeners src/hooks/ subscribes. */
export { type BoughtPort, type BuyPortOptions, buyPort } from "./port";
export { type AttachAutomailOptions, type AttachedAutomail, type DetachedAutomail, attachAutomail, attachRefusal, detachAutomail } from "./attach";
export { type InstallReforgedOptions, type InstalledReforged, installReforged, reforgedRefusal } from "./reforged";
export { clockTransition } from "./reforged-clock";
export { type RepairAutomailOptions, type RepairedAutomail, repairAutomail } from "./repair";
export { type LimbAttack, attackWithLimb, limbDamage } from "./limb-use";
export { expireAcclimations, onLimbDeleted, onWorldTimeAutomail } from "./expiry";
export { type LimbCardCandidate, automailAtRisk, damageLimb, limbCandidates } from "./damage";
export { type NoticeAnswer, whoNotices } from "./notice";
// The Automail tab's choice dialog (which port, which site), loaded by its buttons (sheets/actor/automail-actions.ts).
export { askAutomailChoice } from "../../applications/dialogs/automail-choose";
