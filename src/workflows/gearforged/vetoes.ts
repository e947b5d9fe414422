/**
 * The synchronous vetoes of the Gearforged body (GF-UPG-8 Integrated Armor, GF-UPG-2 Always Armed), called from
 * the core `preUpdateItem` / `preDeleteItem` listeners (src/hooks/items.ts). Foundry reads a pre-hook's `false`
 * at once, so these are synchronous, apart from the workflows that release the armor or the weapon: this file
 * imports rules and readers only.
 */
import { armorChangeRefusal, integratedWeaponChangeRefusal } from "../../rules/gearforged";
import { notifyWarn } from "../../utils/notify";
import { armsOf } from "./arms";
import { itemSystem, itemSystemOf } from "../../data/system-of";

/** The operation flags that let the workflows themselves release the armor or the old weapon. */
interface ReleaseOptions {
  augmented?: { integratedArmorRelease?: boolean; integratedWeaponRelease?: boolean };
}

export function integratedArmorUpgrade(actor: Actor.Implementation): Item.Implementation | null {
  return actor.items.find((item) => itemSystem(item, "upgrade")?.key === "integratedArmor") ?? null;
}

export function armorIdOf(upgrade: Item.Implementation | null): string | null {
  return upgrade ? (itemSystemOf(upgrade, "upgrade").choice.armorId ?? null) : null;
}

/**
 * `preUpdateItem` / `preDeleteItem`: false (with the reason) when the change would unequip or delete an
 * integrated armor outside the long rest that removes it.
 */
export function integratedArmorVeto(item: Item.Implementation, changes: Record<string, unknown> | null, options: unknown): boolean {
  // cast: the operation options, read structurally.
  if (item.type !== "equipment" || (options as ReleaseOptions | undefined)?.augmented?.integratedArmorRelease === true) return true;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || !item.id) return true;
  if (changes !== null) {
    const equipped = foundry.utils.getProperty(changes, "system.equipped");
    if (equipped === undefined || equipped === true) return true;
  }
  const refusal = armorChangeRefusal({ armorId: armorIdOf(integratedArmorUpgrade(actor)) }, item.id, item.name);
  if (!refusal) return true;
  notifyWarn(refusal.key, { name: item.name });
  return false;
}

/**
 * `preUpdateItem` / `preDeleteItem`: false (with the reason) when the change would drop (delete) or disarm
 * (unequip) an integrated weapon outside the rest that swaps it.
 */
export function alwaysArmedVeto(item: Item.Implementation, changes: Record<string, unknown> | null, options: unknown): boolean {
  // cast: the operation options, read structurally.
  if (item.type !== "weapon" || (options as ReleaseOptions | undefined)?.augmented?.integratedWeaponRelease === true) return true;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || !item.id) return true;
  if (changes !== null) {
    const equipped = foundry.utils.getProperty(changes, "system.equipped");
    if (equipped === undefined || equipped === true) return true;
  }
  const arms = armsOf(actor);
  const refusal = arms ? integratedWeaponChangeRefusal(arms, item.id, item.name) : null;
  if (!refusal) return true;
  notifyWarn(refusal.key, { name: item.name });
  return false;
}
