/**
 * An Undo that gives coins back records its refund in the charge ledger (CORE-8 across clients; issue 25 soak:
 * R2 automail pairs 20036, 20141, 20185, 20188, 20213). A charge racing the refund read the same purse, and
 * whichever write landed last lost the other: a refund lost that way was invisible to the settlement, which
 * only knew charges. The refund is therefore a negative charge, written in the same update as the coins, so
 * the settlement (../currency/charge-ledger.ts) sees the two raced and gives back, or charges again, what the
 * purse missed.
 */
import { LEDGER_PATH, ledgerChanges, readPurse } from "../../documents/actor/charge-entries";
import { COINS, type Purse, purseValueCp } from "../../rules/core/currency";

/** The ledger entry of the coins `values` (an Undo's actor writes, by path) give back or take; none if no coin moves. */
export function undoLedger(actor: Actor.Implementation, values: Readonly<Record<string, unknown>>): { changes: Record<string, unknown>; id: string | null } {
  const before = readPurse(actor);
  const after: Purse = { ...before };
  for (const coin of COINS) {
    const value = values[`system.currency.${coin}`];
    if (typeof value === "number") after[coin] = value;
  }
  const cp = purseValueCp(before) - purseValueCp(after);
  if (cp === 0) return { changes: {}, id: null };
  const changes = ledgerChanges(actor, cp, purseValueCp(after));
  const prefix = `${LEDGER_PATH}.`;
  const id = Object.entries(changes).find(([key, value]) => key.startsWith(prefix) && typeof value === "object" && value !== null && "cp" in value)?.[0].slice(prefix.length) ?? null;
  return { changes, id };
}

/** Put back with the Undo's other writes (a rollback): its refund entry then counts as settled, never given again. */
export function settledEntry(id: string | null): Record<string, unknown> {
  return id ? { [`${LEDGER_PATH}.${id}.settled`]: true } : {};
}
