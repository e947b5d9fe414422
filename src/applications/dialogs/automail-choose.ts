/** Which port a limb goes on, or which site a reforged limb is built onto: one choice among the allowed. Null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { askForm, oneOf } from "./form-dialog";

export const AUTOMAIL_CHOOSE_TEMPLATE = templatePath("dialogs/automail-choose.hbs");

export async function askAutomailChoice(question: { title: string; prompt: string; label: string; options: { id: string; label: string }[] }): Promise<string | null> {
  return askForm({
    template: AUTOMAIL_CHOOSE_TEMPLATE,
    data: { id: foundry.utils.randomID(), ...question },
    title: question.title,
    confirm: { action: "ok", label: localize("AUGMENTED.Automail.Sheet.Choose") },
    read: (values) => oneOf(values.choice, question.options.map((o) => o.id)),
  });
}
