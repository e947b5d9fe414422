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

/** Which owned weapons the arms hold (item ids; the off arm may be empty). */
export interface AlwaysArmedState {
  weaponId: string | null;
  offHandWeaponId: string | null;
}

/**
 * GF-UPG-2: a swap of one arm's weapon (`weapon` null: the off arm emptied), checked in full: only during a
 * short or long rest, the weapon fits that arm, one weapon is not in both arms, the main arm is never empty.
 * Every broken condition is listed; on success, the arms afterwards.
 */
export function planAlwaysArmedSwap(
  state: AlwaysArmedState,
  side: ArmSide,
  weapon: (IntegrableWeapon & { id: string }) | null,
  during: "shortRest" | "longRest" | null,
): { ok: true; state: AlwaysArmedState } | { ok: false; reasons: GearforgedRefusal[] } {
  const reasons: GearforgedRefusal[] = [];
  const when = alwaysArmedSwap(during);
  if (!when.ok) reasons.push(when.reason);
  if (weapon === null) {
    if (side === "main") reasons.push(refusal("mainArmEmpty"));
  } else {
    const fits = alwaysArmedEligibility(weapon, side);
    if (!fits.ok) reasons.push(...fits.reasons);
    const other = side === "main" ? state.offHandWeaponId : state.weaponId;
    if (other !== null && other === weapon.id) reasons.push(refusal("sameWeaponBothArms", { name: weapon.name }));
  }
  if (reasons.length) return { ok: false, reasons };
  const id = weapon?.id ?? null;
  return { ok: true, state: side === "main" ? { ...state, weaponId: id } : { ...state, offHandWeaponId: id } };
}

/** GF-UPG-2: the integrated weapons cannot be dropped or disarmed; the refusal for a change to `itemId`, or null. */
export function integratedWeaponChangeRefusal(state: AlwaysArmedState, itemId: string, name: string): GearforgedRefusal | null {
  return itemId === state.weaponId || itemId === state.offHandWeaponId ? refusal("integratedWeapon", { name }) : null;
}
