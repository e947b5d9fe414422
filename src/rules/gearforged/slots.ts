/**
 * GF-UPG-1: one upgrade at 1st level, a second at 5th. The body view shows each slot filled, free, or locked
 * until its level; an actor holding more upgrades than its level allows (an older world, a level lowered) is
 * reported, never trimmed.
 */
export const UPGRADE_SLOT_LEVELS = [1, 5] as const;

/** How many upgrades a character of `level` may have: 0 below 1st, 1 from 1st, 2 from 5th. */
export function upgradeSlots(level: number): number {
  const lvl = Number.isFinite(level) ? Math.trunc(level) : 0;
  return UPGRADE_SLOT_LEVELS.filter((unlock) => lvl >= unlock).length;
}

export interface UpgradeSlotView {
  /** The level that opens this slot. */
  level: number;
  state: "filled" | "free" | "locked";
  /** The upgrade item in it (filled), else null. */
  itemId: string | null;
}

/** The slots in order, filled with the installed upgrades in the order given. */
export function upgradeSlotView(level: number, installedIds: readonly string[]): { slots: UpgradeSlotView[]; overflow: string[] } {
  const open = upgradeSlots(level);
  const slots = UPGRADE_SLOT_LEVELS.map((unlock, i): UpgradeSlotView => {
    const itemId = i < open ? (installedIds[i] ?? null) : null;
    return { level: unlock, state: i >= open ? "locked" : itemId === null ? "free" : "filled", itemId };
  });
  return { slots, overflow: installedIds.slice(open) };
}
