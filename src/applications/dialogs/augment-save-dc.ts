/**
 * CY-DC-1: which of the character's class feature save DCs an augment uses, asked during its installation when
 * the character has several and the design left it unset. The user installing answers (it is the character's
 * choice, not a GM decision). Returns the chosen id, or null when the dialog is closed or cancelled.
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import type { FeatureSaveDc } from "../../rules/cyborg";
import { askForm, oneOf } from "./form-dialog";

export const AUGMENT_SAVE_DC_TEMPLATE = templatePath("dialogs/augment-save-dc.hbs");

export async function askSaveDc(name: string, options: readonly FeatureSaveDc[]): Promise<string | null> {
  return askForm({
    template: AUGMENT_SAVE_DC_TEMPLATE,
    data: { id: foundry.utils.randomID(), name, options },
    title: localize("AUGMENTED.AugmentInstall.SaveDcTitle", { name }),
    confirm: { action: "ok", label: localize("AUGMENTED.AugmentInstall.SaveDcChoose") },
    read: (values) => oneOf(values.featureId, options.map((option) => option.id)),
  });
}
