/**
 * GF-UPG-8 Integrated Armor: integrating a worn suit of armor takes a long rest; afterwards it cannot be
 * unequipped or removed except by spending another long rest removing or replacing it.
 */
import { type GearforgedRefusal, refusal } from "./refusals";

export interface IntegratedArmorState {
  /** The item id of the integrated armor, or null. */
  armorId: string | null;
}

/** Integrate `armor` during a long rest (a shield or clothing is not a suit of armor). */
export function planIntegrateArmor(
  armor: { id: string; name: string; kind: string },
  during: "shortRest" | "longRest" | null,
): { ok: true; state: IntegratedArmorState; replaced: boolean } | { ok: false; reason: GearforgedRefusal } {
  if (!["light", "medium", "heavy"].includes(armor.kind)) return { ok: false, reason: refusal("notArmor", { name: armor.name }) };
  if (during !== "longRest") return { ok: false, reason: refusal("needsLongRest", { name: armor.name }) };
  return { ok: true, state: { armorId: armor.id }, replaced: false };
}

/** Remove (or, with `replacement`, replace) the integrated armor: only during a long rest. */
export function planRemoveIntegratedArmor(
  state: IntegratedArmorState,
  during: "shortRest" | "longRest" | null,
): { ok: true; state: IntegratedArmorState } | { ok: false; reason: GearforgedRefusal } {
  if (during !== "longRest") return { ok: false, reason: refusal("needsLongRest", { name: "" }) };
  return { ok: true, state: { armorId: null } };
}

/** An unequip, a removal from the actor or a trade of the integrated armor is refused outside that long rest. */
export function armorChangeRefusal(state: IntegratedArmorState, armorId: string, armorName: string): GearforgedRefusal | null {
  return state.armorId !== null && state.armorId === armorId ? refusal("integratedArmor", { name: armorName }) : null;
}
