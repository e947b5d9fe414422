/**
 * CY-HEAL-1, CY-DES-1: a design's dice and range as this GM's client saw them when its design was fixed, so the
 * GM's Apply on a healing card (./heal-target.ts) measures and compares against those and not against the item as
 * it is now. The item is the player's to write; its model refuses a change to a fixed design
 * (data/item/augment/design-fixed.ts), but a client that skips its own `_preUpdate` can still store one. What this
 * client vouches for is what it received (the item hooks, ../../features/augment-use.ts):
 * - the update that moved the design out of draft (its check passed), or the creation of an augment already fixed;
 * - a GM's own write (the sheet's override), and the upgrade's die (`options.augmented.designWork`), at most one
 *   die more than it saw, the range as it saw it;
 * - a design going back to draft forgets it.
 * Kept in memory only, as the reforged clock's record (../automail/reforged-clock-card.ts): a GM who reloaded since
 * reads the item as it is, still bounded by the model (at most 5 dice and 60 ft: docs/trust.md).
 */
import { augmentSystem, designStatusOf, isAugment } from "../../data/item/augment/read";

/** The fixed design's dice (d6 count) and range, as seen. */
export interface SeenDesign {
  dice: number;
  rangeFt: number | null;
}

const SEEN = new Map<string, SeenDesign>();

function designOf(item: Item.Implementation): SeenDesign {
  const system = augmentSystem(item);
  return { dice: system.dice, rangeFt: system.rangeFt ?? null };
}

function isGmUser(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

function designWorkOf(options: unknown): unknown {
  // cast: the update's options, read structurally for the system's own marker.
  return (options as { augmented?: { designWork?: unknown } } | null | undefined)?.augmented?.designWork;
}

/** From the item hooks, on the GM's client: an augment created (`changed` null) or updated. */
export function noteDesignSeen(item: Item.Implementation, changed: unknown, options: unknown, userId: unknown): void {
  if (!game.user?.isGM || !isAugment(item) || !item.uuid) return;
  if (designStatusOf(item) === "draft") {
    SEEN.delete(item.uuid);
    return;
  }
  const now = designOf(item);
  const seen = SEEN.get(item.uuid);
  const statusWritten = changed === null || (typeof changed === "object" && foundry.utils.hasProperty(changed, "system.designStatus"));
  if (!seen) {
    // Fixed from draft (the check passed), created fixed, or fixed by the GM: what this client sees now.
    if (statusWritten || isGmUser(userId)) SEEN.set(item.uuid, now);
    return;
  }
  if (isGmUser(userId)) SEEN.set(item.uuid, now);
  else if (designWorkOf(options) === "upgrade") SEEN.set(item.uuid, { dice: Math.min(now.dice, seen.dice + 1), rangeFt: seen.rangeFt });
}

/** The design as this client saw it fixed, or null when it saw nothing (a reload since, or never fixed). */
export function seenDesign(itemUuid: string): SeenDesign | null {
  return SEEN.get(itemUuid) ?? null;
}
