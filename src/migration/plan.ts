/**
 * Schema migrations (docs/ARCHITECTURE.md, "Nothing is lost": a schema version and migration run at world load when the
 * version changes). This part is pure: which steps a world needs, and what one step makes of a document's
 * source. The runner (run.ts) reads and writes Foundry documents.
 *
 * A step upgrades stored data from `version - 1` to `version`. Each of its functions receives a plain copy of a
 * document's source and returns the update to write (dotted paths or nested objects, as `Document#update`
 * takes), or null when that document needs nothing. Steps never delete user data: a field that goes away is
 * moved or kept under `flags.augmented.migrated`.
 */

export type PlainObject = Record<string, unknown>;

export interface MigrationStep {
  /** The schema version this step brings data to (1, 2, …, in order, no gaps). */
  version: number;
  /** What it changes, for the GM's notification and the console. */
  description: string;
  actor?: (source: PlainObject) => PlainObject | null;
  /** Items, owned (with the owner's source as the second argument) or in the world. */
  item?: (source: PlainObject, owner: PlainObject | null) => PlainObject | null;
}

/**
 * The system's migration steps. The schema is at version 1 (the first released shape); a change to stored data
 * appends a step with the next version, and SCHEMA_VERSION follows it.
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [];

/** The version the current code writes. */
export const SCHEMA_VERSION = Math.max(1, ...MIGRATION_STEPS.map((step) => step.version));

export type MigrationPlan =
  | { action: "none" }
  /** A world from before any stored version, or behind: run these steps in order, then store `to`. */
  | { action: "migrate"; from: number; to: number; steps: MigrationStep[] }
  /** Data written by a newer version of the system: touch nothing, warn the GM. */
  | { action: "newer"; stored: number; current: number };

/** Whether `steps` are numbered 1..n without gaps or repeats, in order (checked by a unit test). */
export function stepsAreOrdered(steps: readonly MigrationStep[]): boolean {
  return steps.every((step, index) => step.version === index + 1);
}

/** What a world whose stored version is `stored` needs to reach `current`. A missing/invalid value counts as 0. */
export function planMigration(stored: unknown, current: number = SCHEMA_VERSION, steps: readonly MigrationStep[] = MIGRATION_STEPS): MigrationPlan {
  const from = typeof stored === "number" && Number.isInteger(stored) && stored >= 0 ? stored : 0;
  if (from > current) return { action: "newer", stored: from, current };
  if (from === current) return { action: "none" };
  return { action: "migrate", from, to: current, steps: steps.filter((step) => step.version > from && step.version <= current) };
}

/** One document's update after all `steps` (later steps see earlier steps' results); null when nothing changes. */
export function migrateSource(
  source: PlainObject,
  steps: readonly MigrationStep[],
  kind: "actor" | "item",
  owner: PlainObject | null = null,
): PlainObject | null {
  let current: PlainObject = structuredClone(source);
  let update: PlainObject | null = null;
  for (const step of steps) {
    const change = kind === "actor" ? step.actor?.(structuredClone(current)) : step.item?.(structuredClone(current), owner);
    if (!change || Object.keys(change).length === 0) continue;
    update = { ...(update ?? {}), ...change };
    current = applyChange(current, change);
  }
  return update;
}

/** `change` applied to a copy of `source` (dotted paths expanded), so the next step reads the migrated data. */
function applyChange(source: PlainObject, change: PlainObject): PlainObject {
  const result = structuredClone(source);
  for (const [path, value] of Object.entries(change)) {
    const keys = path.split(".");
    let target: PlainObject = result;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object" || next === null) target[key] = {};
      target = target[key] as PlainObject;
    }
    target[keys[keys.length - 1] ?? path] = structuredClone(value);
  }
  return result;
}
