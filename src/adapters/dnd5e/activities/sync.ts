/**
 * An augment's dnd5e activities follow its design (./from-augment.ts): one created by hand (or from data without
 * activities) gets the activities its purpose calls for, and a write that changes its design (purpose, ability,
 * damage type, save, dice, range, passive, mobility, or the CY-DC-1 choice recorded at installation) replaces the
 * module's own activities in the same write: those of the old design go, those of the new one come. Activities a GM
 * added by hand (other ids) stay. Run on the client making the write: `preCreateItem` / `preUpdateItem`, or the
 * augment model's own `_preCreate` / `_preUpdate`, which call these.
 */
import { changesOnlyUses } from "../../../data/item/uses-only";
import { portOf } from "../../../ports/actor-port";
import { isModuleAugment } from "../augments";
import { activityFieldsOf, augmentActivities, type Dnd5eActivitySource, isAugmentActivityId } from "./from-augment";

/** The stored design fields the activities are made from (the system data's keys). */
const DESIGN_KEYS = ["purpose", "ability", "damageType", "attackSave", "saveDcFeatureId", "dice", "rangeFt", "passive", "mobility"] as const;

function record(value: unknown): Record<string, unknown> {
  // cast: any object read as a record of unknown fields; each field is checked where it is read.
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** CY-DC-1: the value of a fixed class-feature DC the augment names (`formula.…`), read from its owner. */
function featureDcOf(actor: Actor.Implementation | null | undefined, featureId: string | null): number | undefined {
  if (!actor || !featureId?.startsWith("formula.")) return undefined;
  return portOf(actor).featureDcs.find((dc) => dc.id === featureId)?.dc;
}

/** The activities an augment's stored system data calls for on `actor` (none for no valid purpose). */
export function activitiesFor(system: unknown, actor?: Actor.Implementation | null): Record<string, Dnd5eActivitySource> {
  const fields = activityFieldsOf(system);
  return fields ? augmentActivities(fields, featureDcOf(actor, fields.saveDcFeatureId)) : {};
}

/**
 * The update paths that turn the stored activities into `next`: the module's own ids that `next` lacks deleted,
 * each of `next` written whole. Others' activities are left alone.
 */
export function activityUpdate(stored: unknown, next: Record<string, Dnd5eActivitySource>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(record(stored))) if (isAugmentActivityId(id) && !(id in next)) out[`system.activities.-=${id}`] = null;
  for (const [id, activity] of Object.entries(next)) out[`system.activities.${id}`] = activity;
  return out;
}

/** `preCreateItem`: an augment created without activities gets those of its design. */
export function onPreCreateAugment(item: Item.Implementation): void {
  if (!isModuleAugment(item)) return;
  const system = record(item._source.system);
  if (Object.keys(record(system.activities)).length > 0) return;
  const activities = activitiesFor(system, item.parent instanceof Actor ? item.parent : null);
  if (Object.keys(activities).length === 0) return;
  // cast: a dotted-path source update, valid update data the item's type does not model.
  item.updateSource({ "system.activities": activities } as Item.UpdateData);
}

/** `preUpdateItem`: a write that changes the design carries the activities of the new design. */
export function onPreUpdateAugment(item: Item.Implementation, changes: object): void {
  // Uses spent or refilled (every use, every rest) are no part of the design: no need to flatten the update.
  if (!isModuleAugment(item) || changesOnlyUses(changes)) return;
  // cast: flattenObject returns the dotted form of the update data.
  const flat = foundry.utils.flattenObject(changes) as Record<string, unknown>;
  const touched = Object.keys(flat).some((path) => DESIGN_KEYS.some((key) => path === `system.${key}` || path.startsWith(`system.${key}.`)));
  if (!touched) return;
  const source = record(item._source.system);
  const system = foundry.utils.mergeObject(foundry.utils.deepClone(source), record(foundry.utils.expandObject(changes)).system ?? {}, { inplace: false });
  const update = activityUpdate(source.activities, activitiesFor(system, item.actor));
  // Written through the flat form when the changes use dotted keys, else nested: either way the same paths.
  if (Object.keys(changes).some((key) => key.includes("."))) Object.assign(changes, update);
  else for (const [path, value] of Object.entries(update)) foundry.utils.setProperty(changes, path, value);
}
