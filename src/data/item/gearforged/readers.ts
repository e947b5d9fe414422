/**
 * Reading a Gearforged actor's items: which variant its species is (the species item's `gearforgedVariant` flag
 * under the running package's scope, set on the compendium species), which 13th Age feats it has (feature items
 * flagged `gearforgedFeat: {trait, tier}`), its upgrades' keys and its chassis size. Plain functions on the stored
 * shapes (no Foundry globals; kinds by ../kinds.ts), for the actor models and the workflows.
 */
import { TIERS, type Tier, isGearforgedVariant, type GearforgedVariant } from "../../../rules/gearforged";
import type { ItemSlice } from "../../shared/item-slice";
import { isItemOfKind } from "../kinds";
import { packageId } from "../../../constants";

/** The item slice these readers use: an Item document fits. */
export type FlaggedItemLike = ItemSlice & { flags?: object };

export const FEAT_TRAITS = ["broken", "amphibious", "tireless"] as const;
export type FeatTrait = (typeof FEAT_TRAITS)[number];

function ours(item: FlaggedItemLike): Record<string, unknown> {
  const flags: unknown = item.flags ? Reflect.get(item.flags, packageId()) : undefined;
  // cast: a non-null object, read by key with checks.
  return typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};
}

/** The actor's Gearforged variant, or null (no species, another species, or an unknown flag value). */
export function gearforgedVariantOf(items: Iterable<FlaggedItemLike>): GearforgedVariant | null {
  for (const item of items) {
    if (!isItemOfKind(item, "species")) continue;
    const variant = ours(item).gearforgedVariant;
    return isGearforgedVariant(variant) ? variant : null;
  }
  return null;
}

/** A 13th Age feat item's flag as stored (`{trait, tier}`, unchecked), or null for any other item. */
export function gearforgedFeatFlag(item: FlaggedItemLike): { trait?: unknown; tier?: unknown } | null {
  if (!isItemOfKind(item, "feature")) return null;
  const feat = ours(item).gearforgedFeat;
  // cast: a non-null object, read with checks.
  return typeof feat === "object" && feat !== null ? (feat as { trait?: unknown; tier?: unknown }) : null;
}

/** Per trait, the tiers of the feats the actor has (whether they are active depends on its level: featActive). */
export function gearforgedFeats(items: Iterable<FlaggedItemLike>): Record<FeatTrait, Set<Tier>> {
  const out: Record<FeatTrait, Set<Tier>> = { broken: new Set(), amphibious: new Set(), tireless: new Set() };
  for (const item of items) {
    const feat = gearforgedFeatFlag(item);
    if (!feat) continue;
    const { trait, tier } = feat;
    // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
    if ((FEAT_TRAITS as readonly unknown[]).includes(trait) && (TIERS as readonly unknown[]).includes(tier)) out[trait as FeatTrait].add(tier as Tier);
  }
  return out;
}

/** The keys of the actor's upgrade items, in item order (the drop check's `installed`). */
export function upgradeKeysOf(items: Iterable<ItemSlice>): string[] {
  const out: string[] = [];
  // cast: a structural, optional view of the document's system data; every read checks its type.
  for (const item of items) if (isItemOfKind(item, "upgrade")) out.push(String((item.system as { key?: unknown }).key ?? ""));
  return out;
}

/** The size of the actor's chassis item, or null without one (several: the first, and `chassisCount` says so). */
export function chassisSizeOf(items: Iterable<ItemSlice>): string | null {
  // cast: a structural, optional view of the document's system data; every read checks its type.
  for (const item of items) if (isItemOfKind(item, "chassis")) return String((item.system as { size?: unknown }).size ?? "");
  return null;
}

/** How many chassis items the actor holds (more than one is flagged: GC-CH-1 allows one). */
export function chassisCount(items: Iterable<ItemSlice>): number {
  let n = 0;
  for (const item of items) if (isItemOfKind(item, "chassis")) n += 1;
  return n;
}
