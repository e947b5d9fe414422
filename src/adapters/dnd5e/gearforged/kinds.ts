/**
 * Gearforged's item kinds as dnd5e items (../item-model.ts): the chassis (GC-CH-1; it describes, it does not act) and
 * the upgrade (GF-UPG-*; dnd5e's activities and uses, so Claw Arm Laser's save, Quick Fix's healing and Jet Pack's
 * flight go through dnd5e's pipeline and a long rest refills them through dnd5e's recovery).
 */
import type { KindSpec } from "../item-model";
import { ChassisData } from "../../../data/item/chassis";
import { UpgradeData } from "../../../data/item/upgrade";

export const GEARFORGED_KINDS: readonly KindSpec[] = [
  { kind: "chassis", shared: ChassisData },
  { kind: "upgrade", shared: UpgradeData, activities: true, uses: true },
];
