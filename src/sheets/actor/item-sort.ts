/**
 * How the inventory's rows are ordered, as dnd5e's sheets offer it: by hand (the items' `sort` keys, which a drop
 * on another row sets, then name) or by name. The choice is the user's, remembered in a flag on their User
 * document per sheet type and tab (dnd5e keeps it the same way, `sheetPrefs.<type>.tabs.<tab>.sort`:
 * module/applications/components/item-list-controls.mjs `_onCycleMode`), so it holds for every character they open.
 */
import { packageId } from "../../constants";

export const ITEM_SORT_MODES = ["m", "a"] as const;
/** "m": by hand; "a": by name. */
export type ItemSortMode = (typeof ITEM_SORT_MODES)[number];

const flagKey = (sheetType: string, tab: string) => `sheetPrefs.${sheetType}.tabs.${tab}.sort`;

function isSortMode(value: unknown): value is ItemSortMode {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ITEM_SORT_MODES as readonly unknown[]).includes(value);
}

/** The current user's sort mode for a sheet type's tab (by hand when never chosen). */
export function itemSortMode(sheetType: string, tab: string): ItemSortMode {
  // cast (both): getFlag's scope and key are typed to the declared flags; this preference is not declared there.
  const stored = game.user?.getFlag(packageId() as never, flagKey(sheetType, tab) as never);
  return isSortMode(stored) ? stored : "m";
}

/** Switches the current user's sort mode for the tab to the next one, and returns it. */
export async function cycleItemSortMode(sheetType: string, tab: string): Promise<ItemSortMode> {
  const next = ITEM_SORT_MODES[(ITEM_SORT_MODES.indexOf(itemSortMode(sheetType, tab)) + 1) % ITEM_SORT_MODES.length] ?? "m";
  // cast (all three): setFlag's scope, key and value are typed to the declared flags; this preference is not declared there.
  await game.user?.setFlag(packageId() as never, flagKey(sheetType, tab) as never, next as never);
  return next;
}

/** Two rows in the mode's order; ties by name, so the order is stable. */
export function compareRows(a: { sort: number; name: string }, b: { sort: number; name: string }, mode: ItemSortMode): number {
  const byName = a.name.localeCompare(b.name, game.i18n?.lang);
  return mode === "a" ? byName : a.sort - b.sort || byName;
}
