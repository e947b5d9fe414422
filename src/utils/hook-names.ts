/**
 * The system's hooks. For each workflow `augmented.preX` fires before anything changes (`Hooks.call`: a
 * handler returning `false` cancels; handlers may change the arguments in place), and `augmented.x` after the
 * change is applied (`Hooks.callAll`). Only the client that runs the workflow fires them.
 */
const HOOK_KEYS = [
  /**
   * `(actor, instances: Array<{amount, type}>, options: {critical?, source?, hitLocation?})`, before damage is
   * applied. Mutate `instances`/`options` to change the damage; return `false` to cancel.
   */
  "preApplyDamage",
  /**
   * `(actor, result: AppliedDamage, options)`, after the one update. `result.instances[i].amount` is each
   * single instance's final amount after immunity/resistance/vulnerability (temp HP included), as integrity
   * saves (CY-INT-1) need; `result.plan` is the full rules plan, `result.previous` the values replaced.
   */
  "applyDamage",
  /**
   * `(actor, drop: HpDrop, userId)` on every client, once per update that lowered hit points (applyDamage's
   * instances, or a typed edit / token bar change as one instance), fired from the actor's `_onUpdate`
   * (src/documents/actor/hp-drop.ts). Lowering the maximum, undo writes and migrations are no drop. `userId` is
   * the user who made the update: subscribers pick the one acting client from it.
   */
  "hpDrop",
  /**
   * `(scale: "half" | "full", userId: string | null)` on every client when the world's `gearforgedLevelScale`
   * setting changed (its `onChange`); `userId` is the user who changed it: subscribers pick the one acting client.
   */
  "levelScaleChanged",
  /** `(actor, options: {fastForward?, advantage?, disadvantage?, bonus?})`, before a death save is rolled. */
  "preRollDeathSave",
  /** `(actor, outcome: {roll, natural, result: DeathSaveResult}, options)`, after the counters were updated. */
  "rollDeathSave",
  /** `(actor, restType: "short" | "long" | …, config: {steps: string[], hitDice: number})`; `false` cancels. */
  "preRest",
  /** `(actor, summary: RestSummary)` after the rest's one actor update and item updates. */
  "restCompleted",
  /**
   * `(actor, item, options: {dc?, costConfirmed?})`, before a repair (CY-REP-1) asks for its DC or its cost.
   * Set `options.dc` to skip the GM's DC dialog; return `false` to cancel (nothing is spent).
   */
  "preRepairAugment",
  /** `(actor, item, result: {roll, dc, natural, success, payment})`, after the one item update. */
  "repairAugment",
  /**
   * `(actor, item, options: {dc?, costConfirmed?, lastingEffect?})`, before an upgrade (CY-UPG-1) asks for its
   * DC or its cost. `options.lastingEffect`: the approved text for a CY-LE-1 offer, or `null` to decline it.
   * Return `false` to cancel (nothing is spent).
   */
  "preUpgradeAugment",
  /**
   * `(actor, item, result: {roll, dc, natural, success, dice: {from, to}, lastingEffectOffered, lastingEffect,
   * payment})`, after the one item update.
   */
  "upgradeAugment",
  /**
   * `(actor, item, section: SectionId, options: InstallAugmentOptions)`, before an augment is installed (CY-INS-1..3),
   * after the refusal checks and before any DC is asked for or die rolled. `false` cancels (nothing changes).
   */
  "preInstallAugment",
  /** `(actor, item, result: InstalledAugment {section, outcome, checks, flaw, lastingEffect})` after the one write. */
  "installAugment",
  /** `(actor, item, options: RemoveAugmentOptions)`, before an augment is removed (CY-REM-1..3); `false` cancels. */
  "preRemoveAugment",
  /** `(actor, item, result: RemovedAugment {section, outcome, checks, compromised})` after the one update. */
  "removeAugment",
  /**
   * `(actor, config: IntegrityCheckConfig {source, amount, dc, hitLocation, augmentId, mode})`, on the client
   * about to roll an integrity save (CY-INT-1) or a structural backlash save (CY-ENV-2). Change `config.dc` to
   * change the DC; return `false` to cancel (nothing is rolled; a prompt card stays pending).
   */
  "preIntegrityCheck",
  /**
   * `(actor, result: IntegrityCheckResult {state, saved, outcome, augment, roll, message})` once the check is
   * finished (saved, an augment damaged, or nothing left to damage), on the client that applied it.
   */
  "integrityCheck",
  /**
   * `(actor, item, options: DesignAugmentOptions {dc?, costConfirmed?})`, before a design check (CY-DES-1) or the
   * construction payment (CY-DES-2), after the design record was validated and the lockout checked. Set
   * `options.dc` to skip the GM's DC dialog; return `false` to cancel (nothing changes).
   */
  "preDesignAugment",
  /**
   * `(actor, item, result: DesignedAugment {roll, dc, natural, viable, lockedOut, built, payment})`, after the
   * item (and actor) updates. `roll` is null when only the construction of an earlier viable design was paid.
   */
  "designAugment",
  /**
   * `(actor, item: the augment to sacrifice, options: SystemFailureOptions {messageId?})`, before System Failure
   * (SF-1..SF-4) changes anything, after the rules accepted the choice. Return `false` to cancel (nothing changes).
   */
  "preSystemFailure",
  /**
   * `(actor, item, result: SystemFailureOutcome {augment, plan, effectId, combatId, end, previous, message})`
   * after the augment was destroyed, the overdrive effect created and the actor updated.
   */
  "systemFailure",
  /**
   * `(actor, item, options: UseAugmentOptions {event?, roll?, dc?, destructiveContact?, hover?, target?})`, before an
   * augment's primary function is used, after the refusal checks and before any dialog or roll. Set options to
   * skip questions; return `false` to cancel (no use is spent).
   */
  "preUseAugment",
  /**
   * `(actor, item, result: UseAugmentResult {purpose, remaining, roll, success, healing, effectId, backlash,
   * message})`, after the use was spent and its card posted.
   */
  "useAugment",
  /**
   * `(actor, tick: MaintenanceTick {lapsesAdded, exhaustionAdded, state, died})`, before GF-BODY-4's lapses are
   * counted on the one acting client. Return `false` to cancel (nothing changes; the next time change asks again).
   */
  "preMaintenanceLapse",
  /** `(actor, result: MaintenanceLapse {tick, worldTime, message})` after the one update and the card. */
  "maintenanceLapse",
  /** `(actor, item: the chassis, options: InstallChassisOptions)`, after the refusal checks and dialogs; `false` cancels. */
  "preInstallChassis",
  /** `(actor, item: the installed chassis, result: InstalledChassis {item, replaced, changes})` after the writes. */
  "installChassis",
  /** `(actor, item: the source upgrade, options: AddUpgradeOptions)`, after GF-UPG-1's checks, before any choice is asked; `false` cancels. */
  "preAddUpgrade",
  /** `(actor, item: the created upgrade, result: AddedUpgrade {item, choice})`. */
  "addUpgrade",
  /** `(actor, item, options: RemoveUpgradeOptions)`, before the confirmation; `false` cancels. */
  "preRemoveUpgrade",
  /** `(actor, name: string)` after the upgrade item was deleted. */
  "removeUpgrade",
  /** `(actor, item, options: UseConsumableOptions)`, after GF-BODY-1's check, before anything is spent; `false` cancels. */
  "preUseConsumable",
  /** `(actor, item, result: UsedConsumable {roll, healed, overridden, quantity})`. */
  "useConsumable",
  /** `(actor, method: StabilizeMethod, options: StabilizeOptions)`, after GF-BODY-5's refusals, before the tender is asked or anything rolled; `false` cancels. */
  "preStabilize",
  /** `(actor, outcome: StabilizeOutcome {method, stabilized, tender, roll, message})`. */
  "stabilize",
  /** `(actor, option: RestoreOption, options: RestoreOptions)`, GM only, after the way back was checked, before any question or payment; `false` cancels. */
  "preRestoreGearforged",
  /** `(actor, outcome: RestoreOutcome {option, costGp, paid, message})` after the one update. */
  "restoreGearforged",
  /** `(actor, item: the upgrade)`, before Claw Arm Laser or Quick Fix spends anything; `false` cancels. */
  "preUseUpgrade",
  /** `(actor, item, result: UsedUpgrade {key, dc, message, roll, tempHpGained})`. */
  "useUpgrade",
  /** `(actor, options: MemoryGearOptions {salvaged?, costConfirmed?})`, before the 2,000 gp are asked; `false` cancels. */
  "preInstallMemoryGear",
  /** `(actor, result: InstalledMemoryGear {salvaged, count, readableAt, message})` after the one update. */
  "installMemoryGear",
  // Gearforged, 13th Age conversion (seed 004): src/workflows/gearforged/thirteenth-age/*.
  /**
   * `(actor, options: FourHourMaintenanceOptions {maintainer?})`, before a 4-hour maintenance (GA-TIRE-1) starts,
   * after its refusals and the maintainer's choice. Return `false` to cancel (nothing changes).
   */
  "preFourHourMaintenance",
  /**
   * `(actor, result: FourHourMaintenance {finishedAt, maintainer, gateOpened, byRest, message})` once a 4-hour
   * maintenance finished (on world time, or during a long rest): penalties and halt cleared, clock restarted.
   */
  "fourHourMaintenance",
  /**
   * `(actor, options: RepairerCheckOptions {repairer?, hours?})`, before the GM is asked for the hours of a
   * repairer's check (GA-HEAL-1), after the refusals. Set `options.hours` to skip the question; `false` cancels.
   */
  "preRepairerCheck",
  /** `(actor, result: RepairerCheckResult {repairer, hours, dc, roll, success, message})` after the gate was written. */
  "repairerCheck",
  /**
   * `(actor, halt: GearforgedHalt {reason: "neglect" | "underwater", days, worldTime})`, on the one acting client
   * before a 13th Age gearforged becomes immobile and helpless (GA-TIRE-1, GA-AMPH-1). `false`: not now (the next
   * time change asks again).
   */
  "preGearforgedHalt",
  /** `(actor, halt: GearforgedHalt)` after the halt effect was created and the card posted. */
  "gearforgedHalt",
  /** `(actor, side: "main" | "off", weaponId: string | null, options: SwapWeaponOptions)`, before the rest is spent; `false` cancels. */
  "preSwapIntegratedWeapon",
  /** `(actor, result: SwappedWeapon {side, weaponId, previousId, message})` after the upgrade was updated and the card posted. */
  "swapIntegratedWeapon",
  /**
   * `(register: (source: WorkshopRowSource) => void)`, once per client before the GM Workshop first renders
   * (src/workshop/rows.ts): call `register` to add rows. Not a workflow pair: nothing to cancel.
   */
  "workshopRows",
  // Automail (seed 003): src/workflows/automail/*. Each pre-hook fires after the refusal checks and before any
  // dialog or roll; `false` cancels (nothing changes). Each post-hook fires after the one write and the card.
  /** `(actor, kind: PortKind, site: BodySite, options: BuyPortOptions)` before a port is bought (AM-PORT-1). */
  "preBuyPort",
  /** `(actor, port: Item, result: BoughtPort {priceGp, waived})` after the port was created and paid for. */
  "buyPort",
  /** `(actor, limb: Item, portId, options: AttachAutomailOptions {ability?})` before a modern limb is attached (AM-ATT-1). */
  "preAttachAutomail",
  /** `(actor, limb: Item, result: AttachedAutomail {portId, inCombat, portDisadvantage, success, becameAccustomed, effectId, roll})`. */
  "attachAutomail",
  /** `(actor, limb: Item)` before a modern limb is detached (AM-ATT-1). */
  "preDetachAutomail",
  /** `(actor, limb: Item, result: DetachedAutomail {portId, inCombat})`. */
  "detachAutomail",
  /** `(actor, limb: Item, site: BodySite, options: InstallReforgedOptions {ability?})` before a reforged limb is built on (AM-GEN-1). */
  "preInstallReforged",
  /** `(actor, limb: Item, result: InstalledReforged {site, readyAt, success, effectId, roll})`. */
  "installReforged",
  /** `(actor, limb: Item, options: RepairAutomailOptions {dc?})` before a damaged limb's repair (AM-DMG-1). */
  "preRepairAutomail",
  /** `(actor, limb: Item, result: RepairedAutomail {roll, dc, success, payment})`. */
  "repairAutomail",
  /**
   * `(report: MigrationReport {from, to, steps: [{version, description}], actors, items, messages, tokens, failed,
   * invalid})` on the active GM's client at `ready`, after the world's stored data went through the schema
   * migration steps (src/migration/run.ts); not fired when the stored version was already current.
   */
  "migrateWorld",
] as const;

/** A hook's key in HOOKS: `preApplyDamage`, `applyDamage`, … */
export type HookKey = (typeof HOOK_KEYS)[number];

/** Each hook's full name, `augmented.<key>`, by its key. */
// cast: Object.fromEntries types its keys as string; every key of the list is mapped to its name.
export const HOOKS = Object.fromEntries(HOOK_KEYS.map((key) => [key, `augmented.${key}`])) as { readonly [K in HookKey]: `augmented.${K}` };

export type HookName = (typeof HOOKS)[HookKey];
