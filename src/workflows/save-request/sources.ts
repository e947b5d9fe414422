import type { CardText } from "../../data/chat/card-text";

/**
 * What asks a target for a save (GF-UPG-11's laser, CY-ATK-3's save-based augments): each feature registers its
 * source at init, so this shared folder imports none of them (docs/ARCHITECTURE.md, "Shared folders import no
 * feature"). The writing client asks the source, never the card, for the DC, and lets it carry out what follows.
 */

export interface SaveFollowUp {
  /** The acting creature and the item it used (re-read from the documents). */
  actor: Actor.Implementation;
  item: Item.Implementation;
  target: Actor.Implementation;
  saved: boolean;
}

export interface SaveSource {
  /** The DC, worked out from the acting actor's and item's documents; null when the item can no longer ask it. */
  dc(actor: Actor.Implementation, item: Item.Implementation): number | null;
  /** What follows the recorded result, on the writing client (the laser's damage on a failure); lines for the card. */
  follow?(result: SaveFollowUp): Promise<CardText[]>;
}

const SOURCES = new Map<string, SaveSource>();

/** Called from a feature's register function at init. */
export function registerSaveSource(id: string, source: SaveSource): void {
  SOURCES.set(id, source);
}

export function saveSource(id: string): SaveSource | null {
  return SOURCES.get(id) ?? null;
}
