/**
 * A chassis or an upgrade dropped on a dnd5e actor's sheet from outside it (the module's compendium, the world's
 * items, another actor) runs the shared workflow instead of dnd5e's plain creation, as the system's sheet does
 * (src/sheets/actor/base-actor-sheet.ts): a chassis through `installChassis` (GC-CH-1: size, languages, walk written
 * through the dnd5e port's species slice, a second one replacing the first after a confirm), an upgrade through
 * `addUpgrade` (GF-UPG-1's reasons before anything is asked, then the choice it records: Always Armed's weapon,
 * Integrated Armor's armor, Fortified Memory Tapes' ability). Where: `dropActorSheetData(actor, sheet, data)`, which
 * core's ActorSheetV2 `_onDrop` calls and dnd5e's `_onDrop` reaches through `super._onDrop`; false ends dnd5e's drop.
 * The item is read from its uuid synchronously (a compendium's index entry carries its type).
 */
import { isItemOfKind } from "../../../data/item/kinds";
import { installChassis } from "../../../workflows/gearforged/chassis";
import { addUpgrade } from "../../../workflows/gearforged/upgrades";
import type { DropData } from "../drop-guard";

/** The kind of the dropped item, when it is a chassis or an upgrade from outside `actor`. */
function droppedKind(actor: Actor.Implementation, data: DropData): "chassis" | "upgrade" | null {
  if (data.type !== "Item" || typeof data.uuid !== "string" || data.uuid.startsWith(`${actor.uuid}.`)) return null;
  // cast (both): any uuid string is looked up (an unknown one gives null); the result, a document or a compendium
  // index entry, is read for its type only.
  const entry = foundry.utils.fromUuidSync(data.uuid as Parameters<typeof foundry.utils.fromUuidSync>[0]) as { type?: unknown } | null;
  const type = typeof entry?.type === "string" ? entry.type : null;
  if (type === null) return null;
  if (isItemOfKind({ type }, "chassis")) return "chassis";
  if (isItemOfKind({ type }, "upgrade")) return "upgrade";
  return null;
}

/** Runs the workflow of a dropped chassis or upgrade; resolves to the created item, or null (refused, cancelled). */
export async function applyDroppedItem(actor: Actor.Implementation, uuid: string, kind: "chassis" | "upgrade"): Promise<Item.Implementation | null> {
  // cast: a uuid of an Item (its kind checked above) resolves to an Item document.
  const item = (await foundry.utils.fromUuid(uuid)) as Item.Implementation | null;
  if (!item || !isItemOfKind(item, kind)) return null;
  const result = kind === "chassis" ? await installChassis(actor, item) : await addUpgrade(actor, item);
  return result?.item ?? null;
}

/** `dropActorSheetData`: false (dnd5e creates nothing) when the drop is a chassis's or an upgrade's, whose workflow runs. */
export function onDropGearforgedItem(actor: Actor.Implementation, data: DropData): false | undefined {
  const kind = droppedKind(actor, data);
  if (kind === null || typeof data.uuid !== "string") return undefined;
  void applyDroppedItem(actor, data.uuid, kind);
  return false;
}
