/** The short-rest dialog: how many hit dice to spend (0..remaining). Null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { askForm } from "./form-dialog";

export const HIT_DICE_DIALOG_TEMPLATE = templatePath("dialogs/hit-dice.hbs");

export async function askHitDice(actorName: string, die: string, remaining: number): Promise<number | null> {
  return askForm({
    template: HIT_DICE_DIALOG_TEMPLATE,
    data: { die, remaining, name: actorName },
    title: localize("AUGMENTED.Rest.short"),
    confirm: { action: "rest", label: localize("AUGMENTED.Rest.Take") },
    // A count that is not a number is NaN: the rest workflow refuses it with its message.
    read: (values) => Number(values.count ?? 0),
  });
}
