/**
 * GF-UPG-2 Always Armed, read from the actor: its upgrade item and what each arm holds. A reader only (no
 * workflow imports), so the roll code can ask it without pulling in the rest workflow; and the roll dialog's
 * Sleight of Hand question for concealing an integrated weapon.
 */
import { ALWAYS_ARMED, type AlwaysArmedState, type IntegrableWeapon } from "../../rules/gearforged";
import { portOf } from "../../ports/actor-port";
import { localize } from "../../utils/notify";
import type { AdvantageSituation } from "./memory-tapes";
import { itemSystem, itemSystemOf } from "../../data/system-of";

export function alwaysArmedUpgrade(actor: Actor.Implementation): Item.Implementation | null {
  return actor.items.find((item) => itemSystem(item, "upgrade")?.key === "alwaysArmed") ?? null;
}

/** The arms as recorded on the actor's Always Armed upgrade, or null without one. */
export function armsOf(actor: Actor.Implementation): AlwaysArmedState | null {
  const upgrade = alwaysArmedUpgrade(actor);
  if (!upgrade) return null;
  const choice = itemSystemOf(upgrade, "upgrade").choice;
  return { weaponId: choice.weaponId ?? null, offHandWeaponId: choice.offHandWeaponId ?? null };
}

/**
 * An owned item as GF-UPG-2 reads a weapon (null for anything else), through the actor port: the host names its
 * weapons, their two-handed and light properties and the creature's proficiency.
 */
export function integrableWeapon(actor: Actor.Implementation, item: Item.Implementation): (IntegrableWeapon & { id: string }) | null {
  const gear = portOf(actor).gearOf(item);
  if (gear.kind !== "weapon") return null;
  const properties = [...(gear.twoHanded ? ["twoHanded"] : []), ...(gear.light ? ["light"] : [])];
  return { id: item.id ?? "", name: item.name, properties, proficient: gear.proficient };
}

export const CONCEAL_TOGGLE = "concealWeapon";

/**
 * GF-UPG-2: a Sleight of Hand check by a character with an integrated weapon offers "concealing the integrated
 * weapon" in the roll dialog; checked (or `concealingWeapon` in the roll options), the check has advantage.
 */
export function concealWeaponSituation(actor: Actor.Implementation, skill: string, concealing: boolean): AdvantageSituation | null {
  if (skill !== ALWAYS_ARMED.concealAdvantageSkill) return null;
  const arms = armsOf(actor);
  if (!arms || (arms.weaponId === null && arms.offHandWeaponId === null)) return null;
  return {
    toggles: [{ id: CONCEAL_TOGGLE, label: localize("AUGMENTED.Gearforged.AlwaysArmed.Conceal") }],
    advantage: (answer) => concealing || (answer.toggles ?? []).includes(CONCEAL_TOGGLE),
  };
}

/** Whether the sheet offers a Use button for this upgrade (the use itself is ./use-upgrade.ts). */
export function usableUpgrade(item: Item.Implementation): boolean {
  return ["clawArmLaser", "quickFix", "jetPack"].includes(itemSystem(item, "upgrade")?.key ?? "");
}
