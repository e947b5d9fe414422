/**
 * One choice asked when a Gearforged part is installed: Fortified Memory Tapes' ability
 * (GF-UPG-12), Always Armed's weapon (GF-UPG-2), Integrated Armor's armor (GF-UPG-8). A leaf: a select and two
 * buttons; the workflow checks the answer again against the rules.
 */
import { templatePath } from "../../constants";
import { dialogApi, formValues } from "./dialog-api";
import { localize } from "../../utils/notify";

export const GEARFORGED_CHOICE_TEMPLATE = templatePath("dialogs/gearforged-choice.hbs");

export interface ChoiceRequest {
  title: string;
  intro?: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** The chosen value, or null when cancelled or closed. */
export async function askGearforgedChoice(request: ChoiceRequest): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(GEARFORGED_CHOICE_TEMPLATE, {
    intro: request.intro ?? "",
    label: request.label,
    options: request.options.map((option, i) => ({ ...option, selected: i === 0 })),
  });
  const result = await dialogApi().wait({
    window: { title: request.title },
    content,
    buttons: [
      { action: "choose", label: localize("AUGMENTED.Gearforged.Choose"), default: true, callback: (_event, button) => String(formValues(button).choice ?? "") },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel"), callback: () => null },
    ],
  });
  return typeof result === "string" && result !== "" ? result : null;
}

/** A yes/no question (the GM's override of a refusal, removing a part). True only when confirmed. */
export async function confirmGearforged(title: string, text: string, confirmLabel: string): Promise<boolean> {
  const answer = await dialogApi().wait({
    window: { title },
    content: `<div class="augmented gearforged-confirm-dialog"><p>${foundry.utils.escapeHTML(text)}</p></div>`,
    buttons: [
      { action: "confirm", label: confirmLabel, default: true, callback: () => "confirm" },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel"), callback: () => null },
    ],
  });
  return answer === "confirm";
}

/** A whole number asked of the GM, pre-filled with `initial` (GF-REV-1's repair figure). Null when cancelled. */
export async function askGearforgedNumber(title: string, label: string, initial: number): Promise<number | null> {
  const id = foundry.utils.randomID();
  const content = `<div class="augmented gearforged-choice-dialog"><div class="form-group"><label for="augmented-gf-${id}">${foundry.utils.escapeHTML(label)}</label><input id="augmented-gf-${id}" type="number" name="value" min="0" step="1" value="${initial}"></div></div>`;
  const result = await dialogApi().wait({
    window: { title },
    content,
    buttons: [
      { action: "ok", label: localize("AUGMENTED.Gearforged.Choose"), default: true, callback: (_event, button) => Number(formValues(button).value) },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel"), callback: () => null },
    ],
  });
  return typeof result === "number" ? result : null;
}
