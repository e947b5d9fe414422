/**
 * CY-MOB-1: a flight augment's user chooses how to take off: flying (airborne at most 1 minute) or hovering in
 * about the same place (at most 5 minutes). Null when cancelled (nothing is spent).
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { dialogApi } from "./dialog-api";

export const AUGMENT_USE_FLIGHT_TEMPLATE = templatePath("dialogs/augment-use-flight.hbs");

export type FlightChoice = "flight" | "hover";

export async function askFlightMode(question: { name: string; speed: number }): Promise<FlightChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(AUGMENT_USE_FLIGHT_TEMPLATE, { ...question });
  const result = await dialogApi().wait({
    window: { title: localize("AUGMENTED.AugmentUse.Flight.Title", { name: question.name }) },
    content,
    buttons: [
      // A button without a callback answers its action.
      { action: "flight", label: localize("AUGMENTED.AugmentUse.Flight.Fly"), default: true },
      { action: "hover", label: localize("AUGMENTED.AugmentUse.Flight.Hover") },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") },
    ],
  });
  return result === "flight" || result === "hover" ? result : null;
}
