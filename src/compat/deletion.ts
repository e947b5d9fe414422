/**
 * Deleting a key of an object field in an update. v13: the `-=key` key with a null value. v14: the key itself set
 * to the deletion operator (`-=` warns from v14 and is removed in v16). Evidence: dnd5e 5.3.3
 * module/documents/item.mjs `deleteActivity`: `system.activities.-=${id}: null` below 14, and
 * `system.activities.${id}: _del` from 14 (`_del`, v14's global deletion operator).
 */
import { isV14 } from "./generation";

/** The one update entry that deletes `key` under the object at `path` (dotted). */
export function deletionEntry(path: string, key: string): Record<string, unknown> {
  if (!isV14()) return { [`${path}.-=${key}`]: null };
  // cast: v14's global deletion operator, which the v13 types do not declare.
  const operator = (globalThis as { _del?: unknown })._del;
  return { [`${path}.${key}`]: operator };
}
