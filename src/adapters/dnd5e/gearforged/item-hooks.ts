/** Gearforged's items in dnd5e: the chassis and upgrades' drop rules, their activities and derived numbers. */
import type { OnDnd5e } from "../on-dnd5e";

export function registerGearforgedItemHooks(_onDnd5e: OnDnd5e): void {
  // Filled by this content line's hooks.
}
