/**
 * AM-ACC-1: the player picks the ability of an acclimation check, Wisdom or Dexterity. The dialog shows the DC
 * (from the table, never typed) and why the roll has advantage or disadvantage. Null when closed.
 */
import { templatePath } from "../../constants";
import type { AcclimationAbility } from "../../rules/automail";
import { localize } from "../../utils/notify";
import { askAction } from "./form-dialog";

export const AUTOMAIL_ACCLIMATION_TEMPLATE = templatePath("dialogs/automail-acclimation.hbs");

export interface AcclimationQuestion {
  name: string;
  dc: number;
  advantage: boolean;
  disadvantage: boolean;
}

export async function askAcclimationAbility(question: AcclimationQuestion): Promise<AcclimationAbility | null> {
  return askAction({
    template: AUTOMAIL_ACCLIMATION_TEMPLATE,
    data: { ...question },
    title: localize("AUGMENTED.Automail.Acclimation.Title", { name: question.name }),
    buttons: [
      { action: "wis", label: localize("AUGMENTED.Ability.wis.long"), default: true },
      { action: "dex", label: localize("AUGMENTED.Ability.dex.long") },
    ],
  });
}
