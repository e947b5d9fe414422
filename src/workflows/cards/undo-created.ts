/**
 * Undo of items a change created (a bought port, a limb created from a compendium during its workflow): the undo
 * deletes them, all or nothing with the rest of the record (./undo.ts). Each created item is recorded with its
 * system data as created, read back right after the write, so the undo can tell whether anything happened to it
 * since. A created item is not deleted, and the whole undo is refused, when:
 * - it is gone (someone deleted it already: what else the record says may no longer hold);
 * - its system data changed since (a limb detached, a failure that ran out: a later story the undo would erase);
 * - another item or the actor now names its id in their system data (a limb put on the bought port later):
 *   deleting it would leave that reference dangling.
 * Only items of the record's own actor are touched; ids come from the record (strings, by the card's schema).
 */
import type { CreatedItem } from "../../applications/chat/cards";
import { sameValue } from "../../rules/core/undo-plan";
import { localize } from "../../utils/notify";

type SourceDocument = { toObject(source?: boolean): unknown };
interface ActorWithItems {
  name: string | null;
  toObject(source?: boolean): unknown;
  items: Iterable<SourceDocument & { id: string | null; name: string }> & { get(id: string): (SourceDocument & { name: string }) | undefined };
}

function systemOf(document: SourceDocument | undefined): unknown {
  // cast: a document's toObject() gives its source data; its `system` is read when present.
  const source = document?.toObject() as { system?: unknown } | undefined;
  return source?.system === undefined ? null : structuredClone(source.system);
}

/** The record of items just created (call right after the creation, like `undoRecord`). */
export function createdItemRecords(actor: { items?: { get(id: string): SourceDocument | undefined } }, ids: readonly string[]): CreatedItem[] {
  return ids.map((itemId) => ({ itemId, system: systemOf(actor.items?.get(itemId)) }));
}

/** Whether `value` holds the string `id` anywhere (an id another document keeps, such as a limb's port id). */
function holdsId(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((entry) => holdsId(entry, id));
  if (typeof value === "object" && value !== null) return Object.values(value).some((entry) => holdsId(entry, id));
  return false;
}

/** Why the created items cannot be deleted now (localized, one line each); empty when they can. */
export function createdItemConflicts(actor: ActorWithItems, created: readonly CreatedItem[]): string[] {
  const conflicts: string[] = [];
  const ids = new Set(created.map((entry) => entry.itemId));
  for (const entry of created) {
    const item = actor.items.get(entry.itemId);
    if (!item) {
      conflicts.push(localize("AUGMENTED.Undo.Changed.ItemGone"));
      continue;
    }
    if (!sameValue(systemOf(item), entry.system)) {
      conflicts.push(localize("AUGMENTED.Undo.Changed.CreatedItem", { item: item.name }));
      continue;
    }
    // Items the same change created may name each other; they go together.
    const users = [...actor.items].filter((other) => other.id !== null && !ids.has(other.id) && holdsId(systemOf(other), entry.itemId));
    for (const other of users) conflicts.push(localize("AUGMENTED.Undo.Changed.InUse", { item: item.name, other: other.name }));
    if (holdsId(systemOf(actor), entry.itemId)) conflicts.push(localize("AUGMENTED.Undo.Changed.InUse", { item: item.name, other: actor.name ?? "" }));
  }
  return conflicts;
}
