/**
 * What the module adds to a converted item of its Gearforged and Automail packs (scripts/dnd5e-packs-content.mjs): the
 * dnd5e activities an upgrade or a limb acts through. Pure, no Foundry: the build loads it, and the module's models
 * give a hand-made item the same activities.
 */
import { withGearforgedActivities } from "./gearforged/activities";
import { withLimbActivities } from "./automail/activities";

/** An upgrade's or a limb's activities on a converted item; any other item as it is. */
export function withContentActivities<T extends { type: string; system: Record<string, unknown> }>(doc: T): T {
  return withLimbActivities(withGearforgedActivities(doc));
}
