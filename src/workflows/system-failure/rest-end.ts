/**
 * System Failure and rests (registered into src/workflows/rest/rest.ts by ./register.ts):
 *
 * SF-4 / SF-5: a short or long rest lasts an hour or more, certainly past "the end of its next turn",
 * but it does not move world time, so ./expire.ts never sees that time pass. The rest therefore ends any
 * overdrive still running before it recovers (a rest prelude), through the same end
 * path: the effect deleted, System Failure's own temp HP removed under `options.augmented.overdriveEnded` (no HP
 * drop), +1 exhaustion (GA-TIRE-1: ignored for a 13th Age gearforged, with the note), the "Overdrive ends" card
 * with its Undo. An overdrive of a combat still running ends too: the rest's time is past that turn as well.
 *
 * Interpretation (documented choice): seed 000 gives the exhaustion "when these enhancements end" and a long rest
 * removes one level (CORE-5) at its end; the overdrive ends at the start of the rest, so the character is left as
 * if it had ended just before the rest: SF-5's +1 first, then the long rest's −1 (net unchanged); a short rest
 * removes no exhaustion, so SF-5's level stays.
 *
 * SF-6: a System Failure used outside combat waits for a short or long rest, whose one actor update clears the
 * record (a rest contribution; the combat's end is ./reset.ts).
 */
import type { RestContribution, RestPrelude } from "../rest/registry";
import { resetAfterRest } from "../../rules/cyborg/system-failure";
import { expireOverdrive } from "./expire";
import { overdrivesOf } from "./overdrive";
import { USE_PATH, readUse } from "./state";

/**
 * The rest prelude: end every overdrive the resting actor still has (the resting client acts). Its card has no
 * Undo (issue 25, soak serial seed 24): the rest that follows heals and frees the use over what the end changed,
 * and a rest is not undone, so undoing the end alone handed the overdrive's temp HP back after the rest.
 */
export const endOverdriveOnRest: RestPrelude = async (actor) => {
  for (const { effect, record } of overdrivesOf(actor)) await expireOverdrive(actor, effect, record, { undoable: false });
};

/** A short or long rest frees a use (outside combat, or any stale record). */
export const resetOnRest: RestContribution = (actor) => (readUse(actor) !== null ? { [USE_PATH]: resetAfterRest() } : {});
