/**
 * Undo by difference (docs/ARCHITECTURE.md, Trust: "undo is all-or-nothing"). An undo record keeps,
 * for each path a change wrote, the value before (`previous`) and the value it wrote (`applied`). When the undo
 * runs, the value now (`current`) decides:
 * - unchanged since (`current` equals `applied`): the previous value comes back;
 * - a counter that moved since (all three finite numbers: death-save failures, uses, exhaustion, HP): the change
 *   is taken back by its difference (`current + previous - applied`), clamped to the counter's bounds, so a later
 *   failure or use is kept;
 * - anything else changed since (a section, an integrity state, a use record): a conflict; the undo as a whole
 *   is refused, naming the path.
 * A record without `applied` (written before this existed) restores `previous` as it is.
 */

export interface CounterBounds {
  min: number;
  max: number;
}

export type RevertResult = { ok: true; value: unknown } | { ok: false };

// Number.isFinite is false for every non-number (no coercion), so it alone decides the type.
function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/** Structural equality of JSON-like values (what document paths hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => sameValue(value, b[index]));
  }
  // cast: both are non-null objects (checked above), compared key by key.
  const left = a as Record<string, unknown>;
  // cast: both are non-null objects (checked above), compared key by key.
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/** The value one path goes back to, or a conflict. `hasApplied` false: a legacy record (restore as it is). */
export function revertValue(previous: unknown, applied: unknown, current: unknown, hasApplied: boolean, bounds?: CounterBounds): RevertResult {
  if (!hasApplied || sameValue(current, applied)) return { ok: true, value: previous };
  if (isFiniteNumber(previous) && isFiniteNumber(applied) && isFiniteNumber(current)) {
    const min = bounds?.min ?? 0;
    const max = bounds?.max ?? Number.MAX_SAFE_INTEGER;
    return { ok: true, value: Math.min(max, Math.max(min, current + previous - applied)) };
  }
  return { ok: false };
}

export interface PathRevert {
  path: string;
  previous: unknown;
  /** Absent in legacy records. */
  applied?: unknown;
  hasApplied: boolean;
  current: unknown;
  bounds?: CounterBounds;
}

export type RevertPlan = { ok: true; values: Record<string, unknown> } | { ok: false; conflicts: string[] };

/** Every path's value after the undo, or every path that changed since in a way that cannot be reverted. */
export function planRevert(paths: readonly PathRevert[]): RevertPlan {
  const values: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const entry of paths) {
    const result = revertValue(entry.previous, entry.applied, entry.current, entry.hasApplied, entry.bounds);
    if (result.ok) values[entry.path] = result.value;
    else conflicts.push(entry.path);
  }
  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, values };
}

/**
 * Paths an undo may write: system data and the running package's own flags (`flagScope`: the system's id, or the
 * dnd5e companion module's, `augmented-dnd5e`, whose flags the shared workflows write there), plain segments only
 * (no Foundry operators such as `-=` or `==`, no ownership, name or type). A record naming anything else is
 * refused as a whole.
 */
export function isUndoablePath(path: string, flagScope = "augmented"): boolean {
  const scope = flagScope.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(system|flags\\.${scope})(\\.[A-Za-z0-9_]+)+$`).test(path);
}
