/**
 * `actor.applyDamage(instances, options)`: CORE-2, CORE-3, CORE-4 (damage at 0 HP), CORE-9. Validation, the
 * permission check and the maths are the rules' (`planDamage`); this writes ONE update and fires the hooks.
 * The death save failures damage at 0 HP causes are an automated check (`deathSaveOnDamage`): in `auto` they
 * are part of the same update; otherwise they are left out and reported as due (the death-save workflow posts the
 * card on the one acting client, told by the `augmented.hpDrop` hook, or by ./follow-ups.ts when nothing changed).
 */
import { automationMode } from "../../settings";
import type { DamageUpdateInfo } from "../../documents/actor/hp-drop";
import { HOOKS } from "../../utils/hook-names";
import { type DamagePlan, type InstanceBreakdown, planDamage } from "../../rules/core/damage";
import { type DamageErrorReason, type DamageTraits, MAX_DAMAGE_AMOUNT, type RawDamageInstance } from "../../rules/core/damage-types";
import { damageFollowUps } from "./follow-ups";
import { changedPaths, hpPathValues, numberAt } from "./actor-paths";
import { claimWrite } from "../recheck/write-claims";
import { ensureCanModify, localize, notifyError, notifyInfo } from "../../utils/notify";
import { portOf } from "../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";

export interface ApplyDamageOptions {
  /** A critical hit: at 0 HP it costs two death save failures (CORE-4). */
  critical?: boolean;
  /** Where the damage comes from (an item or message uuid, or a label); carried to the hooks. */
  source?: string;
  /** Which body section was hit, for augment rules in later issues. */
  hitLocation?: string;
}

export interface AppliedDamage {
  /** Per input instance, in order: the final amount after traits (temp HP included), and what it changed. */
  instances: InstanceBreakdown[];
  plan: DamagePlan;
  /** The values of exactly the paths the update changed, before it (an undo record). */
  previous: Record<string, number>;
  /** The paths the update wrote and their new values. */
  changes: Record<string, number>;
  /** CORE-4 death save failures due from this damage and not (yet) recorded (`deathSaveOnDamage` ≠ auto). */
  deathSaveFailuresDue: number;
  /** CORE-4 death save failures this update recorded. */
  deathSaveFailuresRecorded: number;
}


type DamageActor = Actor.Implementation;
type DamageTarget = Parameters<typeof planDamage>[0];

function reportInputErrors(errors: Array<{ index: number; reason: DamageErrorReason }>, raw: readonly RawDamageInstance[]): void {
  const first = errors[0];
  if (!first) return;
  const amount = raw[first.index]?.amount;
  notifyError(`AUGMENTED.DamageError.${first.reason}`, { line: first.index + 1, amount: String(amount), max: MAX_DAMAGE_AMOUNT });
}


/** True when the hook left every line as given (planDamage reads only these three fields). */
function sameInstances(lines: readonly RawDamageInstance[], given: readonly RawDamageInstance[]): boolean {
  if (lines.length !== given.length) return false;
  return lines.every((line, i) => line.amount === given[i]?.amount && line.type === given[i]?.type && line.ongoing === given[i]?.ongoing);
}

export async function applyDamage(
  actor: DamageActor,
  rawInstances: readonly RawDamageInstance[],
  options: ApplyDamageOptions = {},
): Promise<AppliedDamage | null> {
  if (!Array.isArray(rawInstances) || rawInstances.length === 0) {
    notifyError("AUGMENTED.DamageError.empty");
    return null;
  }
  const port = portOf(actor);
  // Read once: the plan, the values before (the undo record) and whether death saves are kept all come from this
  // read (each port getter builds its answer anew; no await until the update, so nothing can change it between).
  const hp = port.hp;
  const saves = port.deathSaves;
  const target = { hp, deathSaves: saves ?? NO_DEATH_SAVES, exhaustion: port.exhaustion };
  const traits = port.traits;
  const first = planDamage(target, rawInstances, { traits, critical: options.critical === true });
  if (!first.ok) {
    reportInputErrors(first.errors, rawInstances);
    return null;
  }
  if (!ensureCanModify(actor)) return null;

  // Handlers may change the list and the options in place, or cancel.
  const instances = rawInstances.map((line) => ({ amount: line?.amount, type: line?.type, ongoing: line?.ongoing }));
  const hookOptions: ApplyDamageOptions = { ...options };
  if (Hooks.call(HOOKS.preApplyDamage, actor, instances, hookOptions) === false) return null;
  // Planned again only when a handler changed what the plan reads: the same input gives the same plan (planDamage
  // is pure), and planning is a sixth of the workflow's own work when nothing triggers (bench/apply-damage).
  const planned = sameInstances(instances, rawInstances) && (hookOptions.critical === true) === (options.critical === true)
    ? first
    : planDamage(target, instances, { traits, critical: hookOptions.critical === true });
  if (!planned.ok) {
    reportInputErrors(planned.errors, instances);
    return null;
  }
  const plan = planned.plan;
  // GA-IMM-1: ongoing damage the body ignores says so (a one-off hit of the same type still lands).
  const ongoingImmune = new Set<string>(traits.immuneOngoing ?? []);
  for (const line of plan.instances) {
    if (line.ongoing && line.input > 0 && ongoingImmune.has(line.type)) {
      notifyInfo("AUGMENTED.Damage.ImmuneOngoing", { name: actor.name ?? "", type: localize(`AUGMENTED.DamageType.${line.type}`) });
    }
  }

  // The death save mode is read only when the damage costs failures (CORE-4): it decides nothing otherwise.
  const mode = plan.deathSaveFailuresAdded > 0 ? automationMode("deathSaveOnDamage") : null;
  const recordFailures = mode === "auto";
  const deathSaves = plan.deathSaveFailuresAdded > 0 && !recordFailures ? target.deathSaves : plan.deathSaves;

  // Only the numbers the damage changed are written; their values before it are the undo record.
  const { previous, changes } = changedPaths(hpPathValues(port.paths, hp, saves), hpPathValues(port.paths, plan.hp, saves === null ? null : deathSaves));

  const result: AppliedDamage = {
    instances: plan.instances,
    plan,
    previous,
    changes,
    deathSaveFailuresDue: saves !== null && !recordFailures ? plan.deathSaveFailuresAdded : 0,
    deathSaveFailuresRecorded: saves !== null && recordFailures ? plan.deathSaveFailuresAdded : 0,
  };
  const info: DamageUpdateInfo = {
    previous,
    failuresRecorded: result.deathSaveFailuresRecorded,
    failuresDue: result.deathSaveFailuresDue,
    mode,
    critical: hookOptions.critical === true,
    dead: plan.dead,
    instances: plan.instances.map((line) => (line.type === "healing" || line.type === "temphp" ? 0 : line.amount)),
    hpBefore: { value: target.hp.value, temp: target.hp.temp, max: target.hp.max },
    hitLocation: typeof hookOptions.hitLocation === "string" && hookOptions.hitLocation !== "" ? hookOptions.hitLocation : null,
    killedOutright: plan.killedOutright,
  };
  if (Object.keys(changes).length > 0) {
    // Settled across clients (../recheck/write-claims.ts): no await since the read, so the claim sees what it saw.
    const claim = claimWrite(actor);
    // Every client sees `options.augmented.damage` in its updateActor hook; the one acting client follows up.
    // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
    await actor.update(changes, { augmented: { damage: info, ...claim.option(changes) } } as Actor.Database.UpdateOperation);
    const between = claim.landedBetween();
    if (between) await replanOnTop(actor, result, { between, read: target, written: changes }, instances, { traits, critical: hookOptions.critical === true, recordFailures });
  } else if (info.failuresDue > 0) {
    // Nothing changed (no update to announce): this client, which owns the actor and is active, acts itself.
    for (const followUp of damageFollowUps()) await followUp(actor, info, game.user?.id ?? null);
  }
  Hooks.callAll(HOOKS.applyDamage, actor, result, hookOptions);
  return result;
}

/**
 * Another client's write to the HP (a rest, a System Failure, other damage) landed between this damage's read and its
 * write, which overwrote it with values computed from the HP before it. Serially the damage comes after that write:
 * planned again on what it left, and written over this write's own values (a path written since stays). The drop was
 * announced by the first write (its instances and follow-ups stand), so the correction is no new drop.
 */
async function replanOnTop(
  actor: DamageActor,
  result: AppliedDamage,
  first: { between: Record<string, unknown>; read: DamageTarget; written: Record<string, number> },
  instances: readonly RawDamageInstance[],
  context: { traits: DamageTraits; critical: boolean; recordFailures: boolean },
): Promise<void> {
  const { between, read, written } = first;
  const port = portOf(actor);
  const paths = port.paths;
  const left = (path: string, fallback: number): number => numberAt(between, path, fallback);
  const target: DamageTarget = {
    hp: { ...read.hp, value: left(paths.hp.value, read.hp.value), temp: left(paths.hp.temp, read.hp.temp) },
    deathSaves: { success: left(paths.death.success, read.deathSaves.success), failure: left(paths.death.failure, read.deathSaves.failure) },
    exhaustion: read.exhaustion,
  };
  const again = planDamage(target, instances, { traits: context.traits, critical: context.critical });
  if (!again.ok) return;
  const plan = again.plan;
  const deathSaves = plan.deathSaveFailuresAdded > 0 && !context.recordFailures ? target.deathSaves : plan.deathSaves;
  const keepsSaves = port.deathSaves !== null;
  const after = hpPathValues(paths, plan.hp, keepsSaves ? deathSaves : null);
  const { previous, changes } = changedPaths(hpPathValues(paths, target.hp, keepsSaves ? target.deathSaves : null), after);
  const corrected: Record<string, number> = {};
  for (const [path, next] of Object.entries(after)) {
    // A path written since this damage's write stays as it is now.
    const now: unknown = foundry.utils.getProperty(actor, path);
    const ours = path in written ? written[path] : left(path, NaN);
    if (now === ours && now !== next) corrected[path] = next;
  }
  // What the damage changed, as serially: from the state the other write left.
  Object.assign(result, { plan, previous, changes });
  if (Object.keys(corrected).length === 0) return;
  // cast: the system's own operation flag (src/documents/actor/hp-drop.ts: a settlement's correction is no drop).
  await actor.update(corrected, { augmented: { raceSettled: true, ...claimWrite(actor).option(corrected) } } as Actor.Database.UpdateOperation);
}

/** A short, localized line describing the outcome (for cards and notifications). */
export function describeDamage(actor: { name: string | null }, result: AppliedDamage): string {
  const { totals } = result.plan;
  if (totals.damage === 0 && totals.healed > 0) return localize("AUGMENTED.Damage.Healed", { name: actor.name ?? "", amount: totals.healed });
  return localize("AUGMENTED.Damage.Took", { name: actor.name ?? "", amount: totals.damage });
}
