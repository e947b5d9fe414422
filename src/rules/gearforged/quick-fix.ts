/**
 * GF-UPG-3 Quick Fix: a Bonus Action, roll one hit die (*interpretation*: it is spent, as rolled hit dice are)
 * and gain temporary HP = the roll + Constitution modifier. Temporary HP do not stack (CORE-2, grantTempHp):
 * the higher of the current and the new amount is kept, and the card says so when nothing was gained.
 */
import { type HitDicePool, type HitDieSize, hitDieHealing, spendHitDie } from "../core/hit-dice";
import { type HitPoints, grantTempHp } from "../core/hit-points";
import { type GearforgedRefusal, refusal } from "./refusals";

export interface QuickFixPlan {
  ok: true;
  hitDice: HitDicePool[];
  hp: HitPoints;
  /** roll + Con mod, at least 0. */
  tempHp: number;
  /** Temporary HP actually gained (0 when the current ones were as high). */
  gained: number;
  activation: "bonus";
}

export function planQuickFix(
  state: { hp: HitPoints; hitDice: readonly HitDicePool[] },
  die: HitDieSize,
  roll: number,
  conMod: number,
): QuickFixPlan | { ok: false; reason: GearforgedRefusal } {
  if (!Number.isInteger(roll) || roll < 1 || roll > die) return { ok: false, reason: refusal("invalidRoll") };
  const spent = spendHitDie(state.hitDice, die);
  if (!spent.ok) return { ok: false, reason: refusal("noHitDice", { die: `d${die}` }) };
  const tempHp = hitDieHealing(roll, conMod);
  const { hp, gained } = grantTempHp(state.hp, tempHp);
  return { ok: true, hitDice: spent.pools, hp, tempHp, gained, activation: "bonus" };
}
