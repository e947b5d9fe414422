/**
 * CY-MOB-1: a flight augment's user chooses how to take off: flying (airborne at most 1 minute) or hovering in
 * about the same place (at most 5 minutes). Null when cancelled (nothing is spent).
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { askAction } from "./form-dialog";

export const AUGMENT_USE_FLIGHT_TEMPLATE = templatePath("dialogs/augment-use-flight.hbs");

export type FlightChoice = "flight" | "hover";

export async function askFlightMode(question: { name: string; speed: number }): Promise<FlightChoice | null> {
  return askAction({
    template: AUGMENT_USE_FLIGHT_TEMPLATE,
    data: { ...question },
    title: localize("AUGMENTED.AugmentUse.Flight.Title", { name: question.name }),
    buttons: [
      { action: "flight", label: localize("AUGMENTED.AugmentUse.Flight.Fly"), default: true },
      { action: "hover", label: localize("AUGMENTED.AugmentUse.Flight.Hover") },
    ],
  });
}
