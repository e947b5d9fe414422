/**
 * Registers the Gearforged rest variant (./rest.ts, GF-BODY-4) into the rests at init, in the entry: the cheap
 * check (is the actor a gearforged at all) here, the variant itself loads with the Gearforged workflows
 * (./load.ts) for a gearforged's rest only, and reads the actor after the load.
 */
import { registerRestVariant } from "../rest/registry";
import { loadGearforged } from "./load";
import { variantOf } from "./state";

export function registerGearforgedRest(): void {
  registerRestVariant(async (actor, type) => (variantOf(actor) ? (await loadGearforged()).gearforgedRest(actor, type) : null));
}
