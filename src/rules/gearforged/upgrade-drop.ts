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

/**
 * The rules `item` breaks beside the upgrades installed `before` it (a duplicate, no free slot left) and the
 * `others` its prerequisite may be among.
 */
function brokenRules(actor: Omit<UpgradeDropActor, "installed">, item: UpgradeDropItem, before: readonly string[], others: readonly string[]): GearforgedRefusal[] {
  const reasons: GearforgedRefusal[] = [];
  const { name } = item;
  if (before.includes(item.key)) reasons.push(refusal("alreadyInstalled", { name }));
  const minLevel = Math.max(1, Math.trunc(item.minLevel));
  if (!(actor.level >= minLevel)) reasons.push(refusal("levelTooLow", { name, level: minLevel }));
  if (item.prerequisite && !others.includes(item.prerequisite)) reasons.push(refusal("missingPrerequisite", { name, prerequisite: item.prerequisite }));
  if (item.addsMovement && largeOrLargerChassis(actor.chassisSize)) reasons.push(refusal("largeChassisMovement", { name }));
  const slots = upgradeSlots(actor.level);
  if (before.length >= slots) reasons.push(refusal("noFreeSlot", { name, slots }));
  return reasons;
}

export function validateUpgradeDrop(actor: UpgradeDropActor, item: UpgradeDropItem): UpgradeDropDecision {
  if (actor.variant === null || !GEARFORGED_BODIES[actor.variant].upgrades) {
    return { ok: false, reasons: [refusal("notGearforged", { name: item.name })] };
  }
  const reasons = brokenRules(actor, item, actor.installed, actor.installed);
  return reasons.length ? { ok: false, reasons } : { ok: true };
}

/**
 * Upgrades an actor holds against the rules now (an older world, a level lowered, a chassis swapped): the
 * problems are reported for the sheet to flag; nothing is removed. Each is read as dropped after the ones before
 * it, its prerequisite among all the others.
 */
export function auditUpgrades(actor: Omit<UpgradeDropActor, "installed">, items: readonly UpgradeDropItem[]): Array<{ key: string; reasons: GearforgedRefusal[] }> {
  const keys = items.map((item) => item.key);
  return items
    .map((item, index) => ({ key: item.key, reasons: brokenRules(actor, item, keys.slice(0, index), keys.filter((_, i) => i !== index)) }))
    .filter((entry) => entry.reasons.length > 0);
}
