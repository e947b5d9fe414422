/**
 * Per-actor feature records: where a feature keeps its own state on a creature (Gearforged's maintenance clock,
 * memory gears, its 13th Age timers). A feature declares its record once (a key and how to read what is stored);
 * each host's actor port decides where the record lives: the system's actor model holds it in `system.<key>`, a
 * companion module under its own flag scope (`flags.<module id>.<key>`), where no model of the host system knows it.
 * A workflow reads `port.record(KIND).get()` and writes through `update` or `path`, never a literal data path.
 */

/** A feature's record: its key, and how the stored block (any shape: data the host may not validate) reads. */
export interface FeatureRecordKind<T extends object> {
  /** The record's key ("gearforged"), one word: the host nests the record's fields under it. */
  readonly key: string;
  /** The stored block as the feature's view, or null when the creature has none (an npc, another species). */
  read(stored: unknown): T | null;
}

/** The keys of `T`'s object-valued fields (a record's sub-blocks), for typed paths two levels deep. */
type Block<T> = NonNullable<T> extends object ? NonNullable<T> : never;

/** One creature's record of one feature, read as it is now (every `get` reads anew). */
export interface FeatureRecord<T extends object> {
  /** The record as stored now, or null when the creature has none. */
  get(): T | null;
  /**
   * The update path of a field of the record (`path("maintenance", "lapses")`), to write it in the same update as
   * other paths (one update per workflow step).
   */
  path<K extends keyof T & string>(field: K): string;
  path<K extends keyof T & string, L extends keyof Block<T[K]> & string>(field: K, sub: L): string;
  path<K extends keyof T & string, L extends keyof Block<T[K]> & string, M extends keyof Block<Block<T[K]>[L]> & string>(field: K, sub: L, leaf: M): string;
  /** Writes `changes` (fields of the record, nested as in `T`) in one update of the creature. */
  update(changes: RecordChanges<T>): Promise<void>;
}

/** Changes to a record: any part of it, nested as stored. */
export type RecordChanges<T> = { [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[] ? T[K] : NonNullable<T[K]> extends object ? RecordChanges<NonNullable<T[K]>> | null : T[K] };

/**
 * A record kept under `base` on the actor's own data (`system.<key>` or `flags.<scope>.<key>`): how both hosts
 * implement it, differing only in the base path.
 */
export function recordAt<T extends object>(actor: Actor.Implementation, kind: FeatureRecordKind<T>, base: string): FeatureRecord<T> {
  return {
    get: () => kind.read(foundry.utils.getProperty(actor, base)),
    path: (...fields: string[]) => [base, ...fields].join("."),
    update: async (changes) => {
      // cast: a map of dotted paths is valid update data; the community types model it per document type.
      await actor.update(flatten(changes, base, {}) as Actor.UpdateData);
    },
  };
}

/** Nested changes as dotted paths under `prefix`, so only the named fields are written (arrays are values). */
function flatten(changes: object, prefix: string, out: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(changes)) {
    const path = `${prefix}.${key}`;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) flatten(value, path, out);
    else out[path] = value;
  }
  return out;
}
