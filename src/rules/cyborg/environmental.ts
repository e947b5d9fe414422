/**
 * Environmental augments (CY-ENV-1/2): the Augment Check with advantage, and structural backlash when a failed
 * check tried to destroy or force something by direct contact.
 */
import { meetsDc, type CheckTotal } from "./checks";
import { withModifiers } from "./formula";

/** CY-ENV-1: normally an Action. */
export const ENVIRONMENTAL_ACTION = "action" as const;

/** CY-ENV-1: 1d20 + PB with advantage, written as the keep-highest formula. */
export function environmentalCheck(proficiencyBonus: number): { formula: string; bonus: number; advantage: true } {
  return { formula: withModifiers("2d20kh", proficiencyBonus), bonus: proficiencyBonus, advantage: true };
}

export interface EnvironmentalOutcome {
  success: boolean;
  /** CY-ENV-2: the owner must now make a Constitution save vs a GM DC. */
  backlashSaveRequired: boolean;
}

/**
 * CY-ENV-1/2. `destructiveContact`: the task was destroying or forcibly altering something through direct
 * physical contact (asked on the card, since only the table knows). A success never backlashes.
 */
export function resolveEnvironmentalCheck(check: CheckTotal, destructiveContact: boolean): EnvironmentalOutcome {
  const success = meetsDc(check);
  return { success, backlashSaveRequired: !success && destructiveContact };
}
