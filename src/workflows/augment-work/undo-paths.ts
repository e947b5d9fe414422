/**
 * What the augment workflows need to undo their own writes (Undo on install, remove, repair and
 * upgrade): the values of an item's paths and of the actor's purse before the write, and the purse paths a
 * payment changed. The record itself is built by src/workflows/cards/undo.ts `undoRecord` right after the write.
 */
import { COINS, EMPTY_PURSE } from "../../rules/core/currency";
import { portOf } from "../../ports/actor-port";

/** The item's values of `paths` now (null for a path it does not have), copied. */
export function itemPathsNow(item: { toObject(source?: boolean): unknown }, paths: Iterable<string>): Record<string, unknown> {
  // cast: the item's toObject() gives its source data, a plain object for getProperty.
  const source = item.toObject() as object;
  return Object.fromEntries([...paths].map((path) => [path, structuredClone(foundry.utils.getProperty(source, path) ?? null)]));
}

/** The purse paths before a payment, to undo exactly what it took. */
export function pursePaths(actor: Actor.Implementation): Record<string, number> {
  const port = portOf(actor);
  const purse = port.currency ?? EMPTY_PURSE;
  return Object.fromEntries(COINS.map((coin) => [port.paths.currency[coin], purse[coin]]));
}

/** The actor paths whose values changed since `before` (their previous values). */
export function changedSince(actor: Actor.Implementation, before: Record<string, unknown>): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(before)) if (foundry.utils.getProperty(actor, path) !== value) previous[path] = value;
  return previous;
}
