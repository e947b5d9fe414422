/**
 * What System Failure registers at init: the rest reset and the overdrive's end before a rest (./rest-end.ts).
 * Its prompt card declares its own buttons and transitions (./card-kind.ts).
 */
import { registerRestContribution, registerRestPrelude } from "../rest/registry";
import { endOverdriveOnRest, resetOnRest } from "./rest-end";

/** Called once from registerHooks(): rest reset and overdrive end (core hooks: src/hooks/). */
export function registerSystemFailure(): void {
  registerRestContribution(resetOnRest);
  registerRestPrelude(endOverdriveOnRest);
}
