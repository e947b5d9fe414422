/**
 * The system's hooks. For each workflow `augmented.preX` fires before anything changes (`Hooks.call`: a
 * handler returning `false` cancels; handlers may change the arguments in place), and `augmented.x` after the
 * change is applied (`Hooks.callAll`). Only the client that runs the workflow fires them.
 */
export const HOOKS = {
  /**
   * `(actor, instances: Array<{amount, type}>, options: {critical?, source?, hitLocation?})`, before damage is
   * applied. Mutate `instances`/`options` to change the damage; return `false` to cancel.
   */
  preApplyDamage: "augmented.preApplyDamage",
  /**
   * `(actor, result: AppliedDamage, options)`, after the one update. `result.instances[i].amount` is each
   * single instance's final amount after immunity/resistance/vulnerability (temp HP included), as integrity
   * saves (CY-INT-1) need; `result.plan` is the full rules plan, `result.previous` the values replaced.
   */
  applyDamage: "augmented.applyDamage",
  /** `(actor, options: {fastForward?, advantage?, disadvantage?, bonus?})`, before a death save is rolled. */
  preRollDeathSave: "augmented.preRollDeathSave",
  /** `(actor, outcome: {roll, natural, result: DeathSaveResult}, options)`, after the counters were updated. */
  rollDeathSave: "augmented.rollDeathSave",
  /** `(actor, restType: "short" | "long" | …, config: {steps: string[], hitDice: number})`; `false` cancels. */
  preRest: "augmented.preRest",
  /** `(actor, summary: RestSummary)` after the rest's one actor update and item updates. */
  restCompleted: "augmented.restCompleted",
  /**
   * `(actor, item, options: {dc?, costConfirmed?})`, before a repair (CY-REP-1) asks for its DC or its cost.
   * Set `options.dc` to skip the GM's DC dialog; return `false` to cancel (nothing is spent).
   */
  preRepairAugment: "augmented.preRepairAugment",
  /** `(actor, item, result: {roll, dc, natural, success, payment})`, after the one item update. */
  repairAugment: "augmented.repairAugment",
  /**
   * `(actor, item, options: {dc?, costConfirmed?, lastingEffect?})`, before an upgrade (CY-UPG-1) asks for its
   * DC or its cost. `options.lastingEffect`: the approved text for a CY-LE-1 offer, or `null` to decline it.
   * Return `false` to cancel (nothing is spent).
   */
  preUpgradeAugment: "augmented.preUpgradeAugment",
  /**
   * `(actor, item, result: {roll, dc, natural, success, dice: {from, to}, lastingEffectOffered, lastingEffect,
   * payment})`, after the one item update.
   */
  upgradeAugment: "augmented.upgradeAugment",
  /**
   * `(actor, item, section: SectionId, options: InstallAugmentOptions)`, before an augment is installed (CY-INS-1..3),
   * after the refusal checks and before any DC is asked for or die rolled. `false` cancels (nothing changes).
   */
  preInstallAugment: "augmented.preInstallAugment",
  /** `(actor, item, result: InstalledAugment {section, outcome, checks, flaw, lastingEffect})` after the one write. */
  installAugment: "augmented.installAugment",
  /** `(actor, item, options: RemoveAugmentOptions)`, before an augment is removed (CY-REM-1..3); `false` cancels. */
  preRemoveAugment: "augmented.preRemoveAugment",
  /** `(actor, item, result: RemovedAugment {section, outcome, checks, compromised})` after the one update. */
  removeAugment: "augmented.removeAugment",
} as const;

export type HookName = (typeof HOOKS)[keyof typeof HOOKS];
