/**
 * System Failure and rests (registered into src/workflows/rest/rest.ts by ./register.ts):
 *
 * SF-4 / SF-5: a short or long rest lasts an hour or more, certainly past "the end of its next turn",
 * but it does not move world time, so ./expire.ts never sees that time pass. The rest therefore ends any
 * overdrive still running as it recovers (a rest prelude, planned before the rest plans), through the same end
 * plan: the effect deleted, System Failure's own temp HP removed under `options.augmented.overdriveEnded` (no HP
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
import { closeOverdrive, overdriveEndFrom, planOverdriveEnd } from "./expire";
import type { CardText } from "../../data/chat/card-text";
import { overdrivesOf } from "./overdrive";
import { USE_PATH, readUse } from "./state";

/**
 * The rest prelude: plans the end of every overdrive the resting actor still has (the resting client acts). Its
 * writes go in the rest's one actor update (written before it, a rest that puts itself back after a race would
 * keep the overdrive's end, its exhaustion and lost temp HP); the effect is deleted and the card posted once
 * that update stands. Its card has no Undo: the rest that follows heals and frees
 * the use over what the end changed, and a rest is not undone, so undoing the end alone would hand the overdrive's temp
 * HP back after the rest.
 */
export const endOverdriveOnRest: RestPrelude = (actor) => {
  const overdrives = overdrivesOf(actor);
  if (overdrives.length === 0) return null;
  let from = overdriveEndFrom(actor);
  const changes: Record<string, unknown> = {};
  const ends: Array<{ effect: ActiveEffect.Implementation; lines: CardText[] }> = [];
  for (const { effect, record } of overdrives) {
    const plan = planOverdriveEnd(actor, record, from);
    Object.assign(changes, plan.changes);
    ends.push({ effect, lines: plan.lines });
    from = plan.next;
  }
  return {
    changes,
    finish: async () => {
      for (const { effect, lines } of ends) await closeOverdrive(actor, effect, lines, null);
    },
  };
};

/** A short or long rest frees a use (outside combat, or any stale record). */
export const resetOnRest: RestContribution = (actor) => (readUse(actor) !== null ? { [USE_PATH]: resetAfterRest() } : {});
