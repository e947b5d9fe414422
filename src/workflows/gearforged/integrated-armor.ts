/**
 * GF-UPG-8 Integrated Armor (issue 13 item 3). Integrating a suit of armor the gearforged carries takes a long
 * rest: `integrateArmor` runs the long rest (refused or cancelled: nothing changes), then records the armor on
 * the upgrade and equips it. From then on the armor cannot be unequipped or deleted (`integratedArmorVeto`, from
 * the core preUpdateItem / preDeleteItem listeners: refused with the reason) until `removeIntegratedArmor`
 * spends another long rest taking it out.
 */
import type { UpgradeData } from "../../data/item/upgrade";
import { isArmorKind } from "../../data/item/readers";
import { armorChangeRefusal, planIntegrateArmor, planRemoveIntegratedArmor } from "../../rules/gearforged";
import { ensureCanModify, localize, notifyInfo, notifyWarn } from "../../utils/notify";
import { longRest } from "../rest/rest";

/** The operation flag that lets the workflow itself release the armor. */
interface ReleaseOptions {
  augmented?: { integratedArmorRelease?: boolean };
}

function integratedArmorUpgrade(actor: Actor.Implementation): Item.Implementation | null {
  // cast: a structural read of the upgrade model's key.
  return actor.items.find((item) => (item.type as string) === "upgrade" && (item.system as unknown as UpgradeData).key === "integratedArmor") ?? null;
}

function armorIdOf(upgrade: Item.Implementation | null): string | null {
  // cast: the upgrade model's recorded choice.
  return upgrade ? ((upgrade.system as unknown as UpgradeData).choice.armorId ?? null) : null;
}

function armorKind(item: Item.Implementation): string {
  // cast: a structural read of the equipment model's armor kind.
  return String((item.system as unknown as { armor?: { kind?: unknown } }).armor?.kind ?? "");
}

/** Spend a long rest integrating `armor` (an owned suit of armor). True when integrated. */
export async function integrateArmor(actor: Actor.Implementation, armor: Item.Implementation): Promise<boolean> {
  if (!ensureCanModify(actor)) return false;
  const upgrade = integratedArmorUpgrade(actor);
  if (!upgrade) {
    notifyWarn("AUGMENTED.Gearforged.Armor.NoUpgrade", { name: actor.name ?? "" });
    return false;
  }
  if (armor.parent !== actor || (armor.type as string) !== "equipment" || !isArmorKind(armorKind(armor))) {
    notifyWarn("AUGMENTED.Gearforged.Refused.notArmor", { name: armor.name });
    return false;
  }
  if (armorIdOf(upgrade) !== null) {
    notifyWarn("AUGMENTED.Gearforged.Armor.AlreadyIntegrated", { name: actor.items.get(armorIdOf(upgrade) ?? "")?.name ?? "" });
    return false;
  }
  const rest = await longRest(actor);
  if (!rest) return false;
  // Re-check after the rest: the armor and the upgrade must still be there.
  const plan = planIntegrateArmor({ id: armor.id ?? "", name: armor.name, kind: armorKind(armor) }, "longRest");
  if (!plan.ok || !actor.items.has(armor.id ?? "") || !actor.items.has(upgrade.id ?? "")) {
    notifyWarn("AUGMENTED.Gearforged.Armor.Changed", { name: armor.name });
    return false;
  }
  await upgrade.update({ "system.choice.armorId": plan.state.armorId } as Item.UpdateData);
  await armor.update({ "system.equipped": true } as Item.UpdateData);
  notifyInfo("AUGMENTED.Gearforged.Armor.Integrated", { name: armor.name, actor: actor.name ?? "" });
  return true;
}

/** Spend a long rest taking the integrated armor out; it stays carried, unequipped. True when removed. */
export async function removeIntegratedArmor(actor: Actor.Implementation): Promise<boolean> {
  if (!ensureCanModify(actor)) return false;
  const upgrade = integratedArmorUpgrade(actor);
  const armorId = armorIdOf(upgrade);
  if (!upgrade || armorId === null) {
    notifyWarn("AUGMENTED.Gearforged.Armor.NoneIntegrated", { name: actor.name ?? "" });
    return false;
  }
  const rest = await longRest(actor);
  if (!rest) return false;
  const plan = planRemoveIntegratedArmor({ armorId }, "longRest");
  if (!plan.ok || armorIdOf(integratedArmorUpgrade(actor)) !== armorId) return false;
  await upgrade.update({ "system.choice.armorId": null } as Item.UpdateData);
  const armor = actor.items.get(armorId);
  const release: ReleaseOptions = { augmented: { integratedArmorRelease: true } };
  if (armor) await armor.update({ "system.equipped": false } as Item.UpdateData, release as object);
  notifyInfo("AUGMENTED.Gearforged.Armor.Removed", { name: armor?.name ?? "", actor: actor.name ?? "" });
  return true;
}

/**
 * `preUpdateItem` / `preDeleteItem`: false (with the reason) when the change would unequip or delete an
 * integrated armor outside the long rest that removes it.
 */
export function integratedArmorVeto(item: Item.Implementation, changes: Record<string, unknown> | null, options: unknown): boolean {
  if ((item.type as string) !== "equipment" || (options as ReleaseOptions | undefined)?.augmented?.integratedArmorRelease === true) return true;
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || !item.id) return true;
  if (changes !== null) {
    const equipped = foundry.utils.getProperty(changes, "system.equipped");
    if (equipped === undefined || equipped === true) return true;
  }
  const refusal = armorChangeRefusal({ armorId: armorIdOf(integratedArmorUpgrade(actor)) }, item.id, item.name);
  if (!refusal) return true;
  ui.notifications?.warn(localize(refusal.key, { name: item.name }));
  return false;
}
