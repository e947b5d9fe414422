/**
 * Gearforged's item kinds as dnd5e items (../item-model.ts): the chassis (GC-CH-1; it describes, it does not act) and
 * the upgrade (GF-UPG-*; dnd5e's activities and uses, so Claw Arm Laser's save, Quick Fix's and Jet Pack's use go
 * through dnd5e's pipeline and a long rest refills them through dnd5e's recovery).
 *
 * Their creation vetoes are the system models' checks, whatever made the call (a drop, a module, the API): an
 * upgrade that breaks GF-UPG-1 (`upgradeCreateRefused`, the system's UpgradeData's own check), a chassis beside
 * another one (GC-CH-1: one per gearforged; the chassis workflow's own replacement names the chassis it replaces,
 * src/workflows/gearforged/chassis.ts). An upgrade created without activities gets those its key calls for
 * (./activities.ts), as a pack item has them.
 */
import type { Dnd5eKindModel, KindSpec } from "../item-model";
import { ChassisData } from "../../../data/item/chassis";
import { UpgradeData, upgradeCreateRefused } from "../../../data/item/upgrade";
import type { UpgradeDropItem } from "../../../rules/gearforged";
import type { ChassisOperationOptions } from "../../../workflows/gearforged/chassis";
import { isItemOfKind } from "../../../data/item/kinds";
import { localize } from "../../../utils/notify";
import { UPGRADE_ACTIVITY_IDS, setLaserDice, upgradeActivitiesOfSource } from "./activities";
import { addChassisSheetData, addUpgradeSheetData } from "./sheet";
import { laserDiceCount } from "../../../rules/gearforged/claw-arm-laser";

/** The getters the upgrade model borrows from the system's (item-model.ts `borrowGetters`). */
interface UpgradeView extends Dnd5eKindModel {
  readonly dropItem: UpgradeDropItem;
}

function ownerOf(model: Dnd5eKindModel): Actor.Implementation | null {
  const actor = model.parent.parent;
  return actor instanceof Actor ? actor : null;
}

/** GF-UPG-1: refused with the first reason; else the activities of its key when it has none. */
function preCreateUpgrade(model: Dnd5eKindModel): boolean | void {
  // cast: the upgrade model carries the system model's getters (borrowed), `dropItem` among them.
  if (upgradeCreateRefused(model.parent, (model as UpgradeView).dropItem)) return false;
  // cast: the stored system data, read as a record for its activities and key.
  const source = model._source as { activities?: Record<string, unknown> };
  if (source.activities && Object.keys(source.activities).length > 0) return;
  const activities = upgradeActivitiesOfSource(model._source);
  // cast: a dotted-path source update, valid update data the item's type does not model.
  if (Object.keys(activities).length) model.parent.updateSource({ "system.activities": activities } as Item.UpdateData);
}

/** GC-CH-1: a second chassis is refused, unless it is the workflow's replacement of the one there. */
function preCreateChassis(model: Dnd5eKindModel, options: unknown): boolean | void {
  const actor = ownerOf(model);
  if (!actor) return;
  // cast: the operation options, read structurally for the chassis workflow's own flag.
  const replacing = (options as ChassisOperationOptions | undefined)?.augmented?.replacingChassis;
  const other = actor.items.find((item) => isItemOfKind(item, "chassis") && item.id !== model.parent.id && item.id !== replacing);
  if (!other) return;
  ui.notifications?.warn(localize("AUGMENTED.Dnd5e.Gearforged.SecondChassis", { name: model.parent.name ?? "", actor: actor.name ?? "", old: other.name }));
  return false;
}

/** GF-UPG-11: the laser's prepared damage dice by its owner's level (dnd5e's prepared `details.level`). */
function prepareUpgrade(model: Dnd5eKindModel): void {
  // cast: the stored system data, read for its key.
  if ((model._source as { key?: unknown }).key !== "clawArmLaser") return;
  const actor = ownerOf(model);
  // cast: a dnd5e actor's prepared details, read for its level.
  const level = Number((actor?.system as { details?: { level?: unknown } } | undefined)?.details?.level ?? 0);
  // cast: dnd5e's activities collection on the model (its activities template), read by id.
  const activities = (model as { activities?: { get(id: string): unknown } }).activities;
  setLaserDice(activities?.get(UPGRADE_ACTIVITY_IDS.clawArmLaser), laserDiceCount(level));
}

export const GEARFORGED_KINDS: readonly KindSpec[] = [
  { kind: "chassis", shared: ChassisData, preCreate: preCreateChassis, sheetData: addChassisSheetData },
  { kind: "upgrade", shared: UpgradeData, activities: true, uses: true, preCreate: preCreateUpgrade, prepareFinal: prepareUpgrade, sheetData: addUpgradeSheetData },
];
