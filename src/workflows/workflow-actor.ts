/**
 * The system's Actor class (CONFIG.Actor.documentClass): the public entry points of the workflows (for sheets,
 * cards and macros), each forwarding to its feature folder beside this file. What a change to the document means
 * (an HP drop) is recognised one layer down, in the document class this extends (src/documents/actor.ts), so the
 * document layer imports no workflow. Every workflow checks the current user may change the actor and writes one
 * update per step.
 */
import { AugmentedActorDocument } from "../documents/actor";
import { type AppliedDamage, type ApplyDamageOptions, applyDamage } from "./damage/apply-damage";
import { type IntegritySaveRequest, startIntegritySave } from "./integrity";
import { type DeathSaveOutcome, rollDeathSave } from "./death-save/roll";
import { type PaidCost, type PayCostOptions, payCost } from "./currency/pay-cost";
import type { LongRestOptions, RestOptions, RestSummary } from "./rest/registry";
import { longRest, shortRest } from "./rest/rest";
import { type RollOptions, rollAbilityCheck, rollAttack, rollDamage, rollQuickAttack, rollSavingThrow, rollSkill, rollToolCheck } from "./rolls/rolls";
import type { RawDamageInstance } from "../rules/core/damage-types";
import { type AugmentWorkOptions, type RepairResult, repairAugment } from "./augment-repair/repair";
import { type UpgradeOptions, type UpgradeResult, upgradeAugment } from "./augment-upgrade/upgrade";
import { type InstallAugmentOptions, type InstalledAugment, installAugment } from "./augment-install/install";
import { type RemoveAugmentOptions, type RemovedAugment, removeAugment } from "./augment-remove/remove";
import type { SystemFailureOptions, SystemFailureOutcome } from "./system-failure/apply";
import { systemFailure } from "./system-failure";
import { type UseAugmentOptions, type UseAugmentResult, useAugment } from "./augment-use";
import { type DesignAugmentOptions, type DesignedAugment, designAugment } from "./augment-design/design";
import * as Gearforged from "./gearforged";
import * as ThirteenthAge from "./gearforged/thirteenth-age";
import type { HealGate, HealingSource, RestoreOption, StabilizeMethod } from "../rules/gearforged";
import * as Automail from "./automail";
import type { D20RollOptions } from "../applications/dialogs/roll-dialog";

export class WorkflowActor extends AugmentedActorDocument {

  /**
   * Apply damage (or healing, `type: "healing"`, or temporary HP, `type: "temphp"`): CORE-2/3/4/9. Hooks
   * `augmented.preApplyDamage` / `augmented.applyDamage`. Null (with a notification) on bad input, refusal
   * or cancellation.
   */
  applyDamage(instances: readonly RawDamageInstance[], options: ApplyDamageOptions = {}): Promise<AppliedDamage | null> {
    return applyDamage(this.asImplementation, instances, options);
  }

  /** CORE-4 death save. Hooks `augmented.preRollDeathSave` / `augmented.rollDeathSave`. */
  rollDeathSave(options: RollOptions = {}): Promise<DeathSaveOutcome | null> {
    return rollDeathSave(this.asImplementation, options);
  }

  rollAbilityCheck(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollAbilityCheck(this.asImplementation, ability, options);
  }

  rollSavingThrow(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollSavingThrow(this.asImplementation, ability, options);
  }

  rollSkill(skill: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollSkill(this.asImplementation, skill, options);
  }

  rollToolCheck(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    return rollToolCheck(this.asImplementation, item, options);
  }

  rollAttack(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    return rollAttack(this.asImplementation, item, options);
  }

  /** Roll an item's damage and post a damage card (critical: dice doubled). */
  rollDamage(item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    return rollDamage(this.asImplementation, item, options);
  }

  /** An npc quick attack (`system.attacks[index]`): the attack roll, then its damage card. */
  rollQuickAttack(index: number, options: RollOptions & { critical?: boolean } = {}): Promise<{ attack: Roll; damage: ChatMessage.Implementation | null } | null> {
    return rollQuickAttack(this.asImplementation, index, options);
  }

  /** CORE-5 short rest: spend hit dice (dialog unless `hitDice` is given). Hooks `augmented.preRest` / `augmented.restCompleted`. */
  shortRest(options: RestOptions = {}): Promise<RestSummary | null> {
    return shortRest(this.asImplementation, options);
  }

  /** CORE-5 long rest. Hooks `augmented.preRest` / `augmented.restCompleted`. */
  longRest(options: LongRestOptions = {}): Promise<RestSummary | null> {
    return longRest(this.asImplementation, options);
  }

  /** CORE-8: pay a cost in gp after confirmation; refused when short; a GM may waive it. */
  payCost(gp: number, options: PayCostOptions = {}): Promise<PaidCost | null> {
    return payCost(this.asImplementation, gp, options);
  }

  /**
   * CY-REP-1: repair a damaged augment (outside combat, GM DC, 250 gp, Sleight of Hand with advantage). Hooks
   * `augmented.preRepairAugment` / `augmented.repairAugment`. Null when refused or cancelled.
   */
  repairAugment(item: Item.Implementation, options: AugmentWorkOptions = {}): Promise<RepairResult | null> {
    return repairAugment(this.asImplementation, item, options);
  }

  /**
   * CY-UPG-1: upgrade an attack or healing augment by 1d6 (outside combat, GM DC, 500 gp, Sleight of Hand; a
   * natural 18–20 offers a Lasting Effect, CY-LE-1). Hooks `augmented.preUpgradeAugment` /
   * `augmented.upgradeAugment`. Null when refused or cancelled.
   */
  upgradeAugment(item: Item.Implementation, options: UpgradeOptions = {}): Promise<UpgradeResult | null> {
    return upgradeAugment(this.asImplementation, item, options);
  }

  /**
   * CY-INS-1..3: install an augment (owned, or dropped from elsewhere: created already installed) into `section`.
   * Hooks `augmented.preInstallAugment` / `augmented.installAugment`. Null when refused or cancelled.
   */
  installAugment(item: Item.Implementation, section: string, options: InstallAugmentOptions = {}): Promise<InstalledAugment | null> {
    return installAugment(this.asImplementation, item, section, options);
  }

  /** CY-REM-1..3: remove an installed augment; it stays in the inventory. Hooks `augmented.preRemoveAugment` / `augmented.removeAugment`. */
  removeAugment(item: Item.Implementation, options: RemoveAugmentOptions = {}): Promise<RemovedAugment | null> {
    return removeAugment(this.asImplementation, item, options);
  }

  /**
   * CY-DES-1..3: the Intelligence check of a draft design (GM's DC; failure locks the actor out until a rest),
   * then 1,000 gp of construction (CY-DES-2); a viable design only pays. Hooks `augmented.preDesignAugment` /
   * `augmented.designAugment`. Null when refused or cancelled.
   */
  designAugment(item: Item.Implementation, options: DesignAugmentOptions = {}): Promise<DesignedAugment | null> {
    return designAugment(this.asImplementation, item, options);
  }

  /**
   * Use an installed augment's primary function (attack, healing, environmental, mobility, utility): one use spent,
   * a card with the GM's Undo. Refused while damaged, not installed or out of uses. Hooks `augmented.preUseAugment`
   * / `augmented.useAugment`. Null when refused or cancelled.
   */
  useAugment(item: Item.Implementation, options: UseAugmentOptions = {}): Promise<UseAugmentResult | null> {
    return useAugment(this.asImplementation, item, options);
  }

  /**
   * SF-1..SF-4 (System Failure): at 0 HP, sacrifice the functional installed augment `augmentId` (destroyed,
   * kept as a record): 1 HP, temp HP 10 × level, +3 to every ability modifier and advantage on attack rolls
   * until the end of the next turn, then one exhaustion level. Once per combat (outside combat: until a rest).
   * Hooks `augmented.preSystemFailure` / `augmented.systemFailure`. Null when refused or cancelled.
   */
  systemFailure(augmentId: string, options: SystemFailureOptions = {}): Promise<SystemFailureOutcome | null> {
    return systemFailure(this.asImplementation, augmentId, options);
  }

  /**
   * Start one integrity save (CY-INT-1) or structural backlash save (CY-ENV-2) on this client, per the world
   * setting `integritySave` (card, automatic roll, or a note on the sheet). Damage triggers it by itself.
   * Hooks `augmented.preIntegrityCheck` / `augmented.integrityCheck`.
   */
  startIntegritySave(request: IntegritySaveRequest): Promise<void> {
    return startIntegritySave(this.asImplementation, request);
  }

  /**
   * GC-CH-1: install a chassis on a gearforged (a second replaces the first after a confirm; its changes are
   * reversed). Hooks `augmented.preInstallChassis` / `augmented.installChassis`. Null when refused or cancelled.
   */
  installChassis(item: Item.Implementation, options: Gearforged.InstallChassisOptions = {}): Promise<Gearforged.InstalledChassis | null> {
    return Gearforged.installChassis(this.asImplementation, item, options);
  }

  /**
   * GF-UPG-1..12: add an upgrade (refused with the reasons when a rule is broken; its choice asked for). Hooks
   * `augmented.preAddUpgrade` / `augmented.addUpgrade`. Null when refused or cancelled: nothing created.
   */
  addUpgrade(item: Item.Implementation, options: Gearforged.AddUpgradeOptions = {}): Promise<Gearforged.AddedUpgrade | null> {
    return Gearforged.addUpgrade(this.asImplementation, item, options);
  }

  /** Take an upgrade out (after a confirm). Hooks `augmented.preRemoveUpgrade` / `augmented.removeUpgrade`. */
  removeUpgrade(item: Item.Implementation, options: Gearforged.RemoveUpgradeOptions = {}): Promise<string | null> {
    return Gearforged.removeUpgrade(this.asImplementation, item, options);
  }

  /**
   * Use a consumable (GF-BODY-1: an ingested one is refused for a seed-001 gearforged; a GM is asked whether to
   * override). Hooks `augmented.preUseConsumable` / `augmented.useConsumable`. Null when refused: nothing spent.
   */
  useConsumable(item: Item.Implementation, options: Gearforged.UseConsumableOptions = {}): Promise<Gearforged.UsedConsumable | null> {
    return Gearforged.useConsumable(this.asImplementation, item, options);
  }

  /** GF-BODY-4: count the maintenance lapses due now (world time drives this by itself on one client). */
  applyMaintenanceLapse(): Promise<Gearforged.MaintenanceLapse | null> {
    return Gearforged.applyMaintenanceLapse(this.asImplementation);
  }

  /**
   * GF-BODY-5: stabilize a dying gearforged by a DC 10 Intelligence check ("intelligence", rolled by the tending
   * creature the user picks) or "mending"; "medicine" and "spareTheDying" are refused with the reason. Hooks
   * `augmented.preStabilize` / `augmented.stabilize`. Null when refused or cancelled.
   */
  stabilizeGearforged(method: StabilizeMethod, options: Gearforged.StabilizeOptions = {}): Promise<Gearforged.StabilizeOutcome | null> {
    return Gearforged.stabilizeGearforged(this.asImplementation, method, options);
  }

  /**
   * GF-REV-1 / GC-LIV-2 / GA-WRECK-1 (GM): restore a dead gearforged by `option` ("repair", "newBody", "raise",
   * "wish"), paying its cost. Hooks `augmented.preRestoreGearforged` / `augmented.restoreGearforged`.
   */
  restoreGearforged(option: RestoreOption, options: Gearforged.RestoreOptions = {}): Promise<Gearforged.RestoreOutcome | null> {
    return Gearforged.restoreGearforged(this.asImplementation, option, options);
  }

  /**
   * The sheet's Restore action (GM): ask which way back (each shown with its cost), then `restoreGearforged` by it.
   * Null when refused, cancelled, or the actor changed while the GM chose.
   */
  askRestoreGearforged(): Promise<Gearforged.RestoreOutcome | null> {
    return Gearforged.askRestoreGearforged(this.asImplementation);
  }

  /**
   * Use an active upgrade: Claw Arm Laser (GF-UPG-11: range measured to the target, a use spent, the target's save,
   * the damage card on a failure) or Quick
   * Fix (GF-UPG-3: a hit die spent for temporary HP). Hooks `augmented.preUseUpgrade` / `augmented.useUpgrade`.
   */
  useUpgrade(item: Item.Implementation, options: Gearforged.UseUpgradeOptions = {}): Promise<Gearforged.UsedUpgrade | null> {
    return Gearforged.useUpgrade(this.asImplementation, item, options);
  }

  /** GF-UPG-8: spend a long rest integrating an owned suit of armor (needs the Integrated Armor upgrade). */
  integrateArmor(armor: Item.Implementation): Promise<boolean> {
    return Gearforged.integrateArmor(this.asImplementation, armor);
  }

  /** GF-UPG-8: spend a long rest taking the integrated armor out (it stays carried, unequipped). */
  removeIntegratedArmor(): Promise<boolean> {
    return Gearforged.removeIntegratedArmor(this.asImplementation);
  }

  /**
   * GF-UPG-2: swap the weapon built into one arm ("main" or "off"; null empties the off arm) during a short (or
   * long) rest. Hooks `augmented.preSwapIntegratedWeapon` / `augmented.swapIntegratedWeapon`.
   */
  swapIntegratedWeapon(side: "main" | "off", weaponId: string | null, options: Gearforged.SwapWeaponOptions = {}): Promise<Gearforged.SwappedWeapon | null> {
    return Gearforged.swapIntegratedWeapon(this.asImplementation, side, weaponId, options);
  }

  /** GF-UPG-2 from the sheet: ask which weapon goes into the arm, then swap it during a short rest. */
  chooseIntegratedWeapon(side: string): Promise<Gearforged.SwappedWeapon | null> {
    return Gearforged.chooseIntegratedWeapon(this.asImplementation, side);
  }

  /**
   * GF-MEM-1: install a memory gear (a day, 2,000 gp; a salvaged one readable a week later). Hooks
   * `augmented.preInstallMemoryGear` / `augmented.installMemoryGear`.
   */
  installMemoryGear(options: Gearforged.MemoryGearOptions = {}): Promise<Gearforged.InstalledMemoryGear | null> {
    return Gearforged.installMemoryGear(this.asImplementation, options);
  }

  // Gearforged, 13th Age conversion (seed 004): src/workflows/gearforged/thirteenth-age.

  /** GA-TIRE-1: start a 4-hour maintenance (by itself or `options.maintainer`); finished on world time. */
  startFourHourMaintenance(options: ThirteenthAge.FourHourMaintenanceOptions = {}): Promise<{ startedAt: number; maintainer: Actor.Implementation } | null> {
    return ThirteenthAge.startFourHourMaintenance(this.asImplementation, options);
  }

  /** GA-TIRE-1: an interruption restarts a maintenance under way from now. */
  interruptFourHourMaintenance(): Promise<boolean> {
    return ThirteenthAge.interruptFourHourMaintenance(this.asImplementation);
  }

  /** GA-TIRE-1: start the days-without-maintenance clock now (an actor whose clock never started). */
  startNeglectClock(): Promise<boolean> {
    return ThirteenthAge.startNeglectClock(this.asImplementation);
  }

  /** GA-HEAL-1: a repairer's check by another character with the gearforged-repair background. */
  repairerCheck(options: ThirteenthAge.RepairerCheckOptions = {}): Promise<ThirteenthAge.RepairerCheckResult | null> {
    return ThirteenthAge.repairerCheck(this.asImplementation, options);
  }

  /** GA-HEAL-1: magical healing received from `source` opens the gate (mending: the GM marks the caster). */
  openHealGate(source: HealingSource, options: { casterMarked?: boolean } = {}): Promise<HealGate | null> {
    return ThirteenthAge.openHealGate(this.asImplementation, source, options);
  }

  /** GA-AMPH-1: go under water (starts the timer) or come out. */
  setUnderwater(under: boolean): Promise<boolean> {
    return ThirteenthAge.setUnderwater(this.asImplementation, under);
  }

  /** GF-BODY-4: start the maintenance clock now (an older gearforged whose clock never started). */
  startMaintenanceClock(): Promise<boolean> {
    return Gearforged.startMaintenanceClock(this.asImplementation);
  }

  /** AM-PORT-1: buy a `kind` port fitted at `site` (natural 400, unnatural 600, ocular 800 gp). Hooks `augmented.preBuyPort` / `augmented.buyPort`. */
  buyPort(kind: string, site: string, options: Automail.BuyPortOptions = {}): Promise<Automail.BoughtPort | null> {
    return Automail.buyPort(this.asImplementation, kind, site, options);
  }

  /**
   * AM-ATT-1, AM-PORT-1, AM-ACC-1..3: attach a modern limb (owned, or dropped from elsewhere) to the port `portId`
   * (an Action), then its acclimation check. Hooks `augmented.preAttachAutomail` / `augmented.attachAutomail`.
   */
  attachAutomail(item: Item.Implementation, portId: string, options: Automail.AttachAutomailOptions = {}): Promise<Automail.AttachedAutomail | null> {
    return Automail.attachAutomail(this.asImplementation, item, portId, options);
  }

  /** AM-ATT-1: detach a modern limb (an Action); it keeps all its data. Hooks `augmented.preDetachAutomail` / `augmented.detachAutomail`. */
  detachAutomail(item: Item.Implementation): Promise<Automail.DetachedAutomail | null> {
    return Automail.detachAutomail(this.asImplementation, item);
  }

  /** AM-GEN-1: build a reforged limb onto `site` (2 hours, out of combat), then one acclimation check. */
  installReforged(item: Item.Implementation, site: string, options: Automail.InstallReforgedOptions = {}): Promise<Automail.InstalledReforged | null> {
    return Automail.installReforged(this.asImplementation, item, site, options);
  }

  /** AM-DMG-1: repair a damaged limb (as CY-REP-1). Hooks `augmented.preRepairAutomail` / `augmented.repairAutomail`. */
  repairAutomail(item: Item.Implementation, options: Automail.RepairAutomailOptions = {}): Promise<Automail.RepairedAutomail | null> {
    return Automail.repairAutomail(this.asImplementation, item, options);
  }

  /** Attack with a limb's integrated weapon, at the limb's disadvantage while it has one (AM-ACC-1/3, AM-PORT-1). */
  attackWithLimb(item: Item.Implementation, options: D20RollOptions = {}): Promise<Automail.LimbAttack | null> {
    return Automail.attackWithLimb(this.asImplementation, item, options);
  }

  /** The damage card of a limb's integrated weapon. */
  limbDamage(item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    return Automail.limbDamage(this.asImplementation, item, options);
  }

  /** AM-SEEN-1 (GM only): who among the scene's tokens (or `observers`) notices this character's automail; a GM-whispered card. */
  whoNoticesAutomail(observers?: readonly Actor.Implementation[]): Promise<Automail.NoticeAnswer[] | null> {
    return Automail.whoNotices(this.asImplementation, observers);
  }
}
