/**
 * GA-AMPH-1's "swimming" box in the roll dialog, asked by every Athletics check (workflows/rolls, registered by
 * ./register.ts); going under water is ./amphibious.ts.
 */
import { swimModifier } from "../../../rules/gearforged";
import { localize } from "../../../utils/notify";
import type { RollModifierSource } from "../../rolls/modifiers";
import { thirteenthAgeView } from "./state";

export const SWIM_TOGGLE = "gearforgedSwimming";

/** The roll dialog's "swimming" box for a 13th Age gearforged's Athletics check, and what it adds. */
export const swimRollModifier: RollModifierSource = (actor, roll) => {
  if (roll.skill !== "ath") return null;
  const view = thirteenthAgeView(actor);
  if (!view) return null;
  const mod = swimModifier(view.feats.amphibious);
  if (mod === 0) return null;
  return {
    toggles: [{ id: SWIM_TOGGLE, label: localize("AUGMENTED.Gearforged.ThirteenthAge.Roll.Swimming", { mod: mod > 0 ? `+${mod}` : String(mod) }) }],
    modifier: (answer) => (answer.toggles?.includes(SWIM_TOGGLE) ? mod : 0),
  };
};
