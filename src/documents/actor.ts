/**
 * The system's Actor class. Workflows that combine rules, rolls, dialogs and chat live here, each in its own
 * module under ./actor/ (damage, death saves, rolls, rests, currency); derived numbers live in the type data
 * models. Every workflow checks the current user may change the actor and writes one update per step.
 */
import { type AppliedDamage, type ApplyDamageOptions, applyDamage } from "./actor/damage";
import { type IntegritySaveRequest, startIntegritySave } from "../automation/integrity";
import { type DeathSaveOutcome, rollDeathSave } from "./actor/death-save";
import { type PaidCost, type PayCostOptions, payCost } from "./actor/currency";
import { type RestOptions, type RestSummary, longRest, shortRest } from "./actor/rest";
import {
  type RollOptions,
  rollAbilityCheck,
  rollAttack,
  rollDamage,
  rollQuickAttack,
  rollSavingThrow,
  rollSkill,
  rollToolCheck,
} from "./actor/rolls";
import type { RawDamageInstance } from "../rules/core/damage-types";
import { type AugmentWorkOptions, type RepairResult, repairAugment } from "./augment/repair";
import { type UpgradeOptions, type UpgradeResult, upgradeAugment } from "./augment/upgrade";
import { type InstallAugmentOptions, type InstalledAugment, installAugment } from "./augment/install";
import { type RemoveAugmentOptions, type RemovedAugment, removeAugment } from "./augment/remove";
import { type SystemFailureOptions, type SystemFailureOutcome, systemFailure } from "../automation/system-failure/apply";
import { type UseAugmentOptions, type UseAugmentResult, useAugment } from "./augment/use";
import { type DesignAugmentOptions, type DesignedAugment, designAugment } from "./augment/design";
import { guardHpUpdate } from "../data/actor/parts/model-hooks";

export class AugmentedActor extends Actor {
  private get implementation(): Actor.Implementation {
    // cast: this class is CONFIG.Actor.documentClass, i.e. Actor.Implementation (src/types.d.ts).
    return this as unknown as Actor.Implementation;
  }

  /**
   * CORE-2 before Foundry validates the change: v13 runs the type's joint validation (HP value ≤ max) on the
   * candidate data before `_preUpdate`, so the HP guard must see an update first: HP above the maximum is
   * refused with a clear message (nothing changes), and a lowered maximum brings the value down with it.
   */
  override async update(...args: Parameters<Actor["update"]>): Promise<this | undefined> {
    // cast: both actor models keep `attributes.hp` in their source (data/actor/parts/attributes.ts).
    const model = this.system as unknown as Parameters<typeof guardHpUpdate>[0];
    if (model?._source?.attributes?.hp && guardHpUpdate(model, args[0]) === false) return undefined;
    return super.update(...args);
  }

  /**
   * Apply damage (or healing, `type: "healing"`, or temporary HP, `type: "temphp"`): CORE-2/3/4/9. Hooks
   * `augmented.preApplyDamage` / `augmented.applyDamage`. Null (with a notification) on bad input, refusal
   * or cancellation.
   */
  applyDamage(instances: readonly RawDamageInstance[], options: ApplyDamageOptions = {}): Promise<AppliedDamage | null> {
    return applyDamage(this.implementation, instances, options);
  }

  /** CORE-4 death save. Hooks `augmented.preRollDeathSave` / `augmented.rollDeathSave`. */
  rollDeathSave(options: RollOptions = {}): Promise<DeathSaveOutcome | null> {
    return rollDeathSave(this.implementation, options);
  }

  rollAbilityCheck(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollAbilityCheck(this.implementation, ability, options);
  }

  rollSavingThrow(ability: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollSavingThrow(this.implementation, ability, options);
  }

  rollSkill(skill: string, options: RollOptions = {}): Promise<Roll | null> {
    return rollSkill(this.implementation, skill, options);
  }

  rollToolCheck(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    return rollToolCheck(this.implementation, item, options);
  }

  rollAttack(item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
    return rollAttack(this.implementation, item, options);
  }

  /** Roll an item's damage and post a damage card (critical: dice doubled). */
  rollDamage(item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    return rollDamage(this.implementation, item, options);
  }

  /** An npc quick attack (`system.attacks[index]`): the attack roll, then its damage card. */
  rollQuickAttack(index: number, options: RollOptions & { critical?: boolean } = {}): Promise<{ attack: Roll; damage: ChatMessage.Implementation | null } | null> {
    return rollQuickAttack(this.implementation, index, options);
  }

  /** CORE-5 short rest: spend hit dice (dialog unless `hitDice` is given). Hooks `augmented.preRest` / `augmented.restCompleted`. */
  shortRest(options: RestOptions = {}): Promise<RestSummary | null> {
    return shortRest(this.implementation, options);
  }

  /** CORE-5 long rest. Hooks `augmented.preRest` / `augmented.restCompleted`. */
  longRest(): Promise<RestSummary | null> {
    return longRest(this.implementation);
  }

  /** CORE-8: pay a cost in gp after confirmation; refused when short; a GM may waive it. */
  payCost(gp: number, options: PayCostOptions = {}): Promise<PaidCost | null> {
    return payCost(this.implementation, gp, options);
  }

  /**
   * CY-REP-1: repair a damaged augment (outside combat, GM DC, 250 gp, Sleight of Hand with advantage). Hooks
   * `augmented.preRepairAugment` / `augmented.repairAugment`. Null when refused or cancelled.
   */
  repairAugment(item: Item.Implementation, options: AugmentWorkOptions = {}): Promise<RepairResult | null> {
    return repairAugment(this.implementation, item, options);
  }

  /**
   * CY-UPG-1: upgrade an attack or healing augment by 1d6 (outside combat, GM DC, 500 gp, Sleight of Hand; a
   * natural 18–20 offers a Lasting Effect, CY-LE-1). Hooks `augmented.preUpgradeAugment` /
   * `augmented.upgradeAugment`. Null when refused or cancelled.
   */
  upgradeAugment(item: Item.Implementation, options: UpgradeOptions = {}): Promise<UpgradeResult | null> {
    return upgradeAugment(this.implementation, item, options);
  }

  /**
   * CY-INS-1..3: install an augment (owned, or dropped from elsewhere: created already installed) into `section`.
   * Hooks `augmented.preInstallAugment` / `augmented.installAugment`. Null when refused or cancelled.
   */
  installAugment(item: Item.Implementation, section: string, options: InstallAugmentOptions = {}): Promise<InstalledAugment | null> {
    return installAugment(this.implementation, item, section, options);
  }

  /** CY-REM-1..3: remove an installed augment; it stays in the inventory. Hooks `augmented.preRemoveAugment` / `augmented.removeAugment`. */
  removeAugment(item: Item.Implementation, options: RemoveAugmentOptions = {}): Promise<RemovedAugment | null> {
    return removeAugment(this.implementation, item, options);
  }

  /**
   * CY-DES-1..3: the Intelligence check of a draft design (GM's DC; failure locks the actor out until a rest),
   * then 1,000 gp of construction (CY-DES-2); a viable design only pays. Hooks `augmented.preDesignAugment` /
   * `augmented.designAugment`. Null when refused or cancelled.
   */
  designAugment(item: Item.Implementation, options: DesignAugmentOptions = {}): Promise<DesignedAugment | null> {
    return designAugment(this.implementation, item, options);
  }

  /**
   * Use an installed augment's primary function (attack, healing, environmental, mobility, utility): one use spent,
   * a card with the GM's Undo. Refused while damaged, not installed or out of uses. Hooks `augmented.preUseAugment`
   * / `augmented.useAugment`. Null when refused or cancelled.
   */
  useAugment(item: Item.Implementation, options: UseAugmentOptions = {}): Promise<UseAugmentResult | null> {
    return useAugment(this.implementation, item, options);
  }

  /**
   * SF-1..SF-4 (System Failure): at 0 HP, sacrifice the functional installed augment `augmentId` (destroyed,
   * kept as a record): 1 HP, temp HP 10 × level, +3 to every ability modifier and advantage on attack rolls
   * until the end of the next turn, then one exhaustion level. Once per combat (outside combat: until a rest).
   * Hooks `augmented.preSystemFailure` / `augmented.systemFailure`. Null when refused or cancelled.
   */
  systemFailure(augmentId: string, options: SystemFailureOptions = {}): Promise<SystemFailureOutcome | null> {
    return systemFailure(this.implementation, augmentId, options);
  }

  /**
   * Start one integrity save (CY-INT-1) or structural backlash save (CY-ENV-2) on this client, per the world
   * setting `integritySave` (card, automatic roll, or a note on the sheet). Damage triggers it by itself.
   * Hooks `augmented.preIntegrityCheck` / `augmented.integrityCheck`.
   */
  startIntegritySave(request: IntegritySaveRequest): Promise<void> {
    return startIntegritySave(this.implementation, request);
  }
}
