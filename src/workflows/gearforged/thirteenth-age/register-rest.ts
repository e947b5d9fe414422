/**
 * Registers the 13th Age gearforged's rest variant (./rest.ts, GA-HEAL-1, GA-TIRE-1) into the rests at init, in
 * the entry: the cheap check (does the actor have a 13th Age record) here, the variant itself loads with the
 * 13th Age workflows (./load.ts) for such an actor's rest only, and reads the actor after the load.
 */
import { registerRestVariant } from "../../rest/registry";
import { loadThirteenthAge } from "./load";
import { thirteenthAgeView } from "./state";

export function registerThirteenthAgeRest(): void {
  registerRestVariant(async (actor, type) => (thirteenthAgeView(actor) ? (await loadThirteenthAge()).thirteenthAgeRest(actor, type) : null));
}
