/** Registers the 13th Age gearforged's rest variant (./rest.ts, GA-HEAL-1, GA-TIRE-1) into the rests at init. */
import { registerRestVariant } from "../../rest/registry";
import { thirteenthAgeRest } from "./rest";

export function registerThirteenthAgeRest(): void {
  registerRestVariant(thirteenthAgeRest);
}
