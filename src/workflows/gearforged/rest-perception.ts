/**
 * GF-BODY-3 / GC-VIT-1 in the roll dialog: a seed-001 gearforged performing maintenance during a rest, and a
 * seed-002 one dormant during a long rest, have disadvantage on Wisdom (Perception). A rest here takes no table
 * time, so whether a Perception check happens during one is the table's call: the dialog of its Perception check
 * offers "during a rest"; ticked (or `duringRest` in the roll options), the check has disadvantage.
 */
import { restActivity } from "../../rules/gearforged";
import { gearforgedVariantOf } from "../../data/item/gearforged/readers";
import { localize } from "../../utils/notify";
import type { AdvantageSituation } from "./memory-tapes";

export const DURING_REST_TOGGLE = "duringRest";

export function restPerceptionSituation(actor: Actor.Implementation, skill: string, duringRest: boolean): AdvantageSituation | null {
  if (skill !== "prc") return null;
  const variant = gearforgedVariantOf(actor.items);
  if (variant === null) return null;
  const activity = ["short", "long"].map((type) => restActivity(variant, type)).find((a) => a.perceptionDisadvantage);
  if (!activity) return null;
  return {
    toggles: [{ id: DURING_REST_TOGGLE, label: localize(`AUGMENTED.Gearforged.RestPerception.${activity.activity}`) }],
    advantage: () => false,
    disadvantage: (answer) => duringRest || (answer.toggles ?? []).includes(DURING_REST_TOGGLE),
  };
}
