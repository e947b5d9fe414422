/** Confirm a cost (CORE-8): pay, waive (GM only) or cancel. Returns the action, or null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { askAction } from "./form-dialog";

export const COST_DIALOG_TEMPLATE = templatePath("dialogs/cost.hbs");

export interface CostQuestion {
  name: string;
  cost: number;
  reason: string;
  shortBy: number;
  canPay: boolean;
  canWaive: boolean;
}

export type CostAnswer = "pay" | "waive" | "cancel";

export async function confirmCost(question: CostQuestion): Promise<CostAnswer | null> {
  const buttons: { action: CostAnswer; label: string; default?: boolean }[] = [];
  if (question.canPay) buttons.push({ action: "pay", label: localize("AUGMENTED.Currency.Pay"), default: true });
  if (question.canWaive) buttons.push({ action: "waive", label: localize("AUGMENTED.Currency.Waive"), default: !question.canPay });
  // Cancel is an answer of its own here.
  buttons.push({ action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") });
  return askAction({ template: COST_DIALOG_TEMPLATE, data: { ...question }, title: localize("AUGMENTED.Currency.Title"), buttons, cancel: false });
}
