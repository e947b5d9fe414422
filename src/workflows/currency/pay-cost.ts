/**
 * `actor.payCost(gp, {reason})` (CORE-8): the cost is deducted only after the user confirms; an actor that
 * cannot pay is refused with how much is missing; a GM may waive the cost (nothing is deducted).
 */
import { confirmCost } from "../../applications/dialogs/cost-dialog";
import { postCard } from "../../applications/chat/cards";
import { COINS, EMPTY_PURSE, type PaymentPlan, type Purse, planPayment } from "../../rules/core/currency";
import { ensureCanModify, localize, notifyError } from "../../utils/notify";
import { systemOf } from "../../documents/actor/system-view";

export interface PayCostOptions {
  /** Shown in the dialog and on the receipt ("Augment materials"). */
  reason?: string;
  /** Skip the confirmation (the caller already asked). */
  confirmed?: boolean;
}

export type PaidCost = Extract<PaymentPlan, { ok: true }>;

function readPurse(actor: Actor.Implementation): Purse {
  const currency = systemOf(actor).currency ?? {};
  const purse: Purse = { ...EMPTY_PURSE };
  for (const coin of COINS) purse[coin] = typeof currency[coin] === "number" ? currency[coin] : 0;
  return purse;
}

export async function payCost(actor: Actor.Implementation, gp: number, options: PayCostOptions = {}): Promise<PaidCost | null> {
  if (!ensureCanModify(actor)) return null;
  const name = actor.name ?? "";
  const reason = options.reason ?? "";
  const purse = readPurse(actor);
  const plan = planPayment(purse, gp);
  if (!plan.ok && plan.reason !== "insufficient") {
    notifyError(`AUGMENTED.Currency.${plan.reason}`, { cost: String(gp) });
    return null;
  }
  const isGM = game.user?.isGM === true;
  let waived = false;
  if (!plan.ok) {
    if (!isGM) {
      notifyError("AUGMENTED.Currency.Insufficient", { name, cost: gp, short: plan.shortBy });
      return null;
    }
    const answer = await confirmCost({ name, cost: gp, reason, shortBy: plan.shortBy, canPay: false, canWaive: true });
    if (answer !== "waive") return null;
    waived = true;
  } else if (options.confirmed !== true) {
    const answer = await confirmCost({ name, cost: gp, reason, shortBy: 0, canPay: true, canWaive: isGM });
    if (answer === null || answer === "cancel") return null;
    waived = answer === "waive";
  }
  const final = planPayment(purse, gp, { waived });
  if (!final.ok) return null;
  const changes: Record<string, number> = {};
  for (const coin of COINS) if (final.newPurse[coin] !== purse[coin]) changes[`system.currency.${coin}`] = final.newPurse[coin];
  if (Object.keys(changes).length > 0) await actor.update(changes);
  const line = waived ? localize("AUGMENTED.Currency.Waived", { name, cost: gp, reason }) : localize("AUGMENTED.Currency.Paid", { name, cost: gp, reason });
  await postCard({ kind: "cost", title: localize("AUGMENTED.Currency.Title"), lines: [line] }, { actor });
  return final;
}
