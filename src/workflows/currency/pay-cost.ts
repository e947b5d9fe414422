/**
 * `actor.payCost(gp, {reason})` (CORE-8): the cost is deducted only after the user confirms; an actor that
 * cannot pay is refused with how much is missing; a GM may waive the cost (nothing is deducted).
 */
import { confirmCost } from "../../applications/dialogs/cost-dialog";
import { postCard } from "../../applications/chat/cards";
import { COINS, EMPTY_PURSE, type PaymentPlan, type Purse, planPayment, purseValueCp } from "../../rules/core/currency";
import { ensureCanModify, notifyError, notifyWarn } from "../../utils/notify";
import { type CardText, type ShownText, cardText, localizeText } from "../../data/chat/card-text";
import { actorExists, actorWriteUnlessGone, itemOnActor, watchState } from "../recheck/recheck";
import { ledgerChanges } from "./charge-ledger";
import { portOf } from "../../ports/actor-port";

export interface PayCostOptions {
  /**
   * Shown in the dialog and on the receipt ("Augment materials"): a lang key with its data (each viewer reads the
   * receipt in their own language), or words a macro gave.
   */
  reason?: ShownText;
  /** Skip the confirmation (the caller already asked). */
  confirmed?: boolean;
}

export type PaidCost = Extract<PaymentPlan, { ok: true }>;

function readPurse(actor: Actor.Implementation): Purse {
  return portOf(actor).currency ?? { ...EMPTY_PURSE };
}

/** Tells the user why a payment cannot be made: the purse falls short (by how much), or the cost or purse is invalid. */
function refusePayment(name: string, gp: number, refused: Extract<PaymentPlan, { ok: false }>): void {
  if (refused.reason === "insufficient") notifyError("AUGMENTED.Currency.Insufficient", { name, cost: gp, short: refused.shortBy });
  else notifyError(`AUGMENTED.Currency.${refused.reason}`, { cost: String(gp) });
}

/** The user's consent to a cost (CORE-8): confirmed or waived, not yet deducted. */
export interface CostConsent {
  gp: number;
  waived: boolean;
  reason: ShownText;
}

/**
 * The asking half of `payCost`: refuses an actor that cannot pay (a GM may waive), else asks for the
 * confirmation unless already given. Nothing is deducted; `chargeCost` does that once the caller has re-checked
 * what it read (docs/ARCHITECTURE.md, Trust), so a workflow that stops after this has charged nothing.
 */
export async function askToPay(actor: Actor.Implementation, gp: number, options: PayCostOptions = {}): Promise<CostConsent | null> {
  if (!ensureCanModify(actor)) return null;
  const name = actor.name ?? "";
  const reason = options.reason ?? "";
  const plan = planPayment(readPurse(actor), gp);
  const isGM = game.user?.isGM === true;
  if (!plan.ok) {
    // Only a purse that falls short can be waived, and only by a GM.
    if (plan.reason !== "insufficient" || !isGM) {
      refusePayment(name, gp, plan);
      return null;
    }
    const answer = await confirmCost({ name, cost: gp, reason: localizeText(reason), shortBy: plan.shortBy, canPay: false, canWaive: true });
    return answer === "waive" ? { gp, waived: true, reason } : null;
  }
  if (options.confirmed === true) return { gp, waived: false, reason };
  const answer = await confirmCost({ name, cost: gp, reason: localizeText(reason), shortBy: 0, canPay: true, canWaive: isGM });
  if (answer === null || answer === "cancel") return null;
  return { gp, waived: answer === "waive", reason };
}

/**
 * The deducting half of `chargeCost`: plans against the purse as it is NOW (synchronously, so a caller that
 * re-checked just before and starts this in the same tick pays from what it checked), then one actor update.
 * Null (the user told why) when the purse no longer covers the cost, or when the actor was deleted meanwhile.
 */
async function deductCost(actor: Actor.Implementation, consent: CostConsent): Promise<PaidCost | null> {
  const name = actor.name ?? "";
  const purse = readPurse(actor);
  const final = planPayment(purse, consent.gp, { waived: consent.waived });
  if (!final.ok) {
    refusePayment(name, consent.gp, final);
    return null;
  }
  const changes: Record<string, unknown> = {};
  for (const coin of COINS) if (final.newPurse[coin] !== purse[coin]) changes[portOf(actor).paths.currency[coin]] = final.newPurse[coin];
  // Two clients paying at once: the ledger entry lets the acting client charge again what a race lost (./charge-ledger.ts).
  if (Object.keys(changes).length > 0) Object.assign(changes, ledgerChanges(actor, final.costCp, purseValueCp(final.newPurse)));
  // The update is the first thing awaited: it leaves in the same tick as the plan (and the caller's re-check).
  if (Object.keys(changes).length > 0 && !(await actorWriteUnlessGone(actor, () => actor.update(changes)))) return null;
  return final;
}

async function postReceipt(actor: Actor.Implementation, consent: CostConsent): Promise<void> {
  await postCard({ kind: "cost", title: cardText("AUGMENTED.Currency.Title"), lines: [costLine(actor.name ?? "", consent)] }, { actor });
}

/**
 * The paying half: the deduction (above), then the receipt card. Null (the user told why) when the purse no longer
 * covers the cost or the actor is gone: nothing was charged then.
 */
export async function chargeCost(actor: Actor.Implementation, consent: CostConsent): Promise<PaidCost | null> {
  const paid = await deductCost(actor, consent);
  if (paid) await postReceipt(actor, consent);
  return paid;
}

/**
 * A charge and the write it pays for, started in the same tick (as the caller's re-check expects), all or nothing:
 * when the write fails because its actor or item was deleted meanwhile, the charge is given back (by difference,
 * recorded as an Undo's refund, so a charge racing it is settled: ./charge-ledger.ts) and the user is told what is
 * gone; when the charge fails, the caller puts its write back as it would for an unpaid cost. Null then. Any other
 * failure of the write is thrown, after the charge is given back.
 */
export async function chargeAndWrite(actor: Actor.Implementation, consent: CostConsent, write: () => Promise<unknown>, item?: Item.Implementation): Promise<PaidCost | null> {
  const [charged, written] = await Promise.allSettled([deductCost(actor, consent), write()]);
  const paid = charged.status === "fulfilled" ? charged.value : null;
  if (written.status === "rejected") {
    if (paid) await giveBack(actor, paid, consent);
    if (actorExists(actor) && (!item || itemOnActor(actor, item))) throw written.reason;
    notifyWarn(actorExists(actor) ? "AUGMENTED.Recheck.ItemGone" : "AUGMENTED.Recheck.ActorGone", { actor: actor.name ?? "", item: item?.name ?? "" });
    return null;
  }
  if (charged.status === "rejected") throw charged.reason;
  if (paid) await postReceipt(actor, consent);
  return paid;
}

/** The coins a charge took, back on the purse as it is now (each coin by difference), unless the actor is gone too. */
async function giveBack(actor: Actor.Implementation, paid: PaidCost, consent: CostConsent): Promise<void> {
  if (!actorExists(actor) || consent.waived) return;
  const now = readPurse(actor);
  const changes: Record<string, number> = {};
  for (const coin of COINS) {
    const taken = paid.paid[coin] - paid.change[coin];
    if (taken !== 0) changes[portOf(actor).paths.currency[coin]] = now[coin] + taken;
  }
  // Marked as an Undo's refund: the Actor's `_preUpdate` records it in the charge ledger (documents/actor/charge-entries.ts).
  // cast: the system's own `augmented` operation option, which Foundry passes to `_preUpdate` untouched.
  if (Object.keys(changes).length > 0) await actorWriteUnlessGone(actor, () => actor.update(changes, { augmented: { undo: true } } as Actor.Database.UpdateOperation));
}

/**
 * Ask, then pay. Between the two the actor and its purse are re-checked (docs/ARCHITECTURE.md, Trust): a purse that changed
 * while the dialog was open, or an actor deleted meanwhile, stops it with a message and nothing deducted.
 */
export async function payCost(actor: Actor.Implementation, gp: number, options: PayCostOptions = {}): Promise<PaidCost | null> {
  const watch = watchState({ actor, purse: true });
  const consent = await askToPay(actor, gp, options);
  if (!consent || !watch.holds()) return null;
  return chargeCost(actor, consent);
}

/** What a payment says on a card: "{name} paid 250 gp for …" or that the GM waived it (a card states every cost). */
export function costLine(name: string, consent: CostConsent): CardText {
  const { gp, reason } = consent;
  return cardText(consent.waived ? "AUGMENTED.Currency.Waived" : "AUGMENTED.Currency.Paid", { name, cost: gp, reason });
}
