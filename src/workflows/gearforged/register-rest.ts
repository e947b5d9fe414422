/** Registers the Gearforged rest variant (./rest.ts, GF-BODY-4) into the rests at init. */
import { registerRestVariant } from "../rest/registry";
import { gearforgedRest } from "./rest";

export function registerGearforgedRest(): void {
  registerRestVariant(gearforgedRest);
}
