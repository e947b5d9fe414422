function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether an update's data (or a hook's diff of it) writes at `path` or below it, read by key: the keys may be dotted
 * or nested, in any mix, as hooks receive them. The listeners that follow every actor update (damage, rests, each
 * sheet edit) ask this first, so an update that cannot concern them costs no flattened copy and no path split.
 * True when one of the update's paths (its keys joined through nested objects) is `path` or lies below it.
 */
export function touchesPath(changes: unknown, path: string): boolean {
  if (!isObject(changes)) return false;
  for (const key in changes) {
    if (!Object.hasOwn(changes, key)) continue;
    // The key is the path or lies below it.
    if (key.startsWith(path) && (key.length === path.length || key.charCodeAt(path.length) === 46)) return true;
    // The key is a parent of the path: look below it for the rest.
    if (key.length < path.length && path.charCodeAt(key.length) === 46 && path.startsWith(key) && touchesPath(changes[key], path.slice(key.length + 1))) return true;
  }
  return false;
}
