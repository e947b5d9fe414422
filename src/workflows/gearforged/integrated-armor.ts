/**
 * GF-UPG-8 Integrated Armor. Integrating a suit of armor the gearforged carries takes a long
 * rest: `integrateArmor` runs the long rest (refused or cancelled: nothing changes), then records the armor on
 * the upgrade and equips it. From then on the armor cannot be unequipped or deleted (`integratedArmorVeto` in ./vetoes.ts, from
 * the core preUpdateItem / preDeleteItem listeners: refused with the reason) until `removeIntegratedArmor`
 * spends another long rest taking it out.
 */
import { isArmorKind } from "../../data/item/readers";
import { planIntegrateArmor, planRemoveIntegratedArmor } from "../../rules/gearforged";
import { ensureCanModify, notifyInfo, notifyWarn } from "../../utils/notify";
import { armorIdOf, integratedArmorUpgrade } from "./vetoes";
import { portOf } from "../../ports/actor-port";

/** The operation flag that lets the workflow itself release the armor. */
interface ReleaseOptions {
  augmented?: { integratedArmorRelease?: boolean };
}

/** The item's armor kind as the host names it (the actor port: the system's `armor.kind`, dnd5e's armor type). */
function armorKind(actor: Actor.Implementation, item: Item.Implementation): string {
  return portOf(actor).gearOf(item).armor ?? "";
}

/** Spend a long rest integrating `armor` (an owned suit of armor). True when integrated. */
export async function integrateArmor(actor: Actor.Implementation, armor: Item.Implementation): Promise<boolean> {
  if (!ensureCanModify(actor)) return false;
  const upgrade = integratedArmorUpgrade(actor);
  if (!upgrade) {
    notifyWarn("AUGMENTED.Gearforged.Armor.NoUpgrade", { name: actor.name ?? "" });
    return false;
  }
  if (armor.parent !== actor || !isArmorKind(armorKind(actor, armor))) {
    notifyWarn("AUGMENTED.Gearforged.Refused.notArmor", { name: armor.name });
    return false;
  }
  const integrated = armorIdOf(upgrade);
  if (integrated !== null) {
    notifyWarn("AUGMENTED.Gearforged.Armor.AlreadyIntegrated", { name: actor.items.get(integrated)?.name ?? "" });
    return false;
  }
  const rest = await actor.longRest();
  if (!rest) return false;
  // Re-check after the rest: the armor and the upgrade must still be there.
  const plan = planIntegrateArmor({ id: armor.id ?? "", name: armor.name, kind: armorKind(actor, armor) }, "longRest");
  if (!plan.ok || !actor.items.has(armor.id ?? "") || !actor.items.has(upgrade.id ?? "")) {
    notifyWarn("AUGMENTED.Gearforged.Armor.Changed", { name: armor.name });
    return false;
  }
  // cast: a dotted-path update of the upgrade's armor choice, valid update data the type does not model.
  await upgrade.update({ "system.choice.armorId": plan.state.armorId } as Item.UpdateData);
  // cast: as above: a dotted-path update of the armor's own equipped field.
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
  const rest = await actor.longRest();
  if (!rest) return false;
  const plan = planRemoveIntegratedArmor({ armorId }, "longRest");
  if (!plan.ok || armorIdOf(integratedArmorUpgrade(actor)) !== armorId) return false;
  // cast: a dotted-path update clearing the upgrade's armor choice.
  await upgrade.update({ "system.choice.armorId": null } as Item.UpdateData);
  const armor = actor.items.get(armorId);
  const release: ReleaseOptions = { augmented: { integratedArmorRelease: true } };
  // cast (both): a dotted-path update; the release flag is the system's own option, read by ./vetoes.ts.
  if (armor) await armor.update({ "system.equipped": false } as Item.UpdateData, release as object);
  notifyInfo("AUGMENTED.Gearforged.Armor.Removed", { name: armor?.name ?? "", actor: actor.name ?? "" });
  return true;
}
