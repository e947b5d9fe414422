/**
 * An upgrade named as a player reads it, from the key another upgrade stores as its prerequisite ("clawArm"):
 * the owner's upgrade with that key, else the world's, else the key in words ("Claw Arm"), so a key is never
 * shown as it is stored.
 */
import { isItemOfKind } from "../kinds";
type NamedItems = Iterable<{ type: string; name: string; system: unknown }>;

export function upgradeName(key: string, owner: { items: NamedItems } | null | undefined): string {
  const withKey = (items: NamedItems | undefined) => {
    // cast: only an upgrade's system is read, and an upgrade's system has its `key` (data/item/gearforged).
    for (const item of items ?? []) if (isItemOfKind(item, "upgrade") && (item.system as { key?: unknown }).key === key) return item.name;
    return null;
  };
  return withKey(owner?.items) ?? withKey(game.items) ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}
