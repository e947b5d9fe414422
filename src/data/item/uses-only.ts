/**
 * Whether an item update changes its uses and nothing else: spent or refilled (every use of an augment, every
 * rest), with the bookkeeping Foundry adds (`_id`, `_stats.*`). Listeners that follow an augment's state (where it
 * is installed, whether it works, what it is for) have nothing to look at in such an update; a long rest writes
 * one per augment of every resting actor, on every client.
 *
 * Read by walking the update's keys (dotted or nested, as a hook receives them) without flattening it: the same
 * paths `foundry.utils.flattenObject` would list, so an empty object at any other path still counts as a change.
 */
const USES_ONLY_PATHS: readonly string[] = ["_id", "_stats", "system.uses"];

function within(path: string): boolean {
  return USES_ONLY_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}.`));
}

/** A path above one of the quiet ones (`system`), whose object is read key by key. */
function above(path: string): boolean {
  return USES_ONLY_PATHS.some((quiet) => quiet.startsWith(`${path}.`));
}

function onlyUsesUnder(changes: object, prefix: string): boolean {
  for (const [key, value] of Object.entries(changes)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (within(path)) continue;
    if (!above(path) || typeof value !== "object" || value === null || Array.isArray(value) || Object.keys(value).length === 0) return false;
    // cast: a non-null, non-array object, read key by key.
    if (!onlyUsesUnder(value as object, path)) return false;
  }
  return true;
}

/** True when `changes` (an update's data or its diff) touches nothing but `system.uses`, `_id` and `_stats`. */
export function changesOnlyUses(changes: unknown): boolean {
  return typeof changes === "object" && changes !== null && !Array.isArray(changes) && onlyUsesUnder(changes, "");
}
