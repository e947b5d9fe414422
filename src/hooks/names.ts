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
} as const;

export type HookName = (typeof HOOKS)[keyof typeof HOOKS];
