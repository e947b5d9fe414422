/**
 * SF-4: how many of the actor's temp HP are still System Failure's own, kept on the actor
 * (`flags.augmented.overdriveTempHp`) so the overdrive's end removes only those. The System Failure workflow
 * writes the grant; every later update that changes temp HP while some are left adjusts it in the same update
 * (the actor's `_preUpdate`): damage shrinks it, any new grant replaces it (src/rules/cyborg/system-failure.ts).
 */
import { packageId } from "../../constants";
import { overdriveTempHpAfter } from "../../rules/cyborg/system-failure";
import { portOf } from "../../ports/actor-port";

export const OVERDRIVE_POOL_FLAG = "overdriveTempHp";
export const OVERDRIVE_POOL_PATH = `flags.${packageId()}.${OVERDRIVE_POOL_FLAG}`;

/** The actor's System Failure temp HP still left, or null when none was ever recorded (older data). */
export function overdrivePoolOf(actor: { flags: unknown }): number | null {
  const value = foundry.utils.getProperty(actor, OVERDRIVE_POOL_PATH);
  return typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : null;
}

/** `_preUpdate` on the client making the update: fold a temp HP change into the pool, in the same update. */
export function trackOverdrivePool(actor: Actor.Implementation, changes: object, options: object): void {
  const pool = overdrivePoolOf(actor);
  if (pool === null || pool <= 0) return;
  // cast: the system's own operation options; undo writes restore the pool themselves.
  if ((options as { augmented?: { undo?: unknown } }).augmented?.undo === true) return;
  // cast: expandObject returns the nested form of the update data.
  const expanded = foundry.utils.expandObject({ ...changes }) as object;
  if (foundry.utils.hasProperty(expanded, OVERDRIVE_POOL_PATH)) return;
  const after = foundry.utils.getProperty(expanded, portOf(actor).paths.hp.temp);
  if (typeof after !== "number") return;
  const next = overdriveTempHpAfter(pool, portOf(actor).hp.temp, after);
  if (next !== pool) foundry.utils.setProperty(changes, OVERDRIVE_POOL_PATH, next);
}
