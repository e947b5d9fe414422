/**
 * What the augment workflows need to undo their own writes (Undo on install, remove, repair and
 * upgrade): the values of the actor's purse before the write, and the purse paths a payment changed (an item's
 * paths are read by ../cards/undo-record.ts `pathsNow`). The record itself is built by `undoRecord` there, right
 * after the write.
 */
import { COINS, EMPTY_PURSE } from "../../rules/core/currency";
import { portOf } from "../../ports/actor-port";

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
