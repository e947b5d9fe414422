/**
 * What the roll dialog offers a character wearing automail, and the disadvantage the answers give:
 * - AM-WATER-1: an "in water" toggle on Athletics and Acrobatics checks (automail is not buoyant);
 * - AM-ACC-1/3, AM-PORT-1: "using <limb>" for any other roll made with a limb (ability and tool checks, skills,
 *   saves, attacks with a weapon held in it: src/workflows/rolls/rolls.ts); the limb's disadvantage applies while
 *   it has one (a running failure, one carried over, an unnatural limb on a natural port).
 * Only working limbs are offered (AM-DMG-1: a damaged limb does nothing). Nothing is offered to a character
 * without worn automail, so every other roll's dialog is unchanged.
 */
import { limbDisadvantage, limbWorks, waterDisadvantage, wearsAutomail } from "../../rules/automail";
import { localize } from "../../utils/notify";
import { bodyOf, worldTime } from "./read";

export const WATER_TOGGLE = "water";

export interface AutomailRollChoices {
  toggles: { id: string; label: string }[];
  limbs: { id: string; label: string }[];
  /** The disadvantage the dialog's answers add (in water; the chosen limb's). */
  disadvantage(answer: { toggles?: string[]; limbId?: string }): boolean;
}

/** The dialog's automail extras for a check (`skill` null for an ability check or a save). */
export function automailRollChoices(actor: Actor.Implementation, skill: string | null): AutomailRollChoices {
  const body = bodyOf(actor);
  const now = worldTime();
  if (!wearsAutomail(body.limbs)) return { toggles: [], limbs: [], disadvantage: () => false };
  const water = waterDisadvantage({ skill, inWater: true, limbs: body.limbs });
  const working = body.limbs.filter(limbWorks);
  return {
    toggles: water ? [{ id: WATER_TOGGLE, label: localize("AUGMENTED.Automail.Roll.InWater") }] : [],
    limbs: working.map((l) => ({ id: l.id, label: l.name })),
    disadvantage(answer) {
      const inWater = (answer.toggles ?? []).includes(WATER_TOGGLE) && waterDisadvantage({ skill, inWater: true, limbs: bodyOf(actor).limbs });
      const limbs = bodyOf(actor).limbs;
      const limb = limbs.find((l) => l.id === answer.limbId && limbWorks(l));
      const withLimb = limb ? limbDisadvantage(limb, limbs, bodyOf(actor).ports, now).disadvantage : false;
      return inWater || withLimb;
    },
  };
}
