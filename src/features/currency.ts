/** Payments (CORE-8): a charge recorded on the actor; the acting client charges again what a race between clients lost. */
import type { Feature } from "./feature";
import { onChargeRecorded } from "../workflows/currency/charge-ledger";

export const currencyFeature: Feature = {
  id: "currency",
  on: { actorUpdated: (actor, changed) => onChargeRecorded(actor, changed) },
};
