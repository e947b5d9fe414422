/**
 * Whether a creature has the Cyborg species trait (CY-VIS-1 Visionaire, SF-1 System Failure). The species says
 * so: the Cyborg species item carries `flags.augmented.cyborg`, so a character who takes it gets both, and a
 * character of any other species (Gearforged, a plain human with Automail) does not, whatever augments it
 * carries. A GM can also mark an actor directly with the same flag, for an npc built without a species item.
 */
import type { ItemSlice } from "../../shared/item-slice";
import { packageId } from "../../../constants";
import { isItemOfKind } from "../../item/kinds";

export const CYBORG_FLAG = "cyborg";

interface Flagged {
  flags?: unknown;
}

function flagged(document: Flagged | null | undefined): boolean {
  // cast: the document's flags by scope, each value checked where read.
  const flags = document?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  return flags?.[packageId()]?.[CYBORG_FLAG] === true;
}

/** True when the actor is marked, or owns a species item that grants the Cyborg traits. */
export function hasCyborgTraits(actor: Flagged | null | undefined, items: Iterable<Pick<ItemSlice, "type" | "flags">>): boolean {
  if (flagged(actor)) return true;
  for (const item of items) if (isItemOfKind(item, "species") && flagged(item)) return true;
  return false;
}
