/** Automail in dnd5e: ports, limbs, acclimation, limb damage and water checks through dnd5e's rolls, and the Automail window. */
import type { OnDnd5e } from "../on-dnd5e";

export function registerAutomailHooks(_onDnd5e: OnDnd5e): void {
  // Filled by this content line's hooks.
}
