/**
 * Healing augments (CY-HEAL-1): an Action. Target: the given actor, else the user's single targeted token's
 * actor, else the user's own actor. Another creature must be within the designed range (workflows/targets/range.ts:
 * measured between tokens, refused beyond it; confirmed by the user when there is nothing to measure).
 * Augment Check 1d20 + PB without advantage vs the GM's DC. Success heals Nd6 + Intelligence modifier; failure
 * heals nothing, and the use is spent either way.
 *
 * Healing oneself is applied at once (`actor.applyDamage`, type healing) and undone with the use. Healing
 * another creature goes on a damage card set to healing, applied by whoever may change that creature: a player
 * never changes an actor they do not own. The card records that creature (heal-target.ts), so the apply button
 * heals it rather than the applier's own target.
 */
import { postDamageCard } from "../../applications/chat/damage-card";
import { DEFAULT_DCS, HEALING_ACTION, healingCheck, resolveHealing } from "../../rules/cyborg";
import { localize, notifyError, notifyWarn } from "../../utils/notify";
import { cardText } from "../../data/chat/card-text";
import { confirmRange, healingRange, refuseOutOfRange, singleTarget } from "../targets/range";
import { healTargetRecord } from "./heal-target";
import { checkLine, checkSetup, rollAugmentCheck } from "./check";
import { postUseCard, spendOne, type UseContext, useResult } from "./spend";
import type { UseAugmentResult } from "./types";
import { portOf } from "../../ports/actor-port";

export async function useHealingAugment(context: UseContext): Promise<UseAugmentResult | null> {
  const { actor, item, name, pb, options } = context;
  const picked = options.target ? null : singleTarget();
  const target = options.target ?? picked?.actor ?? actor;
  const targetName = target.name ?? "";
  // CY-HEAL-1 range, before anything is asked, rolled or spent.
  const rangeFt = context.state.rangeFt;
  const verdict = healingRange(actor, target, rangeFt, picked?.token);
  if (verdict.kind === "outOfRange") {
    refuseOutOfRange(name, target, verdict);
    return null;
  }
  if (verdict.kind === "unmeasured" && !(await confirmRange(name, actor, target, rangeFt, verdict.units))) return null;
  const plan = healingCheck(pb);
  const setup = await checkSetup(options, {
    title: localize("AUGMENTED.AugmentUse.Healing.Title", { name }),
    prompt: localize("AUGMENTED.AugmentUse.Healing.Prompt", { name, target: targetName }),
    check: localize("AUGMENTED.AugmentUse.Healing.Check", { bonus: plan.bonus }),
    defaultDc: DEFAULT_DCS.healingCheck,
    askContact: false,
  });
  // Trust (docs/ARCHITECTURE.md): nothing is rolled for an augment that moved while the GM's DC question was open.
  if (!setup || !context.watch.holds()) return null;
  // Re-checked after the DC dialog: a token may have moved meanwhile.
  if (verdict.kind === "inRange") {
    const again = healingRange(actor, target, rangeFt, picked?.token);
    if (again.kind === "outOfRange") {
      notifyWarn("AUGMENTED.AugmentUse.Healing.RangeMoved", { name, target: targetName, distance: again.distanceFt, range: again.rangeFt });
      return null;
    }
  }
  const check = await rollAugmentCheck(actor, pb, plan.advantage);
  if (!check || !context.watch.holds()) return null;
  const outcome = resolveHealing(item.system.state, context.mods, { total: check.total, dc: setup.dc });

  let healRoll: Roll | null = null;
  if (outcome.healing) {
    try {
      // cast: Roll.Implementation is the configured Roll class.
      healRoll = new Roll(outcome.healing.formula) as Roll;
      await healRoll.evaluate();
    } catch (_error) {
      notifyError("AUGMENTED.Roll.BadFormula", { formula: outcome.healing.formula });
      return null;
    }
  }
  const spent = await spendOne(context);
  if (!spent) return null;

  const amount = healRoll ? Math.max(0, Math.floor(healRoll.total ?? 0)) : 0;
  const lines = [checkLine(check.total, setup.dc, outcome.success)];
  let actorPrevious: Record<string, unknown> = {};
  if (!outcome.success) lines.push(cardText("AUGMENTED.AugmentUse.Healing.Failed", { name }));
  else if (target === actor) {
    const applied = amount > 0 ? await portOf(actor).applyDamage([{ amount, type: "healing" }], { source: item.uuid }) : null;
    actorPrevious = applied?.previous ?? {};
    lines.push(cardText("AUGMENTED.AugmentUse.Healing.Healed", { target: targetName, amount }));
  } else lines.push(cardText("AUGMENTED.AugmentUse.Healing.ForTarget", { target: targetName, amount }));

  const rolls = healRoll ? [check.roll, healRoll] : [check.roll];
  const rollLabels = [
    { label: cardText("AUGMENTED.AugmentUse.CheckLabel"), dc: setup.dc, success: outcome.success },
    { label: cardText("AUGMENTED.AugmentUse.Healing.RollLabel", { target: targetName }) },
  ];
  const message = await postUseCard(context, spent, { lines, rolls, rollLabels, action: HEALING_ACTION }, { actorPrevious });
  // CY-HEAL-1: the card records whom the healer meant, so the GM's apply button heals them (heal-target.ts).
  if (outcome.success && target !== actor && healRoll) await postDamageCard({ roll: healRoll, type: "healing", actor, item, target: healTargetRecord(target, picked?.token ?? null, item) });
  return useResult(context, spent, message, { roll: check.roll, success: outcome.success, healing: amount });
}
