/**
 * CY-DC-1: which of the character's class feature save DCs an augment uses, asked during its installation when
 * the character has several and the design left it unset. The user installing answers (it is the character's
 * choice, not a GM decision). Returns the chosen id, or null when the dialog is closed or cancelled.
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import type { FeatureSaveDc } from "../../rules/cyborg";
import { dialogApi, formValues } from "./dialog-api";

export const AUGMENT_SAVE_DC_TEMPLATE = templatePath("dialogs/augment-save-dc.hbs");

export async function askSaveDc(name: string, options: readonly FeatureSaveDc[]): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(AUGMENT_SAVE_DC_TEMPLATE, {
    id: foundry.utils.randomID(),
    prompt: localize("AUGMENTED.AugmentInstall.SaveDcPrompt", { name }),
    options,
  });
  const result = await dialogApi().wait({
    window: { title: localize("AUGMENTED.AugmentInstall.SaveDcTitle", { name }) },
    content,
    buttons: [
      {
        action: "ok",
        label: localize("AUGMENTED.AugmentInstall.SaveDcChoose"),
        default: true,
        callback: (_event, button) => String(formValues(button).featureId ?? ""),
      },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") },
    ],
  });
  return typeof result === "string" && options.some((option) => option.id === result) ? result : null;
}
