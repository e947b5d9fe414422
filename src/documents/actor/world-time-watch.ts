/**
 * What world time can change on an actor, worked out from the prepared actor, so a world-time advance stays cheap in a
 * world of many actors. Foundry prepares an actor again after every change to it and to its embedded items and effects
 * (derived data that depends on items, such as encumbrance in every 5e system, relies on it); each preparation drops
 * the summary, and the first read after it works it out again, so it is never older than the data it reads; world time
 * itself changes no actor data. The world-time pass (src/workflows/world-time/pass.ts) reads it to skip, without
 * touching the actor's data, every actor on which a sweep has nothing to look at; each sweep still makes its own full
 * check for the actors it is given.
 *
 * The summary only ever says "maybe" more than the sweeps' own checks: each field below is a necessary
 * condition of the matching sweep's check (named beside it).
 */

export interface WorldTimeWatch {
  /**
   * The actor has an effect: the System Failure, augment-effect and Gearforged-timer sweeps and automail's
   * acclimation effects only look at actors that have one (each checks `effects.size` first).
   */
  readonly effects: boolean;
  /** The actor has an automail item (automail/expiry.ts `hasAutomail`, with `effects`). */
  readonly automail: boolean;
  /**
   * The earliest world time at which the maintenance clock (GF-BODY-4, gearforged/maintenance.ts
   * `maintenanceDue`) or a salvaged gear's wait (gearforged/timers.ts `timerDue`) can be due; Infinity when
   * neither runs. The Jet Pack timers are effects (`effects`).
   */
  readonly gearforgedDueAt: number;
  /** A 13th Age record is running (thirteenth-age/clock.ts: a neglect clock, a 4-hour maintenance, underwater). */
  readonly thirteenthAge: boolean;
}

/** The stored blocks read below, all optional (an npc has none). */
interface WatchedSystem {
  gearforged?: {
    thirteenthAge?: { lastMaintenanceAt?: unknown; maintenance?: { startedAt?: unknown } | null; underwater?: { since?: unknown } | null } | null;
  } | null;
}

export interface WatchedActor {
  system: unknown;
  effects: { size: number };
  items: Iterable<{ type: string }>;
}

/**
 * The summary's fields a feature works out from what it keeps on the actor, registered by that feature at init
 * (Automail: its items; Gearforged: its clocks). A host that does not enable the feature runs no sweep that reads
 * the field, which keeps its "nothing to do" reading.
 */
export interface WatchReaders {
  automail(actor: WatchedActor): boolean;
  gearforgedDueAt(actor: WatchedActor): number;
}

const readers: WatchReaders = { automail: () => false, gearforgedDueAt: () => Infinity };

export function registerWatchReader<K extends keyof WatchReaders>(field: K, reader: WatchReaders[K]): void {
  readers[field] = reader;
}

export function worldTimeWatchOf(actor: WatchedActor): WorldTimeWatch {
  // cast: a structural, all-optional read of the character model's blocks (data/actor/parts/gearforged.ts).
  const gearforged = (actor.system as WatchedSystem | null)?.gearforged;
  const block = typeof gearforged === "object" && gearforged !== null ? gearforged : null;
  const gearforgedDueAt = readers.gearforgedDueAt(actor);
  const ta = block?.thirteenthAge;
  const taBlock = typeof ta === "object" && ta !== null ? ta : null;
  return {
    effects: actor.effects.size > 0,
    automail: readers.automail(actor),
    // NaN (a broken stored number) compares false both ways: keep such an actor in the sweep, which decides.
    gearforgedDueAt: Number.isNaN(gearforgedDueAt) ? -Infinity : gearforgedDueAt,
    thirteenthAge: taBlock !== null && (taBlock.lastMaintenanceAt != null || taBlock.maintenance?.startedAt != null || taBlock.underwater?.since != null),
  };
}

/**
 * The world times `[from, until)` at which the 13th Age sweep found, and would again find, nothing to do for the actor
 * (recorded by that sweep, thirteenth-age/clock.ts). Measured need (bench/gearforged-time): the sweep rebuilding each
 * 13th Age view on every advance would be three quarters of the listeners' time. It holds only until the actor is
 * prepared again (any change to it, its items or effects) or the level-scale setting changes
 * (thirteenth-age/refresh.ts), the two things besides world time that its check reads.
 */
export interface QuietWindow {
  readonly from: number;
  readonly until: number;
}

const PENDING: unique symbol = Symbol("pending");

/**
 * Per actor, one record kept for the actor's life: its summary (PENDING: prepared, not worked out yet; null: not
 * prepared, or its preparation failed) and its quiet window. A WeakMap rather than a field: Foundry prepares a document
 * inside its constructor, before a subclass's own fields exist. Measured need (bench/prepare): working the summary out
 * on every preparation (an object, a walk over the items) would be a twentieth of `prepareData()` for 1,000 characters,
 * though only a world-time advance reads it and most preparations are followed by another before any advance; and
 * deleting and setting WeakMap entries on every preparation would cost as much again, so the record is changed in
 * place.
 */
interface WatchRecord {
  watch: WorldTimeWatch | typeof PENDING | null;
  quiet: QuietWindow | undefined;
}

const records = new WeakMap<object, WatchRecord>();

/**
 * Called by the Actor document around its derived data: forgotten first, so an actor whose preparation failed
 * has no summary (and every sweep looks at it), then marked prepared (`recordWorldTimeWatch`).
 */
export function forgetWorldTimeWatch(actor: object): void {
  const record = records.get(actor);
  if (record) {
    record.watch = null;
    record.quiet = undefined;
  }
  generation++;
}

/** Called once the actor's derived data is prepared: its summary is worked out when first read (`worldTimeWatch`). */
export function recordWorldTimeWatch(actor: WatchedActor): void {
  const record = records.get(actor);
  if (record) record.watch = PENDING;
  else records.set(actor, { watch: PENDING, quiet: undefined });
}

/**
 * Counts every change of a summary or a dropped window on this client, so the world-time pass can tell that
 * none changed since it last found nothing due (src/workflows/world-time.ts). A new actor in play is prepared,
 * which counts too.
 */
let generation = 0;

export function watchGeneration(): number {
  return generation;
}

export function recordThirteenthAgeQuiet(actor: object, window: QuietWindow): void {
  // Only for an actor with a summary: the window is dropped with the summary it was found under.
  const record = records.get(actor);
  if (record && record.watch !== null) record.quiet = window;
}

export function forgetThirteenthAgeQuiet(actor: object): void {
  const record = records.get(actor);
  if (record) record.quiet = undefined;
  generation++;
}

/** The window, if the 13th Age sweep recorded one since the actor was last prepared. */
export function thirteenthAgeQuiet(actor: object): QuietWindow | undefined {
  return records.get(actor)?.quiet;
}

/** True when the 13th Age sweep has nothing to do for the actor at `worldTime` (see QuietWindow). */
export function thirteenthAgeQuietAt(actor: object, worldTime: number): boolean {
  const window = records.get(actor)?.quiet;
  return window !== undefined && window.from <= worldTime && worldTime < window.until;
}

/** The actor's summary, or undefined (not prepared yet, or its preparation failed): then nothing may be skipped. */
export function worldTimeWatch(actor: object): WorldTimeWatch | undefined {
  const record = records.get(actor);
  if (!record || record.watch === null) return undefined;
  // cast: only the Actor document marks itself prepared (recordWorldTimeWatch takes a WatchedActor).
  if (record.watch === PENDING) record.watch = worldTimeWatchOf(actor as WatchedActor);
  return record.watch;
}
