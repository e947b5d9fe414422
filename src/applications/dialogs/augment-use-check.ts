/**
 * The GM's decisions before an Augment Check (CY-HEAL-1, CY-ENV-1/2): the DC, pre-filled with the default, and
 * for an environmental augment whether the attempt tried to destroy or force something by direct contact (a
 * failure then causes structural backlash). Null when cancelled or when the DC is not valid (the user is told).
 */
import { templatePath } from "../../constants";
import { localize, notifyError } from "../../utils/notify";
import { isValidDc } from "../../rules/cyborg/checks";
import { askForm } from "./form-dialog";

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
  return askForm({
    template: AUGMENT_USE_CHECK_TEMPLATE,
    data: { ...question },
    title: question.title,
    confirm: { action: "ok", label: localize("AUGMENTED.AugmentUse.Roll") },
    read: (values) => {
      const dc = typeof values.dc === "number" ? values.dc : Number(values.dc);
      if (!isValidDc(dc)) {
        notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(values.dc ?? "") });
        return null;
      }
      return { dc, destructiveContact: values.contact === true };
    },
  });
}
