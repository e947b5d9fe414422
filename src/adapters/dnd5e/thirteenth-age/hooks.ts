/** The 13th Age gearforged in dnd5e: its feats, neglect clock, heal gate and wreck through dnd5e's rests, hit dice and death saves. */
import type { OnDnd5e } from "../on-dnd5e";

export function registerThirteenthAgeHooks(_onDnd5e: OnDnd5e): void {
  // Filled by this content line's hooks.
}
