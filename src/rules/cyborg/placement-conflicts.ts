/**
 * CY-SLOT-2 / CY-SLOT-4 after a race: two creates or moves into one free section from
 * two clients can both pass the data-level guard (each client checked before the other's write landed). The
 * section is then over capacity. This decides, from the documents alone (so every client would agree), which
 * augments go back to carried: in each section, the slot-taking augments beyond the capacity and the second
 * prosthetic of a body part, in arrival order (the time each was placed, then the id, so ties are broken the
 * same way everywhere). The earliest arrivals stay; nothing is ever deleted.
 */
import { type AugmentState, SECTION_IDS, type SectionId, isInstalled, occupiesSlot } from "./augment";
import { SECTION_CAPACITY } from "./sections";

export interface PlacedAugment extends AugmentState {
  /** When it was placed in its section (a clock every client reads the same way); 0 when unknown (earliest). */
  placedAt: number;
}

export interface PlacementReturn {
  /** The augment that goes back to carried. */
  id: string;
  section: SectionId;
  /** The augment that keeps the section (arrived first). */
  keeperId: string;
}

function byArrival(a: PlacedAugment, b: PlacedAugment): number {
  if (a.placedAt !== b.placedAt) return a.placedAt - b.placedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function latecomers(group: PlacedAugment[], capacity: number, section: SectionId): PlacementReturn[] {
  if (group.length <= capacity) return [];
  const ordered = [...group].sort(byArrival);
  const keeper = ordered[0]!;
  return ordered.slice(capacity).map((augment) => ({ id: augment.id, section, keeperId: keeper.id }));
}

/** The augments that must go back to carried so no section holds more than it may, later arrivals first out. */
export function placementReturns(augments: readonly PlacedAugment[]): PlacementReturn[] {
  const out: PlacementReturn[] = [];
  for (const section of SECTION_IDS) {
    const here = augments.filter((a) => a.installedSection === section);
    out.push(...latecomers(here.filter(occupiesSlot), SECTION_CAPACITY, section));
    // CY-SLOT-4: a body part is replaced once; prosthetics take no slot, so they are counted on their own.
    out.push(...latecomers(here.filter((a) => a.purpose === "prosthetic" && isInstalled(a)), 1, section));
  }
  return out;
}
