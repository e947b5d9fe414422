/**
 * `actor.upgradeAugment(item, options)` (CY-UPG-1): an attack or healing augment below 5d6, outside combat; the
 * GM's DC (asked, pre-filled with DEFAULT_DCS.upgrade); 500 gp through `payCost` (CORE-8); Dexterity (Sleight of
 * Hand). Success → +1d6 (at most 5d6); failure → the materials are lost, the augment is unharmed. A natural
 * 18–20 offers a Lasting Effect to an augment that has none (CY-LE-1: optional, the GM approves by granting it
 * in the dialog). One item update (dice, lasting effect, a history entry at the current world time), a chat card
 * with the roll, and the hooks `augmented.preUpgradeAugment` / `augmented.upgradeAugment`.
 */
import { askLastingEffect } from "../augment-work/gm-asks";
import { HOOKS } from "../../utils/hook-names";
import { DEFAULT_DCS } from "../../rules/cyborg/checks";
import { grantLastingEffect } from "../../rules/cyborg/lasting-effect";
import { UPGRADE_CHECK, UPGRADE_COST_GP, canUpgrade, planUpgrade } from "../../rules/cyborg/repair-upgrade";
import type { PaidCost } from "../currency/pay-cost";
import { localize, notifyWarn } from "../../utils/notify";
import { cardText, localizeText } from "../../data/chat/card-text";
import { type AugmentWorkOptions, beginWorkCheck, finishWork, postWorkCard } from "../augment-work/work";
import { historyWith } from "../augment-work/checks";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";

export interface UpgradeOptions extends AugmentWorkOptions {
  /**
   * CY-LE-1, when a natural 18–20 offers one: the approved text (skips the dialog), `null` to decline without
   * asking, or undefined to ask.
   */
  lastingEffect?: string | null;
}

export interface UpgradeResult {
  item: Item.Implementation;
  roll: Roll;
  dc: number;
  natural: number;
  success: boolean;
  /** The dice before and after (equal on a failure). */
  dice: { from: number; to: number };
  lastingEffectOffered: boolean;
  /** The Lasting Effect recorded by this upgrade, if one was granted. */
  lastingEffect: string | null;
  payment: PaidCost;
}

export async function upgradeAugment(actor: Actor.Implementation, target: Item.Implementation, options: UpgradeOptions = {}): Promise<UpgradeResult | null> {
  const check = await beginWorkCheck(actor, target, options, {
    kind: "Upgrade",
    costGp: UPGRADE_COST_GP,
    defaultDc: DEFAULT_DCS.upgrade,
    advantage: UPGRADE_CHECK.advantage,
    permission: canUpgrade,
    preHook: (item, config) => callPreHook(HOOKS.preUpgradeAugment, actor, item, config),
  });
  if (!check) return null;
  const { item, name, context, config, dc, roll, natural, total } = check;
  const state = item.system.state;
  const outcome = planUpgrade(state, context, { natural, total, dc });
  if (!outcome.ok) {
    notifyWarn(`AUGMENTED.AugmentWork.Upgrade.Refused.${outcome.reason}`, { name });
    return null;
  }

  const from = item.system.dice;
  const to = outcome.patch?.dice ?? from;
  const resultLine = outcome.success
    ? cardText("AUGMENTED.AugmentWork.Upgrade.Success", { name, total, dc, from, to })
    : cardText("AUGMENTED.AugmentWork.Upgrade.Failure", { name, total, dc });
  const lines = [resultLine];
  const changes: Record<string, unknown> = {};
  if (outcome.patch?.dice !== undefined) changes["system.dice"] = outcome.patch.dice;

  let lastingEffect: string | null = null;
  if (outcome.lastingEffectOffered) {
    const text = config.lastingEffect !== undefined ? config.lastingEffect : await askLastingEffect({ name, natural });
    if (!check.watch.holds()) return null;
    const granted = text ? grantLastingEffect(state, text) : null;
    if (granted?.ok && granted.patch.lastingEffect) {
      lastingEffect = granted.patch.lastingEffect;
      changes["system.lastingEffect"] = lastingEffect;
      lines.push(cardText("AUGMENTED.AugmentWork.LastingEffect.Granted", { name, effect: lastingEffect }));
    } else {
      lines.push(cardText("AUGMENTED.AugmentWork.LastingEffect.Declined", { name }));
    }
  }
  // The augment's history keeps words (a record on the item, in the language of the client that wrote it).
  const resultText = localizeText(resultLine);
  const note = lastingEffect ? `${resultText} ${localize("AUGMENTED.AugmentWork.LastingEffect.Granted", { name, effect: lastingEffect })}` : resultText;
  changes["system.history"] = historyWith(item, "upgrade", note);
  const payment = await finishWork(actor, check, changes, "upgrade");
  if (!payment) return null;

  await postWorkCard(actor, check, lines, outcome.success);
  const result: UpgradeResult = {
    item,
    roll,
    dc,
    natural,
    success: outcome.success,
    dice: { from, to },
    lastingEffectOffered: outcome.lastingEffectOffered,
    lastingEffect,
    payment,
  };
  callPostHook(HOOKS.upgradeAugment, actor, item, result);
  return result;
}
