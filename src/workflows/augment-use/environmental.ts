/**
 * Environmental augments (CY-ENV-1/2): an Action. Augment Check 1d20 + PB with advantage vs the GM's DC; the
 * same dialog asks whether the attempt tried to destroy or force something by direct contact. A failed such
 * attempt causes structural backlash: the Constitution save is the integrity save's, which registers itself for it
 * (./registry.ts), started for this augment — this module never rolls it.
 */
import { backlashSaves } from "./registry";
import { DEFAULT_DCS, ENVIRONMENTAL_ACTION, environmentalCheck, resolveEnvironmentalCheck } from "../../rules/cyborg";
import { localize } from "../../utils/notify";
import { cardText } from "../../data/chat/card-text";
import { checkLine, checkSetup, rollAugmentCheck } from "./check";
import { postUseCard, spendOne, type UseContext, useResult } from "./spend";
import type { UseAugmentResult } from "./types";

export async function useEnvironmentalAugment(context: UseContext): Promise<UseAugmentResult | null> {
  const { actor, item, name, pb, options } = context;
  const plan = environmentalCheck(pb);
  const setup = await checkSetup(options, {
    title: localize("AUGMENTED.AugmentUse.Environmental.Title", { name }),
    prompt: localize("AUGMENTED.AugmentUse.Environmental.Prompt", { name }),
    check: localize("AUGMENTED.AugmentUse.Environmental.Check", { bonus: plan.bonus }),
    defaultDc: DEFAULT_DCS.environmentalCheck,
    askContact: true,
  });
  // DESIGN.md, Trust: nothing is rolled for an augment that moved while the GM's DC question was open.
  if (!setup || !context.watch.holds()) return null;
  const check = await rollAugmentCheck(actor, pb, plan.advantage);
  if (!check || !context.watch.holds()) return null;
  const outcome = resolveEnvironmentalCheck({ total: check.total, dc: setup.dc }, setup.destructiveContact);
  const spent = await spendOne(context);
  if (!spent) return null;

  const lines = [checkLine(check.total, setup.dc, outcome.success)];
  if (setup.destructiveContact) lines.push(cardText("AUGMENTED.AugmentUse.Environmental.ContactLine"));
  if (outcome.backlashSaveRequired) lines.push(cardText("AUGMENTED.AugmentUse.Environmental.Backlash", { name }));
  const message = await postUseCard(context, spent, {
    lines,
    rolls: [check.roll],
    rollLabels: [{ label: cardText("AUGMENTED.AugmentUse.CheckLabel"), dc: setup.dc, success: outcome.success }],
    action: ENVIRONMENTAL_ACTION,
  });
  // CY-ENV-2: after the card, so the save's card follows the check that caused it.
  if (outcome.backlashSaveRequired) for (const save of backlashSaves()) await save(actor, item.id ?? "");
  return useResult(context, spent, message, { roll: check.roll, success: outcome.success, backlash: outcome.backlashSaveRequired });
}
