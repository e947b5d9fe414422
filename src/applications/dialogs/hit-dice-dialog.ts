/** The short-rest dialog: how many hit dice to spend (0..remaining). Null when closed. */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { dialogApi, formValues } from "./dialog-api";

export const HIT_DICE_DIALOG_TEMPLATE = templatePath("dialogs/hit-dice.hbs");

export async function askHitDice(actorName: string, die: string, remaining: number): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(HIT_DICE_DIALOG_TEMPLATE, { die, remaining, name: actorName });
  const result = await dialogApi().wait({
    window: { title: localize("AUGMENTED.Rest.short") },
    content,
    buttons: [
      {
        action: "rest",
        label: localize("AUGMENTED.Rest.Take"),
        default: true,
        callback: (_event, button) => {
          const value = Number(formValues(button).count ?? 0);
          return { count: value };
        },
      },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel"), callback: () => null },
    ],
  });
  if (!result || typeof result !== "object" || !("count" in result)) return null;
  const count = (result as { count: unknown }).count;
  return typeof count === "number" ? count : Number.NaN;
}
