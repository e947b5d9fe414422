/**
 * `actor.repairAugment(item, options)` (CY-REP-1): a damaged augment, outside combat; the GM's DC (asked,
 * pre-filled with DEFAULT_DCS.repair); 250 gp of materials through `payCost` (CORE-8: confirmed, refused when
 * short, GM waiver); Dexterity (Sleight of Hand) with advantage. Success → intact; failure → the materials are
 * spent and it stays damaged. One item update (integrity + a history entry at the current world time), a chat
 * card with the roll, and the hooks `augmented.preRepairAugment` / `augmented.repairAugment`.
 *
 * The small pieces the upgrade and design workflows share (ownership, combat, the DC, the early purse check, the
 * card) are exported from here; the Sleight of Hand roll is the one in shared.ts.
 */
import { askAugmentDcs } from "../../applications/dialogs/augment-dc";
import { postCard } from "../../applications/chat/cards";
import type { AugmentData } from "../../data/item/augment";
import { HOOKS } from "../../hooks/names";
import { callPostHook, callPreHook, historyWith, naturalOf, rollSleightOfHand } from "./shared";
import { designStatusOf } from "./design";
import { COINS, EMPTY_PURSE, type Purse, planPayment } from "../../rules/core/currency";
import type { AugmentState } from "../../rules/cyborg/augment";
import { DEFAULT_DCS, isValidDc } from "../../rules/cyborg/checks";
import { REPAIR_CHECK, REPAIR_COST_GP, canRepair, planRepair } from "../../rules/cyborg/repair-upgrade";
import { type PaidCost, payCost } from "../actor/currency";
import { ensureCanModify, localize, notifyError, notifyWarn } from "../actor/notify";
import { systemOf } from "../actor/system-view";

/** Options of `actor.repairAugment` / `actor.upgradeAugment`; pre-hooks may change them in place. */
export interface AugmentWorkOptions {
  /** The GM's DC, when already decided (skips the DC dialog). */
  dc?: number | null;
  /** The cost was already confirmed by the user (skips payCost's confirmation, not the purse check). */
  costConfirmed?: boolean;
}

export interface RepairResult {
  item: Item.Implementation;
  roll: Roll;
  dc: number;
  natural: number;
  success: boolean;
  payment: PaidCost;
}

/** The augment item of this actor, or null (the user is told why). */
export function ownedAugment(actor: Actor.Implementation, item: Item.Implementation | null | undefined): (Item.Implementation & { system: AugmentData }) | null {
  if (!item || item.type !== "augment" || item.actor?.id !== actor.id) {
    notifyError("AUGMENTED.AugmentWork.NotOwnedAugment", { name: actor.name ?? "" });
    return null;
  }
  // cast: checked to be an augment item above.
  return item as Item.Implementation & { system: AugmentData };
}

export function augmentStateOf(item: { system: AugmentData }): AugmentState {
  return item.system.state;
}

/** True while the actor is in an active combat (CY-REP-1, CY-UPG-1: outside combat only). */
export function actorInCombat(actor: Actor.Implementation): boolean {
  return actor.inCombat === true;
}

/** The DC the GM chose: the option when given and valid, else asked (pre-filled). Null when cancelled. */
export async function resolveDc(given: number | null | undefined, title: string, prompt: string, label: string, fallback: number): Promise<number | null> {
  if (typeof given === "number") {
    if (isValidDc(given)) return given;
    notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(given) });
    return null;
  }
  const answers = await askAugmentDcs({ title, prompt, checks: [{ name: "dc", label, value: fallback }] });
  return answers?.dc ?? null;
}

/**
 * CORE-8, early: a player whose actor cannot pay is refused (with the shortfall, as `payCost` words it) before
 * the GM is asked for a DC. A GM goes on: `payCost` offers the waiver.
 */
export function refuseWhenShort(actor: Actor.Implementation, gp: number): boolean {
  if (game.user?.isGM === true) return false;
  const currency = systemOf(actor).currency ?? {};
  const purse: Purse = { ...EMPTY_PURSE };
  for (const coin of COINS) purse[coin] = typeof currency[coin] === "number" ? currency[coin] : 0;
  const plan = planPayment(purse, gp);
  if (plan.ok || plan.reason !== "insufficient") return false;
  notifyError("AUGMENTED.Currency.Insufficient", { name: actor.name ?? "", cost: gp, short: plan.shortBy });
  return true;
}

/** The kept d20 face of a d20 test (with advantage: the higher one); the one implementation is in shared.ts. */
export const keptNatural = naturalOf;

/** The workflow's chat card, with the roll attached (so dice modules see it). */
export async function postWorkCard(actor: Actor.Implementation, kind: string, title: string, lines: string[], roll: Roll): Promise<void> {
  await postCard({ kind, title, lines, rollHtml: await roll.render() }, { actor, rolls: [roll] });
}

export async function repairAugment(actor: Actor.Implementation, target: Item.Implementation, options: AugmentWorkOptions = {}): Promise<RepairResult | null> {
  if (!ensureCanModify(actor)) return null;
  const item = ownedAugment(actor, target);
  if (!item) return null;
  const name = item.name ?? "";
  if (designStatusOf(item) !== "built") {
    // CY-DES-2: a design that is not built yet has nothing to repair or upgrade.
    notifyWarn("AUGMENTED.AugmentInstall.NotBuilt", { name });
    return null;
  }
  const context = { inCombat: actorInCombat(actor) };
  const permission = canRepair(augmentStateOf(item), context);
  if (!permission.ok) {
    notifyWarn(`AUGMENTED.AugmentWork.Repair.Refused.${permission.reason}`, { name });
    return null;
  }
  const config: AugmentWorkOptions = { ...options };
  if (!callPreHook(HOOKS.preRepairAugment, actor, item, config)) return null;
  if (refuseWhenShort(actor, REPAIR_COST_GP)) return null;

  const title = localize("AUGMENTED.AugmentWork.Repair.Title", { name });
  const checkLabel = localize("AUGMENTED.AugmentWork.Repair.Check");
  const dc = await resolveDc(config.dc, title, localize("AUGMENTED.AugmentWork.Repair.Prompt", { name, cost: REPAIR_COST_GP }), checkLabel, DEFAULT_DCS.repair);
  if (dc === null) return null;

  const payment = await payCost(actor, REPAIR_COST_GP, { reason: localize("AUGMENTED.AugmentWork.Repair.Reason", { name }), confirmed: config.costConfirmed === true });
  if (!payment) return null;

  const roll = await rollSleightOfHand(actor, { advantage: REPAIR_CHECK.advantage });
  if (!roll) return null;
  const natural = naturalOf(roll);
  const total = roll.total ?? natural;
  const outcome = planRepair(augmentStateOf(item), context, { total, dc });
  if (!outcome.ok) return null;

  const resultText = localize(outcome.success ? "AUGMENTED.AugmentWork.Repair.Success" : "AUGMENTED.AugmentWork.Repair.Failure", { name, total, dc });
  const changes: Record<string, unknown> = { "system.history": historyWith(item, "repair", resultText) };
  if (outcome.patch?.integrity) changes["system.integrity"] = outcome.patch.integrity;
  // cast: a dotted path map is valid update data.
  await item.update(changes as Item.UpdateData);

  const lines = [localize("AUGMENTED.AugmentWork.CheckLine", { check: checkLabel, total, dc }), resultText];
  await postWorkCard(actor, "augment-repair", title, lines, roll);
  const result: RepairResult = { item, roll, dc, natural, success: outcome.success, payment };
  callPostHook(HOOKS.repairAugment, actor, item, result);
  return result;
}
