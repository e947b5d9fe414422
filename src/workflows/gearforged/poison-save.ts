/**
 * GC-RES-1 in the roll dialog: a seed-002 gearforged has advantage on saves against being poisoned. Any save it
 * makes offers an "against being poisoned" box (the dialog cannot know what the save is against); ticked, or
 * `againstPoison` in the roll options (a fast-forwarded roll, a macro), the save has advantage. Other characters
 * are asked nothing more.
 */
import { saveAdvantageAgainst } from "../../rules/gearforged";
import { gearforgedVariantOf } from "../../data/item/gearforged/readers";
import { localize } from "../../utils/notify";
import type { AdvantageSituation } from "./memory-tapes";

export const AGAINST_POISON_TOGGLE = "againstPoison";

export function poisonSaveSituation(actor: Actor.Implementation, againstPoison: boolean): AdvantageSituation | null {
  if (!saveAdvantageAgainst(gearforgedVariantOf(actor.items), "poisoned")) return null;
  return {
    toggles: [{ id: AGAINST_POISON_TOGGLE, label: localize("AUGMENTED.Gearforged.PoisonSave.AgainstPoison") }],
    advantage: (answer) => againstPoison || (answer.toggles ?? []).includes(AGAINST_POISON_TOGGLE),
  };
}
