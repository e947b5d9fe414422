/**
 * One choice asked when a Gearforged part is installed: Fortified Memory Tapes' ability
 * (GF-UPG-12), Always Armed's weapon (GF-UPG-2), Integrated Armor's armor (GF-UPG-8). A leaf: a select and two
 * buttons; the workflow checks the answer again against the rules.
 */
import { templatePath } from "../../constants";
import { askForm } from "./form-dialog";
import { localize } from "../../utils/notify";

export const GEARFORGED_CHOICE_TEMPLATE = templatePath("dialogs/gearforged-choice.hbs");
export const GEARFORGED_NUMBER_TEMPLATE = templatePath("dialogs/gearforged-number.hbs");

export interface ChoiceRequest {
  title: string;
  intro?: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** The chosen value, or null when cancelled or closed. */
export async function askGearforgedChoice(request: ChoiceRequest): Promise<string | null> {
  return askForm({
    template: GEARFORGED_CHOICE_TEMPLATE,
    // A select without a selected option shows its first.
    data: { ...request },
    title: request.title,
    confirm: { action: "choose", label: localize("AUGMENTED.Gearforged.Choose") },
    read: (values) => String(values.choice ?? "") || null,
  });
}

/** A whole number asked of the GM, pre-filled with `initial` (GF-REV-1's repair figure). Null when cancelled. */
export async function askGearforgedNumber(title: string, label: string, initial: number): Promise<number | null> {
  return askForm({
    template: GEARFORGED_NUMBER_TEMPLATE,
    data: { id: foundry.utils.randomID(), label, value: initial },
    title,
    confirm: { action: "ok", label: localize("AUGMENTED.Gearforged.Choose") },
    read: (values) => Number(values.value),
  });
}
