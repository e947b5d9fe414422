import {
  type DamageInputError,
  type DamageKind,
  type DamageTrait,
  type DamageTraits,
  type RawDamageInstance,
  isDamageType,
  modifiedDamage,
  validateDamageInstances,
} from "./damage-types";
import {
  type DeathSaves,
  DEATH_SAVES_MAX,
  NO_DEATH_SAVES,
  addDeathSaveFailures,
  lifeState,
  normaliseDeathSaves,
} from "./death-saves";
import { type HitPoints, grantTempHp, healHp, killsOutright, normaliseHp, removeHp } from "./hit-points";

/**
 * Applying a damage card to one actor: CORE-2 (temp first, 0..max), CORE-3 (traits per line), CORE-4
 * (damage at 0 HP adds death save failures, healing resets them), CORE-9 (killed outright). Returns a plan
 * the document workflow writes in ONE update; nothing here mutates its input.
 *
 * One call = one damage event (one attack or effect): its damage lines are summed after traits and hit as
 * one blow, so a 10 slashing + 10 fire hit is one CORE-9 check and, at 0 HP, one death save failure.
 * A list mixing kinds is applied in a fixed order: damage, then healing, then temporary HP.
 */

export interface DamageTarget {
  hp: HitPoints;
  deathSaves: DeathSaves;
  /** Exhaustion level, so a creature dead at level 6 is treated as dead. */
  exhaustion?: number;
}

export interface DamageOptions {
  traits?: DamageTraits;
  /** The damage comes from a critical hit: at 0 HP it costs two death save failures instead of one. */
  critical?: boolean;
}

export interface InstanceBreakdown {
  index: number;
  type: DamageKind;
  /** Ongoing damage (GA-IMM-1): the line was marked ongoing. */
  ongoing: boolean;
  /** The amount as entered (after validation's rounding down). */
  input: number;
  trait: DamageTrait;
  /**
   * The amount after immunity/resistance/vulnerability. For damage, this is what integrity checks
   * (CY-INT-1) compare with half the HP maximum: it includes the part temp HP absorbed.
   */
  amount: number;
  /** Damage lines: how much of this line temp HP soaked (temp is spent by earlier lines first). */
  absorbedByTemp: number;
  /**
   * What this line actually changed: HP lost (damage), HP restored (healing), temp HP gained (temphp).
   * Damage past 0 HP is not "applied"; it shows in `totals.overflow`.
   */
  applied: number;
}

export interface DamageTotals {
  /** Damage after traits, all lines. */
  damage: number;
  absorbedByTemp: number;
  hpLost: number;
  /** Damage that went past 0 HP (CORE-9 compares it with the maximum). */
  overflow: number;
  healed: number;
  tempGained: number;
  /** The largest single damage line after traits (the integrity-save trigger looks at this). */
  largestInstance: number;
}

export interface DamagePlan {
  hp: HitPoints;
  deathSaves: DeathSaves;
  instances: InstanceBreakdown[];
  totals: DamageTotals;
  /** HP went from above 0 to 0 in this event. */
  droppedToZero: boolean;
  /** CORE-9 (or 5e massive damage while already at 0 HP): recorded as 3 death save failures. */
  killedOutright: boolean;
  /** Death save failures this event added by CORE-4 (damage at 0 HP); 0 when killed outright. */
  deathSaveFailuresAdded: number;
  /** Dead after the event, and whether this event is what killed. */
  dead: boolean;
  died: boolean;
  /** Healing that was not applied because the target is dead (revival is its own workflow). */
  healingIgnored: boolean;
}

export type DamagePlanResult = { ok: true; plan: DamagePlan } | { ok: false; errors: DamageInputError[] };

/** Plan one damage event. Invalid input returns every error and no plan. */
export function planDamage(
  target: DamageTarget,
  raw: readonly RawDamageInstance[],
  options: DamageOptions = {},
): DamagePlanResult {
  const validation = validateDamageInstances(raw);
  if (!validation.ok) return validation;

  const startHp = normaliseHp(target.hp);
  const startSaves = normaliseDeathSaves(target.deathSaves);
  const exhaustion = target.exhaustion ?? 0;
  const wasDead = lifeState({ hp: startHp, deathSaves: startSaves, exhaustion }) === "dead";

  const instances: InstanceBreakdown[] = validation.instances.map((instance, index) => {
    const { amount, trait } = modifiedDamage(instance, options.traits);
    return { index, type: instance.type, ongoing: instance.ongoing === true, input: instance.amount, trait, amount, absorbedByTemp: 0, applied: 0 };
  });
  const damageLines = instances.filter((line) => isDamageType(line.type));

  // Damage: summed after traits and removed as one blow; temp HP soak the earliest lines first.
  const damage = damageLines.reduce((sum, line) => sum + line.amount, 0);
  const removal = removeHp(startHp, damage);
  let tempLeft = startHp.temp;
  let hpLeft = startHp.value;
  for (const line of damageLines) {
    line.absorbedByTemp = Math.min(tempLeft, line.amount);
    tempLeft -= line.absorbedByTemp;
    line.applied = Math.min(hpLeft, line.amount - line.absorbedByTemp);
    hpLeft -= line.applied;
  }

  let hp = removal.hp;
  let saves = startSaves;
  let droppedToZero = false;
  let killedOutright = false;
  let deathSaveFailuresAdded = 0;
  if (damage > 0 && !wasDead) {
    if (startHp.value > 0 && hp.value === 0) {
      droppedToZero = true;
      // CORE-9: the damage left over after reaching 0 is compared with the maximum.
      killedOutright = killsOutright(startHp, damage);
      saves = { ...NO_DEATH_SAVES };
    } else if (startHp.value === 0) {
      // Already at 0: 5e's massive damage rule (damage reaching HP ≥ max kills), else CORE-4 failures.
      // Damage fully soaked by temp HP still counts as damage taken.
      killedOutright = killsOutright(startHp, damage);
      if (!killedOutright) {
        deathSaveFailuresAdded = options.critical === true ? 2 : 1;
        const before = saves.failure;
        saves = addDeathSaveFailures(saves, deathSaveFailuresAdded);
        deathSaveFailuresAdded = saves.failure - before;
      }
    }
    if (killedOutright) {
      // Recorded as 3 failures so "dead" is readable from the counters; not reported as CORE-4 failures.
      deathSaveFailuresAdded = 0;
      saves = { success: 0, failure: DEATH_SAVES_MAX };
    }
  }

  // Healing: never above max, ignored for the dead; lines fill HP in order.
  const deadAfterDamage = lifeState({ hp, deathSaves: saves, exhaustion }) === "dead";
  const healingLines = instances.filter((line) => line.type === "healing");
  const healingTotal = healingLines.reduce((sum, line) => sum + line.amount, 0);
  const healingIgnored = deadAfterDamage && healingTotal > 0;
  let healed = 0;
  if (!deadAfterDamage && healingTotal > 0) {
    const result = healHp(hp, healingTotal);
    hp = result.hp;
    healed = result.healed;
    let room = healed;
    for (const line of healingLines) {
      line.applied = Math.min(room, line.amount);
      room -= line.applied;
    }
  }

  // Temporary HP: do not stack, the highest single grant is compared with what the target has.
  const tempLines = instances.filter((line) => line.type === "temphp");
  const bestGrant = tempLines.reduce((best, line) => Math.max(best, line.amount), 0);
  const tempBefore = hp.temp;
  const grant = grantTempHp(hp, bestGrant);
  hp = grant.hp;
  const winner = tempLines.find((line) => line.amount === bestGrant);
  if (winner && grant.gained > 0) winner.applied = grant.gained;

  const dead = lifeState({ hp, deathSaves: saves, exhaustion }) === "dead";
  // CORE-4: healed above 0 HP resets both counters; the living above 0 HP carry no marks at all
  // (stale marks from a manual edit are cleared by the same rule).
  if (!dead && hp.value > 0) saves = { ...NO_DEATH_SAVES };
  return {
    ok: true,
    plan: {
      hp,
      deathSaves: saves,
      instances,
      totals: {
        damage,
        absorbedByTemp: removal.absorbedByTemp,
        hpLost: removal.hpLost,
        overflow: removal.overflow,
        healed,
        tempGained: hp.temp - tempBefore,
        largestInstance: damageLines.reduce((best, line) => Math.max(best, line.amount), 0),
      },
      droppedToZero,
      killedOutright,
      deathSaveFailuresAdded,
      dead,
      died: dead && !wasDead,
      healingIgnored,
    },
  };
}
