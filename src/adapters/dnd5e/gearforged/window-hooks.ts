/** The Gearforged window in dnd5e (its header control), stabilisation, revival and restoration, memory gears. */
import type { OnDnd5e } from "../on-dnd5e";

export function registerGearforgedWindowHooks(_onDnd5e: OnDnd5e): void {
  // Filled by this content line's hooks.
}
