/**
 * Where the design locks are (CY-DES-1, CY-WHO-1): every item in play that stores some, kept per client so a rest
 * does not walk every actor's items to find the locks its creature holds. Measured in P8's world (20 Cyborgs with
 * two augments each, bench/dnd5e-module.bench.ts with BENCH_LISTENERS=1, on a shared machine at load 15): looking
 * through every actor in play cost about 0.75 ms of each rest's 0.8 ms contribution (the walk 0.59 ms, listing the
 * actors 0.15 ms; the resting actor's own items 0.02 ms), the module's largest single listener on dnd5e's rest; with
 * the index the walk runs once, and the contribution took 0.21 ms at the same load (bench/dnd5e-listeners.ts,
 * called again and again: 2.4 µs before, 0.5 µs after).
 *
 * The index is a superset, rebuilt by one walk after anything that may add a lock where it does not look: an item
 * created or deleted with locks, an item update that writes them (the only way the workflows set them), and any
 * actor, token or scene created or deleted, a token changed or its actor's delta (which may bring items with locks
 * into play or take them out; rare beside rests, except the delta, which only costs the next rest one walk). Each entry is read again when asked (its locks as they are now), so a lock lifted or an
 * item changed since only costs a look.
 */
import { packageId } from "../../constants";
import { actorsInPlay } from "../../utils/actors-in-play";
import { touchesPath } from "../../utils/touches-path";

/** CY-DES-1: the locks of one design, on the augment item (view.ts reads them). */
export const DESIGN_LOCKS_FLAG = "designLocks";
export const LOCKS_PATH = `flags.${packageId()}.${DESIGN_LOCKS_FLAG}`;

/** Whether an item stores a list under the design locks flag (a plain look at the flag: most items store none). */
export function storesLocks(item: { flags?: unknown }): boolean {
  // cast: the document's flags by scope, the one value read checked to be a list.
  return Array.isArray((item.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[packageId()]?.[DESIGN_LOCKS_FLAG]);
}

/** The items in play that stored locks at the last walk, or null when something since may have added one. */
let indexed: Item.Implementation[] | null = null;

/** Items in play that may store locks (every one that does, and perhaps a few that no longer do). */
export function itemsWithLocks(): readonly Item.Implementation[] {
  if (indexed) return indexed;
  const found: Item.Implementation[] = [];
  for (const actor of actorsInPlay()) for (const item of actor.items) if (storesLocks(item)) found.push(item);
  indexed = found;
  return found;
}

/** Something may have brought a lock into play or out of it: the next question walks again. */
export function forgetLockIndex(): void {
  indexed = null;
}

/** `itemCreated` / `itemDeleted` (every client): an item with locks came or went. */
export function onLockItemCreatedOrDeleted(item: Item.Implementation): void {
  if (indexed && storesLocks(item)) indexed = null;
}

/** `itemUpdated` (every client): an update that writes locks (a failed design check, its Undo). */
export function onLockItemUpdated(changed: unknown): void {
  if (indexed && touchesPath(changed, LOCKS_PATH)) indexed = null;
}

/** What may put items in play or take them out, each rare: actors, tokens (their actors' links and deltas), scenes. */
const PLAY_HOOKS = ["createActor", "deleteActor", "createToken", "updateToken", "deleteToken", "updateActorDelta", "createScene", "deleteScene"] as const;

/** At init, on every client. */
export function registerLockIndex(): void {
  indexed = null;
  for (const hook of PLAY_HOOKS) Hooks.on(hook, forgetLockIndex);
}
