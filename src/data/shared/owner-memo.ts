/**
 * What an owned item reads from its owner (roll data, ability modifiers, PB, feature DCs), worked out once per
 * preparation instead of on every read. Such values are read when asked for, not fixed when the item is prepared,
 * because Foundry prepares an actor's items before the actor's own derived data; but a sheet reads them many
 * times per render. Measured need (bench/render.bench.ts): unremembered, the item sheet of an installed augment
 * reads the owner's roll data (a copy of the actor's whole system data, with the `@prof` shortcut) and rebuilds the
 * augment's rules view for each of its uses, attack, damage, healing and save DC: most of the sheet's context.
 *
 * Every preparation of an actor or an item that reads its owner (`preparedAgain`, called from their models)
 * starts a new epoch, and a value remembered in an older one is worked out again: a value is never older than the
 * last preparation anywhere, and nothing has to know which item depends on which actor.
 */

let epoch = 0;

/** An actor or an owner-reading item was prepared: every remembered value is worked out again when next read. */
export function preparedAgain(): void {
  epoch += 1;
}

interface Memo {
  epoch: number;
  values: Map<string, unknown>;
}

const memos = new WeakMap<object, Memo>();

/** `compute()` for `holder` and `key`, worked out once per epoch. Callers must not change what comes back. */
export function oncePerPreparation<T>(holder: object, key: string, compute: () => T): T {
  let memo = memos.get(holder);
  if (!memo || memo.epoch !== epoch) {
    memo = { epoch, values: new Map() };
    memos.set(holder, memo);
  }
  // cast: the value stored under this key by the same caller, of the same type.
  if (memo.values.has(key)) return memo.values.get(key) as T;
  const value = compute();
  memo.values.set(key, value);
  return value;
}
