/**
 * CY-SLOT-2, CY-SLOT-4: two creates or moves into one free section at the same time
 * both pass the data-level guard (src/data/item/augment/placement.ts), since each client checked before the
 * other's write landed. After any augment create or move, the one client that acts for the actor
 * (utils/acting-user.ts, whoever made the change, so one client per actor) looks at the sections as they are and
 * sends the later arrival back to carried (`rules/cyborg/placement-conflicts.ts`, by the placement stamp of
 * documents/item/placed-at.ts), with a chat card saying so. Nothing is deleted. The checks for one actor run one
 * after the other on that client, each on the documents as they are then, so a section is settled once.
 */
import { changesOnlyUses } from "../../data/item/uses-only";
import { postCard } from "../../applications/chat/cards";
import { isAugment, sectionCardText, stateOf } from "../../data/item/augment/read";
import { cardText } from "../../data/chat/card-text";
import { placedAtOf } from "../../documents/item/placed-at";
import { type PlacedAugment, placementReturns } from "../../rules/cyborg/placement-conflicts";
import { isActingClient } from "../../utils/acting-user";
import { serialQueue } from "../../utils/serial-queue";

/** Update options of the move back, so nothing reads it as a player's placement. */
export const PLACEMENT_RETURN_OPTION = { augmented: { placementReturn: true } };

const queue = serialQueue("Augmented | placement settlement failed");

function placedAugments(actor: Actor.Implementation): PlacedAugment[] {
  const out: PlacedAugment[] = [];
  for (const item of actor.items) if (isAugment(item)) out.push({ ...stateOf(item), placedAt: placedAtOf(item) });
  return out;
}

/** Moves every later arrival of an over-capacity section back to carried, one card each. */
export async function settleSections(actor: Actor.Implementation): Promise<string[]> {
  const moved: string[] = [];
  for (const back of placementReturns(placedAugments(actor))) {
    const item = actor.items.get(back.id);
    const keeper = actor.items.get(back.keeperId);
    // Re-read just before the write: still here, still in that section (an earlier pass may have moved it).
    if (!item || stateOf(item).installedSection !== back.section) continue;
    // cast: a dotted path map is valid update data; the option marks the write as this settlement.
    await item.update({ "system.installedSection": null } as Item.UpdateData, PLACEMENT_RETURN_OPTION as Item.Database.UpdateOperation);
    moved.push(back.id);
    await postCard(
      {
        kind: "placement-return",
        title: cardText("AUGMENTED.Placement.Title"),
        lines: [cardText("AUGMENTED.Placement.Returned", { item: item.name, section: sectionCardText(back.section), other: keeper?.name ?? "" })],
      },
      { actor },
    );
  }
  return moved;
}

/** An installed augment created, or updated where its section's capacity can change; the update's paths are read first (every use and rest writes one). */
function placesInSection(item: Item.Implementation, changed: unknown): boolean {
  if (!isAugment(item)) return false;
  if (changed !== null) {
    if (changesOnlyUses(changed)) return false;
    // cast: a hook's `changed` is an update's diff (an object or nothing); flattened, its keys are dotted paths.
    const flat = foundry.utils.flattenObject((changed as object) ?? {}) as Record<string, unknown>;
    if (!["system.installedSection", "system.sectionKind", "system.purpose", "system.integrity"].some((key) => key in flat)) return false;
  }
  return Boolean(stateOf(item).installedSection);
}

/**
 * The createItem / updateItem listener (src/hooks/items.ts); `changed` is null for a create. Returns the queued
 * settlement (Foundry ignores a hook's return; the stand-in waits for it in `settle`), or undefined.
 */
export function onAugmentPlaced(item: Item.Implementation, changed: unknown, options: unknown): Promise<void> | undefined {
  // cast: a hook's update options; only the system's own flag is read, and anything else reads as absent.
  if ((options as { augmented?: { placementReturn?: unknown } } | null)?.augmented?.placementReturn === true) return undefined;
  if (!placesInSection(item, changed)) return undefined;
  // cast: an owned item's parent is the configured Actor class (src/index.ts).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || actor.documentName !== "Actor") return undefined;
  // One client per actor, whoever made the change: the settlement reads the documents, not the event.
  if (!isActingClient(actor, null)) return undefined;
  return queue(actor.uuid, () => settleSections(actor));
}
