/**
 * CORE-8 across clients (issue 25, finding 3; the rule: src/rules/core/charge-ledger.ts). Every charge writes, in
 * the same actor update as the coins, its ledger entry under `flags.augmented.charges.<id>` (keys never collide,
 * so two racing charges both keep theirs). After an update that adds one, the one client acting for the actor
 * (utils/acting-user.ts), as for placements (../augment-install/placement-race.ts; docs/ARCHITECTURE.md, Trust),
 * reads the ledger and the purse as they are and charges again what a race lost, with a card saying so; a purse
 * that can no longer cover it is left as it is and the card says how much is missing. The checks for one actor
 * run one after the other on that client.
 */
import { postCard } from "../../applications/chat/cards";
import { deletionEntry } from "../../compat/deletion";
import { SYSTEM_ID } from "../../constants";
import { serverNow } from "../../documents/item/placed-at";
import { type ChargeEntry, latestCharge, lostCharges, prunable } from "../../rules/core/charge-ledger";
import { COINS, EMPTY_PURSE, type Purse, planPayment, purseValueCp } from "../../rules/core/currency";
import { isActingClient } from "../../utils/acting-user";
import { type CardText, cardText } from "../../data/chat/card-text";
import { portOf } from "../../ports/actor-port";

const LEDGER_PATH = `flags.${SYSTEM_ID}.charges`;
const queues = new Map<string, Promise<void>>();

export function readPurse(actor: Actor.Implementation): Purse {
  const purse: Purse = portOf(actor).currency ?? { ...EMPTY_PURSE };
  return purse;
}

function toEntry(id: string, raw: unknown): ChargeEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  // cast: stored flag data, checked field by field.
  const value = raw as Partial<Record<keyof ChargeEntry, unknown>>;
  if (typeof value.cp !== "number" || typeof value.toCp !== "number" || typeof value.at !== "number") return null;
  return { id, cp: value.cp, toCp: value.toCp, at: value.at, parent: typeof value.parent === "string" ? value.parent : null, settled: value.settled === true };
}

export function ledgerOf(actor: { flags?: unknown }): ChargeEntry[] {
  const stored = foundry.utils.getProperty(actor.flags ?? {}, `${SYSTEM_ID}.charges`);
  if (typeof stored !== "object" || stored === null) return [];
  return Object.entries(stored).flatMap(([id, raw]) => toEntry(id, raw) ?? []);
}

/** The flag changes that record a charge of `cp` leaving the purse at `toCp` (with the oldest entries pruned). */
export function ledgerChanges(actor: Actor.Implementation, cp: number, toCp: number): Record<string, unknown> {
  const entries = ledgerOf(actor);
  const id = foundry.utils.randomID();
  const changes: Record<string, unknown> = {
    [`${LEDGER_PATH}.${id}`]: { cp, toCp, parent: latestCharge(entries)?.id ?? null, at: serverNow(), settled: false },
  };
  for (const old of prunable([...entries, { id, cp, toCp, parent: null, at: serverNow(), settled: false }])) Object.assign(changes, deletionEntry(LEDGER_PATH, old.id));
  return changes;
}

/** Charges again what a race lost; the ids of the entries settled. */
export async function settleCharges(actor: Actor.Implementation): Promise<string[]> {
  const purse = readPurse(actor);
  const lost = lostCharges(ledgerOf(actor), purseValueCp(purse));
  if (lost.length === 0) return [];
  const cp = lost.reduce((sum, entry) => sum + entry.cp, 0);
  const plan = planPayment(purse, cp / 100);
  const changes: Record<string, unknown> = {};
  for (const entry of lost) changes[`${LEDGER_PATH}.${entry.id}.settled`] = true;
  const name = actor.name ?? "";
  let line: CardText;
  if (plan.ok) {
    for (const coin of COINS) if (plan.newPurse[coin] !== purse[coin]) changes[`system.currency.${coin}`] = plan.newPurse[coin];
    Object.assign(changes, ledgerChanges(actor, cp, purseValueCp(plan.newPurse)));
    line = cardText("AUGMENTED.Currency.RaceCharged", { name, cost: cp / 100 });
  } else {
    line = cardText("AUGMENTED.Currency.RaceShort", { name, cost: cp / 100, short: plan.reason === "insufficient" ? plan.shortBy : cp / 100 });
  }
  // cast: dotted paths of the actor's currency and the system's flags.
  await actor.update(changes as Actor.UpdateData, { augmented: { chargeSettlement: true } } as Actor.Database.UpdateOperation);
  await postCard({ kind: "cost", title: cardText("AUGMENTED.Currency.Title"), lines: [line] }, { actor });
  return lost.map((entry) => entry.id);
}

/** updateActor listener (src/hooks/actor.ts): an update that recorded a charge. */
export function onChargeRecorded(actor: Actor.Implementation, changed: unknown): Promise<void> | undefined {
  // cast: a hook's `changed` is an update's diff (an object or nothing), read by path.
  const charges = foundry.utils.getProperty((changed as object) ?? {}, `flags.${SYSTEM_ID}.charges`);
  if (typeof charges !== "object" || charges === null) return undefined;
  if (!isActingClient(actor, null)) return undefined;
  const key = actor.uuid;
  const next = (queues.get(key) ?? Promise.resolve()).then(() => settleCharges(actor).then(() => undefined));
  const tail = next.catch((error: unknown) => console.error(`${SYSTEM_ID} | payment settlement failed`, error));
  queues.set(key, tail);
  return tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
}
