/**
 * CORE-8 across clients (the rule: src/rules/core/charge-ledger.ts). Every charge writes, in
 * the same actor update as the coins, its ledger entry under `flags.augmented.charges.<id>` (keys never collide,
 * so two racing charges both keep theirs). After an update that adds one, the one client acting for the actor
 * (utils/acting-user.ts), as for placements (../augment-install/placement-race.ts; docs/ARCHITECTURE.md, Trust),
 * reads the ledger and the purse as they are and charges again what a race lost, with a card saying so; a purse
 * that can no longer cover it is left as it is and the card says how much is missing. The checks for one actor
 * run one after the other on that client.
 */
import { postCard } from "../../applications/chat/cards";
import { packageId } from "../../constants";
import { LEDGER_PATH, ledgerChanges, ledgerOf, readPurse } from "../../documents/actor/charge-entries";
import { type ChargeEntry, handSetStands, lostCharges } from "../../rules/core/charge-ledger";
import { COINS, MAX_COINS, type Purse, planPayment, purseValueCp } from "../../rules/core/currency";
import { isActingClient } from "../../utils/acting-user";
import { type CardText, cardText } from "../../data/chat/card-text";
import { serialQueue } from "../../utils/serial-queue";
import { portOf } from "../../ports/actor-port";
import { touchesPath } from "../../utils/touches-path";

// The ledger's storage (its entries, a charge's and a hand-set value's) is the Actor document's (../../documents/actor/charge-entries.ts).
export { ledgerChanges, ledgerOf, readPurse };

const queue = serialQueue(() => `${packageId()} | payment settlement failed`);

/**
 * A purse value set by hand while a charge was in flight stands (the decision in docs/trust.md, Payments): the purse shows it again
 * if the charge landed after it, and the charge counts as included in it. The ids of the charges included.
 */
async function settleHandSet(actor: Actor.Implementation): Promise<string[]> {
  const purse = readPurse(actor);
  const { restore, included } = handSetStands(ledgerOf(actor), purseValueCp(purse));
  if (included.length === 0) return [];
  const changes: Record<string, unknown> = {};
  for (const entry of included) changes[`${LEDGER_PATH}.${entry.id}.settled`] = true;
  const coins = restore ? foundry.utils.getProperty(actor.flags ?? {}, `${packageId()}.charges.${restore.id}.coins`) : null;
  for (const coin of COINS) {
    // cast: the hand-set entry's stored coins (written by ledgerChanges), checked coin by coin.
    const value = (coins as Partial<Record<string, unknown>> | null)?.[coin];
    if (typeof value === "number" && value !== purse[coin]) changes[portOf(actor).paths.currency[coin]] = value;
  }
  // cast: dotted paths of the actor's currency and the system's flags.
  await actor.update(changes as Actor.UpdateData, { augmented: { chargeSettlement: true } } as Actor.Database.UpdateOperation);
  if (restore !== null) {
    const cost = included.reduce((sum, entry) => sum + entry.cp, 0) / 100;
    const line = cardText("AUGMENTED.Currency.HandSetStands", { name: actor.name ?? "", cost, value: restore.toCp / 100 });
    await postCard({ kind: "cost", title: cardText("AUGMENTED.Currency.Title"), lines: [line] }, { actor });
  }
  return included.map((entry) => entry.id);
}

/**
 * `coins` with the coins an Undo's entry moved (stored with it by charge-entries.ts) added back; a coin that would
 * leave the valid range keeps what it has (an entry another client wrote is data, not trusted to be whole).
 */
function addDelta(actor: Actor.Implementation, coins: Purse, entry: ChargeEntry): Purse {
  const delta: unknown = foundry.utils.getProperty(actor.flags ?? {}, `${packageId()}.charges.${entry.id}.delta`);
  const out = { ...coins };
  for (const coin of COINS) {
    // cast: the entry's stored coin changes (written by ledgerChanges), checked coin by coin.
    const moved = (delta as Partial<Record<string, unknown>> | null | undefined)?.[coin];
    if (typeof moved !== "number" || !Number.isInteger(moved)) continue;
    const value = out[coin] + moved;
    if (value >= 0 && value <= MAX_COINS) out[coin] = value;
  }
  return out;
}

/** Charges again what a race lost (and gives back an Undo's refund a charge wrote over); the ids of the entries settled. */
export async function settleCharges(actor: Actor.Implementation): Promise<string[]> {
  const handSet = await settleHandSet(actor);
  if (handSet.length > 0) return handSet;
  const purse = readPurse(actor);
  const lost = lostCharges(ledgerOf(actor), purseValueCp(purse));
  if (lost.length === 0) return [];
  // An Undo's refund a charge wrote over (a negative entry) is given back first, coin for coin; then the charges.
  const refunds = lost.filter((entry) => entry.cp < 0);
  const credited = refunds.reduce((coins, entry) => addDelta(actor, coins, entry), { ...purse });
  const cp = lost.reduce((sum, entry) => sum + Math.max(0, entry.cp), 0);
  const plan = planPayment(credited, cp / 100);
  const changes: Record<string, unknown> = {};
  for (const entry of lost) changes[`${LEDGER_PATH}.${entry.id}.settled`] = true;
  const name = actor.name ?? "";
  const lines: CardText[] = [];
  const refunded = purseValueCp(credited) - purseValueCp(purse);
  if (refunded > 0) lines.push(cardText("AUGMENTED.Currency.RaceRefunded", { name, cost: refunded / 100 }));
  const after = plan.ok ? plan.newPurse : credited;
  for (const coin of COINS) if (after[coin] !== purse[coin]) changes[portOf(actor).paths.currency[coin]] = after[coin];
  if (purseValueCp(after) !== purseValueCp(purse)) Object.assign(changes, ledgerChanges(actor, purseValueCp(purse) - purseValueCp(after), purseValueCp(after)));
  if (cp > 0 && plan.ok) lines.push(cardText("AUGMENTED.Currency.RaceCharged", { name, cost: cp / 100 }));
  else if (cp > 0 && !plan.ok) lines.push(cardText("AUGMENTED.Currency.RaceShort", { name, cost: cp / 100, short: plan.reason === "insufficient" ? plan.shortBy : cp / 100 }));
  // cast: dotted paths of the actor's currency and the system's flags.
  await actor.update(changes as Actor.UpdateData, { augmented: { chargeSettlement: true } } as Actor.Database.UpdateOperation);
  // Nothing to say when nothing moved (an entry without the coins it claims to have moved, as a macro could write).
  if (lines.length > 0) await postCard({ kind: "cost", title: cardText("AUGMENTED.Currency.Title"), lines }, { actor });
  return lost.map((entry) => entry.id);
}

/** updateActor listener (src/hooks/actor.ts): an update that recorded a charge. */
export function onChargeRecorded(actor: Actor.Implementation, changed: unknown): Promise<void> | undefined {
  // Most updates record no charge: read by key first, with no path split.
  if (!touchesPath(changed, LEDGER_PATH)) return undefined;
  // cast: a hook's `changed` is an update's diff (an object or nothing), read by path.
  const charges = foundry.utils.getProperty((changed as object) ?? {}, LEDGER_PATH);
  if (typeof charges !== "object" || charges === null) return undefined;
  if (!isActingClient(actor, null)) return undefined;
  return queue(actor.uuid, () => settleCharges(actor));
}
