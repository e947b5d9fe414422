/**
 * The system's Actor class (CONFIG.Actor.documentClass): the public entry points of the workflows (for sheets,
 * cards and macros), each forwarding to its feature folder beside this file. What a change to the document means
 * (an HP drop) is recognised one layer down, in the document class this extends (src/documents/actor.ts), so the
 * document layer imports no workflow. Every workflow checks the current user may change the actor and writes one
 * update per step. Damage and costs are in the entry; every other workflow (the rolls and rests too) is loaded through its
 * feature's load seam on its first call (`load.ts`), so these methods await the load, then forward: the workflow
 * reads the documents only once it runs, after the load.
 */
import { AugmentedActorDocument } from "../documents/actor";
import { type AppliedDamage, type ApplyDamageOptions, applyDamage } from "./damage/apply-damage";
import type { IntegritySaveRequest } from "./integrity";
import type { DeathSaveOutcome } from "./death-save/roll";
import { type PaidCost, type PayCostOptions, payCost } from "./currency/pay-cost";
// What registers into the rests is in the entry (./rest/registry.ts); the rest itself loads on the first rest.
import type { LongRestOptions, RestOptions, RestSummary } from "./rest/registry";
import type { RollOptions } from "./rolls/rolls";
import type { RawDamageInstance } from "../rules/core/damage-types";
import type { AugmentWorkOptions, RepairResult } from "./augment-repair/repair";
import type { UpgradeOptions, UpgradeResult } from "./augment-upgrade/upgrade";
import type { InstallAugmentOptions, InstalledAugment } from "./augment-install/install";
import type { RemoveAugmentOptions, RemovedAugment } from "./augment-remove/remove";
import type { SystemFailureOptions, SystemFailureOutcome } from "./system-failure/apply";
import type { UseAugmentOptions, UseAugmentResult } from "./augment-use";
import type { DesignAugmentOptions, DesignedAugment } from "./augment-design/design";
import type * as Gearforged from "./gearforged";
import type * as ThirteenthAge from "./gearforged/thirteenth-age";
import type { HealGate, HealingSource, RestoreOption, StabilizeMethod } from "../rules/gearforged";
import type * as Automail from "./automail";
import type { D20RollOptions } from "../applications/dialogs/roll-dialog";
// The load seams: each feature's workflows are a chunk of their own, loaded on the first call (docs/ARCHITECTURE.md, Build).
import { loadDeathSave } from "./death-save/load";
import { loadRepair } from "./augment-repair/load";
import { loadUpgrade } from "./augment-upgrade/load";
import { loadInstall } from "./augment-install/load";
import { loadRemove } from "./augment-remove/load";
import { loadSystemFailure } from "./system-failure/load";
import { loadUseAugment } from "./augment-use/load";
import { loadDesign } from "./augment-design/load";
import { loadIntegrity } from "./integrity/load";
import { loadGearforged } from "./gearforged/load";
import { loadThirteenthAge } from "./gearforged/thirteenth-age/load";
import { loadAutomail } from "./automail/load";
import { loadRest } from "./rest/load";
import { loadRolls } from "./rolls/load";

export class AugmentedActor extends AugmentedActorDocument {

  /**
   * Apply damage (or healing, `type: "healing"`, or temporary HP, `type: "temphp"`): CORE-2/3/4/9. Hooks
   * `augmented.preApplyDamage` / `augmented.applyDamage`. Null (with a notification) on bad input, refusal
   * or cancellation.
   */
  applyDamage(instances: readonly RawDamageInstance[], options: ApplyDamageOptions = {}): Promise<AppliedDamage | null> {
    return applyDamage(this.asImplementation, instances, options);
  }

  /** CORE-4 death save. Hooks `augmented.preRollDeathSave` / `augmented.rollDeathSave`. */
  async rollDeathSave(options: RollOptions = {}): Promise<DeathSaveOutcome | null> {
    const { rollDeathSave } = await loadDeathSave();
    return rollDeathSave(this.asImplementation, options);
  }

  async rollAbilityCheck(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    const { rollAbilityCheck } = await loadRolls();
    return rollAbilityCheck(this.asImplementation, ability, options);
  }

  async rollSavingThrow(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    const { rollSavingThrow } = await loadRolls();
    return rollSavingThrow(this.asImplementation, ability, options);
  }

  async rollSkill(skill: string, options: RollOptions = {}): Promise<Roll | null> {
    const { rollSkill } = await loadRolls();
    return rollSkill(this.asImplementation, skill, options);
  }

  async rollToolCheck(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    const { rollToolCheck } = await loadRolls();
    return rollToolCheck(this.asImplementation, item, options);
  }

  async rollAttack(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    const { rollAttack } = await loadRolls();
    return rollAttack(this.asImplementation, item, options);
  }

  /** Roll an item's damage and post a damage card (critical: dice doubled). */
  async rollDamage(item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    const { rollDamage } = await loadRolls();
    return rollDamage(this.asImplementation, item, options);
  }

  /** An npc quick attack (`system.attacks[index]`): the attack roll, then its damage card. */
  async rollQuickAttack(index: number, options: RollOptions & { critical?: boolean } = {}): Promise<{ attack: Roll; damage: ChatMessage.Implementation | null } | null> {
    const { rollQuickAttack } = await loadRolls();
    return rollQuickAttack(this.asImplementation, index, options);
  }

  /** CORE-5 short rest: spend hit dice (dialog unless `hitDice` is given). Hooks `augmented.preRest` / `augmented.restCompleted`. */
  async shortRest(options: RestOptions = {}): Promise<RestSummary | null> {
    const { shortRest } = await loadRest();
    return shortRest(this.asImplementation, options);
  }

  /** CORE-5 long rest. Hooks `augmented.preRest` / `augmented.restCompleted`. */
  async longRest(options: LongRestOptions = {}): Promise<RestSummary | null> {
    const { longRest } = await loadRest();
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
  async repairAugment(item: Item.Implementation, options: AugmentWorkOptions = {}): Promise<RepairResult | null> {
    const { repairAugment } = await loadRepair();
    return repairAugment(this.asImplementation, item, options);
  }

  /**
   * CY-UPG-1: upgrade an attack or healing augment by 1d6 (outside combat, GM DC, 500 gp, Sleight of Hand; a
   * natural 18–20 offers a Lasting Effect, CY-LE-1). Hooks `augmented.preUpgradeAugment` /
   * `augmented.upgradeAugment`. Null when refused or cancelled.
   */
  async upgradeAugment(item: Item.Implementation, options: UpgradeOptions = {}): Promise<UpgradeResult | null> {
    const { upgradeAugment } = await loadUpgrade();
    return upgradeAugment(this.asImplementation, item, options);
  }

  /**
   * CY-INS-1..3: install an augment (owned, or dropped from elsewhere: created already installed) into `section`.
   * Hooks `augmented.preInstallAugment` / `augmented.installAugment`. Null when refused or cancelled.
   */
  async installAugment(item: Item.Implementation, section: string, options: InstallAugmentOptions = {}): Promise<InstalledAugment | null> {
    const { installAugment } = await loadInstall();
    return installAugment(this.asImplementation, item, section, options);
  }

  /** CY-REM-1..3: remove an installed augment; it stays in the inventory. Hooks `augmented.preRemoveAugment` / `augmented.removeAugment`. */
  async removeAugment(item: Item.Implementation, options: RemoveAugmentOptions = {}): Promise<RemovedAugment | null> {
    const { removeAugment } = await loadRemove();
    return removeAugment(this.asImplementation, item, options);
  }

  /**
   * CY-DES-1..3: the Intelligence check of a draft design (GM's DC; failure locks the actor out until a rest),
   * then 1,000 gp of construction (CY-DES-2); a viable design only pays. Hooks `augmented.preDesignAugment` /
   * `augmented.designAugment`. Null when refused or cancelled.
   */
  async designAugment(item: Item.Implementation, options: DesignAugmentOptions = {}): Promise<DesignedAugment | null> {
    const { designAugment } = await loadDesign();
    return designAugment(this.asImplementation, item, options);
  }

  /**
   * Use an installed augment's primary function (attack, healing, environmental, mobility, utility): one use spent,
   * a card with the GM's Undo. Refused while damaged, not installed or out of uses. Hooks `augmented.preUseAugment`
   * / `augmented.useAugment`. Null when refused or cancelled.
   */
  async useAugment(item: Item.Implementation, options: UseAugmentOptions = {}): Promise<UseAugmentResult | null> {
    const { useAugment } = await loadUseAugment();
    return useAugment(this.asImplementation, item, options);
  }

  /**
   * SF-1..SF-4 (System Failure): at 0 HP, sacrifice the functional installed augment `augmentId` (destroyed,
   * kept as a record): 1 HP, temp HP 10 × level, +3 to every ability modifier and advantage on attack rolls
   * until the end of the next turn, then one exhaustion level. Once per combat (outside combat: until a rest).
   * Hooks `augmented.preSystemFailure` / `augmented.systemFailure`. Null when refused or cancelled.
   */
  async systemFailure(augmentId: string, options: SystemFailureOptions = {}): Promise<SystemFailureOutcome | null> {
    const { systemFailure } = await loadSystemFailure();
    return systemFailure(this.asImplementation, augmentId, options);
  }

  /**
   * Start one integrity save (CY-INT-1) or structural backlash save (CY-ENV-2) on this client, per the world
   * setting `integritySave` (card, automatic roll, or a note on the sheet). Damage triggers it by itself.
   * Hooks `augmented.preIntegrityCheck` / `augmented.integrityCheck`.
   */
  async startIntegritySave(request: IntegritySaveRequest): Promise<void> {
    const { startIntegritySave } = await loadIntegrity();
    return startIntegritySave(this.asImplementation, request);
  }

  /**
   * GC-CH-1: install a chassis on a gearforged (a second replaces the first after a confirm; its changes are
   * reversed). Hooks `augmented.preInstallChassis` / `augmented.installChassis`. Null when refused or cancelled.
   */
  async installChassis(item: Item.Implementation, options: Gearforged.InstallChassisOptions = {}): Promise<Gearforged.InstalledChassis | null> {
    const { installChassis } = await loadGearforged();
    return installChassis(this.asImplementation, item, options);
  }

  /**
   * GF-UPG-1..12: add an upgrade (refused with the reasons when a rule is broken; its choice asked for). Hooks
   * `augmented.preAddUpgrade` / `augmented.addUpgrade`. Null when refused or cancelled: nothing created.
   */
  async addUpgrade(item: Item.Implementation, options: Gearforged.AddUpgradeOptions = {}): Promise<Gearforged.AddedUpgrade | null> {
    const { addUpgrade } = await loadGearforged();
    return addUpgrade(this.asImplementation, item, options);
  }

  /** Take an upgrade out (after a confirm). Hooks `augmented.preRemoveUpgrade` / `augmented.removeUpgrade`. */
  async removeUpgrade(item: Item.Implementation, options: Gearforged.RemoveUpgradeOptions = {}): Promise<string | null> {
    const { removeUpgrade } = await loadGearforged();
    return removeUpgrade(this.asImplementation, item, options);
  }

  /**
   * Use a consumable (GF-BODY-1: an ingested one is refused for a seed-001 gearforged; a GM is asked whether to
   * override). Hooks `augmented.preUseConsumable` / `augmented.useConsumable`. Null when refused: nothing spent.
   */
  async useConsumable(item: Item.Implementation, options: Gearforged.UseConsumableOptions = {}): Promise<Gearforged.UsedConsumable | null> {
    const { useConsumable } = await loadGearforged();
    return useConsumable(this.asImplementation, item, options);
  }

  /** GF-BODY-4: count the maintenance lapses due now (world time drives this by itself on one client). */
  async applyMaintenanceLapse(): Promise<Gearforged.MaintenanceLapse | null> {
    const { applyMaintenanceLapse } = await loadGearforged();
    return applyMaintenanceLapse(this.asImplementation);
  }

  /**
   * GF-BODY-5: stabilize a dying gearforged by a DC 10 Intelligence check ("intelligence", rolled by the tending
   * creature the user picks) or "mending"; "medicine" and "spareTheDying" are refused with the reason. Hooks
   * `augmented.preStabilize` / `augmented.stabilize`. Null when refused or cancelled.
   */
  async stabilizeGearforged(method: StabilizeMethod, options: Gearforged.StabilizeOptions = {}): Promise<Gearforged.StabilizeOutcome | null> {
    const { stabilizeGearforged } = await loadGearforged();
    return stabilizeGearforged(this.asImplementation, method, options);
  }

  /**
   * GF-REV-1 / GC-LIV-2 / GA-WRECK-1 (GM): restore a dead gearforged by `option` ("repair", "newBody", "raise",
   * "wish"), paying its cost. Hooks `augmented.preRestoreGearforged` / `augmented.restoreGearforged`.
   */
  async restoreGearforged(option: RestoreOption, options: Gearforged.RestoreOptions = {}): Promise<Gearforged.RestoreOutcome | null> {
    const { restoreGearforged } = await loadGearforged();
    return restoreGearforged(this.asImplementation, option, options);
  }

  /**
   * Use an active upgrade: Claw Arm Laser (GF-UPG-11: range measured to the target, a use spent, the target's save,
   * the damage card on a failure) or Quick
   * Fix (GF-UPG-3: a hit die spent for temporary HP). Hooks `augmented.preUseUpgrade` / `augmented.useUpgrade`.
   */
  async useUpgrade(item: Item.Implementation, options: Gearforged.UseUpgradeOptions = {}): Promise<Gearforged.UsedUpgrade | null> {
    const { useUpgrade } = await loadGearforged();
    return useUpgrade(this.asImplementation, item, options);
  }

  /** GF-UPG-8: spend a long rest integrating an owned suit of armor (needs the Integrated Armor upgrade). */
  async integrateArmor(armor: Item.Implementation): Promise<boolean> {
    const { integrateArmor } = await loadGearforged();
    return integrateArmor(this.asImplementation, armor);
  }

  /** GF-UPG-8: spend a long rest taking the integrated armor out (it stays carried, unequipped). */
  async removeIntegratedArmor(): Promise<boolean> {
    const { removeIntegratedArmor } = await loadGearforged();
    return removeIntegratedArmor(this.asImplementation);
  }

  /**
   * GF-UPG-2: swap the weapon built into one arm ("main" or "off"; null empties the off arm) during a short (or
   * long) rest. Hooks `augmented.preSwapIntegratedWeapon` / `augmented.swapIntegratedWeapon`.
   */
  async swapIntegratedWeapon(side: "main" | "off", weaponId: string | null, options: Gearforged.SwapWeaponOptions = {}): Promise<Gearforged.SwappedWeapon | null> {
    const { swapIntegratedWeapon } = await loadGearforged();
    return swapIntegratedWeapon(this.asImplementation, side, weaponId, options);
  }

  /** GF-UPG-2 from the sheet: ask which weapon goes into the arm, then swap it during a short rest. */
  async chooseIntegratedWeapon(side: string): Promise<Gearforged.SwappedWeapon | null> {
    const { chooseIntegratedWeapon } = await loadGearforged();
    return chooseIntegratedWeapon(this.asImplementation, side);
  }

  /**
   * GF-MEM-1: install a memory gear (a day, 2,000 gp; a salvaged one readable a week later). Hooks
   * `augmented.preInstallMemoryGear` / `augmented.installMemoryGear`.
   */
  async installMemoryGear(options: Gearforged.MemoryGearOptions = {}): Promise<Gearforged.InstalledMemoryGear | null> {
    const { installMemoryGear } = await loadGearforged();
    return installMemoryGear(this.asImplementation, options);
  }

  // Gearforged, 13th Age conversion (seed 004, issue 14): src/workflows/gearforged/thirteenth-age.

  /** GA-TIRE-1: start a 4-hour maintenance (by itself or `options.maintainer`); finished on world time. */
  async startFourHourMaintenance(options: ThirteenthAge.FourHourMaintenanceOptions = {}): Promise<{ startedAt: number; maintainer: Actor.Implementation } | null> {
    const { startFourHourMaintenance } = await loadThirteenthAge();
    return startFourHourMaintenance(this.asImplementation, options);
  }

  /** GA-TIRE-1: an interruption restarts a maintenance under way from now. */
  async interruptFourHourMaintenance(): Promise<boolean> {
    const { interruptFourHourMaintenance } = await loadThirteenthAge();
    return interruptFourHourMaintenance(this.asImplementation);
  }

  /** GA-TIRE-1: start the days-without-maintenance clock now (an actor whose clock never started). */
  async startNeglectClock(): Promise<boolean> {
    const { startNeglectClock } = await loadThirteenthAge();
    return startNeglectClock(this.asImplementation);
  }

  /** GA-HEAL-1: a repairer's check by another character with the gearforged-repair background. */
  async repairerCheck(options: ThirteenthAge.RepairerCheckOptions = {}): Promise<ThirteenthAge.RepairerCheckResult | null> {
    const { repairerCheck } = await loadThirteenthAge();
    return repairerCheck(this.asImplementation, options);
  }

  /** GA-HEAL-1: magical healing received from `source` opens the gate (mending: the GM marks the caster). */
  async openHealGate(source: HealingSource, options: { casterMarked?: boolean } = {}): Promise<HealGate | null> {
    const { openHealGate } = await loadThirteenthAge();
    return openHealGate(this.asImplementation, source, options);
  }

  /** GA-AMPH-1: go under water (starts the timer) or come out. */
  async setUnderwater(under: boolean): Promise<boolean> {
    const { setUnderwater } = await loadThirteenthAge();
    return setUnderwater(this.asImplementation, under);
  }

  /** GF-BODY-4: start the maintenance clock now (an older gearforged whose clock never started). */
  async startMaintenanceClock(): Promise<boolean> {
    const { startMaintenanceClock } = await loadGearforged();
    return startMaintenanceClock(this.asImplementation);
  }

  /** AM-PORT-1: buy a `kind` port fitted at `site` (natural 400, unnatural 600, ocular 800 gp). Hooks `augmented.preBuyPort` / `augmented.buyPort`. */
  async buyPort(kind: string, site: string, options: Automail.BuyPortOptions = {}): Promise<Automail.BoughtPort | null> {
    const { buyPort } = await loadAutomail();
    return buyPort(this.asImplementation, kind, site, options);
  }

  /**
   * AM-ATT-1, AM-PORT-1, AM-ACC-1..3: attach a modern limb (owned, or dropped from elsewhere) to the port `portId`
   * (an Action), then its acclimation check. Hooks `augmented.preAttachAutomail` / `augmented.attachAutomail`.
   */
  async attachAutomail(item: Item.Implementation, portId: string, options: Automail.AttachAutomailOptions = {}): Promise<Automail.AttachedAutomail | null> {
    const { attachAutomail } = await loadAutomail();
    return attachAutomail(this.asImplementation, item, portId, options);
  }

  /** AM-ATT-1: detach a modern limb (an Action); it keeps all its data. Hooks `augmented.preDetachAutomail` / `augmented.detachAutomail`. */
  async detachAutomail(item: Item.Implementation): Promise<Automail.DetachedAutomail | null> {
    const { detachAutomail } = await loadAutomail();
    return detachAutomail(this.asImplementation, item);
  }

  /** AM-GEN-1: build a reforged limb onto `site` (2 hours, out of combat), then one acclimation check. */
  async installReforged(item: Item.Implementation, site: string, options: Automail.InstallReforgedOptions = {}): Promise<Automail.InstalledReforged | null> {
    const { installReforged } = await loadAutomail();
    return installReforged(this.asImplementation, item, site, options);
  }

  /** AM-DMG-1: repair a damaged limb (as CY-REP-1). Hooks `augmented.preRepairAutomail` / `augmented.repairAutomail`. */
  async repairAutomail(item: Item.Implementation, options: Automail.RepairAutomailOptions = {}): Promise<Automail.RepairedAutomail | null> {
    const { repairAutomail } = await loadAutomail();
    return repairAutomail(this.asImplementation, item, options);
  }

  /** Attack with a limb's integrated weapon, at the limb's disadvantage while it has one (AM-ACC-1/3, AM-PORT-1). */
  async attackWithLimb(item: Item.Implementation, options: D20RollOptions = {}): Promise<Automail.LimbAttack | null> {
    const { attackWithLimb } = await loadAutomail();
    return attackWithLimb(this.asImplementation, item, options);
  }

  /** The damage card of a limb's integrated weapon. */
  async limbDamage(item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    const { limbDamage } = await loadAutomail();
    return limbDamage(this.asImplementation, item, options);
  }

  /** AM-SEEN-1 (GM only): who among the scene's tokens (or `observers`) notices this character's automail; a GM-whispered card. */
  async whoNoticesAutomail(observers?: readonly Actor.Implementation[]): Promise<Automail.NoticeAnswer[] | null> {
    const { whoNotices } = await loadAutomail();
    return whoNotices(this.asImplementation, observers);
  }
}
