/**
 * The module's API (`game.modules.get("augmented-dnd5e").api`, the usual place of a Foundry module's API): the
 * shared workflows, as the system offers them on its own Actor class (src/workflows/workflow-actor.ts), which a
 * dnd5e world cannot have. dnd5e's Actor5e stays dnd5e's; the module's windows, macros and other modules call
 * these with the actor first, under the system's method names. Each is the shared workflow itself (no copy per
 * adapter): it checks ownership, asks the GM through a request when a player acts, refuses bad input with the
 * reason before anything is created or spent, and answers once.
 *
 * The Gearforged and Automail entries are there whichever lines the world has on; while a line is off its
 * entries refuse with that reason (its settings, cards and hooks are not registered), and each refuses a first
 * argument that is not an actor. Limb attacks are dnd5e's own attack activities (the limb's item), not an entry.
 */
import { installAugment } from "../../workflows/augment-install/install";
import { removeAugment } from "../../workflows/augment-remove/remove";
import { repairAugment } from "../../workflows/augment-repair/repair";
import { upgradeAugment } from "../../workflows/augment-upgrade/upgrade";
import { designAugment } from "../../workflows/augment-design/design";
import { useAugment } from "../../workflows/augment-use";
import { systemFailure } from "../../workflows/system-failure";
import {
  addUpgrade,
  askRestoreGearforged,
  installChassis,
  installMemoryGear,
  integrateArmor,
  removeIntegratedArmor,
  removeUpgrade,
  restoreGearforged,
  stabilizeGearforged,
  startMaintenanceClock,
  swapIntegratedWeapon,
  useUpgrade,
} from "../../workflows/gearforged";
import { interruptFourHourMaintenance, openHealGate, repairerCheck, setUnderwater, startFourHourMaintenance, startNeglectClock } from "../../workflows/gearforged/thirteenth-age";
import { attachAutomail, buyPort, detachAutomail, installReforged, repairAutomail, whoNotices } from "../../workflows/automail";
import { localize, notifyWarn } from "../../utils/notify";
import { MODULE_ID } from "./constants";
import type { ContentLine, ContentSwitches } from "./content";

/** The Cyborg's workflows, as the module has always offered them. */
const CYBORG_API = { installAugment, removeAugment, repairAugment, upgradeAugment, designAugment, useAugment, systemFailure };

/** A workflow taking the actor first. */
type ActorWorkflow<A extends unknown[], R> = (actor: Actor.Implementation, ...rest: A) => Promise<R>;

/** `run`, refusing (with the reason, null) while `line` is off or when its first argument is no actor. */
function ofLine<A extends unknown[], R>(line: ContentLine, switches: ContentSwitches, run: ActorWorkflow<A, R>): ActorWorkflow<A, R | null> {
  return async (actor, ...rest) => {
    if (!switches[line]) {
      notifyWarn("AUGMENTED.Dnd5e.Api.lineOff", { line: localize(`AUGMENTED.Dnd5e.Content.${line}.name`) });
      return null;
    }
    if (!(actor instanceof Actor)) {
      notifyWarn("AUGMENTED.Dnd5e.Api.notAnActor");
      return null;
    }
    return run(actor, ...rest);
  };
}

/** The API for the world's content lines. */
export function moduleApi(switches: ContentSwitches) {
  const gearforged = <A extends unknown[], R>(run: ActorWorkflow<A, R>) => ofLine("gearforged", switches, run);
  const automail = <A extends unknown[], R>(run: ActorWorkflow<A, R>) => ofLine("automail", switches, run);
  return Object.freeze({
    ...CYBORG_API,
    // Gearforged (GF-*, GC-*): chassis, upgrades, the integrated weapon and armor over dnd5e's rests, stabilizing,
    // restoring, memory gears, the maintenance clock.
    installChassis: gearforged(installChassis),
    addUpgrade: gearforged(addUpgrade),
    removeUpgrade: gearforged(removeUpgrade),
    useUpgrade: gearforged(useUpgrade),
    swapIntegratedWeapon: gearforged(swapIntegratedWeapon),
    integrateArmor: gearforged(integrateArmor),
    removeIntegratedArmor: gearforged(removeIntegratedArmor),
    stabilizeGearforged: gearforged(stabilizeGearforged),
    restoreGearforged: gearforged(restoreGearforged),
    askRestoreGearforged: gearforged(askRestoreGearforged),
    installMemoryGear: gearforged(installMemoryGear),
    startMaintenanceClock: gearforged(startMaintenanceClock),
    // Gearforged, 13th Age (GA-*).
    startFourHourMaintenance: gearforged(startFourHourMaintenance),
    interruptFourHourMaintenance: gearforged(interruptFourHourMaintenance),
    startNeglectClock: gearforged(startNeglectClock),
    repairerCheck: gearforged(repairerCheck),
    openHealGate: gearforged(openHealGate),
    setUnderwater: gearforged(setUnderwater),
    // Automail (AM-*): ports bought with dnd5e's coins, limbs attached and detached, reforged limbs, repairs, who notices.
    buyPort: automail(buyPort),
    attachAutomail: automail(attachAutomail),
    detachAutomail: automail(detachAutomail),
    installReforged: automail(installReforged),
    repairAutomail: automail(repairAutomail),
    whoNoticesAutomail: automail(whoNotices),
  });
}

export type ModuleApi = ReturnType<typeof moduleApi>;

/** At init: publish the API for the world's content lines on the module's package entry. */
export function publishModuleApi(switches: ContentSwitches): void {
  // cast: a module's package entry takes an `api` field by convention; the types do not declare it.
  const entry = game.modules?.get(MODULE_ID) as { api?: ModuleApi } | undefined;
  if (entry) entry.api = moduleApi(switches);
}
