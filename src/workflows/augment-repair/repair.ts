/**
 * `actor.repairAugment(item, options)` (CY-REP-1): a damaged augment, outside combat; the GM's DC (asked,
 * pre-filled with DEFAULT_DCS.repair) and, with it, the ruling on the designated tool (required and not carried
 * → refused before anything is spent); 250 gp of materials through `payCost` (CORE-8: confirmed, refused when
 * short, GM waiver); Dexterity (Sleight of Hand) with advantage. Success → intact; failure → the materials are
 * spent and it stays damaged. One item update (integrity + a history entry at the current world time), a chat
 * card with the roll, and the hooks `augmented.preRepairAugment` / `augmented.repairAugment`. The first half
 * (refusals to the roll) is the one upgrades share, in work.ts.
 */
import { HOOKS } from "../../utils/hook-names";
import { DEFAULT_DCS } from "../../rules/cyborg/checks";
import { REPAIR_CHECK, REPAIR_COST_GP, canRepair, planRepair } from "../../rules/cyborg/repair-upgrade";
import { isRepairToolId } from "../../rules/cyborg/tools";
import type { PaidCost } from "../currency/pay-cost";
import { cardText, localizeText } from "../../data/chat/card-text";
import { historyWith } from "../augment-work/checks";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type AugmentWorkOptions, beginWorkCheck, finishWork, postWorkCard } from "../augment-work/work";

export type { AugmentWorkOptions } from "../augment-work/work";

export interface RepairResult {
  item: Item.Implementation;
  roll: Roll;
  dc: number;
  natural: number;
  success: boolean;
  payment: PaidCost;
}

export async function repairAugment(actor: Actor.Implementation, target: Item.Implementation, options: AugmentWorkOptions = {}): Promise<RepairResult | null> {
  const check = await beginWorkCheck(actor, target, options, {
    kind: "Repair",
    costGp: REPAIR_COST_GP,
    defaultDc: DEFAULT_DCS.repair,
    advantage: REPAIR_CHECK.advantage,
    permission: canRepair,
    preHook: (item, config) => callPreHook(HOOKS.preRepairAugment, actor, item, config),
    tool: (item) => (isRepairToolId(item.system.repairTool) ? item.system.repairTool : null),
  });
  if (!check) return null;
  const { item, name, context, dc, roll, natural, total, toolUse, toolName } = check;
  const outcome = planRepair(item.system.state, context, { total, dc });
  if (!outcome.ok) return null;

  const resultLine = cardText(outcome.success ? "AUGMENTED.AugmentWork.Repair.Success" : "AUGMENTED.AugmentWork.Repair.Failure", { name, total, dc });
  const changes: Record<string, unknown> = { "system.history": historyWith(item, "repair", localizeText(resultLine)) };
  if (outcome.patch?.integrity) changes["system.integrity"] = outcome.patch.integrity;
  const payment = await finishWork(actor, check, changes);
  if (!payment) return null;

  const lines = [cardText(`AUGMENTED.AugmentWork.Tool.Line.${toolUse}`, { tool: toolName }), resultLine];
  await postWorkCard(actor, check, lines, outcome.success);
  const result: RepairResult = { item, roll, dc, natural, success: outcome.success, payment };
  callPostHook(HOOKS.repairAugment, actor, item, result);
  return result;
}
