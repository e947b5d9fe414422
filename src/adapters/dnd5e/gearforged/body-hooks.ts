/** The Gearforged body in dnd5e: its species, record, maintenance clock, rests, immunities and consumables. */
import type { OnDnd5e } from "../on-dnd5e";

export function registerGearforgedBodyHooks(_onDnd5e: OnDnd5e): void {
  // Filled by this content line's hooks.
}
