/** Confirm a cost (CORE-8): pay, waive (GM only) or cancel. Returns the action, or null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { type DialogButtonSpec, dialogApi } from "./dialog-api";

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
  const content = await foundry.applications.handlebars.renderTemplate(COST_DIALOG_TEMPLATE, { ...question });
  const buttons: DialogButtonSpec[] = [];
  if (question.canPay) buttons.push({ action: "pay", label: localize("AUGMENTED.Currency.Pay"), default: true });
  if (question.canWaive) buttons.push({ action: "waive", label: localize("AUGMENTED.Currency.Waive"), default: !question.canPay });
  buttons.push({ action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") });
  const result = await dialogApi().wait({ window: { title: localize("AUGMENTED.Currency.Title") }, content, buttons });
  return result === "pay" || result === "waive" || result === "cancel" ? result : null;
}
