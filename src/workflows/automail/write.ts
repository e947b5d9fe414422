/**
 * The one write of an automail workflow: a limb's rules patch (src/rules/automail `LimbPatch`) as ONE item update,
 * the acclimation effects it ends, and the undo record of exactly what changed (the card carries it,
 * docs/ARCHITECTURE.md "Undo"). A failure's new effect is the placing workflow's (./limb-placement.ts).
 */
import type { LimbLocation, LimbPatch } from "../../rules/automail";
import type { UndoRecord } from "../../applications/chat/cards";
import { undoRecord } from "../cards/undo";
import { acclimationEffects } from "./acclimation";

/** The stored shape of a location (every key written, so no stale port id or site survives a move). */
function locationSource(location: LimbLocation): Record<string, unknown> {
  if (location.mode === "port") return { mode: "port", portId: location.portId, site: null, since: location.since };
  if (location.mode === "builtOn") return { mode: "builtOn", portId: null, site: location.site, since: location.since };
  return { mode: "carried", portId: null, site: null, since: null };
}

/** A rules patch as dotted update paths of the automail model. */
export function patchChanges(patch: LimbPatch): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (patch.location) changes["system.location"] = locationSource(patch.location);
  if (patch.integrity) changes["system.integrity"] = patch.integrity;
  for (const [key, value] of Object.entries(patch.acclimation ?? {})) changes[`system.acclimation.${key}`] = value;
  return changes;
}

export interface LimbWrite {
  /** Dotted paths of the limb to update (from `patchChanges`, plus any of the workflow's own). */
  changes: Record<string, unknown>;
  /** End this limb's own running acclimation effects (a success, AM-ACC-1 "works without limitations"). */
  endOwnEffects?: boolean;
  /** Options of the limb's update (a placing workflow's claim: ../recheck/write-claims.ts). */
  options?: { augmented: Record<string, unknown> };
}

export interface LimbWritten {
  /** Restores the previous values and effects (the card carries it). */
  undo: UndoRecord;
  /** The written paths' values before the write. */
  previous: Record<string, unknown>;
  /** Source data of the effects the write ended. */
  deletedEffects: Record<string, unknown>[];
}

/** Apply one limb write: its undo record, and what it replaced (a placement that lost a race puts it back). */
export async function writeLimb(actor: Actor.Implementation, item: Item.Implementation, write: LimbWrite): Promise<LimbWritten> {
  const id = item.id ?? "";
  // cast: the item's toObject() gives its source data, a plain object read by dotted path.
  const source = item.toObject() as Record<string, unknown>;
  const previous: Record<string, unknown> = {};
  for (const path of Object.keys(write.changes)) previous[path] = foundry.utils.deepClone(foundry.utils.getProperty(source, path) ?? null);
  const ending = write.endOwnEffects ? acclimationEffects(actor).filter((e) => e.limbId === id).map((e) => e.id) : [];
  // cast: an effect's toObject() gives its source data; a gone effect gives undefined, filtered out.
  const deletedEffects = ending.map((effectId) => actor.effects.get(effectId)?.toObject() as Record<string, unknown> | undefined).filter((e) => e !== undefined);

  // cast: a dotted path map is valid update data.
  // cast: the system's own mark in the operation options, which Foundry passes to every client's hooks.
  await item.update(write.changes as Item.UpdateData, write.options as Item.Database.UpdateOperation | undefined);
  if (ending.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ending);
  return { undo: undoRecord(actor, {}, { items: { [id]: previous }, deletedEffects }), previous, deletedEffects };
}
