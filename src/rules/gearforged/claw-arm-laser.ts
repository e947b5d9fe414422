/**
 * GF-UPG-11 Claw Arm Laser (5th level, needs Claw Arm): an Action, one creature or object within 30 ft, a
 * Dexterity save against 8 + PB + Constitution modifier (CORE-7), 2d10 radiant on a failure, 3d10 from 11th
 * level, 4d10 from 17th. Its uses (Constitution modifier per long rest, 0 when it is 0 or less) are the item's
 * uses formula, `UPGRADES.clawArmLaser.uses` (./upgrades.ts), resolved like every item's (core/uses.ts).
 */
import { featureSaveDc } from "../core/feature-dc";
import { whole } from "../core/whole";

export const LASER_RANGE_FT = 30;
export const LASER_DIE = 10;
export const LASER_DAMAGE_TYPE = "radiant";
export const LASER_SAVE_ABILITY = "dex";

/** Number of d10: 2, 3 from 11th level, 4 from 17th. */
export function laserDiceCount(level: number): number {
  if (level >= 17) return 4;
  if (level >= 11) return 3;
  return 2;
}

export interface LaserPlan {
  formula: string;
  dice: number;
  damageType: typeof LASER_DAMAGE_TYPE;
  save: { ability: typeof LASER_SAVE_ABILITY; dc: number };
  rangeFt: number;
  activation: "action";
  /** A success takes no damage (the seed: damage "if they fail"). */
  onSave: "none";
}

/** The laser as the damage card takes it, for a character of `level` with its PB and Con modifier. */
export function clawArmLaser(level: number, pb: number, conMod: number): LaserPlan {
  const dice = laserDiceCount(level);
  return {
    formula: `${dice}d${LASER_DIE}`,
    dice,
    damageType: LASER_DAMAGE_TYPE,
    save: { ability: LASER_SAVE_ABILITY, dc: featureSaveDc(pb, conMod) },
    rangeFt: LASER_RANGE_FT,
    activation: "action",
    onSave: "none",
  };
}

/** Damage a target takes from the rolled total: all of it on a failed save, none on a success. */
export function laserDamage(rolled: number, saveSucceeded: boolean): number {
  if (saveSucceeded) return 0;
  return whole(rolled);
}
