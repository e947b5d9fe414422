/**
 * The undo record a workflow writes on its card right after its own writes (docs/ARCHITECTURE.md, Trust: Undo is
 * all-or-nothing): the few lines every workflow and sweep needs; planning and applying an undo is ./undo.ts.
 */
import type { UndoChange, UndoRecord } from "../../applications/chat/cards";
import { createdItemRecords } from "./undo-created";

/** What a change touched besides the actor's own paths. */
export interface UndoExtras {
  items?: Record<string, Record<string, unknown>>;
  createdEffects?: string[];
  deletedEffects?: Array<Record<string, unknown>>;
  /** Ids of items the change created (deleted on undo); read back now, like the values written. */
  createdItems?: string[];
}

export type SourceDocument = { toObject(source?: boolean): unknown };

export function sourceValue(document: SourceDocument | null | undefined, path: string): unknown {
  if (!document) return undefined;
  // cast: a document's toObject() gives its source data, a plain object for getProperty.
  const value = foundry.utils.getProperty(document.toObject() as object, path);
  return value === undefined ? null : structuredClone(value);
}

/** The document's source values of `paths` now (null for a path it does not have), copied. */
export function pathsNow(document: SourceDocument, paths: Iterable<string>): Record<string, unknown> {
  return Object.fromEntries([...paths].map((path) => [path, sourceValue(document, path)]));
}

function changesOf(document: SourceDocument | null | undefined, previous: Record<string, unknown>): UndoChange[] {
  return Object.entries(previous).map(([path, value]) => ({ path, previous: value === undefined ? null : structuredClone(value), applied: sourceValue(document, path) }));
}

/**
 * The undo record of a change just written: `previous` are the values before it (actor paths, and item id →
 * paths); the values it wrote are read back now (call this right after the writes), so the undo can tell later
 * changes from its own.
 */
export function undoRecord(
  actor: { uuid: string; toObject(source?: boolean): unknown; items?: { get(id: string): SourceDocument | undefined } },
  previous: Record<string, unknown>,
  extras: UndoExtras = {},
): UndoRecord {
  const record: UndoRecord = { actorUuid: actor.uuid, changes: changesOf(actor, previous) };
  const items = Object.entries(extras.items ?? {});
  if (items.length > 0) record.itemChanges = items.map(([itemId, paths]) => ({ itemId, changes: changesOf(actor.items?.get(itemId), paths) }));
  if (extras.createdEffects && extras.createdEffects.length > 0) record.createdEffects = [...extras.createdEffects];
  if (extras.deletedEffects && extras.deletedEffects.length > 0) record.deletedEffects = structuredClone(extras.deletedEffects);
  if (extras.createdItems && extras.createdItems.length > 0) record.createdItems = createdItemRecords(actor, extras.createdItems);
  return record;
}

