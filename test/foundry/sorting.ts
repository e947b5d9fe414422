/**
 * `foundry.utils.performIntegerSort(source, {target, siblings, sortKey, sortBefore})`, as v13 documents it
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.performIntegerSort.html): "Given a source object to sort,
 * a target to sort relative to, and an Array of siblings in the container: Determine the updated sort keys for the
 * source object, or all siblings if a reindex is required. Return an Array of updates to perform, it is up to the
 * caller to dispatch these updates", each `{target, update: {[sortKey]: value}}`. `sortBefore` left out: decided
 * automatically (v13 systems describe the rule: dragged backwards it lands before the target, forwards after).
 *
 * What is documented is the outcome (the order). The exact integers (gaps of `CONST.SORT_INTEGER_DENSITY`,
 * midpoints, when to reindex) are this stand-in's: a system must rely only on the order they give.
 */
import type { PlainObject } from "./utils";

/** CONST.SORT_INTEGER_DENSITY (v13: the spacing between sort keys after a reindex). */
export const SORT_INTEGER_DENSITY = 100000;

export interface IntegerSortOptions {
  target?: object | null;
  siblings?: object[];
  sortKey?: string;
  sortBefore?: boolean;
}

export interface IntegerSortUpdate {
  target: object;
  update: PlainObject;
}

function keyOf(entry: object, sortKey: string): number {
  const value = (entry as PlainObject)[sortKey];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** Every entry in `order` gets a fresh, evenly spaced key. */
function reindex(order: object[], sortKey: string): IntegerSortUpdate[] {
  return order.map((entry, index) => ({ target: entry, update: { [sortKey]: (index + 1) * SORT_INTEGER_DENSITY } }));
}

export function performIntegerSort(source: object, { target = null, siblings = [], sortKey = "sort", sortBefore }: IntegerSortOptions = {}): IntegerSortUpdate[] {
  const others = siblings.filter((s) => s !== source).sort((a, b) => keyOf(a, sortKey) - keyOf(b, sortKey));
  // No target: the source goes last.
  if (!target || !others.includes(target)) {
    const last = others.at(-1);
    return [{ target: source, update: { [sortKey]: last ? keyOf(last, sortKey) + SORT_INTEGER_DENSITY : 0 } }];
  }
  const before = sortBefore ?? keyOf(source, sortKey) > keyOf(target, sortKey);
  const index = others.indexOf(target);
  const lower = before ? others[index - 1] : target;
  const upper = before ? target : others[index + 1];
  let value: number | null;
  if (!lower && upper) value = keyOf(upper, sortKey) - SORT_INTEGER_DENSITY;
  else if (lower && !upper) value = keyOf(lower, sortKey) + SORT_INTEGER_DENSITY;
  else {
    const low = keyOf(lower!, sortKey);
    const high = keyOf(upper!, sortKey);
    value = high - low > 1 ? Math.floor((low + high) / 2) : null;
  }
  if (value !== null) return [{ target: source, update: { [sortKey]: value } }];
  // No integer between the neighbours: every sibling and the source get new keys in the new order.
  const order = [...others];
  order.splice(before ? index : index + 1, 0, source);
  return reindex(order, sortKey);
}
