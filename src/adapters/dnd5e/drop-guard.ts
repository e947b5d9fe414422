/**
 * The system's augments dropped on a dnd5e actor (bad input): refused with the reason before Foundry
 * builds the item (src/utils/foreign-augment.ts), from dnd5e's sheet (`dropActorSheetData`, which core's
 * ActorSheetV2 `_onDrop` calls and dnd5e's BaseActorSheet `_onDrop` reaches through `super._onDrop`) and from the
 * module's body-map window.
 */
import { foreignAugmentRefusal, type DropData } from "../../utils/foreign-augment";
import { SYSTEM_ID } from "../../constants";
import { MODULE_ID } from "./constants";

export type { DropData };

/** The reason to refuse a drop of the system's augment in this dnd5e world, or null. */
export function refusalOfDrop(data: DropData): string | null {
  return foreignAugmentRefusal(data, MODULE_ID, SYSTEM_ID);
}

/** `dropActorSheetData(actor, sheet, data)`: false (the drop stops) with a warning when the drop is refused. */
export function onDropActorSheetData(data: DropData): false | undefined {
  const refusal = refusalOfDrop(data);
  if (!refusal) return undefined;
  ui.notifications?.warn(refusal);
  return false;
}
