/**
 * Buying a port (AM-PORT-1, CORE-8): natural 400 gp, unnatural 600 gp (at most the Intelligence modifier many,
 * none at 0 or below), ocular 800 gp; the price includes the procedure and removing the limb. The player confirms
 * the cost (a GM may waive it; a player who cannot pay is refused with how much is missing); the state is read
 * again after the dialog, then the port is created and only once it exists is the gold taken. A refused or
 * cancelled purchase creates and spends nothing. The card carries the GM's Undo (the port goes, the coins come
 * back; refused once a limb hangs on the port). Hooks `augmented.preBuyPort` / `augmented.buyPort`.
 */
import { confirmCost } from "../../applications/dialogs/cost-dialog";
import { postCard } from "../../applications/chat/cards";
import { type BodySite, type PortKind, PORT_PRICES_GP, isBodySite, isPortKind, planPortPurchase } from "../../rules/automail";
import { COINS, EMPTY_PURSE, type Purse, purseValueCp } from "../../rules/core/currency";
import { ledgerChanges } from "../currency/charge-ledger";
import { portPlacementLost } from "./placement-settle";
import { PORT_ITEM_TYPE } from "../../data/item/automail/state";
import { undoRecord } from "../cards/undo";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { cardText } from "../../data/chat/card-text";
import { bodyOf, nameIn, portKindLabel, portKindText, refusalText, siteLabel, siteText, watchBody, worldTime } from "./read";
import { portOf } from "../../ports/actor-port";
import { actorWriteUnlessGone } from "../recheck/recheck";
import { hostItemType } from "../../data/item/kinds";
import { changedPaths } from "../damage/actor-paths";

export interface BuyPortOptions {
  /** Skip the cost question (the caller already asked); a player still pays in full. */
  confirmed?: boolean;
  /** Free text for the exact place (an unnatural port "between the shoulder blades"). */
  placement?: string;
}

export interface BoughtPort {
  item: Item.Implementation;
  priceGp: number;
  waived: boolean;
}

export function purseOf(actor: Actor.Implementation): Purse {
  return portOf(actor).currency ?? { ...EMPTY_PURSE };
}

/** Each coin of `purse` at the actor's path for it. */
export function coinPathValues(actor: Actor.Implementation, purse: Purse): Record<string, number> {
  const paths = portOf(actor).paths.currency;
  return Object.fromEntries(COINS.map((coin) => [paths[coin], purse[coin]]));
}

function planNow(actor: Actor.Implementation, kind: PortKind, site: BodySite, waived: boolean) {
  const body = bodyOf(actor);
  const plan = planPortPurchase({ kind, site, ...body, purse: purseOf(actor), waived });
  if (plan.ok) return { plan, message: null };
  const message = refusalText(plan.reason, {
    actor: actor.name ?? "",
    port: portKindLabel(kind),
    site: siteLabel(site),
    other: nameIn(body, plan.blockingId),
    limit: plan.limit ?? "",
    cost: PORT_PRICES_GP[kind],
    short: "shortByGp" in plan ? plan.shortByGp : "",
  });
  return { plan, message };
}

/** Buy a `kind` port fitted at `site` for `actor`. Null when refused or cancelled (nothing created or spent). */
export async function buyPort(actor: Actor.Implementation, kind: string, site: string, options: BuyPortOptions = {}): Promise<BoughtPort | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isPortKind(kind) || !isBodySite(site)) {
    notifyWarn("AUGMENTED.Automail.BadPortRequest", { kind: String(kind), site: String(site) });
    return null;
  }
  const isGM = game.user?.isGM === true;
  const first = planNow(actor, kind, site, false);
  const short = !first.plan.ok && first.plan.reason === "insufficientFunds";
  // Only a GM can waive a cost the character cannot pay (CORE-8); anything else refused is final.
  if (!first.plan.ok && !(short && isGM)) {
    ui.notifications?.warn(first.message ?? "");
    return null;
  }
  if (!callPreHook(HOOKS.preBuyPort, actor, kind, site, options)) return null;

  const priceGp = PORT_PRICES_GP[kind];
  // DESIGN.md, Trust: the actor, its body, combat state and purse are re-checked after the dialog.
  const watch = watchBody(actor, null, { purse: true });
  let waived = false;
  if (short || options.confirmed !== true) {
    const answer = await confirmCost({
      name: actor.name ?? "",
      cost: priceGp,
      reason: localize("AUGMENTED.Automail.PortReason", { port: portKindLabel(kind), site: siteLabel(site) }),
      shortBy: "shortByGp" in first.plan ? first.plan.shortByGp : 0,
      canPay: !short,
      canWaive: isGM,
    });
    if (answer !== "pay" && answer !== "waive") return null;
    waived = answer === "waive";
  }

  if (!watch.holds()) return null;
  const final = planNow(actor, kind, site, waived);
  if (!final.plan.ok) {
    ui.notifications?.warn(final.message ?? "");
    return null;
  }
  const name = localize("AUGMENTED.Automail.PortName", { port: portKindLabel(kind), site: siteLabel(site) });
  const data = { name, type: hostItemType(PORT_ITEM_TYPE), system: { kind, site, placement: options.placement ?? "", installedAt: worldTime() } };
  // cast: a port item's source; the port model's guard vetoes a placement the rules never allow.
  // An actor deleted meanwhile: said, nothing created or charged (../recheck/recheck.ts).
  let created: unknown[] | undefined;
  // cast: a port item's source, as above.
  if (!(await actorWriteUnlessGone(actor, async () => (created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData]))))) return null;
  // cast: createEmbeddedDocuments("Item") returns the created items.
  const item = (created?.[0] as Item.Implementation | undefined) ?? null;
  if (!item) return null;
  // Settled across clients (./placement-settle.ts): a port that landed second on its site goes before any charge.
  const lost = portPlacementLost(actor, item.id ?? "");
  if (lost) {
    await item.delete();
    ui.notifications?.warn(lost);
    return null;
  }
  const { previous, changes } = changedPaths(coinPathValues(actor, purseOf(actor)), coinPathValues(actor, final.plan.payment.newPurse));
  // CORE-8 across clients: the charge's ledger entry (../currency/charge-ledger.ts).
  const charge = { ...changes, ...ledgerChanges(actor, final.plan.payment.costCp, purseValueCp(final.plan.payment.newPurse)) };
  if (Object.keys(changes).length > 0 && !(await actorWriteUnlessGone(actor, () => actor.update(charge)))) return null;
  // The GM's Undo deletes the port and gives the coins back (by difference: coins spent since stay spent).
  const undo = undoRecord(actor, previous, { createdItems: [item.id ?? ""] });

  const lines = [
    cardText("AUGMENTED.Automail.BuyPort.Line", { port: portKindText(kind), site: siteText(site) }),
    cardText(waived ? "AUGMENTED.Automail.BuyPort.Waived" : "AUGMENTED.Automail.BuyPort.Paid", { cost: final.plan.priceGp }),
    cardText("AUGMENTED.Automail.BuyPort.Includes"),
  ];
  await postCard({ kind: "automail-port", title: cardText("AUGMENTED.Automail.BuyPort.Title", { name: actor.name ?? "" }), lines }, { actor, state: { undo } });
  const result: BoughtPort = { item, priceGp: final.plan.priceGp, waived };
  callPostHook(HOOKS.buyPort, actor, item, result);
  return result;
}
