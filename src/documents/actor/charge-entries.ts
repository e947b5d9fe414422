/**
 * The charge ledger's storage on the actor (CORE-8 across clients; the rule: src/rules/core/charge-ledger.ts; the
 * settlement: src/workflows/currency/charge-ledger.ts): entries under `flags.augmented.charges.<id>`, one key per
 * write, so racing writes all keep theirs. Here because the Actor document's `_preUpdate` records a purse set by
 * hand as an entry too (`recordHandSetPurse`), and documents import no workflow.
 */
import { deletionEntry } from "../../compat/deletion";
import { packageId } from "../../constants";
import { serverNow } from "../item/placed-at";
import { type ChargeEntry, latestCharge, prunable } from "../../rules/core/charge-ledger";
import { COINS, EMPTY_PURSE, type Purse, purseValueCp } from "../../rules/core/currency";
import { portOf } from "../../ports/actor-port";
import { touchesPath } from "../../utils/touches-path";

export const LEDGER_PATH = `flags.${packageId()}.charges`;

export function readPurse(actor: Actor.Implementation): Purse {
  const purse: Purse = portOf(actor).currency ?? { ...EMPTY_PURSE };
  return purse;
}

function toEntry(id: string, raw: unknown): ChargeEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  // cast: stored flag data, checked field by field.
  const value = raw as Partial<Record<keyof ChargeEntry, unknown>>;
  if (typeof value.cp !== "number" || typeof value.toCp !== "number" || typeof value.at !== "number") return null;
  return { id, cp: value.cp, toCp: value.toCp, at: value.at, parent: typeof value.parent === "string" ? value.parent : null, settled: value.settled === true, set: value.set === true };
}

export function ledgerOf(actor: { flags?: unknown }): ChargeEntry[] {
  const stored = foundry.utils.getProperty(actor.flags ?? {}, `${packageId()}.charges`);
  if (typeof stored !== "object" || stored === null) return [];
  return Object.entries(stored).flatMap(([id, raw]) => toEntry(id, raw) ?? []);
}

/** What an entry keeps beside its charge: the coins a value set by hand holds, or the coins an Undo moved. */
export type EntryCoins = { set: Purse } | { delta: Purse };

/**
 * The flag changes that record a charge of `cp` leaving the purse at `toCp` (with the oldest entries pruned); `set`:
 * a value set by hand instead (cp 0); `delta`: the coins an Undo moved (each coin's change, `cp` their negated
 * value: negative for coins given back).
 */
export function ledgerChanges(actor: Actor.Implementation, cp: number, toCp: number, coins: EntryCoins | null = null): Record<string, unknown> {
  const entries = ledgerOf(actor);
  const id = foundry.utils.randomID();
  const set = coins && "set" in coins ? coins.set : null;
  const entry = { cp, toCp, parent: latestCharge(entries)?.id ?? null, at: serverNow(), settled: false, set: set !== null };
  // A hand-set value keeps its coins, so a settlement can put back exactly what was typed; an Undo its coins moved,
  // so a settlement can give back exactly those when a charge racing it wrote over them.
  const stored = set ? { ...entry, coins: { ...set } } : coins && "delta" in coins ? { ...entry, delta: { ...coins.delta } } : entry;
  const changes: Record<string, unknown> = { [`${LEDGER_PATH}.${id}`]: stored };
  for (const old of prunable([...entries, { id, ...entry }])) Object.assign(changes, deletionEntry(LEDGER_PATH, old.id));
  return changes;
}

/**
 * The actor's `_preUpdate` (on the client making it): an update that sets coins and records no ledger entry is a
 * value set by hand (the sheet, a macro), so it records one, `set`, in the same update: a charge racing it is then
 * seen, and the hand value stands (rules/core/charge-ledger.ts `handSetStands`). The system's own writes of coins
 * record a charge (workflows/currency/pay-cost.ts, workflows/automail/port.ts), or are a settlement's (marked in
 * its options). An Undo's (marked too) gives coins back by difference: it records a charge of what it moved
 * (negative for a refund) with the coins, so a charge racing the refund is seen and settled like two charges
 * (otherwise the refund or the charge would be lost).
 */
export function recordHandSetPurse(actor: Actor.Implementation, changes: object, options: object): void {
  // cast: the system's own operation options (the settlement's and Undo's flags), read by path.
  const marks = (options as { augmented?: { chargeSettlement?: unknown; undo?: unknown } }).augmented;
  if (marks?.chargeSettlement) return;
  // Most updates (damage, rests, every sheet edit) set no coin: that is read by key, before any flattened copy.
  const paths = portOf(actor).paths.currency;
  if (!COINS.some((coin) => touchesPath(changes, paths[coin]))) return;
  // cast: flattenObject of an update gives dotted paths to its values.
  const flat = foundry.utils.flattenObject(changes) as Record<string, unknown>;
  const keys = Object.keys(flat);
  if (keys.some((key) => key.startsWith(`${LEDGER_PATH}.`) || key === LEDGER_PATH)) return;
  const coins = COINS.filter((coin) => keys.includes(paths[coin]));
  if (coins.length === 0) return;
  const purse = { ...readPurse(actor) };
  for (const coin of coins) {
    const value = flat[paths[coin]];
    if (typeof value === "number" && Number.isFinite(value)) purse[coin] = value;
  }
  const before = readPurse(actor);
  const toCp = purseValueCp(purse);
  if (toCp === purseValueCp(before)) return;
  if (marks?.undo) {
    const delta = { ...EMPTY_PURSE };
    for (const coin of COINS) delta[coin] = purse[coin] - before[coin];
    foundry.utils.mergeObject(changes, foundry.utils.expandObject(ledgerChanges(actor, purseValueCp(before) - toCp, toCp, { delta })));
    return;
  }
  foundry.utils.mergeObject(changes, foundry.utils.expandObject(ledgerChanges(actor, 0, toCp, { set: purse })));
}

