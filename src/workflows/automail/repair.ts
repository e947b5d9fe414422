/**
 * Repairing a damaged limb (AM-DMG-1, interpreted as the augment's CY-REP-1, docs/automail.md): outside combat,
 * the GM's DC (asked on the GM's screen, pre-filled), 250 gp of materials (CORE-8: confirmed, refused when short,
 * a GM may waive), Dexterity (Sleight of Hand) with advantage. Success → intact; failure → the materials are spent
 * and it stays damaged. The limb is re-checked after every await (nothing charged when it moved); ONE item update,
 * charged with it; a card with the roll. Healing never repairs a limb (AM-HEAL-1): only this workflow does. The card
 * carries the GM's Undo (the gold back, the limb damaged again). Hooks `augmented.preRepairAutomail` /
 * `augmented.repairAutomail`.
 */
import { LIMB_REPAIR_CHECK, LIMB_REPAIR_COST_GP, planLimbRepair } from "../../rules/automail";
import { DEFAULT_DCS } from "../../rules/cyborg/checks";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { type PaidCost, askToPay, chargeAndWrite } from "../currency/pay-cost";
import { watchState } from "../recheck/recheck";
import { rollSleightOfHand } from "../augment-work/checks";
import { refuseWhenShort, resolveDc } from "../augment-work/work";
import { postCard } from "../../applications/chat/cards";
import { cardText } from "../../data/chat/card-text";
import { undoRecord } from "../cards/undo";
import { coinPathValues, purseOf } from "./port";
import { combatContext, isLimb, limbNow, refusalText } from "./read";
import { patchChanges } from "./write";
import { changedPaths } from "../damage/actor-paths";

export interface RepairAutomailOptions {
  /** The GM's DC when already decided (skips the GM's dialog). */
  dc?: number | null;
  /** The cost was already confirmed (skips the confirmation, not the purse check). */
  costConfirmed?: boolean;
}

export interface RepairedAutomail {
  item: Item.Implementation;
  roll: Roll;
  dc: number;
  success: boolean;
  payment: PaidCost;
}

/** The refusal before anything is asked, spent or rolled (a total of the DC passes the roll's own check). */
function refusal(actor: Actor.Implementation, item: Item.Implementation): string | null {
  const limb = limbNow(actor, item.id ?? "");
  if (!limb) return localize("AUGMENTED.Automail.NotALimb", { name: item.name });
  const plan = planLimbRepair(limb, combatContext(actor), { total: 10, dc: 10 });
  return plan.ok ? null : refusalText(plan.reason, { name: item.name });
}

export async function repairAutomail(actor: Actor.Implementation, item: Item.Implementation, options: RepairAutomailOptions = {}): Promise<RepairedAutomail | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item) || item.parent !== actor) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const first = refusal(actor, item);
  if (first) {
    ui.notifications?.warn(first);
    return null;
  }
  const config = { ...options };
  if (!callPreHook(HOOKS.preRepairAutomail, actor, item, config)) return null;
  if (refuseWhenShort(actor, LIMB_REPAIR_COST_GP)) return null;
  // DESIGN.md, Trust: the limb (its state), the actor, its combat state and its purse are re-checked after each
  // await; anything moved → stop, nothing charged or changed. The cost is agreed first and charged together with
  // the item update, in the same tick as the last re-check.
  const watch = watchState({ actor, item, combat: true, purse: true, extra: { limb: () => limbNow(actor, item.id ?? "") } });
  const title = localize("AUGMENTED.Automail.Repair.Title", { name: item.name });
  const dc = await resolveDc(config.dc, title, localize("AUGMENTED.Automail.Repair.Prompt", { name: item.name, cost: LIMB_REPAIR_COST_GP }), localize("AUGMENTED.AugmentWork.Repair.Check"), DEFAULT_DCS.repair);
  if (dc === null || !watch.holds()) return null;
  const consent = await askToPay(actor, LIMB_REPAIR_COST_GP, { reason: localize("AUGMENTED.Automail.Repair.Reason", { name: item.name }), confirmed: config.costConfirmed === true });
  if (!consent || !watch.holds()) return null;
  const roll = await rollSleightOfHand(actor, { advantage: LIMB_REPAIR_CHECK.advantage });
  if (!roll || !watch.holds()) return null;
  const limb = limbNow(actor, item.id ?? "");
  if (!limb) return null;
  const total = roll.total ?? 0;
  const outcome = planLimbRepair(limb, combatContext(actor), { total, dc });
  if (!outcome.ok) {
    ui.notifications?.warn(refusalText(outcome.reason, { name: item.name }));
    return null;
  }
  const purseBefore = purseOf(actor);
  const integrityBefore = limb.integrity;
  // Charged and written in the same tick as the re-check above (no await between). cast: a dotted path map is valid update data.
  // All or nothing when the actor or the limb goes meanwhile (../currency/pay-cost.ts `chargeAndWrite`).
  const payment = await chargeAndWrite(actor, consent, () => (outcome.patch ? item.update(patchChanges(outcome.patch) as Item.UpdateData) : Promise.resolve(undefined)), item);
  if (!payment) return null;
  // The check, its total and DC are the roll box's (each number is said once).
  const lines = [cardText(outcome.success ? "AUGMENTED.Automail.Repair.Success" : "AUGMENTED.Automail.Repair.Failure", { name: item.name })];
  // The GM's Undo: the coins come back (by difference) and the limb's integrity goes back, all or nothing.
  const { previous } = changedPaths(coinPathValues(actor, purseBefore), coinPathValues(actor, purseOf(actor)));
  const undo = undoRecord(actor, previous, outcome.patch ? { items: { [item.id ?? ""]: { "system.integrity": integrityBefore } } } : {});
  const cardTitle = cardText("AUGMENTED.Automail.Repair.Title", { name: item.name });
  await postCard({ kind: "automail-repair", title: cardTitle, lines, rolls: [{ label: cardText("AUGMENTED.AugmentWork.Repair.Check"), dc, success: outcome.success }] }, { actor, rolls: [roll], state: { undo } });
  const result: RepairedAutomail = { item, roll, dc, success: outcome.success, payment };
  callPostHook(HOOKS.repairAutomail, actor, item, result);
  return result;
}
