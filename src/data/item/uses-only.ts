/**
 * Whether an item update changes its uses and nothing else: spent or refilled (every use of an augment, every
 * rest), with the bookkeeping Foundry adds (`_id`, `_stats.*`). Listeners that follow an augment's state (where it
 * is installed, whether it works, what it is for) have nothing to look at in such an update; a long rest writes
 * one per augment of every resting actor, on every client, so this is read by key, without flattening the update
 * or building a path per key. Keys may be dotted or nested, as a hook receives them; an empty object at any other
 * path counts as a change, as it would among `foundry.utils.flattenObject`'s paths.
 */
type Changes = Record<string, unknown>;

function isChanges(value: unknown): value is Changes {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function under(key: string, path: string): boolean {
  return key === path || key.startsWith(`${path}.`);
}

/** `system`'s own keys: `uses` or below only. */
function onlyUsesInSystem(system: unknown): boolean {
  if (!isChanges(system)) return false;
  const keys = Object.keys(system);
  return keys.length > 0 && keys.every((key) => under(key, "uses"));
}

/** True when `changes` (an update's data or its diff) touches nothing but `system.uses`, `_id` and `_stats`. */
export function changesOnlyUses(changes: unknown): boolean {
  if (!isChanges(changes)) return false;
  for (const key of Object.keys(changes)) {
    if (key === "_id" || under(key, "_stats") || under(key, "system.uses")) continue;
    if (key === "system" && onlyUsesInSystem(changes.system)) continue;
    return false;
  }
  return true;
}
