/**
 * The GM's decisions before an Augment Check (CY-HEAL-1, CY-ENV-1/2): the DC, pre-filled with the default, and
 * for an environmental augment whether the attempt tried to destroy or force something by direct contact (a
 * failure then causes structural backlash). Null when cancelled or when the DC is not valid (the user is told).
 */
import { templatePath } from "../../constants";
import { localize, notifyError } from "../../utils/notify";
import { isValidDc } from "../../rules/cyborg/checks";
import { dialogApi, formValues } from "./dialog-api";

export const AUGMENT_USE_CHECK_TEMPLATE = templatePath("dialogs/augment-use-check.hbs");

export interface UseCheckQuestion {
  title: string;
  /** The augment and what is attempted. */
  prompt: string;
  /** What the check is ("Augment Check: 1d20 + PB, with advantage"). */
  check: string;
  dc: number;
  /** CY-ENV-2: also ask about destructive contact. */
  askContact: boolean;
}

export interface UseCheckAnswer {
  dc: number;
  destructiveContact: boolean;
}

export async function askAugmentUseCheckHere(question: UseCheckQuestion): Promise<UseCheckAnswer | null> {
  const content = await foundry.applications.handlebars.renderTemplate(AUGMENT_USE_CHECK_TEMPLATE, { ...question });
  const result = await dialogApi().wait({
    window: { title: question.title },
    content,
    buttons: [
      {
        action: "ok",
        label: localize("AUGMENTED.AugmentUse.Roll"),
        default: true,
        callback: (_event, button) => ({ values: formValues(button) }),
      },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel"), callback: () => null },
    ],
  });
  if (!result || typeof result !== "object" || !("values" in result)) return null;
  // cast: the dialog's callback answers `{values}`, checked just above.
  const values = (result as { values: Record<string, unknown> }).values;
  const dc = typeof values.dc === "number" ? values.dc : Number(values.dc);
  if (!isValidDc(dc)) {
    notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(values.dc ?? "") });
    return null;
  }
  return { dc, destructiveContact: values.contact === true };
}
