/**
 * GF-UPG-1: whether an upgrade may be added to a character. Every broken rule is listed (the first is the one a
 * notification names); a refused drop creates nothing.
 *
 * Interpretation: the same upgrade twice is refused (each upgrade is a part of the body, and the seed's two
 * picks are two different choices).
 */
import { SIZES } from "../core/encumbrance";
import type { GearforgedVariant } from "./variants";
import { GEARFORGED_BODIES } from "./variants";
import { upgradeSlots } from "./slots";
import { type GearforgedRefusal, refusal } from "./refusals";

export interface UpgradeDropActor {
  /** The actor's Gearforged variant, or null for any other species. */
  variant: GearforgedVariant | null;
  level: number;
  /** The size of its chassis item, or null without one. */
  chassisSize: string | null;
  /** Keys of the upgrades it already has. */
  installed: readonly string[];
}

export interface UpgradeDropItem {
  key: string;
  name: string;
  minLevel: number;
  prerequisite: string | null;
  addsMovement: boolean;
}

/** GF-UPG-1: "a Large chassis", read as every chassis of size Large or larger (no seed defines one; RULES.md). */
export function largeOrLargerChassis(size: string | null): boolean {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  const index = size === null ? -1 : (SIZES as readonly string[]).indexOf(size);
  return index >= SIZES.indexOf("large");
}

export type UpgradeDropDecision = { ok: true } | { ok: false; reasons: GearforgedRefusal[] };

export function validateUpgradeDrop(actor: UpgradeDropActor, item: UpgradeDropItem): UpgradeDropDecision {
  const reasons: GearforgedRefusal[] = [];
  if (actor.variant === null || !GEARFORGED_BODIES[actor.variant].upgrades) {
    return { ok: false, reasons: [refusal("notGearforged", { name: item.name })] };
  }
  if (actor.installed.includes(item.key)) reasons.push(refusal("alreadyInstalled", { name: item.name }));
  const minLevel = Math.max(1, Math.trunc(item.minLevel));
  if (!(actor.level >= minLevel)) reasons.push(refusal("levelTooLow", { name: item.name, level: minLevel }));
  if (item.prerequisite && !actor.installed.includes(item.prerequisite)) {
    reasons.push(refusal("missingPrerequisite", { name: item.name, prerequisite: item.prerequisite }));
  }
  if (item.addsMovement && largeOrLargerChassis(actor.chassisSize)) reasons.push(refusal("largeChassisMovement", { name: item.name }));
  if (actor.installed.length >= upgradeSlots(actor.level)) {
    reasons.push(refusal("noFreeSlot", { name: item.name, slots: upgradeSlots(actor.level) }));
  }
  return reasons.length ? { ok: false, reasons } : { ok: true };
}

/**
 * Upgrades an actor holds against the rules now (an older world, a level lowered, a chassis swapped): the
 * problems are reported for the sheet to flag; nothing is removed.
 */
export function auditUpgrades(actor: Omit<UpgradeDropActor, "installed">, items: readonly UpgradeDropItem[]): Array<{ key: string; reasons: GearforgedRefusal[] }> {
  const out: Array<{ key: string; reasons: GearforgedRefusal[] }> = [];
  items.forEach((item, index) => {
    const before = items.slice(0, index).map((i) => i.key);
    const others = items.filter((_, i) => i !== index).map((i) => i.key);
    const reasons: GearforgedRefusal[] = [];
    if (before.includes(item.key)) reasons.push(refusal("alreadyInstalled", { name: item.name }));
    if (!(actor.level >= Math.max(1, Math.trunc(item.minLevel)))) reasons.push(refusal("levelTooLow", { name: item.name, level: item.minLevel }));
    if (item.prerequisite && !others.includes(item.prerequisite)) reasons.push(refusal("missingPrerequisite", { name: item.name, prerequisite: item.prerequisite }));
    if (item.addsMovement && largeOrLargerChassis(actor.chassisSize)) reasons.push(refusal("largeChassisMovement", { name: item.name }));
    if (index >= upgradeSlots(actor.level)) reasons.push(refusal("noFreeSlot", { name: item.name, slots: upgradeSlots(actor.level) }));
    if (reasons.length) out.push({ key: item.key, reasons });
  });
  return out;
}
