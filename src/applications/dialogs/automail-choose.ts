/** Which port a limb goes on, or which site a reforged limb is built onto: one choice among the allowed. Null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { dialogApi, formValues } from "./dialog-api";

export const AUTOMAIL_CHOOSE_TEMPLATE = templatePath("dialogs/automail-choose.hbs");

export async function askAutomailChoice(question: { title: string; prompt: string; label: string; options: { id: string; label: string }[] }): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(AUTOMAIL_CHOOSE_TEMPLATE, { id: foundry.utils.randomID(), ...question });
  const result = await dialogApi().wait({
    window: { title: question.title },
    content,
    buttons: [
      { action: "ok", label: localize("AUGMENTED.Automail.Sheet.Choose"), default: true, callback: (_event, button) => String(formValues(button).choice ?? "") },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") },
    ],
  });
  return typeof result === "string" && question.options.some((o) => o.id === result) ? result : null;
}
