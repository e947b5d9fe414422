/**
 * Schema migrations (docs/ARCHITECTURE.md, "Nothing is lost": a schema version and migration run at world load when the
 * version changes). This part is pure: which steps a world needs, and what one step makes of a document's
 * source. The runner (run.ts) reads and writes Foundry documents.
 *
 * A step upgrades stored data from `version - 1` to `version`. Each of its functions receives a plain copy of a
 * document's source and returns the update to write (dotted paths or nested objects, as `Document#update`
 * takes), or null when that document needs nothing. Steps never delete user data: a field that goes away is
 * moved or kept under `flags.augmented.migrated`.
 *
 * The source a step sees is the data as stored, not as the current schema cleans it: a field the schema no
 * longer has is dropped by cleaning when the document loads, so the runner lays the document's current source
 * over the raw data the server sent at load (`storedSource`), and the step that moves a removed field can
 * still read it.
 */

export type PlainObject = Record<string, unknown>;

export interface MigrationStep {
  /** The schema version this step brings data to (1, 2, …, in order, no gaps). */
  version: number;
  /** What it changes, for the GM's notification and the console (a lang key, or plain text). */
  description: string;
  /**
   * Each stored field the step moves: its old path → its new path, relative to the document (for an item, its own
   * source). What the step writes there is the stored value unchanged; the release fixture test checks every field
   * of a saved world against this (test/integration/migration/release-fixtures.test.ts).
   */
  moves?: Readonly<Record<string, string>>;
  actor?: (source: PlainObject) => PlainObject | null;
  /** Items, owned (with the owner's source as the second argument) or in the world. */
  item?: (source: PlainObject, owner: PlainObject | null) => PlainObject | null;
  /** Chat messages (the system's cards keep their state in `flags.augmented`). */
  message?: (source: PlainObject) => PlainObject | null;
}

/**
 * The system's migration steps. The schema is at version 1 (the first released shape, 0.1.0); a change to stored
 * data appends a step with the next version, and SCHEMA_VERSION follows it. None yet: nothing the system stores
 * changed shape since 0.1.0 (a world that release saved loads with every field where it was:
 * test/integration/migration/release-fixtures.test.ts). The dnd5e module numbers its own steps
 * (src/adapters/dnd5e/migration.ts) under its own stored version.
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
  kind: "actor" | "item" | "message",
  owner: PlainObject | null = null,
): PlainObject | null {
  let current: PlainObject = structuredClone(source);
  let update: PlainObject | null = null;
  for (const step of steps) {
    const copy = structuredClone(current);
    const change = kind === "actor" ? step.actor?.(copy) : kind === "item" ? step.item?.(copy, owner) : step.message?.(copy);
    if (!change || Object.keys(change).length === 0) continue;
    // Flat paths, so a later step's nested object adds to an earlier step's instead of replacing it.
    const flat = flattenChange(change);
    update = { ...(update ?? {}), ...flat };
    current = applyChange(current, flat);
  }
  return update;
}

/**
 * A change as dotted paths: nested plain objects are opened up (Document#update merges them the same way);
 * arrays and empty objects stay whole values.
 */
function flattenChange(change: PlainObject, prefix = ""): PlainObject {
  const flat: PlainObject = {};
  for (const [key, value] of Object.entries(change)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) Object.assign(flat, flattenChange(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** A flat `change` applied to a copy of `source`, so the next step reads the migrated data. */
function applyChange(source: PlainObject, change: PlainObject): PlainObject {
  const result = structuredClone(source);
  for (const [path, value] of Object.entries(change)) {
    const keys = path.split(".");
    let target: PlainObject = result;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (!isPlainObject(next)) target[key] = {};
      // cast: a path segment of stored source data, created above when missing.
      target = target[key] as PlainObject;
    }
    target[keys[keys.length - 1] ?? path] = structuredClone(value);
  }
  return result;
}

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmbeddedArray(value: unknown): value is PlainObject[] {
  return Array.isArray(value) && value.every((entry) => isPlainObject(entry) && typeof entry._id === "string");
}

/**
 * The source a step sees: `current` (the document's source now, cleaned by the current schema) laid over `raw`
 * (what the server stored and sent at load, which may hold fields the schema dropped). What is in `current`
 * wins; what only `raw` has is kept, so a removed field stays readable. Embedded collections (arrays of
 * documents with `_id`) follow `current`: an entry deleted since load does not come back, and each entry left is
 * laid over its raw counterpart the same way. Other arrays are taken from `current` as they are.
 */
export function storedSource(raw: PlainObject | null | undefined, current: PlainObject): PlainObject {
  if (!raw) return structuredClone(current);
  const result: PlainObject = structuredClone(raw);
  for (const [key, value] of Object.entries(current)) {
    const before = raw[key];
    if (isEmbeddedArray(value) && isEmbeddedArray(before)) {
      // cast: stored embedded entries carry string ids (filtered above where not).
      const byId = new Map(before.map((entry) => [entry._id as string, entry]));
      // cast: stored embedded entries carry string ids (filtered above where not).
      result[key] = value.map((entry) => storedSource(byId.get(entry._id as string), entry));
    } else if (isPlainObject(value) && isPlainObject(before)) result[key] = storedSource(before, value);
    else result[key] = structuredClone(value);
  }
  return result;
}

/**
 * An unlinked token's delta (ActorDelta: the synthetic actor's own overrides of its base actor: `system`,
 * `items`, `flags`…) migrated with the actor and item steps. The steps read the delta laid over the base actor's
 * source (so a step sees a whole actor), but only what the delta itself holds is written back: the update is
 * for the token, its paths under `delta.` (the delta's items as one array, their updates applied). Null when the
 * delta needs nothing.
 */
export function migrateTokenDelta(delta: PlainObject, baseActor: PlainObject, steps: readonly MigrationStep[]): PlainObject | null {
  const { items: deltaItems, ...deltaRest } = delta;
  const synthetic = storedSource(baseActor, deltaRest);
  const update: PlainObject = {};
  const actorUpdate = migrateSource(synthetic, steps, "actor");
  // What the base actor's own migration writes anyway is the base's: the delta only gets what differs.
  const baseUpdate = migrateSource(baseActor, steps, "actor") ?? {};
  if (actorUpdate) {
    for (const [path, value] of Object.entries(actorUpdate)) {
      if (path === "items" || path.startsWith("items.")) continue;
      if (path in baseUpdate && JSON.stringify(baseUpdate[path]) === JSON.stringify(value)) continue;
      update[`delta.${path}`] = value;
    }
  }
  if (Array.isArray(deltaItems)) {
    let changed = false;
    const items = deltaItems.map((entry) => {
      if (!isPlainObject(entry)) return entry;
      const itemUpdate = migrateSource(entry, steps, "item", synthetic);
      if (!itemUpdate) return entry;
      changed = true;
      return applyChange(entry, flattenChange(itemUpdate));
    });
    if (changed) update["delta.items"] = items;
  }
  return Object.keys(update).length > 0 ? update : null;
}
