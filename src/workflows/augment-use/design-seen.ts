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
 * Kept in a hidden world setting, which only a GM's client may write (Foundry's `SETTINGS_MODIFY` permission), so
 * a GM who reloads, or a second GM, reads what a GM's client saw; a deleted augment's entry goes with it.
 */
import { augmentSystem, designStatusOf, isAugment } from "../../data/item/augment/read";
import { readSetting, writeSetting, type FeatureSetting } from "../../settings";
import { MAX_AUGMENT_DICE } from "../../rules/cyborg/augment";
import { MAX_AUGMENT_RANGE_FT } from "../../rules/cyborg/mobility";

/** The fixed design's dice (d6 count) and range, as seen. */
export interface SeenDesign {
  dice: number;
  rangeFt: number | null;
}

const SETTING = "designsSeen";

/**
 * This client's copy: read from the setting at first use, merged with each write a GM's client makes (the setting's
 * change), and written whole after each change of its own (a write reaches the setting only after the server's
 * answer, so two augments fixed in one batch would otherwise each write the record without the other).
 */
let seenHere: Map<string, SeenDesign> | null = null;

/** The world setting the record is kept in (registered by the feature that uses it, in each host). */
export const DESIGNS_SEEN_SETTING: FeatureSetting = {
  key: SETTING,
  scope: "world",
  config: false,
  type: Object,
  default: {},
  onChange: (value) => {
    if (!seenHere) return;
    for (const [uuid, design] of parsedRecord(value)) seenHere.set(uuid, design);
  },
};

function isSeenDesign(value: unknown): value is SeenDesign {
  if (typeof value !== "object" || value === null) return false;
  // cast: a stored entry, read structurally and checked field by field below.
  const { dice, rangeFt } = value as Partial<SeenDesign>;
  const diceOk = Number.isInteger(dice) && Number(dice) >= 1 && Number(dice) <= MAX_AUGMENT_DICE;
  return diceOk && (rangeFt === null || (typeof rangeFt === "number" && rangeFt >= 0 && rangeFt <= MAX_AUGMENT_RANGE_FT));
}

/** A stored record, its malformed entries dropped (the setting is a GM's write, but a world file can be edited). */
function parsedRecord(stored: unknown): Map<string, SeenDesign> {
  const entries = typeof stored === "object" && stored !== null ? Object.entries(stored) : [];
  return new Map(entries.filter((entry): entry is [string, SeenDesign] => isSeenDesign(entry[1])));
}

function storedRecord(): Map<string, SeenDesign> {
  seenHere ??= parsedRecord(readSetting(SETTING));
  return seenHere;
}

/** Sets or (with null) forgets one augment's entry; writes the setting only when the entry changes. */
function record(uuid: string, design: SeenDesign | null): void {
  const seen = storedRecord();
  const before = seen.get(uuid);
  if (design ? before?.dice === design.dice && before.rangeFt === design.rangeFt : !before) return;
  if (design) seen.set(uuid, design);
  else seen.delete(uuid);
  void writeSetting(SETTING, Object.fromEntries(seen));
}

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
  if (!isAugment(item) || !game.user?.isGM || !item.uuid) return;
  if (designStatusOf(item) === "draft") {
    record(item.uuid, null);
    return;
  }
  const now = designOf(item);
  const seen = storedRecord().get(item.uuid);
  const statusWritten = changed === null || (typeof changed === "object" && foundry.utils.hasProperty(changed, "system.designStatus"));
  if (!seen) {
    // Fixed from draft (the check passed), created fixed, or fixed by the GM: what this client sees now.
    if (statusWritten || isGmUser(userId)) record(item.uuid, now);
    return;
  }
  if (isGmUser(userId)) record(item.uuid, now);
  else if (designWorkOf(options) === "upgrade") record(item.uuid, { dice: Math.min(now.dice, seen.dice + 1), rangeFt: seen.rangeFt });
}

/** From the item hooks, on the GM's client: a deleted augment's entry goes with it. */
export function forgetDesignSeen(item: Item.Implementation): void {
  if (game.user?.isGM && isAugment(item) && item.uuid) record(item.uuid, null);
}

/** The design as this client saw it fixed, or null when it saw nothing (a reload since, or never fixed). */
export function seenDesign(itemUuid: string): SeenDesign | null {
  return storedRecord().get(itemUuid) ?? null;
}
