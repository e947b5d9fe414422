/**
 * The system's Actor class (CONFIG.Actor.documentClass): the public entry points of the workflows (for sheets,
 * cards and macros), each forwarding to its feature folder beside this file. What a change to the document means
 * (an HP drop) is recognised one layer down, in the document class this extends (src/documents/actor.ts), so the
 * document layer imports no workflow. Every workflow checks the current user may change the actor and writes one
 * update per step.
 */
import { AugmentedActorDocument } from "../documents/actor";
import { applyDamage } from "./damage/apply-damage";
import { startIntegritySave } from "./integrity";
import { rollDeathSave } from "./death-save/roll";
import { payCost } from "./currency/pay-cost";
import { longRest, shortRest } from "./rest/rest";
import { rollAbilityCheck, rollAttack, rollDamage, rollQuickAttack, rollSavingThrow, rollSkill, rollToolCheck } from "./rolls/rolls";
import { repairAugment } from "./augment-repair/repair";
import { upgradeAugment } from "./augment-upgrade/upgrade";
import { installAugment } from "./augment-install/install";
import { removeAugment } from "./augment-remove/remove";
import { systemFailure } from "./system-failure";
import { useAugment } from "./augment-use";
import { designAugment } from "./augment-design/design";
import * as Gearforged from "./gearforged";
import * as ThirteenthAge from "./gearforged/thirteenth-age";
import * as Automail from "./automail";

/** A workflow that takes the actor first, as the actor's method: the actor is `this`. */
type Forward<F> = F extends (actor: Actor.Implementation, ...args: infer A) => infer R ? (...args: A) => R : never;

// Every method is one forward (each workflow takes the actor first): the methods are built from this table.
const FORWARDS = {
  applyDamage,
  rollDeathSave,
  rollAbilityCheck,
  rollSavingThrow,
  rollSkill,
  rollToolCheck,
  rollAttack,
  rollDamage,
  rollQuickAttack,
  shortRest,
  longRest,
  payCost,
  repairAugment,
  upgradeAugment,
  installAugment,
  removeAugment,
  designAugment,
  useAugment,
  systemFailure,
  startIntegritySave,
  installChassis: Gearforged.installChassis,
  addUpgrade: Gearforged.addUpgrade,
  removeUpgrade: Gearforged.removeUpgrade,
  useConsumable: Gearforged.useConsumable,
  applyMaintenanceLapse: Gearforged.applyMaintenanceLapse,
  stabilizeGearforged: Gearforged.stabilizeGearforged,
  restoreGearforged: Gearforged.restoreGearforged,
  askRestoreGearforged: Gearforged.askRestoreGearforged,
  useUpgrade: Gearforged.useUpgrade,
  integrateArmor: Gearforged.integrateArmor,
  removeIntegratedArmor: Gearforged.removeIntegratedArmor,
  swapIntegratedWeapon: Gearforged.swapIntegratedWeapon,
  chooseIntegratedWeapon: Gearforged.chooseIntegratedWeapon,
  installMemoryGear: Gearforged.installMemoryGear,
  startFourHourMaintenance: ThirteenthAge.startFourHourMaintenance,
  interruptFourHourMaintenance: ThirteenthAge.interruptFourHourMaintenance,
  startNeglectClock: ThirteenthAge.startNeglectClock,
  repairerCheck: ThirteenthAge.repairerCheck,
  openHealGate: ThirteenthAge.openHealGate,
  setUnderwater: ThirteenthAge.setUnderwater,
  startMaintenanceClock: Gearforged.startMaintenanceClock,
  buyPort: Automail.buyPort,
  attachAutomail: Automail.attachAutomail,
  detachAutomail: Automail.detachAutomail,
  installReforged: Automail.installReforged,
  repairAutomail: Automail.repairAutomail,
  attackWithLimb: Automail.attackWithLimb,
  limbDamage: Automail.limbDamage,
  whoNoticesAutomail: Automail.whoNotices,
};

export class WorkflowActor extends AugmentedActorDocument {
  /**
   * Apply damage (or healing, `type: "healing"`, or temporary HP, `type: "temphp"`): CORE-2/3/4/9. Hooks
   * `augmented.preApplyDamage` / `augmented.applyDamage`. Null (with a notification) on bad input, refusal
   * or cancellation.
   */
  declare applyDamage: Forward<typeof applyDamage>;

  /** CORE-4 death save. Hooks `augmented.preRollDeathSave` / `augmented.rollDeathSave`. */
  declare rollDeathSave: Forward<typeof rollDeathSave>;

  declare rollAbilityCheck: Forward<typeof rollAbilityCheck>;

  declare rollSavingThrow: Forward<typeof rollSavingThrow>;

  declare rollSkill: Forward<typeof rollSkill>;

  declare rollToolCheck: Forward<typeof rollToolCheck>;

  declare rollAttack: Forward<typeof rollAttack>;

  /** Roll an item's damage and post a damage card (critical: dice doubled). */
  declare rollDamage: Forward<typeof rollDamage>;

  /** An npc quick attack (`system.attacks[index]`): the attack roll, then its damage card. */
  declare rollQuickAttack: Forward<typeof rollQuickAttack>;

  /** CORE-5 short rest: spend hit dice (dialog unless `hitDice` is given). Hooks `augmented.preRest` / `augmented.restCompleted`. */
  declare shortRest: Forward<typeof shortRest>;

  /** CORE-5 long rest. Hooks `augmented.preRest` / `augmented.restCompleted`. */
  declare longRest: Forward<typeof longRest>;

  /** CORE-8: pay a cost in gp after confirmation; refused when short; a GM may waive it. */
  declare payCost: Forward<typeof payCost>;

  /**
   * CY-REP-1: repair a damaged augment (outside combat, GM DC, 250 gp, Sleight of Hand with advantage). Hooks
   * `augmented.preRepairAugment` / `augmented.repairAugment`. Null when refused or cancelled.
   */
  declare repairAugment: Forward<typeof repairAugment>;

  /**
   * CY-UPG-1: upgrade an attack or healing augment by 1d6 (outside combat, GM DC, 500 gp, Sleight of Hand; a
   * natural 18–20 offers a Lasting Effect, CY-LE-1). Hooks `augmented.preUpgradeAugment` /
   * `augmented.upgradeAugment`. Null when refused or cancelled.
   */
  declare upgradeAugment: Forward<typeof upgradeAugment>;

  /**
   * CY-INS-1..3: install an augment (owned, or dropped from elsewhere: created already installed) into `section`.
   * Hooks `augmented.preInstallAugment` / `augmented.installAugment`. Null when refused or cancelled.
   */
  declare installAugment: Forward<typeof installAugment>;

  /** CY-REM-1..3: remove an installed augment; it stays in the inventory. Hooks `augmented.preRemoveAugment` / `augmented.removeAugment`. */
  declare removeAugment: Forward<typeof removeAugment>;

  /**
   * CY-DES-1..3: the Intelligence check of a draft design (GM's DC; failure locks the actor out until a rest),
   * then 1,000 gp of construction (CY-DES-2); a viable design only pays. Hooks `augmented.preDesignAugment` /
   * `augmented.designAugment`. Null when refused or cancelled.
   */
  declare designAugment: Forward<typeof designAugment>;

  /**
   * Use an installed augment's primary function (attack, healing, environmental, mobility, utility): one use spent,
   * a card with the GM's Undo. Refused while damaged, not installed or out of uses. Hooks `augmented.preUseAugment`
   * / `augmented.useAugment`. Null when refused or cancelled.
   */
  declare useAugment: Forward<typeof useAugment>;

  /**
   * SF-1..SF-4 (System Failure): at 0 HP, sacrifice the functional installed augment `augmentId` (destroyed,
   * kept as a record): 1 HP, temp HP 10 × level, +3 to every ability modifier and advantage on attack rolls
   * until the end of the next turn, then one exhaustion level. Once per combat (outside combat: until a rest).
   * Hooks `augmented.preSystemFailure` / `augmented.systemFailure`. Null when refused or cancelled.
   */
  declare systemFailure: Forward<typeof systemFailure>;

  /**
   * Start one integrity save (CY-INT-1) or structural backlash save (CY-ENV-2) on this client, per the world
   * setting `integritySave` (card, automatic roll, or a note on the sheet). Damage triggers it by itself.
   * Hooks `augmented.preIntegrityCheck` / `augmented.integrityCheck`.
   */
  declare startIntegritySave: Forward<typeof startIntegritySave>;

  /**
   * GC-CH-1: install a chassis on a gearforged (a second replaces the first after a confirm; its changes are
   * reversed). Hooks `augmented.preInstallChassis` / `augmented.installChassis`. Null when refused or cancelled.
   */
  declare installChassis: Forward<typeof Gearforged.installChassis>;

  /**
   * GF-UPG-1..12: add an upgrade (refused with the reasons when a rule is broken; its choice asked for). Hooks
   * `augmented.preAddUpgrade` / `augmented.addUpgrade`. Null when refused or cancelled: nothing created.
   */
  declare addUpgrade: Forward<typeof Gearforged.addUpgrade>;

  /** Take an upgrade out (after a confirm). Hooks `augmented.preRemoveUpgrade` / `augmented.removeUpgrade`. */
  declare removeUpgrade: Forward<typeof Gearforged.removeUpgrade>;

  /**
   * Use a consumable (GF-BODY-1: an ingested one is refused for a seed-001 gearforged; a GM is asked whether to
   * override). Hooks `augmented.preUseConsumable` / `augmented.useConsumable`. Null when refused: nothing spent.
   */
  declare useConsumable: Forward<typeof Gearforged.useConsumable>;

  /** GF-BODY-4: count the maintenance lapses due now (world time drives this by itself on one client). */
  declare applyMaintenanceLapse: Forward<typeof Gearforged.applyMaintenanceLapse>;

  /**
   * GF-BODY-5: stabilize a dying gearforged by a DC 10 Intelligence check ("intelligence", rolled by the tending
   * creature the user picks) or "mending"; "medicine" and "spareTheDying" are refused with the reason. Hooks
   * `augmented.preStabilize` / `augmented.stabilize`. Null when refused or cancelled.
   */
  declare stabilizeGearforged: Forward<typeof Gearforged.stabilizeGearforged>;

  /**
   * GF-REV-1 / GC-LIV-2 / GA-WRECK-1 (GM): restore a dead gearforged by `option` ("repair", "newBody", "raise",
   * "wish"), paying its cost. Hooks `augmented.preRestoreGearforged` / `augmented.restoreGearforged`.
   */
  declare restoreGearforged: Forward<typeof Gearforged.restoreGearforged>;

  /**
   * The sheet's Restore action (GM): ask which way back (each shown with its cost), then `restoreGearforged` by it.
   * Null when refused, cancelled, or the actor changed while the GM chose.
   */
  declare askRestoreGearforged: Forward<typeof Gearforged.askRestoreGearforged>;

  /**
   * Use an active upgrade: Claw Arm Laser (GF-UPG-11: range measured to the target, a use spent, the target's save,
   * the damage card on a failure) or Quick
   * Fix (GF-UPG-3: a hit die spent for temporary HP). Hooks `augmented.preUseUpgrade` / `augmented.useUpgrade`.
   */
  declare useUpgrade: Forward<typeof Gearforged.useUpgrade>;

  /** GF-UPG-8: spend a long rest integrating an owned suit of armor (needs the Integrated Armor upgrade). */
  declare integrateArmor: Forward<typeof Gearforged.integrateArmor>;

  /** GF-UPG-8: spend a long rest taking the integrated armor out (it stays carried, unequipped). */
  declare removeIntegratedArmor: Forward<typeof Gearforged.removeIntegratedArmor>;

  /**
   * GF-UPG-2: swap the weapon built into one arm ("main" or "off"; null empties the off arm) during a short (or
   * long) rest. Hooks `augmented.preSwapIntegratedWeapon` / `augmented.swapIntegratedWeapon`.
   */
  declare swapIntegratedWeapon: Forward<typeof Gearforged.swapIntegratedWeapon>;

  /** GF-UPG-2 from the sheet: ask which weapon goes into the arm, then swap it during a short rest. */
  declare chooseIntegratedWeapon: Forward<typeof Gearforged.chooseIntegratedWeapon>;

  /**
   * GF-MEM-1: install a memory gear (a day, 2,000 gp; a salvaged one readable a week later). Hooks
   * `augmented.preInstallMemoryGear` / `augmented.installMemoryGear`.
   */
  declare installMemoryGear: Forward<typeof Gearforged.installMemoryGear>;

  // Gearforged, 13th Age conversion (seed 004): src/workflows/gearforged/thirteenth-age.

  /** GA-TIRE-1: start a 4-hour maintenance (by itself or `options.maintainer`); finished on world time. */
  declare startFourHourMaintenance: Forward<typeof ThirteenthAge.startFourHourMaintenance>;

  /** GA-TIRE-1: an interruption restarts a maintenance under way from now. */
  declare interruptFourHourMaintenance: Forward<typeof ThirteenthAge.interruptFourHourMaintenance>;

  /** GA-TIRE-1: start the days-without-maintenance clock now (an actor whose clock never started). */
  declare startNeglectClock: Forward<typeof ThirteenthAge.startNeglectClock>;

  /** GA-HEAL-1: a repairer's check by another character with the gearforged-repair background. */
  declare repairerCheck: Forward<typeof ThirteenthAge.repairerCheck>;

  /** GA-HEAL-1: magical healing received from `source` opens the gate (mending: the GM marks the caster). */
  declare openHealGate: Forward<typeof ThirteenthAge.openHealGate>;

  /** GA-AMPH-1: go under water (starts the timer) or come out. */
  declare setUnderwater: Forward<typeof ThirteenthAge.setUnderwater>;

  /** GF-BODY-4: start the maintenance clock now (an older gearforged whose clock never started). */
  declare startMaintenanceClock: Forward<typeof Gearforged.startMaintenanceClock>;

  /** AM-PORT-1: buy a `kind` port fitted at `site` (natural 400, unnatural 600, ocular 800 gp). Hooks `augmented.preBuyPort` / `augmented.buyPort`. */
  declare buyPort: Forward<typeof Automail.buyPort>;

  /**
   * AM-ATT-1, AM-PORT-1, AM-ACC-1..3: attach a modern limb (owned, or dropped from elsewhere) to the port `portId`
   * (an Action), then its acclimation check. Hooks `augmented.preAttachAutomail` / `augmented.attachAutomail`.
   */
  declare attachAutomail: Forward<typeof Automail.attachAutomail>;

  /** AM-ATT-1: detach a modern limb (an Action); it keeps all its data. Hooks `augmented.preDetachAutomail` / `augmented.detachAutomail`. */
  declare detachAutomail: Forward<typeof Automail.detachAutomail>;

  /** AM-GEN-1: build a reforged limb onto `site` (2 hours, out of combat), then one acclimation check. */
  declare installReforged: Forward<typeof Automail.installReforged>;

  /** AM-DMG-1: repair a damaged limb (as CY-REP-1). Hooks `augmented.preRepairAutomail` / `augmented.repairAutomail`. */
  declare repairAutomail: Forward<typeof Automail.repairAutomail>;

  /** Attack with a limb's integrated weapon, at the limb's disadvantage while it has one (AM-ACC-1/3, AM-PORT-1). */
  declare attackWithLimb: Forward<typeof Automail.attackWithLimb>;

  /** The damage card of a limb's integrated weapon. */
  declare limbDamage: Forward<typeof Automail.limbDamage>;

  /** AM-SEEN-1 (GM only): who among the scene's tokens (or `observers`) notices this character's automail; a GM-whispered card. */
  declare whoNoticesAutomail: Forward<typeof Automail.whoNotices>;

  static {
    for (const [name, run] of Object.entries(FORWARDS)) {
      // Non-enumerable, as a method written in the class body.
      Object.defineProperty(this.prototype, name, {
        value(this: WorkflowActor, ...args: unknown[]) {
          // cast: each workflow of the table takes the actor, then the method's own arguments.
          return (run as (actor: Actor.Implementation, ...rest: unknown[]) => unknown)(this.asImplementation, ...args);
        },
        writable: true,
        configurable: true,
      });
    }
  }
}
