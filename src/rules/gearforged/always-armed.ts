/**
 * GF-UPG-2 Always Armed: a weapon the character is proficient with and that is not two-handed is built into an
 * arm; it cannot be disarmed or dropped, the hand stays free while it is drawn, Sleight of Hand to conceal it has
 * advantage, and it is swapped only during a short or long rest. The off arm may hold a second one if it is light.
 */
import { type GearforgedRefusal, refusal } from "./refusals";

export type ArmSide = "main" | "off";

export interface IntegrableWeapon {
  name: string;
  properties: readonly string[];
  proficient: boolean;
}

/** Whether `weapon` may be integrated into the `side` arm; every broken condition is listed. */
export function alwaysArmedEligibility(weapon: IntegrableWeapon, side: ArmSide): { ok: true } | { ok: false; reasons: GearforgedRefusal[] } {
  const reasons: GearforgedRefusal[] = [];
  if (weapon.properties.includes("twoHanded")) reasons.push(refusal("twoHanded", { name: weapon.name }));
  if (!weapon.proficient) reasons.push(refusal("notProficient", { name: weapon.name }));
  if (side === "off" && !weapon.properties.includes("light")) reasons.push(refusal("offHandNotLight", { name: weapon.name }));
  return reasons.length ? { ok: false, reasons } : { ok: true };
}

/** GF-UPG-2: a swap (or removal) of the integrated weapon happens only during a short or long rest. */
export function alwaysArmedSwap(during: "shortRest" | "longRest" | null): { ok: true } | { ok: false; reason: GearforgedRefusal } {
  return during === "shortRest" || during === "longRest" ? { ok: true } : { ok: false, reason: refusal("notDuringRest") };
}

/** GF-UPG-2: what the integrated weapon is spared and given. */
export const ALWAYS_ARMED = {
  canBeDisarmed: false,
  canBeDropped: false,
  handsFreeWhileDrawn: true,
  concealAdvantageSkill: "slt",
} as const;
